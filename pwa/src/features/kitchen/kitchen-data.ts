/** The kitchen's orders: open (status created) and paid (or sent dine-in, KDS10), oldest first, with their lines and table (OS2). */
import {
  type KitchenRule,
  kitchenOrderFilter,
  kitchenRuleOf,
  type OrderItemRow,
  type OrderRow,
  type StoreTableRow,
} from '@tavola/shared';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { getMeta } from '../../db/meta.ts';

export type KitchenOrder = {
  readonly order: OrderRow;
  readonly items: readonly OrderItemRow[];
  readonly table: StoreTableRow | null;
};

const byTime = <T extends { createdAt: number; id: string }>(a: T, b: T) =>
  a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** KDS10: the store's rule, from the synced settings row. */
export const loadKitchenRule = async (db: TavolaDb): Promise<KitchenRule> =>
  kitchenRuleOf(await db.storeSettings.toCollection().first());

export async function loadKitchenOrders(db: TavolaDb): Promise<KitchenOrder[]> {
  // KDS10: the store's rule decides whether sent dine-in orders show before payment
  const rule = await loadKitchenRule(db);
  const orders = (await db.orders.where('status').equals('created').toArray())
    .filter(kitchenOrderFilter(rule))
    .sort(byTime);
  const ids = orders.map((o) => o.id);
  const [items, tables] = await Promise.all([
    ids.length ? db.orderItems.where('orderId').anyOf(ids).toArray() : [],
    db.storeTables.toArray(),
  ]);
  const tableOf = new Map(tables.map((t) => [t.id, t]));
  return orders.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id).sort(byTime),
    table: order.tableId ? (tableOf.get(order.tableId) ?? null) : null,
  }));
}

export type KitchenBoard = {
  readonly orders: readonly KitchenOrder[];
  /** The device has pulled once: before that, orders arriving are the backlog, not new orders. */
  readonly synced: boolean;
  /** KDS10: which orders are the kitchen's, for the new_order event too. */
  readonly rule?: KitchenRule;
};

export const loadKitchenBoard = async (db: TavolaDb): Promise<KitchenBoard> => ({
  orders: await loadKitchenOrders(db),
  rule: await loadKitchenRule(db),
  synced: ((await getMeta(db, 'cookie')) ?? null) !== null,
});

export const useKitchenBoard = (): KitchenBoard | undefined => useLive(loadKitchenBoard);
