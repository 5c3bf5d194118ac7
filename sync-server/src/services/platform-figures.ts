/**
 * The platform figures of the super-admin dashboard and reports (PLAN3): active
 * tenants, MRR and ARR, store sales volume (in US cents), orders processed, customers, top-selling items.
 * Sales are read from the ledger (sales-ledger.ts, SALE1-SALE3, ADR 0048): the invoices, each counted on its
 * store's own business day (TIME3): "today" is every store's own today, found per distinct store clock, so a
 * store in another zone is never judged by the operator's calendar.
 */
import {
  businessToday,
  type DayRange,
  isPaidPlan,
  money,
  PLAN_CURRENCY,
  type PresetResult,
  planOf,
  presetDays,
  type ReportsQuery,
  type StoreClock,
} from '@tavola/shared';
import { and, count, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  type InvoicePick,
  ordersSold,
  type PlatformSoldItem,
  platformInvoices,
  platformTopSold,
  salesSums,
} from './sales-ledger.ts';
import { activeCondition } from './tenant-list.ts';
import { sumInUsd, type UsdConverter } from './usd-rates.ts';

/** The store settings' column defaults, for tenants that have not saved their store details yet. */
const DEFAULT_ZONE = 'Asia/Kolkata';
const DEFAULT_DAY_START = '04:00';
export const TOP_SELLING_LIMIT = 10;

type DaysOf = (clock: StoreClock) => PresetResult<DayRange>;

async function storeClocks(database: Database): Promise<StoreClock[]> {
  const { db, t } = database;
  const rows = await db
    .selectDistinct({ timeZone: t.storeSettings.timeZone, dayStart: t.storeSettings.businessDayStart })
    .from(t.storeSettings)
    .where(eq(t.storeSettings.deleted, false));
  const clocks = new Map<string, StoreClock>([
    [`${DEFAULT_ZONE} ${DEFAULT_DAY_START}`, { timeZone: DEFAULT_ZONE, dayStart: DEFAULT_DAY_START }],
  ]);
  for (const r of rows) clocks.set(`${r.timeZone} ${r.dayStart}`, r);
  return [...clocks.values()];
}

/** SALE2: the sales (live invoices) whose business day lies in the range each store's clock gives. */
async function salesIn(
  database: Database,
  daysOf: DaysOf,
): Promise<{ ok: true; pick: InvoicePick } | { ok: false; message: string }> {
  const { t } = database;
  const ss = t.storeSettings;
  const perClock: SQL[] = [];
  for (const clock of await storeClocks(database)) {
    const days = daysOf(clock);
    if (!days.ok) return { ok: false, message: days.message };
    perClock.push(
      sql`(coalesce(${ss.timeZone}, '${sql.raw(DEFAULT_ZONE)}') = ${clock.timeZone} and coalesce(${ss.businessDayStart}, '${sql.raw(DEFAULT_DAY_START)}') = ${clock.dayStart} and ${t.invoices.businessDay} >= ${days.value.first} and ${t.invoices.businessDay} <= ${days.value.last})`,
    );
  }
  return { ok: true, pick: platformInvoices(t, or(...perClock) as SQL) };
}

export type OrderFigures = {
  ordersProcessed: number;
  /** US cents. */
  salesVolume: number;
  /** Store currencies the rate table lacks; their sales are left out of salesVolume. */
  unconvertedCurrencies: string[];
};

async function orderFigures(database: Database, pick: InvoicePick, usd: UsdConverter): Promise<OrderFigures> {
  const [sums, ordersProcessed] = await Promise.all([salesSums(database, pick), ordersSold(database, pick)]);
  const { usd: salesVolume, unconverted } = sumInUsd(
    usd,
    sums.map((r) => ({ currency: r.currency, amount: r.revenue })),
  );
  return { ordersProcessed, salesVolume, unconvertedCurrencies: unconverted };
}

export type TopSellingItem = PlatformSoldItem;

/** Top-level tenants that are approved and active. */
async function activeTenants(database: Database): Promise<number> {
  const { db, t } = database;
  const [row] = await db
    .select({ n: count() })
    .from(t.tenants)
    .where(and(isNull(t.tenants.parentId), activeCondition(database)));
  return row?.n ?? 0;
}

/**
 * MRR: the monthly price of every running paid subscription of an active tenant, summed in the plan
 * currency and converted once to US cents; ARR = 12 × MRR. A plan paid through the demo provider moved no
 * money and is not revenue (ADR 0042).
 */
async function recurringRevenue(
  database: Database,
  now: number,
  usd: UsdConverter,
): Promise<{ mrr: number; arr: number }> {
  const { db, t } = database;
  const s = t.subscriptions;
  const rows = await db
    .select({ plan: s.plan, n: count() })
    .from(s)
    .innerJoin(t.tenants, eq(t.tenants.id, s.tenantId))
    .where(
      and(
        eq(s.isActive, true),
        or(isNull(s.expiresOn), gt(s.expiresOn, now)),
        or(isNull(s.provider), ne(s.provider, 'demo')),
        activeCondition(database),
      ),
    )
    .groupBy(s.plan);
  let monthly = 0;
  for (const r of rows) {
    const plan = planOf(r.plan);
    if (plan && isPaidPlan(plan)) monthly += plan.monthlyPrice * r.n;
  }
  const mrr = usd.toUsd(money(monthly), PLAN_CURRENCY) ?? 0;
  return { mrr, arr: mrr * 12 };
}

export type DashboardFigures = {
  activeTenants: number;
  ordersProcessedToday: number;
  /** US cents. */
  salesVolumeToday: number;
  /** US cents. */
  mrr: number;
  /** US cents. */
  arr: number;
  currency: 'USD';
  unconvertedCurrencies: string[];
};

/** GET /superadmin/dashboard */
export async function dashboardFigures(
  database: Database,
  now: number,
  usd: UsdConverter,
): Promise<DashboardFigures> {
  const today = await salesIn(database, (clock) => presetDays('today', businessToday(now, clock)));
  if (!today.ok) throw new Error(today.message); // 'today' always has a range
  const [tenants, revenue, orders] = await Promise.all([
    activeTenants(database),
    recurringRevenue(database, now, usd),
    orderFigures(database, today.pick, usd),
  ]);
  return {
    activeTenants: tenants,
    ordersProcessedToday: orders.ordersProcessed,
    salesVolumeToday: orders.salesVolume,
    mrr: revenue.mrr,
    arr: revenue.arr,
    currency: 'USD',
    unconvertedCurrencies: orders.unconvertedCurrencies,
  };
}

export type ReportFigures = {
  activeTenants: number;
  mrr: number;
  arr: number;
  totalCustomers: number;
  topSellingItems: TopSellingItem[];
  salesVolume: number;
  ordersProcessed: number;
  currency: 'USD';
  unconvertedCurrencies: string[];
};

/** GET /superadmin/reports?type&from&to: order figures over the preset's business days of each store. */
export async function reportFigures(
  database: Database,
  query: ReportsQuery,
  now: number,
  usd: UsdConverter,
): Promise<{ ok: true; value: ReportFigures } | { ok: false; message: string }> {
  const { db, t } = database;
  const range = await salesIn(database, (clock) =>
    presetDays(query.type, businessToday(now, clock), { from: query.from, to: query.to }),
  );
  if (!range.ok) return range;
  const [tenants, revenue, orders, top, customers] = await Promise.all([
    activeTenants(database),
    recurringRevenue(database, now, usd),
    orderFigures(database, range.pick, usd),
    platformTopSold(database, range.pick, TOP_SELLING_LIMIT),
    db.select({ n: count() }).from(t.customers).where(eq(t.customers.deleted, false)),
  ]);
  return {
    ok: true,
    value: {
      activeTenants: tenants,
      mrr: revenue.mrr,
      arr: revenue.arr,
      totalCustomers: customers[0]?.n ?? 0,
      topSellingItems: top,
      salesVolume: orders.salesVolume,
      ordersProcessed: orders.ordersProcessed,
      currency: 'USD',
      unconvertedCurrencies: orders.unconvertedCurrencies,
    },
  };
}
