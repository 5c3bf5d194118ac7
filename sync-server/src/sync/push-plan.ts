// SYNC push (ARCHITECTURE 6.3), written once for both dialects, for a group of pushes that share one commit
// (ADR 0024). Per push: the device must be the tenant's, the client row is created or locked; per mutation, in
// order: ids at or below the client's lastMutationId are duplicates; a gap stops the push (OutOfOrder,
// mutations before it are kept); otherwise the mutator decides and its writes are stamped with a new tenant
// version (a rejection writes nothing but still advances lastMutationId), and it is logged. The caller
// commits.
//
// Two ways to apply a group's mutations, with the same outcomes:
// - 'merged': every row the group's mutators read is loaded in one batch (the tenants' version rows locked
//   first), the mutators decide one after another on those rows in memory, each seeing the writes of the ones
//   before it, and the group's writes go out as one multi-row statement per table (a row put twice, once,
//   with the later values and version). A write the database refuses (a token clash, another tenant's row
//   id), a row put and tombstoned in one group, or a bug rolls the whole attempt back.
// - 'one-by-one': each mutation in its own savepoint, reading and writing on its own; a refused write is
//   that mutation's rejection. `pushGroupPlan` falls back to it, push by push, when the merged attempt cannot.
import {
  addCalendarDays,
  businessToday,
  type MutationResult as ClientResult,
  type Loaded,
  loadFromState,
  type Mutation,
  type Mutator,
  type MutatorContext,
  type ReadSpec,
  type Row,
  SYNC_REJECTIONS,
  type SyncEvent,
  type SyncedTable,
  type TokenBlock,
} from '@tavola/shared';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import {
  type AuditOf,
  applyMutationPlan,
  auditPlan,
  decideMutation,
  loadQuery,
  type MutationResult,
  type MutationStart,
  SERVER_REJECTIONS,
  type StampedWrite,
  specRead,
  startMutation,
  writePlan,
} from './apply-mutation.ts';
import { type DeviceRow, deviceOf, isRefusal } from './devices-plan.ts';
import { databaseFault, ForeignRowError, isTokenConstraint } from './errors.ts';
import { encodeRow, placeholders } from './prepared-rows.ts';
import {
  batch,
  inSavepoint,
  notify,
  type Plan,
  type Prepared,
  prepared,
  run,
  type Savepointed,
} from './store/plan.ts';
import type { GroupResult, MutatorLookup, PushInput, PushOutcome } from './store/types.ts';
import { clockOf } from './store-clock.ts';
import { fromClientRow, toClientRow } from './tables.ts';

/** Mutation log rows per insert (11 columns each: well under SQLite's bound-parameter limit). */
const LOG_CHUNK = 100;

/**
 * Client rows per upsert: a statement is prepared per row count (and kept per connection), so a large group
 * takes several statements of at most this many rows rather than a shape of its own.
 */
const CLIENT_CHUNK = 50;

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export type PushDeps = {
  readonly t: Tables;
  readonly mutators: MutatorLookup;
  /** Logged, not thrown: a mutator that throws is a rejection, but the server should hear of it. */
  readonly onMutatorError?: (error: unknown, name: string) => void;
};

/**
 * How far back a device's leases count: an order rung up offline keeps its business day (SYNC6), so a till
 * that reconnects after a closed weekend still has its blocks of those days.
 */
export const LEASE_DAYS_BACK = 7;

/**
 * `values` padded to a power of two with copies of the last one: a query of `in (...)` keeps a handful of
 * shapes (prepared once each) whatever the group's size, and a repeated value changes no result.
 */
function padded<T>(values: readonly T[]): T[] {
  if (values.length === 0) return [];
  let size = 1;
  while (size < values.length) size *= 2;
  const out = [...values];
  const last = values.at(-1) as T;
  while (out.length < size) out.push(last);
  return out;
}

/** `column in (:prefix0, :prefix1, ...)` over `values` padded, with its parameters added to `params`. */
function anyOf(
  column: Parameters<typeof inArray>[0],
  values: readonly unknown[],
  prefix: string,
  params: Record<string, unknown>,
): () => SQL {
  const all = padded(values);
  for (const [i, value] of all.entries()) params[`${prefix}${i}`] = value;
  return () =>
    inArray(
      column,
      all.map((_, i) => sql.placeholder(`${prefix}${i}`)),
    );
}

/** The devices by id (any tenant's: `deviceOf` tells another tenant's device from an unknown one). */
function devicesQuery(t: Tables, ids: readonly string[]): Prepared {
  const d = t.devices;
  const params: Record<string, unknown> = {};
  const ofIds = anyOf(d.id, ids, 'd', params);
  return prepared(
    `devices:${padded(ids).length}`,
    (db) =>
      db
        .select({ id: d.id, tenantId: d.tenantId, code: d.code, revokedAt: d.revokedAt })
        .from(d)
        .where(ofIds()),
    params,
  );
}

/** The stores' clocks (zone, day start) from their settings rows. */
function clocksQuery(t: Tables, tenantIds: readonly string[]): Prepared {
  const s = t.storeSettings;
  const params: Record<string, unknown> = {};
  const ofTenants = anyOf(s.tenantId, tenantIds, 't', params);
  return prepared(
    `store-clocks:${padded(tenantIds).length}`,
    (db) =>
      db
        .select({ tenantId: s.tenantId, timeZone: s.timeZone, dayStart: s.businessDayStart })
        .from(s)
        .where(and(ofTenants(), eq(s.deleted, false))),
    params,
  );
}

type ClientKey = { readonly clientId: string; readonly tenantId: string; readonly deviceId: string };

/**
 * The client rows, created on first push, in client id order: on PostgreSQL the upsert locks them in that
 * order, so two pushes of one client (a resent batch racing the original) take turns and the second sees the
 * first's lastMutationId, and two groups never wait for each other's clients in a cycle.
 */
function clientsUpsert(t: Tables, clients: readonly ClientKey[], now: number): Prepared {
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

type LeaseRow = TokenBlock & { readonly tenantId: string; readonly deviceId: string };

/** The devices' blocks of business days `from`..`to` (each push keeps those of its own window). */
function leasesQuery(
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
            gte(l.businessDay, sql.placeholder('from')),
            lte(l.businessDay, sql.placeholder('to')),
          ),
        )
        .orderBy(l.businessDay, l.startNo),
    params,
  );
}

type LogRow = Tables['mutationLog']['$inferInsert'];
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

/** One multi-row insert of mutation log rows, prepared per row count. */
function logInsert(t: Tables, logged: readonly LogRow[]): Prepared {
  const params: Record<string, unknown> = {};
  for (const [i, row] of logged.entries()) encodeRow(params, t.mutationLog, LOG_KEYS, row, `l${i}_`);
  return prepared(
    `mutation-log:${logged.length}`,
    (db) => db.insert(t.mutationLog).values(logged.map((_, i) => placeholders(LOG_KEYS, `l${i}_`))),
    params,
  );
}

type Advance = ClientKey & { readonly last: number; readonly now: number };

/** The clients' lastMutationId (and device: a client may move to another device), one upsert for all. */
function clientsAdvance(t: Tables, advances: readonly Advance[]): Prepared {
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
function devicesSeen(t: Tables, deviceIds: readonly string[], now: number): Prepared {
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
function versionLock(t: Tables, tenantId: string): Prepared {
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

const versionSet = (t: Tables, tenantId: string, version: number): Prepared =>
  prepared(
    'version-set',
    (db) =>
      db
        .update(t.tenantVersions)
        .set({ version: sql`${sql.placeholder('version')}` })
        .where(eq(t.tenantVersions.tenantId, sql.placeholder('tenantId'))),
    { tenantId, version },
  );

/** A database error of one mutation's writes that is permanent: that mutation is rejected, the push goes on. */
function rejectionOf(error: unknown): MutationResult | null {
  if (error instanceof ForeignRowError) {
    return { ok: false, code: 'CONFLICT', message: SERVER_REJECTIONS.CONFLICT };
  }
  const fault = databaseFault(error);
  if (fault?.kind === 'constraint') {
    return isTokenConstraint(fault.constraint)
      ? { ok: false, code: 'TOKEN_IN_USE', message: SYNC_REJECTIONS.TOKEN_IN_USE }
      : { ok: false, code: 'CONFLICT', message: SERVER_REJECTIONS.CONFLICT };
  }
  if (fault?.kind === 'data')
    return { ok: false, code: 'INVALID_ROW', message: SERVER_REJECTIONS.INVALID_ROW };
  return null;
}

/** A push that may sync: its context, and its mutations split into duplicates, those to apply and a gap. */
type LivePush = {
  readonly input: PushInput;
  readonly ctx: MutatorContext;
  readonly start: number;
  /** Mutations in order: `apply` false for duplicates (at or below lastMutationId). */
  readonly entries: readonly { readonly m: Mutation; readonly apply: boolean }[];
  /** lastMutationId once the applied ones are handled. */
  readonly last: number;
  readonly outOfOrder: boolean;
};

function sequence(
  mutations: readonly Mutation[],
  start: number,
): Pick<LivePush, 'entries' | 'last' | 'outOfOrder'> {
  const entries: { m: Mutation; apply: boolean }[] = [];
  let last = start;
  for (const m of mutations) {
    if (m.id <= last) {
      entries.push({ m, apply: false });
      continue;
    }
    if (m.id > last + 1) return { entries, last, outOfOrder: true };
    entries.push({ m, apply: true });
    last = m.id;
  }
  return { entries, last, outOfOrder: false };
}

type OnError = (error: unknown, name: string) => void;

/** Each mutation in its own savepoint: a write the database refuses is that mutation's rejection. */
function* oneByOne(deps: PushDeps, push: LivePush, onError: OnError): Plan<MutationResult[]> {
  const results: MutationResult[] = [];
  for (const { m, apply } of push.entries) {
    if (!apply) continue;
    const mutator = deps.mutators(m.name);
    if (!mutator) {
      results.push({ ok: false, code: 'UNKNOWN_MUTATOR', message: SYNC_REJECTIONS.UNKNOWN_MUTATOR });
      continue;
    }
    try {
      const apply = applyMutationPlan(deps.t, mutator, m.args, push.ctx, (e) => onError(e, m.name));
      results.push((yield* inSavepoint(apply)).value);
    } catch (error) {
      // The savepoint is rolled back; a permanent error becomes this mutation's rejection, the rest fail the push.
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      results.push(rejection);
    }
  }
  return results;
}

/** What the group's mutations read, merged per tenant: one query per table and kind of read. */
class MergedReads {
  private readonly byKey = new Map<string, { table: SyncedTable; spec: ReadSpec; values: Set<string> }>();

  add(spec: ReadSpec): void {
    if ('ids' in spec) this.values(`${spec.table}|ids`, spec, spec.ids);
    else if ('by' in spec) {
      const and = spec.and ? Object.entries(spec.and).sort(([a], [b]) => a.localeCompare(b)) : [];
      this.values(`${spec.table}|by|${spec.by}|${JSON.stringify(and)}`, spec, spec.values);
    } else this.values(`${spec.table}|all`, { table: spec.table, all: true }, []);
  }

  private values(key: string, spec: ReadSpec, values: readonly string[]): void {
    let found = this.byKey.get(key);
    if (!found) {
      found = { table: spec.table, spec, values: new Set() };
      this.byKey.set(key, found);
    }
    for (const value of values) found.values.add(value);
  }

  queries(t: Tables, tenantId: string): { table: SyncedTable; query: Prepared }[] {
    const out: { table: SyncedTable; query: Prepared }[] = [];
    for (const { table, spec, values } of this.byKey.values()) {
      const merged: ReadSpec =
        'ids' in spec
          ? { table, ids: padded([...values]) }
          : 'by' in spec
            ? { ...spec, values: padded([...values]) }
            : spec;
      const read = specRead(t, merged);
      if (read) out.push({ table, query: loadQuery(t, tenantId, table, read) });
    }
    return out;
  }
}

type Pending = {
  readonly push: number;
  readonly m: Mutation;
  readonly mutator: Mutator<unknown>;
  readonly started: Extract<MutationStart, { ok: true }>;
};

/** Rows by table and id, as the group's mutators see them; updated with each applied mutation's writes. */
type State = { [T in SyncedTable]?: Record<string, Row> };

/** `next`'s values over `earlier`'s; a key `next` leaves undefined keeps its earlier value (as its upsert would). */
function overlay(earlier: Row, next: Row): Row {
  const out: Record<string, unknown> = { ...earlier };
  for (const [key, value] of Object.entries(next)) if (value !== undefined) out[key] = value;
  return out as Row;
}

function rowsIn(state: State, table: SyncedTable): Record<string, Row> {
  const rows = state[table] ?? {};
  state[table] = rows;
  return rows;
}

/**
 * The merged path: null when the group both puts and tombstones one row (their writes could not share a
 * statement; the caller falls back). Database errors escape.
 */
function* merged(
  deps: PushDeps,
  pushes: readonly LivePush[],
  onError: OnError,
): Plan<MutationResult[][] | null> {
  const { t } = deps;
  const results: (MutationResult | Pending)[][] = pushes.map(() => []);
  const reads = new Map<string, MergedReads>();
  for (const [i, push] of pushes.entries()) {
    for (const { m, apply } of push.entries) {
      if (!apply) continue;
      const mutator = deps.mutators(m.name);
      if (!mutator) {
        results[i]?.push({ ok: false, code: 'UNKNOWN_MUTATOR', message: SYNC_REJECTIONS.UNKNOWN_MUTATOR });
        continue;
      }
      const started = startMutation(t, mutator, m.args, (e) => onError(e, m.name));
      if (!started.ok) {
        results[i]?.push(started.result);
        continue;
      }
      const tenantReads = reads.get(push.ctx.tenantId) ?? new MergedReads();
      reads.set(push.ctx.tenantId, tenantReads);
      for (const spec of started.specs) tenantReads.add(spec);
      results[i]?.push({ push: i, m, mutator, started });
    }
  }
  const tenants = [...reads.keys()].sort();
  if (tenants.length === 0) return results as MutationResult[][];

  // The version rows first (one lock order for every writer: clients, version, rows read), then every read.
  const loads = tenants.map((tenantId) => ({
    tenantId,
    loads: reads.get(tenantId)?.queries(t, tenantId) ?? [],
  }));
  const found = yield* batch<Record<string, unknown>>(
    [
      ...tenants.map((tenantId) => versionLock(t, tenantId)),
      ...loads.flatMap(({ loads }) => loads.map((l) => l.query)),
    ],
    { lock: true },
  );
  const versions = new Map<string, number>();
  const states = new Map<string, State>();
  let at = tenants.length;
  for (const [i, { tenantId, loads: tenantLoads }] of loads.entries()) {
    const version = Number(found[i]?.[0]?.version);
    if (!Number.isSafeInteger(version))
      throw new Error(`tenant version lock returned no row for ${tenantId}`);
    versions.set(tenantId, version);
    const state: State = {};
    for (const { table } of tenantLoads) {
      const into = rowsIn(state, table);
      for (const row of found[at++] ?? []) into[row.id as string] = toClientRow(table, row);
    }
    states.set(tenantId, state);
  }

  // Decide in order, each mutation on the rows as the ones before it left them.
  const writes = new Map<string, StampedWrite[]>();
  /** Where each row the group writes is in its tenant's writes, by tenant, table and id. */
  const written = new Map<string, number>();
  const audits: AuditOf[] = [];
  const out: MutationResult[][] = [];
  for (const [i, pushResults] of results.entries()) {
    const push = pushes[i] as LivePush;
    const { tenantId } = push.ctx;
    const state = states.get(tenantId) as State;
    const done: MutationResult[] = [];
    for (const r of pushResults) {
      if (!('started' in r)) {
        done.push(r);
        continue;
      }
      const loaded: Loaded = loadFromState(state, r.started.specs);
      const decision = decideMutation(r.mutator, loaded, r.started.args, push.ctx, (e) =>
        onError(e, r.m.name),
      );
      if (!decision.ok) {
        done.push(decision.result);
        continue;
      }
      const version = (versions.get(tenantId) as number) + 1;
      versions.set(tenantId, version);
      const tenantWrites = writes.get(tenantId) ?? [];
      writes.set(tenantId, tenantWrites);
      for (const write of decision.writes) {
        const key = `${tenantId}|${write.table}|${write.op === 'put' ? write.row.id : write.id}`;
        const earlier = written.get(key);
        if (earlier === undefined) {
          written.set(key, tenantWrites.length);
          tenantWrites.push({ write, version });
        } else {
          // A row written again (an order rung up, then paid): one put of the later values over the earlier,
          // with the later version, leaves the row as two upserts would. A tombstone cannot share a put.
          const before = tenantWrites[earlier]?.write;
          if (before?.op !== 'put' || write.op !== 'put') return null;
          tenantWrites[earlier] = { write: { ...write, row: overlay(before.row, write.row) }, version };
        }
        const rows = rowsIn(state, write.table);
        if (write.op === 'del') delete rows[write.id];
        else
          rows[write.row.id] = toClientRow(write.table, {
            ...rows[write.row.id],
            ...fromClientRow(write.table, write.row),
          });
      }
      if (decision.audit?.length) audits.push({ ctx: push.ctx, entries: decision.audit });
      done.push({ ok: true, version, events: decision.events ?? [] });
    }
    out.push(done);
  }

  for (const [tenantId, tenantWrites] of writes) yield* writePlan(t, tenantId, tenantWrites, 'any');
  for (const [i, tenantId] of tenants.entries()) {
    const version = versions.get(tenantId) as number;
    if (version !== Number(found[i]?.[0]?.version)) yield* run(versionSet(t, tenantId, version));
  }
  yield* auditPlan(t, audits);
  return out;
}

/** The push's answer from its mutations' results (in the order of its entries to apply). */
function outcomeOf(push: LivePush, applied: readonly MutationResult[]): PushOutcome {
  const results: ClientResult[] = [];
  const events: SyncEvent[] = [];
  let announced = 0;
  let next = 0;
  for (const { m, apply } of push.entries) {
    if (!apply) {
      results.push({ id: m.id, status: 'duplicate' });
      continue;
    }
    const result = applied[next++] as MutationResult;
    if (result.ok) {
      announced = result.version;
      events.push(...result.events);
      results.push({ id: m.id, status: 'applied' });
    } else {
      results.push({ id: m.id, status: 'rejected', code: result.code, message: result.message });
    }
  }
  const announce = announced > 0 ? { version: announced, events } : null;
  if (push.outOfOrder) {
    return {
      ok: true,
      response: {
        ok: false,
        error: 'OutOfOrder',
        message: `Expected mutation ${push.last + 1} next`,
        lastMutationId: push.last,
      },
      announce,
    };
  }
  return { ok: true, response: { ok: true, lastMutationId: push.last, results }, announce };
}

/** The mutation log rows of a push's applied entries. */
function logRows(push: LivePush, applied: readonly MutationResult[]): LogRow[] {
  const { input } = push;
  return push.entries
    .filter((e) => e.apply)
    .map(({ m }, i): LogRow => {
      const result = applied[i] as MutationResult;
      return {
        tenantId: input.tenantId,
        clientId: input.clientId,
        mutationId: m.id,
        name: m.name,
        args: m.args ?? {}, // a mutation sent without args is logged with {} (the column is NOT NULL)
        version: result.ok ? result.version : null,
        status: result.ok ? 'applied' : 'rejected',
        error: result.ok ? null : `${result.code}: ${result.message}`,
        clientTime: m.clientTime,
        createdAt: input.now,
      };
    });
}

/**
 * A group of pushes (distinct clients) applied 'merged' or 'one-by-one'; `keep: false` when the merged path
 * could not apply them (nothing is written then: the caller's savepoint rolls back the client rows).
 */
export function* pushesPlan(
  inputs: readonly PushInput[],
  deps: PushDeps,
  apply: 'merged' | 'one-by-one',
  onError: OnError,
): Plan<Savepointed<PushOutcome[]>> {
  const { t } = deps;
  if (inputs.length === 0) return { keep: true, value: [] };
  const outcomes: (PushOutcome | null)[] = inputs.map(() => null);
  const now = Math.max(...inputs.map((i) => i.now));

  // Two round trips on PostgreSQL before the first mutation: the devices and the stores' clocks, then the
  // client rows and the devices' leases of the business days those clocks give.
  const tenantIds = [...new Set(inputs.map((i) => i.tenantId))];
  const [deviceRows, clockRows] = (yield* batch([
    devicesQuery(
      t,
      inputs.map((i) => i.deviceId),
    ),
    clocksQuery(t, tenantIds),
  ])) as [(DeviceRow & { id: string })[], { tenantId: string; timeZone: string; dayStart: string }[]];
  const live: { index: number; input: PushInput; code: string; businessDay: string }[] = [];
  for (const [index, input] of inputs.entries()) {
    const device = deviceOf(
      deviceRows.filter((d) => d.id === input.deviceId),
      input.tenantId,
      input.deviceId,
    );
    if (isRefusal(device)) {
      outcomes[index] = device;
      continue;
    }
    const clock = clockOf(clockRows.filter((c) => c.tenantId === input.tenantId));
    live.push({ index, input, code: device.code, businessDay: businessToday(input.now, clock) });
  }

  const pushes: LivePush[] = [];
  const indexOf: number[] = [];
  if (live.length > 0) {
    const days = live.map((l) => l.businessDay).sort();
    const clients = live
      .map((l) => l.input)
      .sort((a, b) => (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0));
    const upserts = chunksOf(clients, CLIENT_CHUNK).map((chunk) => clientsUpsert(t, chunk, now));
    const found = yield* batch([
      ...upserts,
      leasesQuery(
        t,
        [...new Set(live.map((l) => l.input.tenantId))],
        live.map((l) => l.input.deviceId),
        addCalendarDays(days[0] as string, -LEASE_DAYS_BACK),
        days.at(-1) as string,
      ),
    ]);
    const clientRows = found.slice(0, upserts.length).flat() as {
      clientId: string;
      tenantId: string;
      lastMutationId: number;
    }[];
    const leaseRows = found[upserts.length] as LeaseRow[];
    for (const { index, input, code, businessDay } of live) {
      const client = clientRows.find((c) => c.clientId === input.clientId);
      if (!client || client.tenantId !== input.tenantId) {
        outcomes[index] = { ok: false, refused: 'foreign-client' };
        continue;
      }
      const from = addCalendarDays(businessDay, -LEASE_DAYS_BACK);
      const leases: TokenBlock[] = leaseRows
        .filter(
          (l) =>
            l.tenantId === input.tenantId &&
            l.deviceId === input.deviceId &&
            l.businessDay >= from &&
            l.businessDay <= businessDay,
        )
        .map((l) => ({ businessDay: l.businessDay, start: l.start, end: l.end }));
      const ctx: MutatorContext = {
        tenantId: input.tenantId,
        actor: input.actor,
        deviceId: input.deviceId,
        deviceCode: code,
        now: input.now,
        businessDay,
        leases,
      };
      const start = Number(client.lastMutationId);
      pushes.push({ input, ctx, start, ...sequence(input.mutations, start) });
      indexOf.push(index);
    }
  }

  let applied: MutationResult[][];
  if (apply === 'merged') {
    const all = yield* merged(deps, pushes, onError);
    if (!all) return { keep: false, value: [] };
    applied = all;
  } else {
    applied = [];
    for (const push of pushes) applied.push(yield* oneByOne(deps, push, onError));
  }

  // The log of every mutation handled, written once (its key (client, id) is the backstop against a replay).
  const logged = pushes.flatMap((push, i) => logRows(push, applied[i] ?? []));
  for (const chunk of chunksOf(logged, LOG_CHUNK)) yield* run(logInsert(t, chunk));
  const advances = pushes
    .filter((push) => push.last !== push.start)
    .map(({ input, last }) => ({ ...input, last }));
  for (const chunk of chunksOf(advances, CLIENT_CHUNK)) yield* run(clientsAdvance(t, chunk));
  if (pushes.length > 0)
    yield* run(
      devicesSeen(
        t,
        pushes.map((p) => p.input.deviceId),
        now,
      ),
    );

  const byTenant = new Map<string, { version: number; events: SyncEvent[] }>();
  for (const [i, push] of pushes.entries()) {
    const outcome = outcomeOf(push, applied[i] ?? []);
    outcomes[indexOf[i] as number] = outcome;
    if (!outcome.ok || !outcome.announce) continue;
    const tenant = byTenant.get(push.input.tenantId) ?? { version: 0, events: [] };
    tenant.version = Math.max(tenant.version, outcome.announce.version);
    tenant.events.push(...outcome.announce.events);
    byTenant.set(push.input.tenantId, tenant);
  }
  // PostgreSQL: NOTIFY inside the transaction reaches LISTENers only on commit (payload < 8000 bytes: events
  // that do not fit are left off, the poke suffices). SQLite: the caller publishes after commit.
  for (const [tenantId, announcement] of byTenant) {
    yield* notify(SYNC_CHANNEL, encodeNotification(tenantId, announcement));
  }
  return { keep: true, value: outcomes as PushOutcome[] };
}

/**
 * The pushes of one group commit: merged when their clients are distinct, else (or when the merged attempt
 * cannot: a write refused, a row put and tombstoned, a bug) push by push, each in its own savepoint, so one push's
 * failure leaves the others intact. A transient database failure of the merged attempt fails the whole group,
 * and so does an error that `fatal` tells ends it (the transaction is gone, or PostgreSQL asks for a retry).
 */
export function* pushGroupPlan(
  inputs: readonly PushInput[],
  deps: PushDeps,
  fatal: (error: unknown) => boolean,
): Plan<GroupResult[]> {
  const report: OnError = (error, name) => deps.onMutatorError?.(error, name);
  if (new Set(inputs.map((i) => i.clientId)).size === inputs.length) {
    // The mutators' errors are reported once the merged attempt is kept (a fallback reports its own).
    const heard: [unknown, string][] = [];
    try {
      const all = yield* inSavepoint(pushesPlan(inputs, deps, 'merged', (e, name) => heard.push([e, name])));
      if (all.keep) {
        for (const [error, name] of heard) report(error, name);
        return all.value.map((outcome) => ({ ok: true, outcome }));
      }
    } catch (error) {
      // A refused write or a bug: push by push finds whose it is. A failing database: the group fails (503).
      if (fatal(error) || databaseFault(error)?.kind === 'transient') throw error;
    }
  }
  const results: GroupResult[] = [];
  for (const input of inputs) {
    try {
      const one = yield* inSavepoint(pushesPlan([input], deps, 'one-by-one', report));
      results.push({ ok: true, outcome: one.value[0] as PushOutcome });
    } catch (error) {
      if (fatal(error)) throw error;
      results.push({ ok: false, error });
    }
  }
  return results;
}
