// The pull, SS12-SS13 (docs/architecture.md §6.3), written once for both dialects and run inside one read snapshot: the rows of
// this tenant's synced tables changed after the cookie, ordered by version, at most `pageSize` operations
// but never splitting one version across pages; tombstones as `del`. A cookie from another sync epoch (the
// server was restored from a backup, RST1) answers `reset` with the full state. Only what the puller's scopes
// may read goes out (READ2): tables it may not read are not even read, and a kitchen gets its own orders only.
import {
  grantChanged,
  grantKey,
  kitchenGrantKey,
  kitchenRuleOf,
  pullNeedsReset,
  type ReadGrant,
  readableTables,
  readGrant,
  SYNCED_TABLES,
  type SyncedTable,
} from '@tavola/shared';
import { and, asc, eq, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';
import { type DeviceRow, deviceOf, deviceQuery, isRefusal } from './devices-plan.ts';
import { syncEpochOf, syncEpochQuery } from './epoch.ts';
import { type Change, toOp } from './pull-changes.ts';
import { firstSyncPagePlan, walkStart } from './pull-first-sync.ts';
import { kitchenPatchPlan } from './pull-kitchen.ts';
import { type PullWindow, pullWindow, windowCondition } from './pull-window.ts';
import { type SessionRow, sessionActor, sessionsQuery } from './push-sessions.ts';
import { batch, type Plan, prepared, type QueryLike } from './store/plan.ts';
import type { PullInput, PullOutcome } from './store/types.ts';
import { storeClockPlan } from './store-clock.ts';
import { syncedTable } from './tables.ts';

const byVersion = (a: Change, b: Change) =>
  a.version - b.version || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Changes of the synced tables `tables` after `after` (or exactly at `at`), up to `limit` per table (the other
 * tables have none: `changedAfter`).
 */
function* changesPlan(
  t: Tables,
  tenantId: string,
  tables: readonly SyncedTable[],
  filter: { after: number; at?: number; limit?: number; window: PullWindow | null; echo?: string },
): Plan<Change[]> {
  const { window, echo } = filter;
  const queries = tables.map((name): QueryLike => {
    const { table, columns } = syncedTable(t, name);
    const select = (db: AppDb, ...conditions: (SQL | undefined)[]) =>
      db
        .select()
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(columns.version), asc(columns.id))
        .$dynamic();
    const tenant = sql.placeholder('tenantId');
    // DRAIN4: rows whose last write this client holds as written (marked `<clientId>:<version>`) stay out
    const notEchoed = (): SQL =>
      sql`(${columns.syncEcho} is null or ${columns.syncEcho} <> ${sql.placeholder('echo')} || cast(${columns.version} as text))`;
    const mine = echo === undefined ? '' : '-echo';
    const echoParam = echo === undefined ? {} : { echo: `${echo}:` };
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
        `changes-at${mine}:${name}`,
        (db) =>
          select(
            db,
            eq(columns.tenantId, tenant),
            eq(columns.version, sql.placeholder('at')),
            mine ? notEchoed() : undefined,
          ),
        { tenantId, at: filter.at, ...echoParam },
      );
    }
    if (filter.limit === undefined) throw new Error('an incremental pull is paged');
    return prepared(
      `changes-after${mine}:${name}`,
      (db) =>
        select(
          db,
          eq(columns.tenantId, tenant),
          gt(columns.version, sql.placeholder('after')),
          mine ? notEchoed() : undefined,
        ).limit(sql.placeholder('limit')),
      { tenantId, after: filter.after, limit: filter.limit, ...echoParam },
    );
  });
  const found = yield* batch<Record<string, unknown>>(queries);
  const all: Change[] = [];
  for (const [i, name] of tables.entries()) {
    const order = SYNCED_TABLES.indexOf(name);
    for (const row of found[i] ?? []) {
      all.push({ table: name, order, version: Number(row.version), id: row.id as string, row });
    }
  }
  return all.sort(byVersion);
}

/**
 * Each synced table's latest version of the tenant (one seek in its (tenant_id, version) index), beside
 * the tenant's version row: a pull after a poke reads the one or two tables that changed, not all sixteen.
 */
function latestOfTables(t: Tables): Record<SyncedTable, SQL<unknown>> {
  const v = t.tenantVersions;
  // Written out: drizzle leaves a one-table select's columns unqualified, so `${columns.tenantId} =
  // ${v.tenantId}` came out as "tenant_id" = "tenant_id", every table's every row.
  const outer = sql`${sql.identifier(getTableName(v))}.${sql.identifier(v.tenantId.name)}`;
  const out = {} as Record<SyncedTable, SQL<unknown>>;
  for (const name of SYNCED_TABLES) {
    const { table, columns } = syncedTable(t, name);
    const version = sql.identifier(columns.version.name);
    const tenant = sql.identifier(columns.tenantId.name);
    out[name] =
      sql`(select ${version} from ${table} where ${tenant} = ${outer} order by ${version} desc limit 1)`;
  }
  return out;
}

/** KDS10: the store's kitchen rule (one seek in the settings' tenant index), read for kitchen pulls only. */
function* kitchenRulePlan(t: Tables, tenantId: string) {
  const s = t.storeSettings;
  const [rows] = yield* batch<Record<string, unknown>>([
    prepared(
      'kitchen-rule',
      (db) =>
        db
          .select({ kitchenShowsUnpaidDineIn: s.kitchenShowsUnpaidDineIn })
          .from(s)
          .where(eq(s.tenantId, sql.placeholder('tenantId')))
          .limit(1),
      { tenantId },
    ),
  ]);
  return kitchenRuleOf(rows?.[0] as { kitchenShowsUnpaidDineIn?: boolean } | undefined);
}

export function* pullPlan(input: PullInput, t: Tables): Plan<PullOutcome> {
  const { tenantId, clientId, pageSize } = input;
  const c = t.syncClients;
  const v = t.tenantVersions;
  // The device, the client, the tenant's version, the epoch and (ADR 0014) the session: one round trip on
  // PostgreSQL.
  const [devices, clients, tenants, epochs, sessions] = yield* batch<Record<string, unknown>>([
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
      'tenant-versions',
      (db) =>
        db
          .select({ version: v.version, ...latestOfTables(t) })
          .from(v)
          .where(eq(v.tenantId, sql.placeholder('tenantId')))
          .limit(1),
      { tenantId },
    ),
    syncEpochQuery(t),
    ...(input.sessionId === undefined ? [] : [sessionsQuery(t, [input.sessionId])]),
  ]);
  let reader = input.reader;
  if (input.sessionId !== undefined) {
    const actor = sessionActor((sessions ?? []) as SessionRow[], input.sessionId, tenantId);
    if (isRefusal(actor)) return actor;
    reader = actor;
  }
  if (!reader) throw new Error('a pull needs its reader or its session');
  const grant: ReadGrant = readGrant(reader);
  // KDS10, KDS11: a kitchen reads its orders under the store's rule, and its grant names that rule
  const rule = grant.orders === 'kitchen' ? yield* kitchenRulePlan(t, tenantId) : null;
  const grantNow = rule ? kitchenGrantKey(grantKey(grant), rule) : grantKey(grant);
  const readable = readableTables(grant);
  const device = deviceOf((devices ?? []) as DeviceRow[], tenantId, input.deviceId);
  if (isRefusal(device)) return device;

  const [client] = (clients ?? []) as { tenantId: string; lastMutationId: number }[];
  if (client && client.tenantId !== tenantId) return { ok: false, refused: 'foreign-client' };
  const lastMutationId = Number(client?.lastMutationId ?? 0);
  const versions = tenants?.[0] as Record<string, unknown> | undefined;
  const current = Number(versions?.version ?? 0);
  /** The tables with a change after `version`: an incremental pull reads only those (the kitchen's: orders). */
  const changedAfter = (version: number) =>
    readable.filter((name) => Number(versions?.[name] ?? 0) > version);
  const epoch = syncEpochOf((epochs ?? []) as { value: string }[]);

  const reset =
    pullNeedsReset({ cookie: input.cookie, epoch: input.epoch }, { version: current, epoch }) ||
    (input.cookie !== null && grantChanged(input.grant, grantNow));
  if (input.cookie === current && !reset) {
    // Nothing new (most pulls: the minute's pull, a poke already answered): no table is read.
    return {
      ok: true,
      response: { ok: true, cookie: current, epoch, grant: grantNow, lastMutationId, patch: [], more: false },
    };
  }
  const cookie = reset ? null : input.cookie;
  const window = cookie === null ? pullWindow(input.now, yield* storeClockPlan(t, tenantId)) : null;
  if (window && input.firstSync !== undefined) {
    // SS40: a client that walks a first sync table by table; a walk the store moved away from (restored to an
    // older version or epoch, another grant) starts again, said as a reset
    const from = input.firstSync;
    const stale =
      from !== null &&
      (from.at > current ||
        (input.epoch !== null && input.epoch !== epoch) ||
        (input.grant !== null && input.grant !== grantNow));
    const start = from === null || stale ? walkStart(current) : from;
    const walked = yield* firstSyncPagePlan(t, tenantId, readable, start, pageSize, window);
    const walkPatch =
      grant.orders === 'kitchen'
        ? yield* kitchenPatchPlan(t, tenantId, walked.changes, {
            firstSync: true,
            rule: rule ?? kitchenRuleOf(null),
          })
        : walked.changes.map(toOp);
    return {
      ok: true,
      response: {
        ok: true,
        cookie: walked.next ? 0 : start.at,
        epoch,
        grant: grantNow,
        lastMutationId,
        patch: walkPatch,
        more: walked.next !== null || start.at < current,
        ...(walked.next ? { firstSync: walked.next } : {}),
        ...(reset || stale ? { reset: true as const } : {}),
      },
    };
  }
  const after = cookie ?? 0;
  // DRAIN4: an incremental pull that asks leaves out the rows this client holds as written (not a kitchen's)
  const echo = input.echo === true && cookie !== null && grant.orders !== 'kitchen' ? clientId : undefined;
  const mine = echo === undefined ? {} : { echo };

  // Each table's first pageSize + 1 changes hold the first pageSize + 1 overall.
  const candidates = yield* changesPlan(t, tenantId, window ? readable : changedAfter(after), {
    after,
    limit: pageSize + 1,
    window,
    ...mine,
  });
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
      const at = cut.version;
      page = yield* changesPlan(t, tenantId, window ? readable : changedAfter(at - 1), {
        after,
        at,
        window,
        ...mine,
      });
      next = cut.version;
    }
  }
  const patch =
    grant.orders === 'kitchen'
      ? yield* kitchenPatchPlan(t, tenantId, page, {
          firstSync: window !== null,
          rule: rule ?? kitchenRuleOf(null),
        })
      : page.map(toOp);
  return {
    ok: true,
    response: {
      ok: true,
      cookie: next,
      epoch,
      grant: grantNow,
      lastMutationId,
      patch,
      more: next < current,
      ...(reset ? { reset: true as const } : {}),
    },
  };
}
