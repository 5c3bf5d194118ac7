/**
 * The orders screen's data: open orders (status created) with their lines, grouped per table, each order
 * without a table its own 'Delivery' card (OS10). Read live from the device database.
 */
import {
  type CustomerRow,
  type DeliveryInfoRow,
  groupOrders,
  type OrderItemRow,
  type OrderRow,
  orderMatches,
  type OrderGroup as SharedOrderGroup,
  type OrderWithItems as SharedOrderWithItems,
} from '@tavola/shared';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';

export type OrderWithItems = SharedOrderWithItems<OrderRow, OrderItemRow>;
export type OrderGroup = SharedOrderGroup<OrderRow, OrderItemRow>;

export type DeliveryDetails = {
  readonly name: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly landmark: string | null;
  readonly mapUrl: string | null;
};

export const mapLink = (lat: number | null, lng: number | null): string | null =>
  lat === null || lng === null ? null : `https://www.google.com/maps?q=${lat},${lng}`;

/**
 * The customer's saved delivery info first, then the customer record, then the order's own name; the phone,
 * address and map point a QR menu diner gave with the order (WHO7: no customer row) come before both.
 */
export function deliveryDetails(
  order: OrderRow,
  customer: CustomerRow | undefined,
  info: DeliveryInfoRow | undefined,
): DeliveryDetails {
  const ownPoint = order.deliveryLat != null && order.deliveryLng != null;
  const lat = ownPoint ? (order.deliveryLat ?? null) : (info?.lat ?? customer?.lat ?? null);
  const lng = ownPoint ? (order.deliveryLng ?? null) : (info?.lng ?? customer?.lng ?? null);
  return {
    name: info?.name ?? customer?.name ?? order.customerName,
    phone: order.customerPhone ?? info?.phone ?? customer?.phone ?? null,
    address: order.deliveryAddress ?? info?.address ?? customer?.address ?? null,
    landmark: order.deliveryLandmark ?? info?.landmark ?? customer?.landmark ?? null,
    mapUrl: mapLink(lat, lng),
  };
}

export type OpenOrders = {
  readonly groups: readonly OrderGroup[];
  readonly customers: ReadonlyMap<string, CustomerRow>;
  readonly deliveryInfo: ReadonlyMap<string, DeliveryInfoRow>;
  /** The store's currency, for the amount to collect (WHO6). */
  readonly currency: string | null;
  /** RND3: whether the store rounds bills, so the amount to collect is the rounded one. */
  readonly roundBills: boolean;
};

export async function loadOpenOrders(db: TavolaDb): Promise<OpenOrders> {
  const orders = await db.orders.where('status').equals('created').toArray();
  const ids = orders.map((o) => o.id);
  const customerIds = [...new Set(orders.flatMap((o) => (o.customerId ? [o.customerId] : [])))];
  const [items, tables, customers, infos, store] = await Promise.all([
    ids.length ? db.orderItems.where('orderId').anyOf(ids).toArray() : [],
    db.storeTables.toArray(),
    db.customers.bulkGet(customerIds),
    customerIds.length ? db.deliveryInfo.where('customerId').anyOf(customerIds).toArray() : [],
    db.storeSettings.toCollection().first(),
  ]);
  return {
    groups: groupOrders(orders, items, tables),
    customers: new Map(customers.flatMap((c) => (c ? [[c.id, c]] : []))),
    deliveryInfo: new Map(
      [...infos]
        .sort((a, b) => a.updatedAt - b.updatedAt)
        .flatMap((d) => (d.customerId ? [[d.customerId, d]] : [])),
    ),
    currency: store?.currency ?? null,
    roundBills: store?.roundBills === true,
  };
}

/** WHO2: the cards holding orders the search finds, each with only those orders. */
export const searchGroups = (groups: readonly OrderGroup[], query: string): OrderGroup[] =>
  groups.flatMap((g) => {
    const orders = g.orders.filter((o) => orderMatches(o.order, query));
    return orders.length ? [{ ...g, orders }] : [];
  });

export const useOpenOrders = (): OpenOrders | undefined => useLive(loadOpenOrders);
