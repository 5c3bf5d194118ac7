/**
 * The super-admin's tenant list (VAL17): the paged, searched, filtered list,
 * the three tiles and the CSV source rows. Only top-level tenants: a sub-kitchen goes with its parent.
 */
import {
  accountStateOf,
  type CalendarDate,
  PLAN_CURRENCY,
  PLANS,
  planOf,
  presetRange,
  type TenantCounts,
  type TenantExportStatus,
  type TenantPage,
  type TenantRow,
  type TenantsListQuery,
} from '@tavola/shared';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** LIKE pattern for a search text, with the wildcards in it taken literally (ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The outer `tenants` row in correlated subqueries (drizzle leaves columns unqualified in one-table selects). */
const OUTER_ID_SQL = '"tenants"."id"';
const OUTER_ID = sql.raw(OUTER_ID_SQL);

export function columns(database: Database) {
  const { t } = database;
  // The admin who signed the business up, and the current subscription (active first, then the latest).
  const email = sql<
    string | null
  >`(select coalesce(u.email, u.username) from users u where u.tenant_id = ${OUTER_ID} and u.role = 'admin' order by u.created_at asc, u.id asc limit 1)`;
  const current = (column: string) =>
    sql.raw(
      `(select s.${column} from subscriptions s where s.tenant_id = ${OUTER_ID_SQL} order by s.is_active desc, s.starts_on desc, s.id desc limit 1)`,
    );
  return {
    id: t.tenants.id,
    name: t.tenants.name,
    approved: t.tenants.approved,
    isActive: t.tenants.isActive,
    switchedOff: t.tenants.switchedOff,
    plan: t.tenants.plan,
    createdAt: t.tenants.createdAt,
    email,
    subscriptionPlan: sql<string | null>`${current('plan')}`,
    subscriptionStart: sql<number | null>`${current('starts_on')}`.mapWith(Number),
    subscriptionEnd: sql<number | null>`${current('expires_on')}`.mapWith(Number),
  };
}

type RawRow = {
  id: string;
  name: string;
  approved: boolean;
  isActive: boolean;
  switchedOff: boolean;
  plan: string;
  createdAt: number;
  email: string | null;
  subscriptionPlan: string | null;
  subscriptionStart: number | null;
  subscriptionEnd: number | null;
};

export function toListRow(r: RawRow): TenantRow {
  const plan = planOf(r.subscriptionPlan ?? r.plan) ?? PLANS.free;
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    is_active: r.approved && r.isActive ? 1 : 0,
    state: accountStateOf(r),
    plan: plan.id,
    plan_price: plan.monthlyPrice,
    plan_currency: PLAN_CURRENCY,
    subscription_start: iso(r.subscriptionStart),
    subscription_end: iso(r.subscriptionEnd),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

export const activeCondition = (database: Database): SQL => {
  const { t } = database;
  return and(eq(t.tenants.approved, true), eq(t.tenants.isActive, true)) as SQL;
};
const inactiveCondition = (database: Database): SQL => {
  const { t } = database;
  return or(eq(t.tenants.approved, false), eq(t.tenants.isActive, false)) as SQL;
};

const statusCondition = (database: Database, status: 'active' | 'inactive' | 'all' | null) =>
  status === 'active'
    ? activeCondition(database)
    : status === 'inactive'
      ? inactiveCondition(database)
      : undefined;

export type ListFilters = Omit<TenantsListQuery, 'page' | 'perPage'>;

/** The filters other than the status tile: top-level tenants, search in name and e-mail, creation date. */
function baseConditions(
  database: Database,
  filters: ListFilters,
  clock: { now: number; timeZone: string },
): { ok: true; where: SQL } | { ok: false; message: string } {
  const { t } = database;
  const parts: (SQL | undefined)[] = [isNull(t.tenants.parentId)];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    parts.push(
      or(
        sql`lower(${t.tenants.name}) like ${pattern} escape '\\'`,
        sql`exists (select 1 from users u where u.tenant_id = ${OUTER_ID} and lower(u.username) like ${pattern} escape '\\')`,
      ),
    );
  }
  if (filters.type) {
    // The platform's calendar days (midnight to midnight in the operator's zone).
    const custom: { from?: CalendarDate | null; to?: CalendarDate | null } = {
      from: filters.from,
      to: filters.to,
    };
    const range = presetRange(
      filters.type,
      clock.now,
      { timeZone: clock.timeZone, dayStart: '00:00' },
      custom,
    );
    if (!range.ok) return { ok: false, message: range.message };
    parts.push(
      sql`${t.tenants.createdAt} >= ${range.value.from} and ${t.tenants.createdAt} < ${range.value.to}`,
    );
  }
  return { ok: true, where: and(...parts) as SQL };
}

async function countTenants(database: Database, where: SQL): Promise<TenantCounts> {
  const { db, t } = database;
  const [row] = await db
    .select({
      all: count(),
      active: sql<number>`coalesce(sum(case when ${activeCondition(database)} then 1 else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(t.tenants)
    .where(where);
  const all = row?.all ?? 0;
  const active = row?.active ?? 0;
  return { activeTenants: active, inactiveTenants: all - active, allTenants: all };
}

/** GET /superadmin/tenantsData: the three tiles over every top-level tenant. */
export const tenantCounts = (database: Database): Promise<TenantCounts> =>
  countTenants(database, isNull(database.t.tenants.parentId));

/** GET /superadmin/tenants: newest first; the tiles count the search and date filters, not the status. */
export async function listTenants(
  database: Database,
  query: TenantsListQuery,
  clock: { now: number; timeZone: string },
): Promise<{ ok: true; value: TenantPage } | { ok: false; message: string }> {
  const { db, t } = database;
  const base = baseConditions(database, query, clock);
  if (!base.ok) return base;
  const counts = await countTenants(database, base.where);
  const where = and(base.where, statusCondition(database, query.status)) as SQL;
  const totalTenants =
    query.status === 'active'
      ? counts.activeTenants
      : query.status === 'inactive'
        ? counts.inactiveTenants
        : counts.allTenants;
  const rows = await db
    .select(columns(database))
    .from(t.tenants)
    .where(where)
    .orderBy(desc(t.tenants.createdAt), desc(t.tenants.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    ok: true,
    value: {
      ...counts,
      tenants: rows.map(toListRow),
      totalTenants,
      totalPages: Math.max(1, Math.ceil(totalTenants / query.perPage)),
      page: query.page,
      currentPage: query.page,
      perPage: query.perPage,
    },
  };
}

/** GET /superadmin/tenantsData/{status}: every tenant of a tile, newest first (the CSV export's rows). */
export async function tenantsForExport(database: Database, status: TenantExportStatus): Promise<TenantRow[]> {
  const { db, t } = database;
  const rows = await db
    .select(columns(database))
    .from(t.tenants)
    .where(and(isNull(t.tenants.parentId), statusCondition(database, status)))
    .orderBy(desc(t.tenants.createdAt), desc(t.tenants.id));
  return rows.map(toListRow);
}
