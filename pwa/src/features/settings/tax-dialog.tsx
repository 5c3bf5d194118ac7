/** Add Tax and Update Tax (VAL15, SET1): title, rate in percent, exclusive or inclusive. */
import {
  createTax,
  formatPercent,
  type Mutator,
  percentFromRate,
  rate,
  TAX_KINDS,
  TAX_TYPES,
  type TaxRow,
  taxAddArgs,
  taxUpdateArgs,
  updateTax,
} from '@tavola/shared';
import type * as v from 'valibot';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { save } from './settings-data.ts';
import { FormDialog, SelectField } from './settings-fields.tsx';

/** MON7: the tax mutators are called with what their schema reads (a percent), which it turns into a Rate. */
const onWire = <S extends v.GenericSchema>(m: Mutator<v.InferOutput<S>> & { args: S }) =>
  m as unknown as Mutator<v.InferInput<S>>;

type Translate = ReturnType<typeof useT>;

/** A tax type's words in the current language (the type itself when unknown). */
export const taxTypeLabel = (t: Translate, type: string): string =>
  type === 'exclusive'
    ? t('settings.tax.exclusive')
    : type === 'inclusive'
      ? t('settings.tax.inclusive')
      : type;

const kindLabel = (t: Translate, kind: string): string =>
  kind === 'gst' ? t('settings.tax.gst') : kind === 'cess' ? t('settings.tax.cess') : t('settings.tax.other');

export function TaxDialog({ tax, onClose }: { tax: TaxRow | null; onClose: () => void }) {
  const t = useT();
  // the schemas turn the percent into ppm; the mutators read the percent again (MON7)
  const form = useSchemaForm(tax ? taxUpdateArgs : taxAddArgs, async (args) => {
    // GST2: the kind chosen (a new tax without one is 'other')
    const wire = {
      title: args.title,
      rate: percentFromRate(args.rate),
      type: args.type,
      kind: args.kind ?? ('other' as const),
    };
    const saved = tax
      ? await save(onWire(updateTax), { id: tax.id, ...wire }, savedText('taxUpdated'))
      : await save(onWire(createTax), { id: uuidv7(), ...wire }, savedText('taxAdded'));
    if (saved) onClose();
  });
  const title = tax ? t('settings.tax.update') : t('settings.tax.add');
  return (
    <FormDialog title={title} testId="tax-dialog" form={form} onClose={onClose}>
      <Field form={form} name="title" label={t('settings.title')} required defaultValue={tax?.title ?? ''} />
      <Field
        form={form}
        name="rate"
        label={t('settings.tax.ratePercent')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        required
        defaultValue={tax ? formatPercent(rate(tax.rate)) : ''}
      />
      <SelectField
        form={form}
        name="type"
        label={t('settings.tax.type')}
        required
        defaultValue={tax?.type ?? ''}
      >
        <option value="">{t('settings.tax.selectType')}</option>
        {TAX_TYPES.map((type) => (
          <option key={type} value={type}>
            {taxTypeLabel(t, type)}
          </option>
        ))}
      </SelectField>
      {/* GST2: GST is split into CGST + SGST (or IGST) on a tax invoice; cess and other taxes are not */}
      <SelectField form={form} name="kind" label={t('settings.tax.kind')} defaultValue={tax?.kind ?? 'other'}>
        {TAX_KINDS.map((k) => (
          <option key={k} value={k}>
            {kindLabel(t, k)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
