// READ2 for a kitchen (KITCHEN or KITCHEN_DISPLAY without an orders scope): of the orders and lines a pull page
// holds, only the kitchen's orders (`kitchenSeesOrder`, OS2) and their lines go out as puts. An order it may read
// goes out with all its lines (lines written before it became the kitchen's were withheld); one it may not read
// goes out as a deletion, and the device drops the order's lines with it (PWA `applyPatch`), so those lines are
// never read here: a kitchen's pull costs one more query only when its page holds orders it may read.
import { kitchenSeesOrder, type PatchOp } from '@tavola/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Change, toOp } from './pull-changes.ts';
import { batch, type Plan, type Query } from './store/plan.ts';
import { toClientRow } from './tables.ts';

type DbRow = Record<string, unknown>;

const readableOrder = (order: DbRow | undefined): boolean =>
  order !== undefined &&
  !order.deleted &&
  kitchenSeesOrder({ status: String(order.status), paymentStatus: String(order.paymentStatus) });

/** The page's patch as a kitchen may receive it; a first sync leaves out what it may not read instead of deleting. */
export function* kitchenPatchPlan(
  t: Tables,
  tenantId: string,
  page: readonly Change[],
  options: { firstSync: boolean },
): Plan<PatchOp[]> {
  const pageOrders = new Map<string, DbRow>();
  for (const c of page) if (c.table === 'orders') pageOrders.set(c.id, c.row);
  const otherOrderIds = [
    ...new Set(
      page
        .filter((c) => c.table === 'orderItems' && !pageOrders.has(String(c.row.orderId)))
        .map((c) => String(c.row.orderId)),
    ),
  ];
  const orderIds = [...pageOrders].flatMap(([id, row]) => (readableOrder(row) ? [id] : []));
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
  const send = (table: 'orders' | 'orderItems', row: DbRow, readable: boolean) => {
    const id = String(row.id);
    if (sent.has(`${table}:${id}`)) return;
    sent.add(`${table}:${id}`);
    if (readable && !row.deleted) patch.push({ table, id, op: 'put', row: toClientRow(table, row) });
    else if (!options.firstSync) patch.push({ table, id, op: 'del' });
  };
  for (const c of page) {
    if (c.table === 'orders') {
      const readable = readableOrder(c.row);
      send('orders', c.row, readable);
      for (const line of linesOf.get(c.id) ?? []) send('orderItems', line, readable);
    } else if (c.table === 'orderItems') {
      // a line of an order the kitchen may not read: it holds none (the order's deletion took them)
      if (readableOrder(orderOf.get(String(c.row.orderId)))) send('orderItems', c.row, true);
    } else {
      patch.push(toOp(c));
    }
  }
  return patch;
}
