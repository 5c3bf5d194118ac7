/**
 * GST8: the one pricing of a tax invoice's lines, for the printed invoice and the GSTR-1 export (invoices and
 * credit notes) alike: each live line's taxable value and tax after its own discount and its share of its order's
 * bill discount (DISC3's spread), inclusive taxes re-extracted from the discounted gross (DISC4).
 */
import { type Money, money } from '../money/money.ts';
import { linePrices } from '../sync/mutators/order-rows.ts';
import type { OrderItemRow, OrderRow } from '../sync/rows.ts';
import { type InvoiceLine, invoiceLine } from './invoice-tax.ts';

/** DISC3: each live line's discount (its own plus its bill share), order by order; lines of unknown orders: none. */
export function invoiceLineDiscounts(
  orders: readonly OrderRow[],
  items: readonly OrderItemRow[],
): Map<string, Money> {
  const discounts = new Map<string, Money>();
  for (const order of orders) {
    const own = items.filter((i) => i.orderId === order.id);
    for (const [id, p] of linePrices(order, own)) discounts.set(id, p.discount);
  }
  return discounts;
}

/** GST8: the invoice lines of `items` (cancelled ones never were on the invoice), each after its discount. */
export function invoiceLinesOf(
  items: readonly OrderItemRow[],
  discounts: ReadonlyMap<string, number>,
): { item: OrderItemRow; line: InvoiceLine }[] {
  return items
    .filter((i) => i.status !== 'cancelled')
    .map((i) => ({
      item: i,
      line: invoiceLine({
        title: i.variantTitle ? `${i.itemTitle} (${i.variantTitle})` : i.itemTitle,
        hsn: i.hsn ?? null,
        quantity: i.quantity,
        lineTotal: money(i.unitPrice * i.quantity - (discounts.get(i.id) ?? 0)),
        taxRate: i.taxRate,
        taxType: i.taxType,
        taxKind: i.taxKind,
      }),
    }));
}
