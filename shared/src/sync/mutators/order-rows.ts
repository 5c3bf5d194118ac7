/** An order with its lines as mutators see it, and its totals recomputed from the lines (SYNC7, SYNC14). */
import { money } from '../../money/money.ts';
import { rate } from '../../money/rate.ts';
import {
  type CartTotals,
  cartTotals,
  type LinePrice,
  type PricedLine,
  priceLines,
} from '../../orders/cart.ts';
import { type Discount, discountOf } from '../../orders/discounts.ts';
import type { OrderItemStatus, OrderState, OrderStatus } from '../../orders/order-state.ts';
import type { Loaded, ReadSpec } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { rowOf, rowsOf } from './support.ts';

export type OrderAggregate = { readonly order: OrderRow; readonly items: readonly OrderItemRow[] };

/** The reads of some orders with all their lines. */
export const orderReads = (orderIds: readonly string[]): ReadSpec[] => [
  { table: 'orders', ids: orderIds },
  { table: 'orderItems', by: 'orderId', values: orderIds },
];

export function loadOrder(loaded: Loaded, orderId: string): OrderAggregate | undefined {
  const order = rowOf(loaded, 'orders', orderId);
  if (!order) return undefined;
  return { order, items: rowsOf(loaded, 'orderItems').filter((i) => i.orderId === orderId) };
}

/** A line as the pricing rules see it: its unit price, its tax when rung up and its own discount (DISC1). */
export const pricedLine = (item: OrderItemRow): PricedLine => ({
  unitPrice: money(item.unitPrice),
  quantity: item.quantity,
  tax: item.taxType === null ? null : { rate: rate(item.taxRate), type: item.taxType },
  discount: discountOf(item.discountType, item.discountValue),
});

/** DISC1: the order's bill discount (never a comp: comps are per line). */
export const billDiscountOf = (order: OrderRow): Discount | null => {
  const d = discountOf(order.discountType, order.discountValue);
  return d?.type === 'comp' ? null : d;
};

/** The lines that count: those not cancelled (SYNC14). */
export const liveItems = (items: readonly OrderItemRow[]): OrderItemRow[] =>
  items.filter((i) => i.status !== 'cancelled');

/** SYNC14: an order's totals are those of its lines that are not cancelled (CART4-5, TAX4, DISC3-DISC4). */
export const liveTotals = (
  items: readonly OrderItemRow[],
  billDiscount: Discount | null = null,
): CartTotals => cartTotals(liveItems(items).map(pricedLine), billDiscount);

/** DISC3, REF2: each live line's price after its own discount and its share of the order's bill discount. */
export function linePrices(order: OrderRow, items: readonly OrderItemRow[]): Map<string, LinePrice> {
  const live = liveItems(items);
  const prices = priceLines(live.map(pricedLine), billDiscountOf(order));
  return new Map(live.map((item, i) => [item.id, prices[i]!]));
}

export const DINER_CUSTOMER_TYPE = 'QRMENU';

/**
 * DIN6: a diner order written before its lines carried their item's tax (ADR 0050) kept its taxes on the
 * order, as charged; one whose lines carry a tax, or whose lines are all untaxed (taxTotal 0), has none.
 */
const orderLevelTax = (order: OrderRow, items: readonly OrderItemRow[]) =>
  order.customerType === DINER_CUSTOMER_TYPE && items.every((i) => i.taxType === null) ? order.taxTotal : 0;

/**
 * SYNC14, DIN4: an order's totals: those of its lines not cancelled, after their discounts and the order's bill
 * discount (DISC1-DISC4), plus what was charged on the whole order and stays as charged: fees (diner orders)
 * and an older diner order's order-level taxes (DIN6).
 */
export function orderTotals(order: OrderRow, items: readonly OrderItemRow[]) {
  const t = liveTotals(items, billDiscountOf(order));
  const extraTax = orderLevelTax(order, items);
  return {
    itemsTotal: t.itemsTotal,
    discountTotal: t.discountTotal,
    netTotal: t.netTotal,
    taxTotal: money(t.taxTotal + extraTax),
    feeTotal: money(order.feeTotal),
    total: money(t.payableTotal + extraTax + order.feeTotal),
  };
}

/** SYNC14: the order row with the totals of its lines not cancelled; called when lines are cancelled. */
export function withTotals(order: OrderRow, items: readonly OrderItemRow[]): OrderRow {
  const t = orderTotals(order, items);
  if (order.subTotal === t.netTotal && order.taxTotal === t.taxTotal && order.total === t.total) return order;
  return { ...order, subTotal: t.netTotal, taxTotal: t.taxTotal, total: t.total };
}

/** The state-machine view of an aggregate. Rows hold only OS1 values: these mutators wrote them. */
export const toOrderState = (a: OrderAggregate): OrderState<OrderItemRow & { status: OrderItemStatus }> => ({
  status: a.order.status as OrderStatus,
  paymentStatus: a.order.paymentStatus,
  items: a.items as (OrderItemRow & { status: OrderItemStatus })[],
});
