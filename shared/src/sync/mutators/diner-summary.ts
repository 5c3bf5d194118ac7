/** DIN4: a diner order's breakdown from its lines, the store's taxes and the fee rates (FEE1-FEE5). */
import {
  type DinerOrderSummary,
  type DinerPaymentMethod,
  dinerOrderSummary,
  type FeeConfig,
} from '../../fees/diner-fees.ts';
import { rate } from '../../money/rate.ts';
import type { OrderItemRow, TaxRow } from '../rows.ts';
import { liveTotals } from './order-rows.ts';

/** The subtotal (mrp) is the sum of the lines not cancelled at their unit prices (diner lines carry no tax). */
export function dinerSummaryOf(
  items: readonly OrderItemRow[],
  taxes: readonly Pick<TaxRow, 'title' | 'type' | 'rate'>[],
  method: DinerPaymentMethod,
  fees: FeeConfig,
): DinerOrderSummary {
  const mrp = liveTotals(items).itemsTotal;
  return dinerOrderSummary(
    mrp,
    taxes.map((t) => ({ title: t.title, type: t.type, rate: rate(t.rate) })),
    method,
    fees,
  );
}
