/**
 * The order summary (FEE5, FEE7): item total (with the inclusive tax inside it), taxes and charges, total;
 * the (i) opens the breakdown: platform fee, GST on it, processing fee and each tax's '<title>-add' amount.
 */
import type { DinerOrderSummary } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { formatMoney } from '../../lib/format.ts';

/** The breakdown's rows, in the order shown: each tax ('GST-add' shows as 'GST'), then the fees. */
export function breakdownRows(s: DinerOrderSummary): [string, number][] {
  return [
    ...Object.entries(s.taxes).map(([key, amount]): [string, number] => [key.replace(/-add$/, ''), amount]),
    ['Platform fee', s.platformFee],
    ['GST on platform fee', s.gstonplatformfee],
    ['Processing fee', s.processingFee],
  ];
}

export function OrderSummary({ summary, currency }: { summary: DinerOrderSummary; currency: string | null }) {
  const [open, setOpen] = useState(false);
  const m = (n: number) => formatMoney(n, currency);
  return (
    <>
      <dl className="diner-summary" data-testid="order-summary">
        <div>
          <dt>
            Item total
            {summary.includedTax > 0 && (
              <span className="muted diner-included-tax" data-testid="included-tax">
                (incl. {m(summary.includedTax)} tax)
              </span>
            )}
          </dt>
          <dd>{m(summary.mrp)}</dd>
        </div>
        <div>
          <dt>
            Taxes &amp; charges
            <button
              type="button"
              className="diner-info-btn"
              aria-label="Taxes and charges breakdown"
              onClick={() => setOpen(true)}
            >
              i
            </button>
          </dt>
          <dd>{m(summary.totalTaxAndCharges)}</dd>
        </div>
        <div className="diner-summary-total">
          <dt>To pay</dt>
          <dd>{m(summary.total)}</dd>
        </div>
      </dl>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Taxes & charges"
        size="small"
        testId="breakdown"
      >
        <dl className="diner-summary diner-breakdown">
          {breakdownRows(summary).map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{m(amount)}</dd>
            </div>
          ))}
          <div className="diner-summary-total">
            <dt>Total taxes &amp; charges</dt>
            <dd>{m(summary.totalTaxAndCharges)}</dd>
          </div>
        </dl>
      </Dialog>
    </>
  );
}
