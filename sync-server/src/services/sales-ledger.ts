/**
 * The one place the server reads sales (shared SALE1-SALE3, ADR 0048): every figure of money or of orders sold on
 * the dashboard home, the reports and the operator's console is read here, from the invoices. Every payment writes
 * one invoice over the orders it moves to paid (SALE2), so an unpaid order is never here, a cancelled paid order
 * stays here, and Revenue equals the invoices screen's sum for the same filter. Portable SQL for both dialects.
 *
 * A query names which invoices by a condition on `invoices` (and, with `store: true`, on the store's settings,
 * left-joined by tenant): `tenantInvoices` for a store's instant range, the operator's per-clock business days.
 */
import type { InstantRange } from '@tavola/shared';
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Tables } from '../db/index.ts';

/** A handle the ledger reads through: the database, or a transaction of it (the day summary's, RDS1). */
export type LedgerDb = Pick<Database, 'db' | 't'>;

/** Which invoices: a condition on `invoices` (and on `store_settings` when `store` is set). */
export type InvoicePick = { readonly where: SQL; readonly store?: boolean };

export const DEFAULT_CURRENCY = 'INR';

/** SALE2: a store's invoices made in [from, to): the same instants the invoices screen lists. */
export const tenantInvoices = (t: Tables, tenantId: string, range: InstantRange): InvoicePick => ({
  where: and(
    eq(t.invoices.tenantId, tenantId),
    eq(t.invoices.deleted, false),
    gte(t.invoices.createdAt, range.from),
    lt(t.invoices.createdAt, range.to),
  ) as SQL,
});

/** Every live invoice the condition picks (the operator's: `store` conditions on the store's clock). */
export const platformInvoices = (t: Tables, where: SQL): InvoicePick => ({
  where: and(eq(t.invoices.deleted, false), where) as SQL,
  store: true,
});

const storeOf = (t: Tables) =>
  and(eq(t.storeSettings.tenantId, t.invoices.tenantId), eq(t.storeSettings.deleted, false));
// The links and lines are joined by their keys alone: ids are unique across stores (SYNC19) and a link or line
// belongs to its invoice's or order's store, so the store's condition on `invoices` scopes them. A tenant equality
// here lets SQLite's planner (no ANALYZE) walk every line of the store per invoice: 33 s instead of 20 ms for 30
// days of a 10,000-order store.
export const linksOf = (t: Tables) =>
  and(eq(t.invoiceOrders.invoiceId, t.invoices.id), eq(t.invoiceOrders.deleted, false));
/** Lines sold: those of the invoiced orders that were not cancelled. */
export const soldLinesOf = (t: Tables) =>
  and(
    eq(t.orderItems.orderId, t.invoiceOrders.orderId),
    eq(t.orderItems.deleted, false),
    ne(t.orderItems.status, 'cancelled'),
  );

export type SalesSums = {
  currency: string;
  revenue: number;
  taxTotal: number;
  netSales: number;
  feeTotal: number;
};

/** SALE2: the invoices' sums, one row per store currency (a store has one). */
export async function salesSums(database: LedgerDb, pick: InvoicePick): Promise<SalesSums[]> {
  const { db, t } = database;
  const currency = sql<string>`coalesce(${t.storeSettings.currency}, '${sql.raw(DEFAULT_CURRENCY)}')`;
  const sums = {
    revenue: sql<number>`coalesce(sum(${t.invoices.total}), 0)`.mapWith(Number),
    taxTotal: sql<number>`coalesce(sum(${t.invoices.taxTotal}), 0)`.mapWith(Number),
    netSales: sql<number>`coalesce(sum(${t.invoices.subTotal}), 0)`.mapWith(Number),
    feeTotal: sql<number>`coalesce(sum(${t.invoices.feeTotal}), 0)`.mapWith(Number),
  };
  if (pick.store)
    return db
      .select({ currency, ...sums })
      .from(t.invoices)
      .leftJoin(t.storeSettings, storeOf(t))
      .where(pick.where)
      .groupBy(currency);
  const [row] = await db.select(sums).from(t.invoices).where(pick.where);
  return row ? [{ currency: DEFAULT_CURRENCY, ...row }] : [];
}

/** SALE2: the number of orders sold: the orders those invoices cover (each order is invoiced once, SYNC14). */
export async function ordersSold(database: LedgerDb, pick: InvoicePick): Promise<number> {
  const { db, t } = database;
  const base = db.select({ n: count() }).from(t.invoices).innerJoin(t.invoiceOrders, linksOf(t));
  const [row] = await (pick.store ? base.leftJoin(t.storeSettings, storeOf(t)) : base).where(pick.where);
  return row?.n ?? 0;
}

export type SoldItem = { id: string; title: string; unitPrice: number; orders_count: number };

/** A store's items by the number of sold orders holding them (lines not cancelled), most first, then by title. */
export async function storeTopSold(
  database: LedgerDb,
  pick: InvoicePick,
  limit: number,
): Promise<SoldItem[]> {
  const { db, t } = database;
  const oi = t.orderItems;
  const ordersOfItem = sql<number>`count(distinct ${oi.orderId})`.mapWith(Number);
  const title = sql<string>`max(${oi.itemTitle})`;
  return db
    .select({
      id: oi.itemId,
      title,
      unitPrice: sql<number>`min(${oi.unitPrice})`.mapWith(Number),
      orders_count: ordersOfItem,
    })
    .from(t.invoices)
    .innerJoin(t.invoiceOrders, linksOf(t))
    .innerJoin(oi, soldLinesOf(t))
    .where(pick.where)
    .groupBy(oi.itemId)
    .orderBy(desc(ordersOfItem), title, oi.itemId) // ties by id, so the ledger and the day summary list them alike
    .limit(limit);
}

/**
 * RDS1: every item sold by the picked invoices with storeTopSold's figures (orders holding a sold line, greatest
 * title, least unit price), unordered: the day summary's rows of one period.
 */
export async function soldItems(database: LedgerDb, pick: InvoicePick): Promise<SoldItem[]> {
  const { db, t } = database;
  const oi = t.orderItems;
  return db
    .select({
      id: oi.itemId,
      title: sql<string>`max(${oi.itemTitle})`,
      unitPrice: sql<number>`min(${oi.unitPrice})`.mapWith(Number),
      orders_count: sql<number>`count(distinct ${oi.orderId})`.mapWith(Number),
    })
    .from(t.invoices)
    .innerJoin(t.invoiceOrders, linksOf(t))
    .innerJoin(oi, soldLinesOf(t))
    .where(pick.where)
    .groupBy(oi.itemId);
}

export type PlatformSoldItem = {
  tenant_id: string;
  tenant_name: string;
  item_id: string;
  title: string;
  qty: number;
};

/** Every store's items by quantity sold (lines not cancelled), most first. */
export async function platformTopSold(
  database: Database,
  pick: InvoicePick,
  limit: number,
): Promise<PlatformSoldItem[]> {
  const { db, t } = database;
  const oi = t.orderItems;
  const qty = sql<number>`sum(${oi.quantity})`.mapWith(Number);
  const title = sql<string>`max(${oi.itemTitle})`;
  return db
    .select({
      tenant_id: oi.tenantId,
      tenant_name: sql<string>`max(${t.tenants.name})`,
      item_id: oi.itemId,
      title,
      qty,
    })
    .from(t.invoices)
    .innerJoin(t.invoiceOrders, linksOf(t))
    .innerJoin(oi, soldLinesOf(t))
    .innerJoin(t.tenants, eq(t.tenants.id, oi.tenantId))
    .leftJoin(t.storeSettings, storeOf(t))
    .where(pick.where)
    .groupBy(oi.tenantId, oi.itemId)
    .orderBy(desc(qty), title, oi.tenantId)
    .limit(limit);
}

/**
 * SALE4, PERF9: how many of the store's live customers registered before `range.to` bought in `range` (an invoice
 * of `pick`) and also before it. One query on the invoices' customer index: no id lists, which on a long range of
 * a big store (tens of thousands of buyers) were 2 s of history read and past the databases' parameter limits.
 */
export async function repeatBuyers(
  database: Database,
  tenantId: string,
  pick: InvoicePick,
  range: InstantRange,
): Promise<number> {
  const { db, t } = database;
  const c = t.customers;
  const boughtInRange = db
    .select({ id: t.invoices.customerId })
    .from(t.invoices)
    .where(and(pick.where, sql`${t.invoices.customerId} is not null`));
  // the earlier invoice: raw SQL on the table's own name, as the correlated subquery must not clash with `invoices`
  const boughtEarlier = sql`exists (select 1 from invoices earlier where earlier.tenant_id = ${tenantId}
    and earlier.customer_id = ${c.id} and earlier.deleted = false and earlier.created_at < ${range.from})`;
  // RDS4: on SQLite, `+tenant_id` keeps its planner (no statistics) off the customers' tenant index and on their
  // ids from the range's invoices: 1 ms instead of 65 for a day of 200,000 customers. PostgreSQL plans by statistics.
  const ofTenant =
    database.dialect === 'sqlite' ? sql`+${c.tenantId} = ${tenantId}` : eq(c.tenantId, tenantId);
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .where(
      and(
        ofTenant,
        eq(c.deleted, false),
        lt(c.createdAt, range.to),
        inArray(c.id, boughtInRange),
        boughtEarlier,
      ),
    );
  return row?.n ?? 0;
}
