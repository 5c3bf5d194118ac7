/**
 * Pay-and-send summary: the totals, a Credit toggle (the invoice is owed on the customer's khata), phone,
 * name and email for the invoice, and the payment type; the order is sent paid with its invoice.
 */
import { money, paymentFields, roundBill } from '@tavola/shared';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { type TenderDraft, TendersEditor, tenderInputs, tenderState } from '../bill-ops/tenders-editor.tsx';
import { posTotals } from './cart-discount.ts';
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
  const t = useT();
  const id = useId();
  const lines = usePosStore((s) => s.lines);
  const customer = usePosStore((s) => s.customer);
  const billDiscount = usePosStore((s) => s.billDiscount);
  const totals = useMemo(() => posTotals(lines, billDiscount), [lines, billDiscount]); // DISC7
  const paymentTypes = useRows('paymentTypes')?.filter((p) => p.isActive);
  const [credit, setCredit] = useState(false);
  // TEND1: split payment: the tenders against the bill as it will be rounded (RND2)
  const [split, setSplit] = useState<TenderDraft[] | null>(null);
  const store = useRows('storeSettings')?.[0];
  const due = roundBill(totals.payableTotal, currency, store?.roundBills === true).total;
  const splitOk = split !== null && tenderState(due, split, paymentTypes ?? []).ok;
  const form = useSchemaForm(
    payForm,
    async (payment) => {
      const tenders = split ? tenderInputs(split) : null;
      const choice = tenders
        ? {
            ...payment,
            paymentTypeId: null,
            credit: false,
            tenders: tenders.map((t) => ({ paymentTypeId: t.paymentTypeId, tendered: money(t.tendered) })),
          }
        : payment;
      if (await onConfirm(choice)) onClose();
    },
    () => ({ credit }),
  );

  return (
    <Dialog open onClose={onClose} title={t('pos.receiptAndPay')} testId="pay-summary">
      <TotalsList totals={totals} currency={currency} />
      <form className="pos-pay-form" onSubmit={form.onSubmit} noValidate aria-label={t('pos.receiptAndPay')}>
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
          <label htmlFor={`${id}-credit`}>{t('pos.credit')}</label>
        </div>
        {split === null ? (
          <div className="field">
            <label htmlFor={`${id}-type`}>{t('pos.paymentType')}</label>
            <select id={`${id}-type`} name="paymentTypeId" disabled={credit}>
              {paymentTypes?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TendersEditor
            total={due}
            types={paymentTypes ?? []}
            drafts={split}
            onChange={setSplit}
            currency={currency}
          />
        )}
        {split === null && !credit && (
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="split-payment"
            onClick={() =>
              setSplit([{ paymentTypeId: paymentTypes?.[0]?.id ?? '', amount: (due / 100).toFixed(2) }])
            }
          >
            Split payment
          </button>
        )}
        <Field
          form={form}
          name="phone"
          label={t('pos.phone')}
          type="tel"
          defaultValue={customer?.phone ?? ''}
          maxLength={20}
        />
        <Field
          form={form}
          name="name"
          label={t('pos.name')}
          defaultValue={customer?.name ?? ''}
          autoComplete="off"
        />
        <Field
          form={form}
          name="email"
          label={t('pos.email')}
          type="email"
          defaultValue={customer?.email ?? ''}
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={form.pending || (split !== null && !splitOk)}
            aria-busy={form.pending}
          >
            {t('pos.payAndSend')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
