/** GST1: the store's tax identity on Store Details: GSTIN (its state shown), legal name, FSSAI, composition. */
import { gstinStateCode, gstStateName, type StoreSettingsRow } from '@tavola/shared';
import { Field, type SchemaForm } from '../../components/form.tsx';
import { Switch } from './settings-fields.tsx';

type Form = SchemaForm;

/** 'Karnataka (29)' for a GSTIN of Karnataka; null without one. */
export function gstinState(gstin: string | null | undefined): string | null {
  const code = gstinStateCode(gstin);
  return code ? `${gstStateName(code) ?? 'Unknown state'} (${code})` : null;
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
  const state = gstinState(store?.gstin);
  return (
    <fieldset className="settings-fieldset" data-testid="store-tax-identity">
      <legend>Tax Details (GST)</legend>
      <div className="settings-grid">
        <Field
          form={form}
          name="gstin"
          label="GSTIN"
          defaultValue={store?.gstin ?? ''}
          autoCapitalize="characters"
          hint={state ? `State: ${state}` : 'Optional: 15 characters, e.g. 29AAGCB7383J1Z4.'}
        />
        <Field form={form} name="legalName" label="Legal Name" defaultValue={store?.legalName ?? ''} />
        <Field
          form={form}
          name="fssai"
          label="FSSAI Licence No."
          inputMode="numeric"
          defaultValue={store?.fssai ?? ''}
          hint="Optional: 14 digits."
        />
      </div>
      <Switch label="Registered under composition scheme" checked={composition} onChange={onComposition} />
    </fieldset>
  );
}
