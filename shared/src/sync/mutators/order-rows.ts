/** An order with its lines as mutators see it, and its totals recomputed from the lines (SYNC7, SYNC14). */
import { money } from '../../money/money.ts';
import { rate } from '../../money/rate.ts';
import { type CartTotals, cartTotals, type PricedLine } from '../../orders/cart.ts';
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

/** A line as the pricing rules see it: its unit price as rung up and its tax when rung up. */
export const pricedLine = (item: OrderItemRow): PricedLine => ({
  unitPrice: money(item.unitPrice),
  quantity: item.quantity,
  tax: item.taxType === null ? null : { rate: rate(item.taxRate), type: item.taxType },
});

/** SYNC14: an order's totals are those of its lines that are not cancelled (CART4-5, TAX4). */
export const liveTotals = (items: readonly OrderItemRow[]): CartTotals =>
  cartTotals(items.filter((i) => i.status !== 'cancelled').map(pricedLine));

export const DINER_CUSTOMER_TYPE = 'QRMENU';

/**
 * DIN6: a diner order written before its lines carried their item's tax (ADR 0050) kept its taxes on the
 * order, as charged; one whose lines carry a tax, or whose lines are all untaxed (taxTotal 0), has none.
 */
const orderLevelTax = (order: OrderRow, items: readonly OrderItemRow[]) =>
  order.customerType === DINER_CUSTOMER_TYPE && items.every((i) => i.taxType === null) ? order.taxTotal : 0;

/**
 * SYNC14, DIN4: an order's totals: those of its lines not cancelled, plus what was charged on the whole
 * order and stays as charged: fees (diner orders) and an older diner order's order-level taxes (DIN6).
 */
export function orderTotals(order: OrderRow, items: readonly OrderItemRow[]) {
  const t = liveTotals(items);
  const extraTax = orderLevelTax(order, items);
  return {
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
