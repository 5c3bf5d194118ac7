// The statements of a push group's bookkeeping (push-plan.ts, ADR 0014): the client rows, the devices' leases,
// the mutation log, the devices' last sight and the tenants' version rows, each one statement for the group.
import type { TokenBlock } from '@tavola/shared';
import { and, type Column, eq, getTableColumns, gte, is, lte, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tables } from '../db/index.ts';
import { anyOf, encodeRow, jsonRowsSelect, padded, placeholders, rowPrefix } from './prepared-rows.ts';
import { type Prepared, prepared } from './store/plan.ts';

export type ClientKey = { readonly clientId: string; readonly tenantId: string; readonly deviceId: string };

/** A client row as a group reads it. */
export type ClientRow = {
  readonly clientId: string;
  readonly tenantId: string;
  readonly lastMutationId: number;
};

/**
 * The client rows there are among `clientIds`, locked in client id order on PostgreSQL (FOR UPDATE; SQLite's
 * write transaction is exclusive), so two pushes of one client (a resent batch racing the original) take turns
 * and the second sees the first's lastMutationId, and two groups never wait for each other's clients in a
 * cycle. Read in a group's first round trip (ADR 0014); a client's first push creates its row (`clientsUpsert`).
 */
export function clientsLocked(t: Tables, clientIds: readonly string[]): Prepared {
  const c = t.syncClients;
  const params: Record<string, unknown> = {};
  const ofClients = anyOf(c.clientId, clientIds, 'c', params);
  return prepared(
    `clients-locked:${padded(clientIds).length}`,
    (db) =>
      db
        .select({ clientId: c.clientId, tenantId: c.tenantId, lastMutationId: c.lastMutationId })
        .from(c)
        .where(ofClients())
        .orderBy(c.clientId),
    params,
    { lock: true },
  );
}

/**
 * New client rows, in client id order (a row another push created meanwhile is locked and returned, as
 * `clientsLocked` would): after every existing client of the group is locked, before its version row.
 */
export function clientsUpsert(t: Tables, clients: readonly ClientKey[], now: number): Prepared {
  const c = t.syncClients;
  const params: Record<string, unknown> = { now };
  for (const [i, client] of clients.entries()) {
    params[`c${i}`] = client.clientId;
    params[`t${i}`] = client.tenantId;
    params[`d${i}`] = client.deviceId;
  }
  return prepared(
    `clients-upsert:${clients.length}`,
    (db) =>
      db
        .insert(c)
        .values(
          clients.map((_, i) => ({
            clientId: sql.placeholder(`c${i}`),
            tenantId: sql.placeholder(`t${i}`),
            deviceId: sql.placeholder(`d${i}`),
            lastMutationId: 0,
            createdAt: sql.placeholder('now'),
            updatedAt: sql.placeholder('now'),
          })),
        )
        .onConflictDoUpdate({ target: c.clientId, set: { updatedAt: sql`excluded.updated_at` } })
        .returning({ clientId: c.clientId, tenantId: c.tenantId, lastMutationId: c.lastMutationId }),
    params,
  );
}

export type LeaseRow = TokenBlock & { readonly tenantId: string; readonly deviceId: string };

/**
 * The devices' open blocks (not `full`) of business days `from`..`to` (each push keeps those of its own window):
 * a new order's token is an unused number, so it is never in a full block (ADR 0014).
 */
export function leasesQuery(
  t: Tables,
  tenantIds: readonly string[],
  deviceIds: readonly string[],
  from: string,
  to: string,
): Prepared {
  const l = t.tokenLeases;
  const params: Record<string, unknown> = { from, to };
  const ofTenants = anyOf(l.tenantId, tenantIds, 't', params);
  const ofDevices = anyOf(l.deviceId, deviceIds, 'd', params);
  return prepared(
    `device-leases:${padded(tenantIds).length}:${padded(deviceIds).length}`,
    (db) =>
      db
        .select({
          tenantId: l.tenantId,
          deviceId: l.deviceId,
          businessDay: l.businessDay,
          start: l.startNo,
          end: l.endNo,
        })
        .from(l)
        .where(
          and(
            ofTenants(),
            ofDevices(),
            eq(l.full, false),
            gte(l.businessDay, sql.placeholder('from')),
            lte(l.businessDay, sql.placeholder('to')),
          ),
        )
        .orderBy(l.businessDay, l.startNo),
    params,
  );
}

export type LogRow = Tables['mutationLog']['$inferInsert'];
const LOG_KEYS = [
  'tenantId',
  'clientId',
  'mutationId',
  'name',
  'args',
  'version',
  'status',
  'error',
  'clientTime',
  'createdAt',
] as const satisfies readonly (keyof LogRow)[];

/**
 * One insert of mutation log rows. On PostgreSQL the rows go as one JSON value by column name (as a group's puts
 * do): one bound value instead of ten a row (ADR 0014); on SQLite a multi-row insert, prepared per row
 * count. Every column is given (LOG_KEYS), so no default is lost to a JSON row's missing key.
 */
export function logInsert(t: Tables, logged: readonly LogRow[]): Prepared {
  const log = t.mutationLog;
  if (is(log, PgTable)) {
    // In the table's column order, which is the insert's (every column is in LOG_KEYS)
    const columns = Object.entries(getTableColumns(log)) as [keyof LogRow, Column][];
    const rows = JSON.stringify(
      logged.map((row) => Object.fromEntries(columns.map(([key, c]) => [c.name, row[key] ?? null]))),
    );
    return prepared(
      'mutation-log-json',
      (db) =>
        db.insert(log).select(
          jsonRowsSelect(
            log,
            columns.map(([, c]) => c),
          ),
        ),
      { rows },
    );
  }
  const params: Record<string, unknown> = {};
  for (const [i, row] of logged.entries()) encodeRow(params, t.mutationLog, LOG_KEYS, row, rowPrefix('l', i));
  return prepared(
    `mutation-log:${logged.length}`,
    (db) => db.insert(t.mutationLog).values(logged.map((_, i) => placeholders(LOG_KEYS, rowPrefix('l', i)))),
    params,
  );
}

export type Advance = ClientKey & { readonly last: number; readonly now: number };

/** The clients' lastMutationId (and device: a client may move to another device), one upsert for all. */
export function clientsAdvance(t: Tables, advances: readonly Advance[]): Prepared {
  const c = t.syncClients;
  const params: Record<string, unknown> = {};
  for (const [i, a] of advances.entries()) {
    params[`c${i}`] = a.clientId;
    params[`t${i}`] = a.tenantId;
    params[`d${i}`] = a.deviceId;
    params[`l${i}`] = a.last;
    params[`n${i}`] = a.now;
  }
  return prepared(
    `clients-advance:${advances.length}`,
    (db) =>
      db
        .insert(c)
        .values(
          advances.map((_, i) => ({
            clientId: sql.placeholder(`c${i}`),
            tenantId: sql.placeholder(`t${i}`),
            deviceId: sql.placeholder(`d${i}`),
            lastMutationId: sql.placeholder(`l${i}`),
            createdAt: sql.placeholder(`n${i}`),
            updatedAt: sql.placeholder(`n${i}`),
          })),
        )
        .onConflictDoUpdate({
          target: c.clientId,
          set: {
            lastMutationId: sql`excluded.last_mutation_id`,
            deviceId: sql`excluded.device_id`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    params,
  );
}

/** The devices were seen at `now` (the group's latest request). */
export function devicesSeen(t: Tables, deviceIds: readonly string[], now: number): Prepared {
  const d = t.devices;
  const params: Record<string, unknown> = { now };
  const ofIds = anyOf(d.id, deviceIds, 'd', params);
  return prepared(
    `devices-seen:${padded(deviceIds).length}`,
    (db) =>
      db
        .update(d)
        .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
        .where(ofIds()),
    params,
  );
}

/**
 * Locks the tenant's version row (creating it at 0) and returns its version, changing nothing: the merged
 * path knows how many versions it takes only after its mutators decided.
 */
export function versionLock(t: Tables, tenantId: string): Prepared {
  const v = t.tenantVersions;
  return prepared(
    'version-lock',
    (db) =>
      db
        .insert(v)
        .values({ tenantId: sql.placeholder('tenantId'), version: 0 })
        .onConflictDoUpdate({ target: v.tenantId, set: { version: sql`${v.version}` } })
        .returning({ version: v.version }),
    { tenantId },
  );
}

export const versionSet = (t: Tables, tenantId: string, version: number): Prepared =>
  prepared(
    'version-set',
    (db) =>
      db
        .update(t.tenantVersions)
        .set({ version: sql`${sql.placeholder('version')}` })
        .where(eq(t.tenantVersions.tenantId, sql.placeholder('tenantId'))),
    { tenantId, version },
  );
