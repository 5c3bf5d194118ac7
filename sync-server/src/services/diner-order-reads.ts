/**
 * Diner orders read back (docs/api-diner.md §4): the status panel, "my orders" and the diner socket's states, each
 * opened only with the order token; the writes stay in diner-orders.ts, which builds on these.
 */
import {
  DINER_MESSAGES,
  type DinerOrderSummary,
  type DinerPaymentMethod,
  type MyOrder,
  type OrderStatusAnswer,
} from '@tavola/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { notFound } from '../plugins/errors.ts';
import { findByToken, orderTokenHash } from './diner-access.ts';
import type { DinerStore } from './diner-store.ts';
import { expiryOf, storeExpiryMinutes } from './order-expiry.ts';

/** What a read needs of the diner services' dependencies (DinerDeps in diner-orders.ts holds more). */
export type DinerReadDeps = {
  readonly database: Database;
  readonly now: () => number;
};

export type OrderRow = Database['t']['orders']['$inferSelect'];

/** DIN5: the diner sees the token only once the payment is not pending. */
export const visibleToken = (order: Pick<OrderRow, 'paymentStatus' | 'tokenNo'>) =>
  order.paymentStatus === 'pending' ? null : order.tokenNo;

/** A diner order's stored method (only 'cash' and 'online' are ever written, DIN validation). */
const dinerMethodOf = (stored: string): DinerPaymentMethod => (stored === 'online' ? 'online' : 'cash');

export async function orderOf(database: Database, tenantId: string, orderId: string) {
  return scoped(database, tenantId).find(database.t.orders, orderId);
}

export async function itemsOf(database: Database, tenantId: string, orderIds: readonly string[]) {
  const { t } = database;
  if (orderIds.length === 0) return [];
  return scoped(database, tenantId).select(t.orderItems, {
    where: inArray(t.orderItems.orderId, [...orderIds]),
    orderBy: [t.orderItems.createdAt, t.orderItems.id],
  });
}

/** The diner order and its orders row this token opens, or 404 (wrong token, another order). */
export async function openOrder(deps: DinerReadDeps, orderId: string, token: string) {
  const row = await findByToken(deps.database, token);
  if (!row || row.orderId !== orderId) throw notFound(DINER_MESSAGES.orderNotFound);
  const order = await orderOf(deps.database, row.tenantId, row.orderId);
  if (!order) throw notFound(DINER_MESSAGES.orderNotFound);
  return { row, order };
}

/** GET /qrmenu/orders/{orderId}: the status panel's fields (OS9, DIN5). */
export async function dinerOrderStatus(
  deps: DinerReadDeps,
  orderId: string,
  token: string,
): Promise<OrderStatusAnswer> {
  const { row, order } = await openOrder(deps, orderId, token);
  const items = await itemsOf(deps.database, row.tenantId, [order.id]);
  const tokenNo = visibleToken(order);
  // SALE7: the diner is told when the store did not accept the order in time
  const expiry = expiryOf(order, await storeExpiryMinutes(deps.database, row.tenantId), deps.now());
  const head = {
    id: order.id,
    token_no: tokenNo,
    payment_status: order.paymentStatus,
    delivery_type: order.deliveryType,
  };
  return {
    order: {
      ...head,
      orderId: order.id,
      tokenNo,
      paymentStatus: order.paymentStatus,
      deliveryType: order.deliveryType,
      paymentMethod: dinerMethodOf(row.paymentMethod),
      status: order.status,
      tableId: order.tableId,
      createdAt: order.createdAt,
      expiresAt: expiry.expiresAt,
      expired: expiry.expired,
      // a phone's clock may be off: the status panel times the wait from this, not from expiresAt
      expiresInMs: expiry.expiresAt === null ? null : Math.max(0, expiry.expiresAt - deps.now()),
      summary: row.summary as DinerOrderSummary | null, // written by dinerSummaryOf (chargedSummary)
    },
    kitchenOrders: [head],
    kitchenOrdersItems: items.map((i) => ({
      id: i.id,
      orderId: i.orderId,
      item_title: i.itemTitle,
      quantity: i.quantity,
      price: i.unitPrice,
      status: i.status,
      variant: i.variantTitle,
      addons: (i.addons ?? []).map((a) => ({ title: a.title, price: a.price })),
      notes: i.notes,
    })),
  };
}

/** POST /qrmenu/my-orders: this diner's orders of this store among the tokens the phone holds. */
export async function dinerOrders(
  deps: DinerReadDeps,
  store: DinerStore,
  dinerId: string,
  tokens: readonly string[],
): Promise<{ orders: MyOrder[] }> {
  const { database } = deps;
  const { t } = database;
  const hashes = [...new Set(tokens)].map(orderTokenHash);
  if (hashes.length === 0) return { orders: [] };
  const d = t.dinerOrders;
  const rows = await database.db
    .select({ row: d, order: t.orders })
    .from(d)
    .innerJoin(t.orders, and(eq(t.orders.id, d.orderId), eq(t.orders.tenantId, d.tenantId)))
    .where(
      and(
        eq(d.tenantId, store.tenantId),
        eq(d.dinerId, dinerId),
        inArray(d.tokenHash, hashes),
        eq(t.orders.deleted, false),
      ),
    )
    .orderBy(desc(t.orders.createdAt));
  const minutes = await storeExpiryMinutes(database, store.tenantId);
  const now = deps.now();
  return {
    orders: rows.map(({ row, order }) => ({
      ...expiryOf(order, minutes, now), // SALE7
      orderId: order.id,
      tokenNo: visibleToken(order),
      paymentStatus: order.paymentStatus,
      status: order.status,
      deliveryType: order.deliveryType,
      paymentMethod: dinerMethodOf(row.paymentMethod),
      total: order.total,
      createdAt: order.createdAt,
    })),
  };
}

/** The state the diner socket sends for these orders of a tenant (DIN5: the token once not pending). */
export async function dinerOrderStates(database: Database, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const { t } = database;
  const rows = await scoped(database, tenantId).select(t.orders, {
    where: inArray(t.orders.id, [...orderIds]),
  });
  return rows.map((o) => ({
    orderId: o.id,
    paymentStatus: o.paymentStatus,
    tokenNo: visibleToken(o),
    status: o.status,
  }));
}
