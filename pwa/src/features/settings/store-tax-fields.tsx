/** GST1: the store's tax identity on Store Details: GSTIN (its state shown), legal name, FSSAI, composition. */
import { gstinStateCode, gstStateName, type StoreSettingsRow } from '@tavola/shared';
import { Field, type SchemaForm } from '../../components/form.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { Switch } from './settings-fields.tsx';

type Form = SchemaForm;

/** 'Karnataka (29)' for a GSTIN of Karnataka; null without one. */
export function gstinState(gstin: string | null | undefined): string | null {
  const code = gstinStateCode(gstin);
  return code ? `${gstStateName(code) ?? translate('settings.gst.unknownState')} (${code})` : null;
}

export function StoreTaxFields({
  form,
  store,
  composition,
  onComposition,
}: {
  form: Form;
  store: StoreSettingsRow | null;
  composition: boolean;
  onComposition: (on: boolean) => void;
}) {
  const t = useT();
  const state = gstinState(store?.gstin);
  return (
    <fieldset className="settings-fieldset" data-testid="store-tax-identity">
      <legend>{t('settings.gst.legend')}</legend>
      <div className="settings-grid">
        <Field
          form={form}
          name="gstin"
          label="GSTIN"
          defaultValue={store?.gstin ?? ''}
          autoCapitalize="characters"
          hint={state ? t('settings.gst.state', { state }) : t('settings.gst.gstinHint')}
        />
        <Field
          form={form}
          name="legalName"
          label={t('settings.gst.legalName')}
          defaultValue={store?.legalName ?? ''}
        />
        <Field
          form={form}
          name="fssai"
          label={t('settings.gst.fssai')}
          inputMode="numeric"
          defaultValue={store?.fssai ?? ''}
          hint={t('settings.gst.fssaiHint')}
        />
      </div>
      <Switch label={t('settings.gst.composition')} checked={composition} onChange={onComposition} />
    </fieldset>
  );
}
