/**
 * Sales figures of a tenant over a half-open instant range [from, to) (the store's business days, shared
 * time rules), for the dashboard home and the reports. Portable SQL: the same queries on both dialects.
 *
 * Definitions: an order counts when it is live (not tombstoned) and not cancelled, by its created_at.
 * Revenue = sum of totals, Tax = sum of tax totals, Net Sales = sum of sub-totals (before tax and fees).
 * A repeat customer ordered in the range and also before it; a new customer was registered in the range.
 */
import { DEFAULT_CURRENCY, type InstantRange, type StoreClock } from '@tavola/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';

export type TopSellingItem = { id: string; title: string; price: number; orders_count: number };

export type SalesFigures = {
  ordersCount: number;
  revenue: number;
  taxTotal: number;
  netSales: number;
  /** Revenue / orders in minor units (unrounded); 0 without orders. */
  averageOrderValue: number;
  totalCustomers: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  topSellingItems: TopSellingItem[];
};

export const TOP_SELLING_LIMIT = 10;

/** The store's clock and currency (the column defaults when the tenant has no store settings yet). */
export async function storeClock(
  database: Database,
  tenantId: string,
): Promise<{ clock: StoreClock; currency: string }> {
  const s = await scoped(database, tenantId).first(database.t.storeSettings);
  return {
    clock: { timeZone: s?.timeZone ?? 'Asia/Kolkata', dayStart: s?.businessDayStart ?? '04:00' },
    currency: s?.currency ?? DEFAULT_CURRENCY,
  };
}

export async function salesFigures(
  database: Database,
  tenantId: string,
  range: InstantRange,
): Promise<SalesFigures> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const counted = (...more: SQL[]) => s.where(t.orders, ne(t.orders.status, 'cancelled'), ...more);
  const inRange = counted(gte(t.orders.createdAt, range.from), lt(t.orders.createdAt, range.to));

  const [totals] = await s.db
    .select({
      ordersCount: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.orders.total}), 0)`.mapWith(Number),
      taxTotal: sql<number>`coalesce(sum(${t.orders.taxTotal}), 0)`.mapWith(Number),
      netSales: sql<number>`coalesce(sum(${t.orders.subTotal}), 0)`.mapWith(Number),
    })
    .from(t.orders)
    .where(inRange);

  const customerRows = await s.db
    .selectDistinct({ id: t.orders.customerId })
    .from(t.orders)
    .where(and(inRange, isNotNull(t.orders.customerId)));
  const customerIds = customerRows.map((r) => r.id).filter((id): id is string => id !== null);
  const repeated =
    customerIds.length === 0
      ? []
      : await s.db
          .selectDistinct({ id: t.orders.customerId })
          .from(t.orders)
          .where(counted(inArray(t.orders.customerId, customerIds), lt(t.orders.createdAt, range.from)));

  const newCustomerCount = await s.count(
    t.customers,
    and(gte(t.customers.createdAt, range.from), lt(t.customers.createdAt, range.to)),
  );

  const ordersOfItem = sql<number>`count(distinct ${t.orderItems.orderId})`.mapWith(Number);
  const items = await s.db
    .select({
      id: t.orderItems.itemId,
      title: sql<string>`max(${t.orderItems.itemTitle})`,
      unitPrice: sql<number>`min(${t.orderItems.unitPrice})`.mapWith(Number),
      orders_count: ordersOfItem,
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(and(s.where(t.orderItems, ne(t.orderItems.status, 'cancelled')), inRange))
    .groupBy(t.orderItems.itemId)
    .orderBy(desc(ordersOfItem), asc(sql`max(${t.orderItems.itemTitle})`))
    .limit(TOP_SELLING_LIMIT);
  const menu =
    items.length === 0
      ? []
      : await s.select(t.menuItems, {
          where: inArray(
            t.menuItems.id,
            items.map((i) => i.id),
          ),
        });
  const menuById = new Map(menu.map((m) => [m.id, m]));

  const ordersCount = totals?.ordersCount ?? 0;
  const revenue = totals?.revenue ?? 0;
  return {
    ordersCount,
    revenue,
    taxTotal: totals?.taxTotal ?? 0,
    netSales: totals?.netSales ?? 0,
    averageOrderValue: ordersCount === 0 ? 0 : revenue / ordersCount,
    totalCustomers: customerIds.length,
    newCustomerCount,
    repeatedCustomerCount: repeated.length,
    topSellingItems: items.map((i) => {
      const m = menuById.get(i.id);
      return {
        id: i.id,
        title: m?.title ?? i.title,
        price: m?.price ?? i.unitPrice,
        orders_count: i.orders_count,
      };
    }),
  };
}
