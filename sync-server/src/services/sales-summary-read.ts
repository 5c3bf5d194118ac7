/**
 * RDS1 (ADR 0073): a report's sales from the day summary, when the store's summary is built under the store's
 * clock and the range is whole business days of it (every preset is); null otherwise, and the caller reads the
 * ledger itself. The figures are the ledger's: sums of its per-period sums, and the top items ordered by the
 * same keys in the same database (its collation decides ties of count by title, as it did).
 */
import type { InstantRange, StoreClock } from '@tavola/shared';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/index.ts';
import type { SalesSums, SoldItem } from './sales-ledger.ts';
import { ensureSalesSummary, refreshSalesSummary, sameClock, summaryState } from './sales-summary.ts';
import { coverSpans, type PeriodSpan } from './sales-summary-periods.ts';

export type SummarySales = {
  sums: Omit<SalesSums, 'currency' | 'feeTotal'>;
  ordersCount: number;
  items: SoldItem[];
};

export async function summarySales(
  database: Database,
  tenantId: string,
  range: InstantRange,
  clock: StoreClock,
  limit: number,
): Promise<SummarySales | null> {
  const { db, t } = database;
  const state = await summaryState(db, t, tenantId);
  if (!state || !sameClock(state, clock) || !state.ready) {
    // built (or rebuilt for a new clock) in the background; this read and those meanwhile read the ledger
    ensureSalesSummary(database, tenantId, clock).catch(() => {});
    return null;
  }
  const spans = coverSpans(range, clock);
  if (!spans) return null;
  await refreshSalesSummary(database, tenantId);

  const tot = t.salesSummaryTotals;
  const it = t.salesSummaryItems;
  const within = (c: { kind: SQLiteColumn; periodStart: SQLiteColumn }) =>
    or(
      ...spans.map((s: PeriodSpan) =>
        and(eq(c.kind, s.kind), gte(c.periodStart, s.from), lt(c.periodStart, s.to)),
      ),
    ) as SQL;
  const ordersOfItem = sql<number>`sum(${it.ordersCount})`.mapWith(Number);
  const title = sql<string>`max(${it.itemTitle})`;
  const [[sums], items] = await Promise.all([
    db
      .select({
        revenue: sql<number>`coalesce(sum(${tot.revenue}), 0)`.mapWith(Number),
        taxTotal: sql<number>`coalesce(sum(${tot.taxTotal}), 0)`.mapWith(Number),
        netSales: sql<number>`coalesce(sum(${tot.netSales}), 0)`.mapWith(Number),
        ordersCount: sql<number>`coalesce(sum(${tot.ordersCount}), 0)`.mapWith(Number),
      })
      .from(tot)
      .where(and(eq(tot.tenantId, tenantId), within(tot))),
    db
      .select({
        id: it.itemId,
        title,
        unitPrice: sql<number>`min(${it.unitPrice})`.mapWith(Number),
        orders_count: ordersOfItem,
      })
      .from(it)
      .where(and(eq(it.tenantId, tenantId), within(it)))
      .groupBy(it.itemId)
      .orderBy(desc(ordersOfItem), title, it.itemId) // ties by id, as the ledger (sales-ledger.ts)
      .limit(limit),
  ]);
  const { revenue = 0, taxTotal = 0, netSales = 0, ordersCount = 0 } = sums ?? {};
  return { sums: { revenue, taxTotal, netSales }, ordersCount, items };
}
