// READ2 for a kitchen (KITCHEN or KITCHEN_DISPLAY without an orders scope): of the orders and lines a pull page
// holds, only the kitchen's orders (`kitchenSeesOrder`, OS2) and their lines go out as puts. An order it may read
// goes out with all its lines (lines written before it became the kitchen's were withheld); one it may not read
// goes out as a deletion, and the device drops the order's lines with it (PWA `applyPatch`), so those lines are
// never read here: a kitchen's pull costs one more query only when its page holds orders it may read.
import { type KitchenRule, kitchenSeesOrder, type PatchOp } from '@tavola/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Change, toOp } from './pull-changes.ts';
import { batch, type Plan, type Query } from './store/plan.ts';
import { toClientRow } from './tables.ts';

type DbRow = Record<string, unknown>;

const readableOrder = (order: DbRow | undefined, rule: KitchenRule): boolean =>
  order !== undefined &&
  !order.deleted &&
  kitchenSeesOrder(
    {
      status: String(order.status),
      paymentStatus: String(order.paymentStatus),
      deliveryType: String(order.deliveryType),
    },
    rule,
  );

/** The page's patch as a kitchen may receive it; a first sync leaves out what it may not read instead of deleting. */
export function* kitchenPatchPlan(
  t: Tables,
  tenantId: string,
  page: readonly Change[],
  options: { firstSync: boolean; rule: KitchenRule },
): Plan<PatchOp[]> {
  const readable = (order: DbRow | undefined) => readableOrder(order, options.rule); // KDS10
  const pageOrders = new Map<string, DbRow>();
  for (const c of page) if (c.table === 'orders') pageOrders.set(c.id, c.row);
  const otherOrderIds = [
    ...new Set(
      page
        .filter((c) => c.table === 'orderItems' && !pageOrders.has(String(c.row.orderId)))
        .map((c) => String(c.row.orderId)),
    ),
  ];
  const orderIds = [...pageOrders].flatMap(([id, row]) => (readable(row) ? [id] : []));
  const ofOrders: Query = (db) =>
    db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.tenantId, tenantId), inArray(t.orders.id, otherOrderIds)));
  const linesOfOrders: Query = (db) =>
    db
      .select()
      .from(t.orderItems)
      .where(and(eq(t.orderItems.tenantId, tenantId), inArray(t.orderItems.orderId, orderIds)));
  const found = yield* batch<DbRow>([
    ...(otherOrderIds.length ? [ofOrders] : []),
    ...(orderIds.length ? [linesOfOrders] : []),
  ]);
  const otherOrders = otherOrderIds.length ? (found[0] ?? []) : [];
  const linesOfPageOrders = orderIds.length ? (found[otherOrderIds.length ? 1 : 0] ?? []) : [];
  const orderOf = new Map(pageOrders);
  for (const o of otherOrders) orderOf.set(String(o.id), o);
  const linesOf = new Map<string, DbRow[]>();
  for (const line of linesOfPageOrders) {
    const list = linesOf.get(String(line.orderId)) ?? [];
    list.push(line);
    linesOf.set(String(line.orderId), list);
  }

  const patch: PatchOp[] = [];
  const sent = new Set<string>();
  const send = (table: 'orders' | 'orderItems', row: DbRow, visible: boolean) => {
    const id = String(row.id);
    if (sent.has(`${table}:${id}`)) return;
    sent.add(`${table}:${id}`);
    if (visible && !row.deleted) patch.push({ table, id, op: 'put', row: toClientRow(table, row) });
    else if (!options.firstSync) patch.push({ table, id, op: 'del' });
  };
  for (const c of page) {
    if (c.table === 'orders') {
      const seen = readable(c.row);
      send('orders', c.row, seen);
      for (const line of linesOf.get(c.id) ?? []) send('orderItems', line, seen);
    } else if (c.table === 'orderItems') {
      // a line of an order the kitchen may not read: it holds none (the order's deletion took them)
      if (readable(orderOf.get(String(c.row.orderId)))) send('orderItems', c.row, true);
    } else {
      patch.push(toOp(c));
    }
  }
  return patch;
}
