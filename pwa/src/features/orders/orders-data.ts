/**
 * The orders screen's data: open orders (status created) with their lines, grouped per table, or under
 * 'Delivery' when an order has no table (document 2 section 2). Read live from the device database.
 */
import type { CustomerRow, DeliveryInfoRow, OrderItemRow, OrderRow, StoreTableRow } from '@tavola/shared';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';

export const DELIVERY_GROUP = 'Delivery';

export type OrderWithItems = { readonly order: OrderRow; readonly items: readonly OrderItemRow[] };

export type OrderGroup = {
  /** The table's id, or 'delivery'. */
  readonly key: string;
  readonly title: string;
  readonly floor: string | null;
  readonly orders: readonly OrderWithItems[];
};

const byTime = <T extends { createdAt: number; id: string }>(a: T, b: T) =>
  a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** Tables in their title order (T2 before T10), the Delivery group last; orders and lines oldest first. */
export function groupOrders(
  orders: readonly OrderRow[],
  items: readonly OrderItemRow[],
  tables: readonly StoreTableRow[],
): OrderGroup[] {
  const linesOf = new Map<string, OrderItemRow[]>();
  for (const i of items) linesOf.set(i.orderId, [...(linesOf.get(i.orderId) ?? []), i]);
  const tableOf = new Map(tables.map((t) => [t.id, t]));
  const groups = new Map<string, { title: string; floor: string | null; orders: OrderWithItems[] }>();
  for (const order of [...orders].sort(byTime)) {
    const table = order.tableId ? tableOf.get(order.tableId) : undefined;
    const key = order.tableId ?? 'delivery';
    const group = groups.get(key) ?? {
      title: order.tableId ? (table?.tableTitle ?? order.tableId) : DELIVERY_GROUP,
      floor: table?.floor ?? null,
      orders: [],
    };
    group.orders.push({ order, items: (linesOf.get(order.id) ?? []).sort(byTime) });
    groups.set(key, group);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  return [...groups.entries()]
    .map(([key, g]) => ({ key, ...g }))
    .sort((a, b) =>
      a.key === 'delivery' ? 1 : b.key === 'delivery' ? -1 : collator.compare(a.title, b.title),
    );
}

export type DeliveryDetails = {
  readonly name: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly landmark: string | null;
  readonly mapUrl: string | null;
};

export const mapLink = (lat: number | null, lng: number | null): string | null =>
  lat === null || lng === null ? null : `https://www.google.com/maps?q=${lat},${lng}`;

/** The customer's saved delivery info first, then the customer record, then the order's own name. */
export function deliveryDetails(
  order: OrderRow,
  customer: CustomerRow | undefined,
  info: DeliveryInfoRow | undefined,
): DeliveryDetails {
  const lat = info?.lat ?? customer?.lat ?? null;
  const lng = info?.lng ?? customer?.lng ?? null;
  return {
    name: info?.name ?? customer?.name ?? order.customerName,
    phone: info?.phone ?? customer?.phone ?? null,
    address: info?.address ?? customer?.address ?? null,
    landmark: info?.landmark ?? customer?.landmark ?? null,
    mapUrl: mapLink(lat, lng),
  };
}

export type OpenOrders = {
  readonly groups: readonly OrderGroup[];
  readonly customers: ReadonlyMap<string, CustomerRow>;
  readonly deliveryInfo: ReadonlyMap<string, DeliveryInfoRow>;
};

export async function loadOpenOrders(db: TavolaDb): Promise<OpenOrders> {
  const orders = await db.orders.where('status').equals('created').toArray();
  const ids = orders.map((o) => o.id);
  const customerIds = [...new Set(orders.flatMap((o) => (o.customerId ? [o.customerId] : [])))];
  const [items, tables, customers, infos] = await Promise.all([
    ids.length ? db.orderItems.where('orderId').anyOf(ids).toArray() : [],
    db.storeTables.toArray(),
    db.customers.bulkGet(customerIds),
    customerIds.length ? db.deliveryInfo.where('customerId').anyOf(customerIds).toArray() : [],
  ]);
  return {
    groups: groupOrders(orders, items, tables),
    customers: new Map(customers.flatMap((c) => (c ? [[c.id, c]] : []))),
    deliveryInfo: new Map(
      [...infos]
        .sort((a, b) => a.updatedAt - b.updatedAt)
        .flatMap((d) => (d.customerId ? [[d.customerId, d]] : [])),
    ),
  };
}

export const useOpenOrders = (): OpenOrders | undefined => useLive(loadOpenOrders);
