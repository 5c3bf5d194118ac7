/**
 * RDS1 (ADR 0073): the reports' day summary of the sales ledger, kept per store under the clock it was built
 * with. Built once per store in the background (month by month, its own transactions), then brought up to date
 * before each read from the rows written since the tenant version it has taken in: every write of an invoice, an
 * invoice's link or an order line carries a fresh tenant version, and versions become visible in order (the
 * version row's lock), so the rows above `through_version` are exactly the changes it has not seen, by any door.
 */
import { businessDayOf, type CalendarDate, type StoreClock } from '@tavola/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDb, Database, Tables } from '../db/index.ts';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { writeMonth } from './sales-summary-build.ts';
import { dayPeriod, daysBetween, monthOf } from './sales-summary-periods.ts';
import { rewriteDays } from './sales-summary-write.ts';

/** A build that has not finished after this long is taken over (its process died). */
const STALE_BUILD_MS = 15 * 60_000;

export type SummaryState =
  typeof import('../db/schema/sqlite/sales-summary.ts').salesSummaryState.$inferSelect;

export const sameClock = (s: SummaryState, clock: StoreClock) =>
  s.timeZone === clock.timeZone && s.dayStart === clock.dayStart;

export async function summaryState(db: AppDb, t: Tables, tenantId: string): Promise<SummaryState | null> {
  const [row] = await db.select().from(t.salesSummaryState).where(eq(t.salesSummaryState.tenantId, tenantId));
  return row ?? null;
}

/** Locks the store's state row until the transaction ends (a no-op update): builds and refreshes take turns. */
async function lockState(tx: AppDb, t: Tables, tenantId: string): Promise<SummaryState | null> {
  const s = t.salesSummaryState;
  const [row] = await tx
    .update(s)
    .set({ startedAt: sql`${s.startedAt}` })
    .where(eq(s.tenantId, tenantId))
    .returning();
  return row ?? null;
}

async function dropSummary(tx: AppDb, t: Tables, tenantId: string) {
  await tx.delete(t.salesSummaryItems).where(eq(t.salesSummaryItems.tenantId, tenantId));
  await tx.delete(t.salesSummaryTotals).where(eq(t.salesSummaryTotals.tenantId, tenantId));
  await tx.delete(t.salesSummaryState).where(eq(t.salesSummaryState.tenantId, tenantId));
}

/** The business days of the invoices that rows with a version in (after, upTo] belong to. */
async function changedDays(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  after: number,
  upTo: number,
  clock: StoreClock,
): Promise<CalendarDate[]> {
  const inv = t.invoices;
  const links = t.invoiceOrders;
  const oi = t.orderItems;
  const at = { at: inv.createdAt };
  const changed = <T extends typeof inv | typeof links | typeof oi>(table: T) =>
    and(eq(table.tenantId, tenantId), gt(table.version, after), lte(table.version, upTo));
  const instants = [
    ...(await tx.selectDistinct(at).from(inv).where(changed(inv))),
    ...(await tx
      .selectDistinct(at)
      .from(links)
      .innerJoin(inv, eq(inv.id, links.invoiceId))
      .where(changed(links))),
    ...(await tx
      .selectDistinct(at)
      .from(oi)
      .innerJoin(links, eq(links.orderId, oi.orderId))
      .innerJoin(inv, eq(inv.id, links.invoiceId))
      .where(changed(oi))),
  ]
    .map((r) => r.at)
    .sort((a, b) => a - b);
  const days: CalendarDate[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const instant of instants) {
    if (instant < end) continue; // the same day as the one before
    const day = businessDayOf(instant, clock);
    days.push(day);
    end = dayPeriod(day, clock).to;
  }
  return days;
}

/** Brings a built summary up to date with the writes since it was last: before every read of it. */
export async function refreshSalesSummary(database: Database, tenantId: string): Promise<void> {
  const { t } = database;
  const state = await summaryState(database.db, t, tenantId);
  if (!state?.ready) return;
  if ((await currentTenantVersion(database.db, t, tenantId)) <= state.throughVersion) return;
  await database.transaction(async (tx) => {
    const locked = await lockState(tx, t, tenantId);
    if (!locked?.ready) return;
    const upTo = await currentTenantVersion(tx, t, tenantId);
    if (upTo <= locked.throughVersion) return;
    const clock = { timeZone: locked.timeZone, dayStart: locked.dayStart };
    const days = await changedDays(tx, t, tenantId, locked.throughVersion, upTo, clock);
    await rewriteDays(tx, t, tenantId, days, clock);
    const s = t.salesSummaryState;
    await tx.update(s).set({ throughVersion: upTo }).where(eq(s.tenantId, tenantId));
  });
}

/**
 * Builds the store's summary under `clock` (a summary of another clock is dropped first), unless it is built or
 * another build runs. Each month is written in a transaction of its own, so a big store's history does not hold
 * the writers for long. `now`: when this build started (its claim).
 */
export async function buildSalesSummary(
  database: Database,
  tenantId: string,
  clock: StoreClock,
  now = Date.now(),
): Promise<void> {
  const { t } = database;
  const s = t.salesSummaryState;
  const claimed = await database.transaction(async (tx) => {
    const had = await lockState(tx, t, tenantId);
    if (had && !sameClock(had, clock)) await dropSummary(tx, t, tenantId);
    else if (had && (had.ready || had.startedAt > now - STALE_BUILD_MS)) return false;
    const version = await currentTenantVersion(tx, t, tenantId);
    const fresh = { ...clock, throughVersion: version, ready: false, startedAt: now };
    const [row] = await tx
      .insert(s)
      .values({ tenantId, ...fresh })
      .onConflictDoUpdate({ target: s.tenantId, set: fresh })
      .returning();
    return row !== undefined;
  });
  if (!claimed) return;
  const inv = t.invoices;
  const [first] = await database.db
    .select({ at: inv.createdAt })
    .from(inv)
    .where(eq(inv.tenantId, tenantId))
    .orderBy(inv.createdAt)
    .limit(1);
  const [last] = await database.db
    .select({ at: inv.createdAt })
    .from(inv)
    .where(eq(inv.tenantId, tenantId))
    .orderBy(sql`${inv.createdAt} desc`)
    .limit(1);
  const ours = (row: SummaryState | null) => row?.startedAt === now && !row.ready;
  if (first && last) {
    const lastDay = businessDayOf(last.at, clock);
    for (let month = monthOf(businessDayOf(first.at, clock), clock); ; ) {
      const days = daysBetween(month.first, businessDayOf(month.range.to - 1, clock));
      const going = await database.transaction(async (tx) => {
        if (!ours(await lockState(tx, t, tenantId))) return false;
        await writeMonth(tx, t, tenantId, days, clock);
        return true;
      });
      if (!going) return;
      if (month.first >= monthOf(lastDay, clock).first) break;
      month = monthOf(businessDayOf(month.range.to, clock), clock);
    }
  }
  await database.transaction(async (tx) => {
    if (!ours(await lockState(tx, t, tenantId))) return;
    await tx
      .update(s)
      .set({ ready: true })
      .where(and(eq(s.tenantId, tenantId), eq(s.startedAt, now)));
  });
}

const builds = new Map<string, Promise<void>>();

/** One build per store at a time in this process (reads start it and go on without it). */
export function ensureSalesSummary(database: Database, tenantId: string, clock: StoreClock): Promise<void> {
  const running = builds.get(tenantId);
  if (running) return running;
  const build = buildSalesSummary(database, tenantId, clock).finally(() => builds.delete(tenantId));
  builds.set(tenantId, build);
  return build;
}
