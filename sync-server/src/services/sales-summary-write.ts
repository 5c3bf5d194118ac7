/**
 * RDS1 (ADR 0073): writing the day summary. A day's rows are the sales ledger's own figures for its instants
 * (sales-ledger.ts: the same queries the reports ran over a whole range); a month's rows are the sums of its
 * days' rows (orders counted per item are additive: an order is invoiced once, SYNC14), its items' greatest title
 * and least price the greatest and least of its days'.
 */
import type { CalendarDate, StoreClock } from '@tavola/shared';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';
import {
  type LedgerDb,
  ordersSold,
  type SoldItem,
  salesSums,
  soldItems,
  tenantInvoices,
} from './sales-ledger.ts';
import { dayPeriod, monthOf } from './sales-summary-periods.ts';

/** Rows of one upsert or one `in` list: a row binds 7 values, well under either database's limit. */
const CHUNK = 200;

const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** A bound value typed for an `insert … select` list (PostgreSQL cannot type a bare parameter there). */
export const bigintValue = (n: number) => sql`cast(${n} as bigint)`;
export const textValue = (s: string) => sql`cast(${s} as text)`;

const periodRows = (t: Tables, tenantId: string, kind: 'day' | 'month', periodStart: number): SQL =>
  and(
    eq(t.salesSummaryItems.tenantId, tenantId),
    eq(t.salesSummaryItems.kind, kind),
    eq(t.salesSummaryItems.periodStart, periodStart),
  ) as SQL;

/** A day's totals row from the ledger; none when nothing was invoiced in it. */
async function writeDayTotals(tx: AppDb, t: Tables, tenantId: string, day: CalendarDate, clock: StoreClock) {
  const ledger: LedgerDb = { db: tx, t };
  const range = dayPeriod(day, clock);
  const pick = tenantInvoices(t, tenantId, range);
  // one after another: a transaction's statements share one connection
  const [sums] = await salesSums(ledger, pick);
  const ordersCount = await ordersSold(ledger, pick);
  const s = t.salesSummaryTotals;
  await tx.delete(s).where(and(eq(s.tenantId, tenantId), eq(s.kind, 'day'), eq(s.periodStart, range.from)));
  if (ordersCount === 0 && !sums?.revenue && !sums?.taxTotal && !sums?.netSales) return;
  await tx.insert(s).values({
    tenantId,
    kind: 'day',
    periodStart: range.from,
    periodEnd: range.to,
    revenue: sums?.revenue ?? 0,
    taxTotal: sums?.taxTotal ?? 0,
    netSales: sums?.netSales ?? 0,
    ordersCount,
  });
}

/** A month's totals row: the sums of its days' rows. */
export async function writeMonthTotals(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  day: CalendarDate,
  clock: StoreClock,
) {
  const s = t.salesSummaryTotals;
  const { range } = monthOf(day, clock);
  const days = await tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.tenantId, tenantId),
        eq(s.kind, 'day'),
        gte(s.periodStart, range.from),
        lt(s.periodStart, range.to),
      ),
    );
  await tx.delete(s).where(and(eq(s.tenantId, tenantId), eq(s.kind, 'month'), eq(s.periodStart, range.from)));
  if (days.length === 0) return;
  const sum = (f: (r: (typeof days)[number]) => number) => days.reduce((a, r) => a + f(r), 0);
  await tx.insert(s).values({
    tenantId,
    kind: 'month',
    periodStart: range.from,
    periodEnd: range.to,
    revenue: sum((r) => r.revenue),
    taxTotal: sum((r) => r.taxTotal),
    netSales: sum((r) => r.netSales),
    ordersCount: sum((r) => r.ordersCount),
  });
}

/** The month's item rows of `itemIds` (all of its items when null), rebuilt from its days' rows. */
export async function writeMonthItems(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  day: CalendarDate,
  clock: StoreClock,
  itemIds: readonly string[] | null,
) {
  const i = t.salesSummaryItems;
  const { range } = monthOf(day, clock);
  const lists = itemIds === null ? [null] : chunks(itemIds);
  for (const ids of lists) {
    if (ids?.length === 0) continue;
    const only = ids ? inArray(i.itemId, ids) : undefined;
    await tx.delete(i).where(and(periodRows(t, tenantId, 'month', range.from), only));
    await tx.insert(i).select(
      tx
        .select({
          tenantId: textValue(tenantId).as('tenant_id'),
          kind: textValue('month').as('kind'),
          periodStart: bigintValue(range.from).as('period_start'),
          itemId: i.itemId,
          ordersCount: sql<number>`sum(${i.ordersCount})`.as('orders_count'),
          itemTitle: sql<string>`max(${i.itemTitle})`.as('item_title'),
          unitPrice: sql<number>`min(${i.unitPrice})`.as('unit_price'),
        })
        .from(i)
        .where(
          and(
            eq(i.tenantId, tenantId),
            eq(i.kind, 'day'),
            only,
            gte(i.periodStart, range.from),
            lt(i.periodStart, range.to),
          ),
        )
        .groupBy(i.itemId),
    );
  }
}

const sameItem = (a: SoldItem, b: { ordersCount: number; itemTitle: string; unitPrice: number }) =>
  a.orders_count === b.ordersCount && a.title === b.itemTitle && a.unitPrice === b.unitPrice;

/** The day's item rows made equal to the ledger's; the ids of the items whose row changed. */
async function updateDayItems(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  day: CalendarDate,
  clock: StoreClock,
): Promise<string[]> {
  const i = t.salesSummaryItems;
  const range = dayPeriod(day, clock);
  const sold = await soldItems({ db: tx, t }, tenantInvoices(t, tenantId, range));
  const had = await tx
    .select({ itemId: i.itemId, ordersCount: i.ordersCount, itemTitle: i.itemTitle, unitPrice: i.unitPrice })
    .from(i)
    .where(periodRows(t, tenantId, 'day', range.from));
  const before = new Map(had.map((r) => [r.itemId, r]));
  const changed = sold.filter((s) => {
    const r = before.get(s.id);
    before.delete(s.id);
    return !r || !sameItem(s, r);
  });
  const gone = [...before.keys()];
  for (const ids of chunks(gone))
    await tx.delete(i).where(and(periodRows(t, tenantId, 'day', range.from), inArray(i.itemId, ids)));
  for (const rows of chunks(changed))
    await tx
      .insert(i)
      .values(
        rows.map((s) => ({
          tenantId,
          kind: 'day',
          periodStart: range.from,
          itemId: s.id,
          ordersCount: s.orders_count,
          itemTitle: s.title,
          unitPrice: s.unitPrice,
        })),
      )
      .onConflictDoUpdate({
        target: [i.tenantId, i.kind, i.periodStart, i.itemId],
        set: {
          ordersCount: sql`excluded.orders_count`,
          itemTitle: sql`excluded.item_title`,
          unitPrice: sql`excluded.unit_price`,
        },
      });
  return [...changed.map((s) => s.id), ...gone];
}

/** Days some write may have changed: each day's rows made equal to the ledger's, then their months' rows. */
export async function rewriteDays(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  days: readonly CalendarDate[],
  clock: StoreClock,
) {
  const months = new Map<CalendarDate, Set<string>>();
  for (const d of days) {
    const changed = await updateDayItems(tx, t, tenantId, d, clock);
    await writeDayTotals(tx, t, tenantId, d, clock);
    const first = monthOf(d, clock).first;
    const items = months.get(first) ?? new Set<string>();
    for (const id of changed) items.add(id);
    months.set(first, items);
  }
  for (const [first, items] of months) {
    await writeMonthItems(tx, t, tenantId, first, clock, [...items]);
    await writeMonthTotals(tx, t, tenantId, first, clock);
  }
}
