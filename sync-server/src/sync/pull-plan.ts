// SYNC pull (ARCHITECTURE 6.3), written once for both dialects and run inside one read snapshot: the rows of
// this tenant's synced tables changed after the cookie, ordered by version, at most `pageSize` operations
// but never splitting one version across pages; tombstones as `del`. A cookie from another sync epoch (the
// server was restored from a backup, RST1) answers `reset` with the full state.
import { type PatchOp, pullNeedsReset, SYNCED_TABLES, type SyncedTable } from '@tavola/shared';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';
import { type DeviceRow, deviceOf, deviceQuery, isRefusal } from './devices-plan.ts';
import { syncEpochOf, syncEpochQuery } from './epoch.ts';
import { type PullWindow, pullWindow, windowCondition } from './pull-window.ts';
import { batch, type Plan, prepared, type QueryLike } from './store/plan.ts';
import type { PullInput, PullOutcome } from './store/types.ts';
import { storeClockPlan } from './store-clock.ts';
import { syncedTable, toClientRow } from './tables.ts';

type Change = {
  table: SyncedTable;
  order: number;
  version: number;
  id: string;
  row: Record<string, unknown>;
};

const byVersion = (a: Change, b: Change) =>
  a.version - b.version || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Changes of every synced table after `after` (or exactly at `at`), up to `limit` per table. */
function* changesPlan(
  t: Tables,
  tenantId: string,
  filter: { after: number; at?: number; limit?: number; window: PullWindow | null },
): Plan<Change[]> {
  const { window } = filter;
  const queries = SYNCED_TABLES.map((name): QueryLike => {
    const { table, columns } = syncedTable(t, name);
    const select = (db: AppDb, ...conditions: (SQL | undefined)[]) =>
      db
        .select()
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(columns.version), asc(columns.id))
        .$dynamic();
    const tenant = sql.placeholder('tenantId');
    if (window) {
      // A first sync (rare) needs no tombstones, and only the window's rows.
      return (db) => {
        const query = select(
          db,
          eq(columns.tenantId, tenantId),
          filter.at === undefined ? gt(columns.version, filter.after) : eq(columns.version, filter.at),
          eq(columns.deleted, false),
          windowCondition(db, t, tenantId, name, window),
        );
        return filter.limit === undefined ? query : query.limit(filter.limit);
      };
    }
    // Incremental pulls (most of them, the kitchen's after every poke): prepared.
    if (filter.at !== undefined) {
      return prepared(
        `changes-at:${name}`,
        (db) => select(db, eq(columns.tenantId, tenant), eq(columns.version, sql.placeholder('at'))),
        { tenantId, at: filter.at },
      );
    }
    if (filter.limit === undefined) throw new Error('an incremental pull is paged');
    return prepared(
      `changes-after:${name}`,
      (db) =>
        select(db, eq(columns.tenantId, tenant), gt(columns.version, sql.placeholder('after'))).limit(
          sql.placeholder('limit'),
        ),
      { tenantId, after: filter.after, limit: filter.limit },
    );
  });
  const found = yield* batch<Record<string, unknown>>(queries);
  const all: Change[] = [];
  for (const [order, name] of SYNCED_TABLES.entries()) {
    for (const row of found[order] ?? []) {
      all.push({ table: name, order, version: Number(row.version), id: row.id as string, row });
    }
  }
  return all.sort(byVersion);
}

const toOp = (c: Change): PatchOp =>
  c.row.deleted
    ? { table: c.table, id: c.id, op: 'del' }
    : { table: c.table, id: c.id, op: 'put', row: toClientRow(c.table, c.row) };

export function* pullPlan(input: PullInput, t: Tables): Plan<PullOutcome> {
  const { tenantId, clientId, pageSize } = input;
  const c = t.syncClients;
  const v = t.tenantVersions;
  // The device, the client, the tenant's version and the epoch: one round trip on PostgreSQL.
  const [devices, clients, tenants, epochs] = yield* batch<Record<string, unknown>>([
    deviceQuery(t, input.deviceId),
    prepared(
      'client',
      (db) =>
        db
          .select({ tenantId: c.tenantId, lastMutationId: c.lastMutationId })
          .from(c)
          .where(eq(c.clientId, sql.placeholder('clientId')))
          .limit(1),
      { clientId },
    ),
    prepared(
      'tenant-version',
      (db) =>
        db
          .select({ version: v.version })
          .from(v)
          .where(eq(v.tenantId, sql.placeholder('tenantId')))
          .limit(1),
      { tenantId },
    ),
    syncEpochQuery(t),
  ]);
  const device = deviceOf((devices ?? []) as DeviceRow[], tenantId, input.deviceId);
  if (isRefusal(device)) return device;

  const [client] = (clients ?? []) as { tenantId: string; lastMutationId: number }[];
  if (client && client.tenantId !== tenantId) return { ok: false, refused: 'foreign-client' };
  const lastMutationId = Number(client?.lastMutationId ?? 0);
  const current = Number((tenants?.[0] as { version: number } | undefined)?.version ?? 0);
  const epoch = syncEpochOf((epochs ?? []) as { value: string }[]);

  const reset = pullNeedsReset({ cookie: input.cookie, epoch: input.epoch }, { version: current, epoch });
  if (input.cookie === current && !reset) {
    // Nothing new (most pulls: the minute's pull, a poke already answered): no table is read.
    return {
      ok: true,
      response: { ok: true, cookie: current, epoch, lastMutationId, patch: [], more: false },
    };
  }
  const cookie = reset ? null : input.cookie;
  const window = cookie === null ? pullWindow(input.now, yield* storeClockPlan(t, tenantId)) : null;
  const after = cookie ?? 0;

  // Each table's first pageSize + 1 changes hold the first pageSize + 1 overall.
  const candidates = yield* changesPlan(t, tenantId, { after, limit: pageSize + 1, window });
  let page: Change[];
  let next: number;
  const cut = candidates[pageSize];
  if (!cut) {
    page = candidates;
    next = current;
  } else {
    page = candidates.filter((x) => x.version < cut.version);
    if (page.length > 0) {
      next = (page[page.length - 1] as Change).version;
    } else {
      // One version larger than a page: it goes whole, never split.
      page = yield* changesPlan(t, tenantId, { after, at: cut.version, window });
      next = cut.version;
    }
  }
  return {
    ok: true,
    response: {
      ok: true,
      cookie: next,
      epoch,
      lastMutationId,
      patch: page.map(toOp),
      more: next < current,
      ...(reset ? { reset: true as const } : {}),
    },
  };
}
