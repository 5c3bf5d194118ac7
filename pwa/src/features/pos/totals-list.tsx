/** Items net total, tax total and payable total of a cart (CART4-5, shared), with 2 decimals. */
import { type CartTotals, type Money, ROUND_OFF_TEXTS, type RoundedBill, roundBill } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { useSingleton } from '../settings/settings-data.ts';

/** RND2: a payable total as the bill will be charged: rounded to the cash unit when the store rounds bills. */
export function useRoundedBill(payable: Money, currency: string | null): RoundedBill {
  const store = useSingleton('storeSettings');
  return roundBill(payable, currency, store?.roundBills === true);
}

export function TotalsList({ totals, currency }: { totals: CartTotals; currency: string | null }) {
  const t = useT();
  const rounded = useRoundedBill(totals.payableTotal, currency);
  return (
    <dl className="pos-totals" data-testid="pos-totals">
      <dt>{t('pos.netTotal')}</dt>
      <dd data-testid="net-total">{formatMoney(totals.netTotal, currency)}</dd>
      {totals.discountTotal > 0 && (
        <>
          {/* DISC7: the cart's discounts and comps, when it has any */}
          <dt>{t('shifts.report.discounts')}</dt>
          <dd data-testid="discount-total">−{formatMoney(totals.discountTotal, currency)}</dd>
        </>
      )}
      <dt>{t('pos.taxTotal')}</dt>
      <dd data-testid="tax-total">{formatMoney(totals.taxTotal, currency)}</dd>
      {rounded.roundOff !== 0 && (
        <>
          <dt>{ROUND_OFF_TEXTS.roundOff}</dt>
          <dd data-testid="round-off">{formatMoney(rounded.roundOff, currency)}</dd>
        </>
      )}
      <dt className="pos-payable">{t('pos.payableTotal')}</dt>
      <dd className="pos-payable" data-testid="payable-total">
        {formatMoney(rounded.total, currency)}
      </dd>
    </dl>
  );
}
