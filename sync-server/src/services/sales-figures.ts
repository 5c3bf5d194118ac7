/**
 * Sales figures of a tenant over a half-open instant range [from, to) (the store's business days, shared
 * time rules), for the dashboard home and the reports. The sales are read from the ledger (sales-ledger.ts,
 * SALE1-SALE3, ADR 0048): the invoices made in the range.
 *
 * Definitions: Orders = the orders those invoices cover (paid or on credit, cancelled afterwards or not);
 * Revenue, Tax, Net Sales = the sums of the invoices' totals, tax totals and sub-totals (before tax and fees).
 * Customers (SALE4): Total = the store's customers registered by the range's end; New = those registered in it;
 * Repeat = those who bought in the range and also before it. So New and Repeat never exceed Total.
 */
import {
  averageOrderValue,
  DEFAULT_CURRENCY,
  type InstantRange,
  type SalesFigures,
  type StoreClock,
} from '@tavola/shared';
import { and, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { ordersSold, repeatBuyers, salesSums, storeTopSold, tenantInvoices } from './sales-ledger.ts';
import { summarySales } from './sales-summary-read.ts';

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

/**
 * `daySummary` (RDS1, REPORT_DAY_SUMMARY): the store's clock, to read the sales from the day summary when it
 * covers the range (sales-summary-read.ts); without it, or when it does not, from the ledger itself.
 */
export async function salesFigures(
  database: Database,
  tenantId: string,
  range: InstantRange,
  options: { daySummary?: StoreClock | undefined } = {},
): Promise<SalesFigures> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const sales = tenantInvoices(t, tenantId, range);
  // SALE4: every count is of the store's live customers, so New and Repeat are parts of Total
  const repeated = () => repeatBuyers(database, tenantId, sales, range);
  const summary = options.daySummary
    ? await summarySales(database, tenantId, range, options.daySummary, TOP_SELLING_LIMIT)
    : null;
  // independent reads: concurrent on PostgreSQL's pool (SQLite runs them one after another anyway)
  const [[sums], ordersCount, items, totalCustomers, newCustomerCount, repeatedCustomerCount] =
    await Promise.all([
      summary ? [summary.sums] : salesSums(database, sales),
      summary ? summary.ordersCount : ordersSold(database, sales),
      summary ? summary.items : storeTopSold(database, sales, TOP_SELLING_LIMIT),
      s.count(t.customers, lt(t.customers.createdAt, range.to)),
      s.count(t.customers, and(gte(t.customers.createdAt, range.from), lt(t.customers.createdAt, range.to))),
      repeated(),
    ]);

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

  const revenue = sums?.revenue ?? 0;
  return {
    ordersCount,
    revenue,
    taxTotal: sums?.taxTotal ?? 0,
    netSales: sums?.netSales ?? 0,
    averageOrderValue: averageOrderValue(revenue, ordersCount),
    totalCustomers,
    newCustomerCount,
    repeatedCustomerCount,
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
