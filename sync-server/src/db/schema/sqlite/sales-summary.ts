// RDS1 (ADR 0073): the reports' per-business-day summary of the sales ledger, server-only and never synced.
// Periods are instant ranges [period_start, period_end) of the store's business days (kind 'day') and calendar
// months of them ('month') under the clock the summary was built with; read for the days a report covers whole.
import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bigInt, bool, epochMs, int, money, tenantRef } from './columns.ts';

/** Per store: the clock the periods follow and the tenant version the summary has taken in. */
export const salesSummaryState = sqliteTable('sales_summary_state', {
  tenantId: tenantRef().primaryKey(),
  timeZone: text('time_zone').notNull(),
  dayStart: text('day_start').notNull(),
  /** Every write with a version up to this one is in the summary (later ones: refreshed before a read). */
  throughVersion: bigInt('through_version').notNull(),
  /** False while the first build runs: reports read the ledger itself meanwhile. */
  ready: bool('ready').notNull().default(false),
  startedAt: epochMs('started_at').notNull(),
});

/** A period's invoice sums and the orders they cover (SALE2). */
export const salesSummaryTotals = sqliteTable(
  'sales_summary_totals',
  {
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    periodStart: epochMs('period_start').notNull(),
    periodEnd: epochMs('period_end').notNull(),
    revenue: money('revenue').notNull(),
    taxTotal: money('tax_total').notNull(),
    netSales: money('net_sales').notNull(),
    ordersCount: int('orders_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.periodStart] })],
);

/** A period's items sold: orders holding a sold line of the item, its greatest title and least unit price. */
export const salesSummaryItems = sqliteTable(
  'sales_summary_items',
  {
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    periodStart: epochMs('period_start').notNull(),
    itemId: text('item_id').notNull(),
    ordersCount: int('orders_count').notNull(),
    itemTitle: text('item_title').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.periodStart, t.itemId] }),
    // a month's rows of a few items are rebuilt from their days' rows
    index('sales_summary_items_item_idx').on(t.tenantId, t.kind, t.itemId, t.periodStart),
  ],
);
