/**
 * RDS1 (ADR 0073): a month of the day summary written at once from the ledger (a first build, a rebuild for a
 * new clock): one pass over the month's invoices for its days' items and one for their totals, each row put in
 * its business day by the days' start instants (a `case`, which follows the clock's DST days), then the month's
 * own rows from its days'. The figures are the ledger's queries' (sales-ledger.ts), grouped by day.
 */
import type { CalendarDate, StoreClock } from '@tavola/shared';
import { and, type Column, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';
import { linksOf, soldLinesOf, tenantInvoices } from './sales-ledger.ts';
import { dayPeriod } from './sales-summary-periods.ts';
import { bigintValue, textValue, writeMonthItems, writeMonthTotals } from './sales-summary-write.ts';

/** The start of the day (of `starts`, ascending) an instant of [starts[0], the month's end) falls in. */
function dayOf(at: Column, starts: readonly number[]): SQL {
  if (starts.length === 1) return bigintValue(starts[0] as number);
  const whens = starts
    .slice(1)
    .map((next, k) => sql`when ${at} < ${bigintValue(next)} then ${bigintValue(starts[k] as number)}`);
  return sql`case ${sql.join(whens, sql` `)} else ${bigintValue(starts.at(-1) as number)} end`;
}

/** Positions in the select list, to group by: PostgreSQL would not match a bound `case` with its copy. */
const positions = (...n: number[]) => n.map((k) => sql.raw(String(k)));

export async function writeMonth(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  days: readonly CalendarDate[],
  clock: StoreClock,
) {
  const [first] = days;
  const last = days.at(-1);
  if (!first || !last) return;
  const month = { from: dayPeriod(first, clock).from, to: dayPeriod(last, clock).to };
  const starts = days.map((d) => dayPeriod(d, clock).from);
  const ends = new Map(days.map((d) => [dayPeriod(d, clock).from, dayPeriod(d, clock).to]));
  const pick = tenantInvoices(t, tenantId, month);
  const inv = t.invoices;
  const i = t.salesSummaryItems;
  const s = t.salesSummaryTotals;
  const oi = t.orderItems;

  const inMonth = (c: typeof i | typeof s) =>
    and(eq(c.tenantId, tenantId), gte(c.periodStart, month.from), lt(c.periodStart, month.to));
  await tx.delete(i).where(inMonth(i));
  await tx.delete(s).where(inMonth(s));

  await tx.insert(i).select(
    tx
      .select({
        tenantId: textValue(tenantId).as('tenant_id'),
        kind: textValue('day').as('kind'),
        periodStart: dayOf(inv.createdAt, starts).as('period_start'),
        itemId: oi.itemId,
        ordersCount: sql<number>`count(distinct ${oi.orderId})`.as('orders_count'),
        itemTitle: sql<string>`max(${oi.itemTitle})`.as('item_title'),
        unitPrice: sql<number>`min(${oi.unitPrice})`.as('unit_price'),
      })
      .from(inv)
      .innerJoin(t.invoiceOrders, linksOf(t))
      .innerJoin(oi, soldLinesOf(t))
      .where(pick.where)
      .groupBy(...positions(3, 4)),
  );

  const sums = await tx
    .select({
      day: dayOf(inv.createdAt, starts).mapWith(Number),
      revenue: sql<number>`coalesce(sum(${inv.total}), 0)`.mapWith(Number),
      taxTotal: sql<number>`coalesce(sum(${inv.taxTotal}), 0)`.mapWith(Number),
      netSales: sql<number>`coalesce(sum(${inv.subTotal}), 0)`.mapWith(Number),
    })
    .from(inv)
    .where(pick.where)
    .groupBy(...positions(1));
  const orders = await tx
    .select({ day: dayOf(inv.createdAt, starts).mapWith(Number), n: count() })
    .from(inv)
    .innerJoin(t.invoiceOrders, linksOf(t))
    .where(pick.where)
    .groupBy(...positions(1));
  const ordersOf = new Map(orders.map((o) => [o.day, o.n]));
  const rows = sums.map((r) => ({
    tenantId,
    kind: 'day',
    periodStart: r.day,
    periodEnd: ends.get(r.day) ?? r.day,
    revenue: r.revenue,
    taxTotal: r.taxTotal,
    netSales: r.netSales,
    ordersCount: ordersOf.get(r.day) ?? 0,
  }));
  if (rows.length > 0) await tx.insert(s).values(rows);

  await writeMonthItems(tx, t, tenantId, first, clock, null);
  await writeMonthTotals(tx, t, tenantId, first, clock);
}
