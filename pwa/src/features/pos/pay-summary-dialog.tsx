/**
 * Pay-and-send summary: the totals, a Credit toggle (the invoice is owed on the customer's khata), phone,
 * name and email for the invoice, and the payment type; the order is sent paid with its invoice.
 */
import { cartTotals, paymentFields } from '@tavola/shared';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useRows } from '../../db/hooks.ts';
import { usePosStore } from './pos-store.ts';
import type { PaymentChoice } from './send-order.ts';
import { TotalsList } from './totals-list.tsx';

const payForm = v.object({
  paymentTypeId: paymentFields.paymentTypeId,
  credit: paymentFields.credit,
  phone: paymentFields.phone,
  name: paymentFields.name,
  email: paymentFields.email,
});

type Props = {
  currency: string | null;
  onClose: () => void;
  /** Resolves true once the order is stored. */
  onConfirm: (payment: PaymentChoice) => Promise<boolean>;
};

export function PaySummaryDialog({ currency, onClose, onConfirm }: Props) {
  const id = useId();
  const lines = usePosStore((s) => s.lines);
  const customer = usePosStore((s) => s.customer);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const paymentTypes = useRows('paymentTypes')?.filter((p) => p.isActive);
  const [credit, setCredit] = useState(false);
  const form = useSchemaForm(
    payForm,
    async (payment) => {
      if (await onConfirm(payment)) onClose();
    },
    () => ({ credit }),
  );

  return (
    <Dialog open onClose={onClose} title="Create Receipt & Pay" testId="pay-summary">
      <TotalsList totals={totals} currency={currency} />
      <form className="pos-pay-form" onSubmit={form.onSubmit} noValidate aria-label="Create Receipt & Pay">
        <FormError form={form} />
        <div className="field field-switch pos-credit">
          <input
            id={`${id}-credit`}
            type="checkbox"
            role="switch"
            checked={credit}
            aria-checked={credit}
            onChange={(e) => setCredit(e.target.checked)}
          />
          <label htmlFor={`${id}-credit`}>Credit</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Payment Type</label>
          <select id={`${id}-type`} name="paymentTypeId" disabled={credit}>
            {paymentTypes?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        <Field
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          defaultValue={customer?.phone ?? ''}
          maxLength={20}
        />
        <Field form={form} name="name" label="Name" defaultValue={customer?.name ?? ''} autoComplete="off" />
        <Field form={form} name="email" label="Email" type="email" defaultValue={customer?.email ?? ''} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.pending} aria-busy={form.pending}>
            Pay &amp; Send
          </button>
        </div>
      </form>
    </Dialog>
  );
}
