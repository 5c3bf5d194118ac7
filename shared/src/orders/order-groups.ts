/**
 * OS10-OS11: the orders screen's cards (one per table; each table-less order its own 'Delivery' card) and the
 * totals a group payment covers. Used by the PWA's orders screen and the server's GET /orders alike.
 */
import { type Money, money, sumMoney } from '../money/money.ts';
import { DELIVERY_TYPE_LABELS } from '../validation/pos.ts';
import { orderTypeOf } from './order-labels.ts';

export const DELIVERY_GROUP = 'Delivery';

type Timed = { readonly id: string; readonly createdAt: number };
type GroupedOrder = Timed & { readonly tableId: string | null; readonly deliveryType: string };
type GroupedItem = Timed & { readonly orderId: string };
type GroupTable = { readonly id: string; readonly tableTitle: string; readonly floor: string };

export type OrderWithItems<O, I> = { readonly order: O; readonly items: readonly I[] };

export type OrderGroup<O, I> = {
  /** The table's id, or `delivery:<orderId>`. */
  readonly key: string;
  readonly tableId: string | null;
  readonly title: string;
  readonly floor: string | null;
  readonly orders: readonly OrderWithItems<O, I>[];
};

const byTime = <T extends Timed>(a: T, b: T) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** WHO8: the heading of a table-less order's card: 'Take Away' for a take-away, else the spec's 'Delivery'. */
const tablelessTitle = (order: GroupedOrder): string =>
  orderTypeOf({ deliveryType: order.deliveryType, tableId: null }) === 'takeaway'
    ? DELIVERY_TYPE_LABELS.takeaway
    : DELIVERY_GROUP;

/** OS10: the Delivery card of one table-less order. */
export const deliveryGroupKey = (orderId: string): string => `delivery:${orderId}`;

/**
 * OS10: tables in their title order (T2 before T10), then the table-less orders, one card each, oldest first;
 * orders and lines oldest first.
 */
export function groupOrders<O extends GroupedOrder, I extends GroupedItem>(
  orders: readonly O[],
  items: readonly I[],
  tables: readonly GroupTable[],
): OrderGroup<O, I>[] {
  const linesOf = new Map<string, I[]>();
  for (const i of items) linesOf.set(i.orderId, [...(linesOf.get(i.orderId) ?? []), i]);
  const tableOf = new Map(tables.map((t) => [t.id, t]));
  const groups = new Map<
    string,
    { tableId: string | null; title: string; floor: string | null; orders: OrderWithItems<O, I>[] }
  >();
  for (const order of [...orders].sort(byTime)) {
    const table = order.tableId ? tableOf.get(order.tableId) : undefined;
    const key = order.tableId ?? deliveryGroupKey(order.id);
    const group = groups.get(key) ?? {
      tableId: order.tableId,
      // WHO8: a table-less card is headed by its order's type (Take Away, Delivery), never a take-away as Delivery
      title: order.tableId ? (table?.tableTitle ?? order.tableId) : tablelessTitle(order),
      floor: table?.floor ?? null,
      orders: [],
    };
    group.orders.push({ order, items: (linesOf.get(order.id) ?? []).sort(byTime) });
    groups.set(key, group);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  // Map order is insertion (oldest first), and sort is stable: Delivery cards keep their age order.
  return [...groups.entries()]
    .map(([key, g]) => ({ key, ...g }))
    .sort((a, b) =>
      a.tableId === null
        ? b.tableId === null
          ? 0
          : 1
        : b.tableId === null
          ? -1
          : collator.compare(a.title, b.title),
    );
}

type Totalled = {
  readonly paymentStatus: string;
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  readonly total: number;
};

export type OrdersTotals = {
  /** Subtotal excluding tax (CART5). */
  readonly subTotal: Money;
  readonly taxTotal: Money;
  /** Diner orders' fees; zero for staff orders. */
  readonly feeTotal: Money;
  readonly total: Money;
};

/** Totals of several orders: the sums of the totals their mutators keep on each order (SYNC14). */
export const ordersTotals = (orders: readonly Omit<Totalled, 'paymentStatus'>[]): OrdersTotals => ({
  subTotal: sumMoney(orders.map((o) => money(o.subTotal))),
  taxTotal: sumMoney(orders.map((o) => money(o.taxTotal))),
  feeTotal: sumMoney(orders.map((o) => money(o.feeTotal))),
  total: sumMoney(orders.map((o) => money(o.total))),
});

/**
 * OS11: the orders a group payment covers: those still pending (the invoice covers only the orders the
 * payment moves to paid, SYNC14), or all of them when every one is already paid (a repeat, nothing new).
 */
export function paymentCovers<O extends Totalled>(orders: readonly O[]): O[] {
  const pending = orders.filter((o) => o.paymentStatus !== 'paid');
  return pending.length > 0 ? pending : [...orders];
}
