/** The kitchen's orders: open (status created) and paid, oldest first, with their lines and table (OS2). */
import { kitchenSeesOrder, type OrderItemRow, type OrderRow, type StoreTableRow } from '@tavola/shared';
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

export async function loadKitchenOrders(db: TavolaDb): Promise<KitchenOrder[]> {
  const orders = (await db.orders.where('status').equals('created').toArray())
    .filter(kitchenSeesOrder)
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
};

export const loadKitchenBoard = async (db: TavolaDb): Promise<KitchenBoard> => ({
  orders: await loadKitchenOrders(db),
  synced: ((await getMeta(db, 'cookie')) ?? null) !== null,
});

export const useKitchenBoard = (): KitchenBoard | undefined => useLive(loadKitchenBoard);
