/**
 * SS29 (ADR 0071): a live answer's rows read light first: each open order's and line's id, version and the few
 * columns grouping, the kitchen's rule and the expiry read; the whole rows only of the orders whose kept JSON no
 * longer matches (`loadOrders` by id). A rebuild after one write then reads some 8 columns a row instead of all.
 */
import { kitchenOrderFilter } from '@tavola/shared';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { type OrderFilter, orderConditions, tablesOf } from './order-views.ts';

export type LightOrder = {
  readonly id: string;
  readonly version: number;
  readonly tableId: string | null;
  readonly createdAt: number;
  readonly deliveryType: string;
  readonly customerType: string;
  readonly status: string;
  readonly paymentStatus: string;
};

export type LightItem = {
  readonly id: string;
  readonly orderId: string;
  readonly version: number;
  readonly createdAt: number;
};

/** The open orders of `filter` (the kitchen's or all; no search), their lines and tables, light. */
export async function loadLight(database: Database, tenantId: string, filter: Omit<OrderFilter, 'search'>) {
  const { t } = database;
  const s = scoped(database, tenantId);
  const o = t.orders;
  const rows = (await s.db
    .select({
      id: o.id,
      version: o.version,
      tableId: o.tableId,
      createdAt: o.createdAt,
      deliveryType: o.deliveryType,
      customerType: o.customerType,
      status: o.status,
      paymentStatus: o.paymentStatus,
    })
    .from(o)
    .where(s.where(o, and(...orderConditions(t, filter))))
    .orderBy(o.createdAt, o.id)) as LightOrder[];
  const orders = filter.kitchen ? rows.filter(kitchenOrderFilter(filter.kitchen)) : rows;
  const ids = orders.map((x) => x.id);
  const i = t.orderItems;
  const [items, tables] = await Promise.all([
    ids.length
      ? (s.db
          .select({ id: i.id, orderId: i.orderId, version: i.version, createdAt: i.createdAt })
          .from(i)
          .where(s.where(i, inArray(i.orderId, ids)))
          .orderBy(i.createdAt, i.id) as Promise<LightItem[]>)
      : ([] as LightItem[]),
    tablesOf(database, s, orders),
  ]);
  return { orders, items, tables };
}
