/**
 * Orders as the spec's entities name them (Order, Order item, Kitchen group), read for the orders and
 * kitchen adapters: open orders (status created), optionally only the kitchen's (`kitchenSeesOrder`, OS2) or some
 * ids, with their lines and tables. Grouping is shared's `groupOrders` (OS10), as on the orders screen.
 */
import {
  groupOrders,
  type KitchenRule,
  kitchenOrderColumns,
  kitchenOrderFilter,
  kitchenRuleOf,
  orderMatches,
  orderReference,
} from '@tavola/shared';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Tables } from '../db/index.ts';
import { scoped, type TenantScope } from '../db/tenant-scope.ts';

type OrderDb = Tables['orders']['$inferSelect'];
type ItemDb = Tables['orderItems']['$inferSelect'];
type TableDb = Tables['storeTables']['$inferSelect'];

export type LoadedOrders = {
  readonly orders: readonly OrderDb[];
  readonly items: readonly ItemDb[];
  readonly tables: readonly TableDb[];
};

export type OrderFilter = {
  readonly open?: boolean;
  /**
   * OS2, READ2, KDS10: only the kitchen's orders under the store's rule (`kitchenSeesOrder`, the one rule the pull,
   * the socket and the screen follow).
   */
  readonly kitchen?: KitchenRule;
  readonly ids?: readonly string[];
  /** WHO2: only the orders a search (token, short reference, name or phone) finds. */
  readonly search?: string | null;
};

/** The conditions of `filter` on the orders table (the tenant's and the live rows' are the scope's). */
export function orderConditions(t: Tables, filter: OrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.open) conditions.push(eq(t.orders.status, 'created'));
  if (filter.kitchen) {
    const k = kitchenOrderColumns(filter.kitchen);
    const paid = eq(t.orders.paymentStatus, k.paymentStatus);
    conditions.push(
      eq(t.orders.status, k.status),
      k.dineIn ? (or(paid, eq(t.orders.deliveryType, k.dineIn)) as SQL) : paid,
    );
  }
  if (filter.ids) conditions.push(inArray(t.orders.id, [...filter.ids]));
  return conditions;
}

export async function loadOrders(
  database: Database,
  tenantId: string,
  filter: OrderFilter,
): Promise<LoadedOrders> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const rows = await s.select(t.orders, {
    where: and(...orderConditions(t, filter)),
    orderBy: [t.orders.createdAt, t.orders.id],
  });
  const all = filter.kitchen ? rows.filter(kitchenOrderFilter(filter.kitchen)) : rows;
  const { search } = filter;
  const orders = search ? all.filter((o) => orderMatches(o, search)) : all;
  const ids = orders.map((o) => o.id);
  const [items, tables] = await Promise.all([
    ids.length
      ? s.select(t.orderItems, {
          where: inArray(t.orderItems.orderId, ids),
          orderBy: [t.orderItems.createdAt, t.orderItems.id],
        })
      : [],
    tablesOf(database, s, orders),
  ]);
  return { orders, items, tables };
}

/** KDS10: the store's kitchen rule, from its settings row (the specification's before it has one). */
export async function kitchenRule(database: Database, tenantId: string): Promise<KitchenRule> {
  return kitchenRuleOf(await scoped(database, tenantId).first(database.t.storeSettings));
}

/** The tables these rows (orders, invoices) sit at, deleted ones too: a past row keeps its table's name. */
export async function tablesOf(
  database: Database,
  s: TenantScope,
  rows: readonly { readonly tableId: string | null }[],
): Promise<TableDb[]> {
  const { t } = database;
  const tableIds = [...new Set(rows.flatMap((r) => (r.tableId ? [r.tableId] : [])))];
  return tableIds.length
    ? s.select(t.storeTables, { where: inArray(t.storeTables.id, tableIds), includeDeleted: true })
    : [];
}

/** Where a row sits, as the wire names it: the table's id, title and floor (null when none). */
export const tablePlaceWire = (tableId: string | null, table: TableDb | undefined) => ({
  table_id: tableId,
  table_title: table?.tableTitle ?? null,
  floor: table?.floor ?? null,
});

export const orderItemWire = (i: ItemDb) => ({
  id: i.id,
  order_id: i.orderId,
  item_id: i.itemId,
  item_title: i.itemTitle,
  variant_id: i.variantId,
  variant_title: i.variantTitle,
  variant_price: i.variantPrice,
  /** The unit price as rung up: base or variant price plus addons (minor units). */
  price: i.unitPrice,
  quantity: i.quantity,
  status: i.status,
  date: i.createdAt,
  addons: i.addons,
  notes: i.notes,
  // CRS1-CRS3: the line's course and whether it waits to be fired
  course: i.course,
  held_until_fired: i.heldUntilFired,
});

export const orderWire = (o: OrderDb, items: readonly ItemDb[], table: TableDb | undefined) => ({
  id: o.id,
  date: o.createdAt,
  delivery_type: o.deliveryType,
  customer_type: o.customerType,
  customer_id: o.customerId,
  customer_name: o.customerName,
  // WHO1, WHO7: the short reference and who ordered, as the diner gave them
  reference: orderReference(o.id),
  customer_phone: o.customerPhone,
  address: o.deliveryAddress,
  landmark: o.deliveryLandmark,
  lat: o.deliveryLat,
  lng: o.deliveryLng,
  status: o.status,
  payment_status: o.paymentStatus,
  payment_method: o.paymentMethod,
  token_no: o.tokenNo,
  ...tablePlaceWire(o.tableId, table),
  sub_total: o.subTotal,
  tax_total: o.taxTotal,
  fee_total: o.feeTotal,
  total: o.total,
  items: items.map(orderItemWire),
});

/** Each order (oldest first) with its lines and table. */
export function ordersWire({ orders, items, tables }: LoadedOrders) {
  const tableOf = new Map(tables.map((x) => [x.id, x]));
  return orders.map((o) =>
    orderWire(
      o,
      items.filter((i) => i.orderId === o.id),
      o.tableId ? tableOf.get(o.tableId) : undefined,
    ),
  );
}

/** Kitchen groups: one per table, one per table-less order (OS10). */
export function groupsWire({ orders, items, tables }: LoadedOrders) {
  const tableOf = new Map(tables.map((x) => [x.id, x]));
  return groupOrders(orders, items, tables).map((g) => ({
    table_id: g.tableId,
    table_title: g.title,
    floor: g.floor,
    order_ids: g.orders.map((o) => o.order.id),
    orders: g.orders.map((o) => orderWire(o.order, o.items, g.tableId ? tableOf.get(g.tableId) : undefined)),
  }));
}
