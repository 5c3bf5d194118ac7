// SS40 (PERF1, ADR 0072): a first sync read table by table, in SYNCED_TABLES order (settings, tables, the menu,
// taxes and payment types first: what selling needs), each table's rows as they stood at the store's version
// `at` (the first page's), in (version, id) order, SS14's window on every page. A till can sell as soon as
// the walk has passed the menu, while customers and the days' orders still come; the pulls after the walk
// start from `at`, so nothing changed meanwhile is missed. The cursor says where the walk stands.
import { type FirstSyncCursor, SYNCED_TABLES, type SyncedTable } from '@tavola/shared';
import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';
import type { Change } from './pull-changes.ts';
import { type PullWindow, windowCondition } from './pull-window.ts';
import { batch, type Plan } from './store/plan.ts';
import { syncedTable } from './tables.ts';

export type WalkPage = {
  readonly changes: Change[];
  /** Where the next page starts; null when the walk is done. */
  readonly next: FirstSyncCursor | null;
};

/** Tables whose window is a list of ids (pull-window.ts): read by those ids, never by the tenant's indexes. */
const BY_ID_LIST: readonly SyncedTable[] = ['orders', 'orderItems', 'invoiceOrders'];

/** The walk's first position at the store's version `at`. */
export const walkStart = (at: number): FirstSyncCursor => ({ at, table: 0, version: 0, id: '' });

/** One table's live rows in the window after the cursor, at most `limit`. */
function* tableRows(
  t: Tables,
  tenantId: string,
  name: SyncedTable,
  from: FirstSyncCursor,
  limit: number,
  window: PullWindow,
): Plan<Change[]> {
  const { table, columns } = syncedTable(t, name);
  const [rows] = yield* batch<Record<string, unknown>>([
    (db: AppDb) => {
      const inWindow = windowCondition(db, t, tenantId, name, window);
      // A windowed table (orders, lines, invoices, reservations) holds years of rows and its window a few days:
      // read through the window's own indexes, then sort the few rows found. `+version` and `tenant_id || ''`
      // keep SQLite's planner (no statistics: every index looks selective) off the tenant's version index,
      // which would walk every row of the store's history (SS41).
      const version = inWindow ? sql`+${columns.version}` : sql`${columns.version}`;
      const tenant = BY_ID_LIST.includes(name)
        ? sql`${columns.tenantId} || '' = ${tenantId}`
        : eq(columns.tenantId, tenantId);
      // the range's start on its own (an `or` alone leaves the index range open, re-read from the start each page)
      const after =
        from.id === ''
          ? undefined
          : and(
              gte(version, from.version),
              or(gt(version, from.version), and(eq(columns.version, from.version), gt(columns.id, from.id))),
            );
      return db
        .select()
        .from(table)
        .where(and(tenant, lte(version, from.at), eq(columns.deleted, false), after, inWindow))
        .orderBy(asc(version), asc(columns.id))
        .limit(limit);
    },
  ]);
  const order = SYNCED_TABLES.indexOf(name);
  return (rows ?? []).map((row) => ({
    table: name,
    order,
    version: Number(row.version),
    id: row.id as string,
    row,
  }));
}

/**
 * The walk's page from `from`: rows of the readable tables in table order, at most `pageSize`; a table whose
 * rows do not all fit goes on in the next page from its last row sent.
 */
export function* firstSyncPagePlan(
  t: Tables,
  tenantId: string,
  readable: readonly SyncedTable[],
  from: FirstSyncCursor,
  pageSize: number,
  window: PullWindow,
): Plan<WalkPage> {
  const changes: Change[] = [];
  let cursor = from;
  for (let i = from.table; i < SYNCED_TABLES.length; i++) {
    const name = SYNCED_TABLES[i] as SyncedTable;
    if (i !== cursor.table) cursor = { at: from.at, table: i, version: 0, id: '' };
    if (!readable.includes(name)) continue;
    const room = pageSize - changes.length;
    if (room <= 0) return { changes, next: cursor };
    const rows = yield* tableRows(t, tenantId, name, cursor, room + 1, window);
    if (rows.length > room) {
      const sent = rows.slice(0, room);
      const last = sent[sent.length - 1] as Change;
      changes.push(...sent);
      return { changes, next: { at: from.at, table: i, version: last.version, id: last.id } };
    }
    changes.push(...rows);
  }
  return { changes, next: null };
}
