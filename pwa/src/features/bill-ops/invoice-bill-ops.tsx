/** TEND3, REF1 on the Invoices screen: an invoice's tenders (with change) and refunds, and its Refund button. */
import { type InvoiceRow, type OrderRow, tendersOf } from '@tavola/shared';
import { useState } from 'react';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { moneyText } from '../print/money-text.ts';
import './bill-ops.css';
import { RefundDialog } from './refund-dialog.tsx';
import { RefundSlipButton } from './refund-slip-button.tsx';

export function InvoiceTenders({
  invoice,
  currency,
}: {
  invoice: InvoiceRow;
  currency: string | null | undefined;
}) {
  const translate = useT();
  const data = useLive(
    async (db) => ({
      types: await db.paymentTypes.toArray(),
      refunds: await db.refunds.where('invoiceId').equals(invoice.id).toArray(),
    }),
    [invoice.id],
  );
  const title = (id: string) =>
    data?.types.find((t) => t.id === id)?.title ?? translate('billOps.tenderFallback');
  const tenders = invoice.isCredit ? [] : tendersOf(invoice);
  const refunded = (data?.refunds ?? []).reduce((s, r) => s + r.amount, 0);
  return (
    <ul className="invoice-tenders muted" data-testid="invoice-tenders">
      {tenders.length > 1 || (tenders[0]?.change ?? 0) > 0
        ? tenders.map((t, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tender's place is its identity
            <li key={k}>
              {title(t.paymentTypeId)} {moneyText(t.amount, currency)}
              {t.change > 0 &&
                ` ${translate('billOps.tenderChange', { tendered: moneyText(t.tendered, currency), change: moneyText(t.change, currency) })}`}
            </li>
          ))
        : null}
      {refunded > 0 && (
        <li data-testid="invoice-refunded">
          {translate('billOps.refunded', { amount: moneyText(refunded, currency) })}
        </li>
      )}
      {/* GST9: each refund's slip (credit note) can be printed again */}
      {data?.refunds.map((r) => (
        <li key={r.id} data-testid="invoice-refund">
          {r.creditNoteNo ?? moneyText(r.amount, currency)} <RefundSlipButton refund={r} />
        </li>
      ))}
    </ul>
  );
}

export function RefundButton({
  invoice,
  orders,
  currency,
  label,
}: {
  invoice: InvoiceRow;
  orders: readonly OrderRow[];
  currency: string | null | undefined;
  label: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={label}
        disabled={orders.length === 0}
        onClick={() => setOpen(true)}
        data-testid="refund-open"
      >
        {t('billOps.refund')}
      </button>
      {open && (
        <RefundDialog invoice={invoice} orders={orders} currency={currency} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
