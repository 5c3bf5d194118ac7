/** DIN4, FEE7: a diner order's breakdown from its lines as written, each with its own tax (CART10). */
import {
  type DinerOrderSummary,
  type DinerPaymentMethod,
  type DinerPricedLine,
  dinerOrderSummary,
  type FeeConfig,
} from '../../fees/diner-fees.ts';
import { rate } from '../../money/rate.ts';
import { type TaxRule, taxKind } from '../../tax/line-tax.ts';
import type { OrderItemRow, TaxRow } from '../rows.ts';
import { pricedLine } from './order-rows.ts';

/** A line's tax title is not snapshotted: the store tax of the same type and rate names it, else 'Tax'. */
function titleOf(taxes: readonly Pick<TaxRow, 'title' | 'type' | 'rate'>[], tax: TaxRule): string {
  const kind = taxKind(tax);
  return (
    taxes.find((t) => t.rate === tax.rate && taxKind({ type: t.type, rate: rate(t.rate) }) === kind)?.title ??
    'Tax'
  );
}

/** The summary of the lines not cancelled, priced as the till prices them (CART4-5) plus the fees. */
export function dinerSummaryOf(
  items: readonly OrderItemRow[],
  taxes: readonly Pick<TaxRow, 'title' | 'type' | 'rate'>[],
  method: DinerPaymentMethod,
  fees: FeeConfig,
): DinerOrderSummary {
  const lines: DinerPricedLine[] = items
    .filter((i) => i.status !== 'cancelled')
    .map((i) => {
      const p = pricedLine(i);
      return { ...p, tax: p.tax && { ...p.tax, title: titleOf(taxes, p.tax) } };
    });
  return dinerOrderSummary(lines, method, fees);
}
