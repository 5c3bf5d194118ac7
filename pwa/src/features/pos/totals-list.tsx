/** Items net total, tax total and payable total of a cart (CART4-5, shared), with 2 decimals. */
import type { CartTotals } from '@tavola/shared';
import { formatMoney } from '../../lib/format.ts';

export function TotalsList({ totals, currency }: { totals: CartTotals; currency: string | null }) {
  return (
    <dl className="pos-totals" data-testid="pos-totals">
      <dt>Items Net Total</dt>
      <dd data-testid="net-total">{formatMoney(totals.netTotal, currency)}</dd>
      <dt>Tax Total</dt>
      <dd data-testid="tax-total">{formatMoney(totals.taxTotal, currency)}</dd>
      <dt className="pos-payable">Payable Total</dt>
      <dd className="pos-payable" data-testid="payable-total">
        {formatMoney(totals.payableTotal, currency)}
      </dd>
    </dl>
  );
}
