/** Add Tax and Update Tax (VAL15, SET1): title, rate in percent, exclusive or inclusive. */
import {
  createTax,
  formatPercent,
  type Mutator,
  percentFromRate,
  rate,
  SETTINGS_SAVED,
  TAX_KINDS,
  TAX_TYPES,
  type TaxRow,
  taxAddArgs,
  taxUpdateArgs,
  updateTax,
} from '@tavola/shared';
import type * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { save } from './settings-data.ts';
import { DialogActions, SelectField } from './settings-fields.tsx';

/** MON7: the tax mutators are called with what their schema reads (a percent), which it turns into a Rate. */
const onWire = <S extends v.GenericSchema>(m: Mutator<v.InferOutput<S>> & { args: S }) =>
  m as unknown as Mutator<v.InferInput<S>>;

const TYPE_LABELS: Record<string, string> = { exclusive: 'Exclusive', inclusive: 'Inclusive' };
const KIND_LABELS: Record<string, string> = { gst: 'GST', cess: 'Cess', other: 'Other' };

export function TaxDialog({ tax, onClose }: { tax: TaxRow | null; onClose: () => void }) {
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
      ? await save(onWire(updateTax), { id: tax.id, ...wire }, SETTINGS_SAVED.taxUpdated)
      : await save(onWire(createTax), { id: uuidv7(), ...wire }, SETTINGS_SAVED.taxAdded);
    if (saved) onClose();
  });
  const title = tax ? 'Update Tax' : 'Add Tax';
  return (
    <Dialog open onClose={onClose} title={title} testId="tax-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field form={form} name="title" label="Title" required defaultValue={tax?.title ?? ''} />
        <Field
          form={form}
          name="rate"
          label="Rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          defaultValue={tax ? formatPercent(rate(tax.rate)) : ''}
        />
        <SelectField form={form} name="type" label="Type" required defaultValue={tax?.type ?? ''}>
          <option value="">Select Tax Type</option>
          {TAX_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t] ?? t}
            </option>
          ))}
        </SelectField>
        {/* GST2: GST is split into CGST + SGST (or IGST) on a tax invoice; cess and other taxes are not */}
        <SelectField form={form} name="kind" label="Kind" defaultValue={tax?.kind ?? 'other'}>
          {TAX_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
