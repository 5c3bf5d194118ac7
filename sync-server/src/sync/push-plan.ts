// The push, SS1-SS8 and SS10 (docs/architecture.md §6.3), written once for both dialects, for a group of pushes that share one commit
// (ADR 0014). Per push: the device must be the tenant's, the client row is created or locked; per mutation, in
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
//   that mutation's rejection. A group falls back to it, push by push, when the merged attempt cannot
//   (push-group.ts).
import {
  addCalendarDays,
  businessToday,
  type CalendarDate,
  type MutationResult as ClientResult,
  type Mutation,
  type MutatorContext,
  SYNC_REJECTIONS,
  type SyncEvent,
  type TokenBlock,
} from '@tavola/shared';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import { applyMutationPlan, type MutationResult, SERVER_REJECTIONS } from './apply-mutation.ts';
import { type DeviceRow, deviceOf, devicesQuery, isRefusal } from './devices-plan.ts';
import { databaseFault, isIdConstraint, isTokenConstraint } from './errors.ts';
import { type GroupReads, groupReads, merged } from './push-merged.ts';
import { type SessionRow, sessionActor, sessionsQuery } from './push-sessions.ts';
import {
  type ClientRow,
  clientsAdvance,
  clientsLocked,
  clientsUpsert,
  devicesSeen,
  type LeaseRow,
  type LogRow,
  leasesQuery,
  logInsert,
} from './push-statements.ts';
import type { LivePush, OnError, PushDeps } from './push-types.ts';
import { batch, inSavepoint, notify, type Plan, run, type Savepointed } from './store/plan.ts';
import type { PushInput, PushOutcome } from './store/types.ts';
import { clockOf, storeClocksQuery } from './store-clock.ts';

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

/**
 * How far back a device's leases count: an order rung up offline keeps its business day (SYNC6), so a till
 * that reconnects after a closed weekend still has its blocks of those days.
 */
export const LEASE_DAYS_BACK = 7;

/** The UTC calendar date of instant `ms`. */
const utcDate = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and the last business day any store can be in at instant `ms`, whatever its zone and day start: its
 * local date is within a day of the UTC date (zones span UTC-12..+14), and a day start after midnight keeps the
 * day before until then. A group reads its devices' leases of that span before it has the stores' clocks.
 */
const earliestBusinessDay = (ms: number): CalendarDate => addCalendarDays(utcDate(ms), -2);
const latestBusinessDay = (ms: number): CalendarDate => addCalendarDays(utcDate(ms), 1);

/**
 * How stale a device's `last_seen_at` may get: a push rewrites it only when older (it was written, and on
 * PostgreSQL row-locked against the device's own lease call, by every group).
 */
export const DEVICE_SEEN_EVERY_MS = 60_000;

/** A database error of one mutation's writes that is permanent: that mutation is rejected, the push goes on. */
function rejectionOf(error: unknown): MutationResult | null {
  const fault = databaseFault(error);
  if (fault?.kind === 'constraint') {
    if (isTokenConstraint(fault.constraint))
      return { ok: false, code: 'TOKEN_IN_USE', message: SYNC_REJECTIONS.TOKEN_IN_USE };
    if (isIdConstraint(fault.constraint))
      return { ok: false, code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE }; // SYNC19: a new row's id
    return { ok: false, code: 'CONFLICT', message: SERVER_REJECTIONS.CONFLICT };
  }
  if (fault?.kind === 'data')
    return { ok: false, code: 'INVALID_ROW', message: SERVER_REJECTIONS.INVALID_ROW };
  return null;
}

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

type Actor = MutatorContext['actor'];

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
      // DRAIN4: the till's echo of its rows, compared with the server's
      const echo = m.echo ? { clientId: push.input.clientId, echo: m.echo } : undefined;
      const apply = applyMutationPlan(deps.t, mutator, m.args, push.ctx, (e) => onError(e, m.name), echo);
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
      results.push({
        id: m.id,
        status: 'applied',
        ...(result.echo === undefined ? {} : { echo: result.echo }),
      });
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

  // One round trip on PostgreSQL before the mutators decide (ADR 0014): the devices, the stores' clocks,
  // the pushes' sessions (ADR 0014), the client rows (locked), the devices' leases of every business day a
  // store can be in at these instants, and merged, the version rows (locked) and every row the mutators read
  // (locked); a group with a client's first push creates its row in a second.
  const tenantIds = [...new Set(inputs.map((i) => i.tenantId))];
  const sessionIds = [...new Set(inputs.flatMap((i) => (i.sessionId === undefined ? [] : [i.sessionId])))];
  const clientIds = [...new Set(inputs.map((i) => i.clientId))].sort();
  const reads = apply === 'merged' ? groupReads(deps, inputs) : null;
  const prelude = [
    devicesQuery(
      t,
      inputs.map((i) => i.deviceId),
    ),
    storeClocksQuery(t, tenantIds),
    clientsLocked(t, clientIds),
    leasesQuery(
      t,
      tenantIds,
      inputs.map((i) => i.deviceId),
      addCalendarDays(earliestBusinessDay(Math.min(...inputs.map((i) => i.now))), -LEASE_DAYS_BACK),
      latestBusinessDay(now),
    ),
    ...(sessionIds.length > 0 ? [sessionsQuery(t, sessionIds)] : []),
  ];
  const found = yield* batch<Record<string, unknown>>([...prelude, ...(reads?.queries ?? [])]);
  const [deviceRows, clockRows, lockedClients, leaseRows, sessionRows = []] = found.slice(
    0,
    prelude.length,
  ) as unknown as [
    DeviceRow[],
    { tenantId: string; timeZone: string; dayStart: string }[],
    ClientRow[],
    LeaseRow[],
    SessionRow[]?,
  ];
  const loaded = found.slice(prelude.length);
  const live: { index: number; input: PushInput; actor: Actor; code: string; businessDay: string }[] = [];
  for (const [index, input] of inputs.entries()) {
    const actor =
      input.sessionId === undefined
        ? input.actor
        : sessionActor(sessionRows, input.sessionId, input.tenantId);
    if (isRefusal(actor)) {
      outcomes[index] = actor;
      continue;
    }
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
    live.push({ index, input, actor, code: device.code, businessDay: businessToday(input.now, clock) });
  }

  const pushes: LivePush[] = [];
  const indexOf: number[] = [];
  if (live.length > 0) {
    const known = new Set(lockedClients.map((c) => c.clientId));
    const newClients = live
      .map((l) => l.input)
      .filter((i) => !known.has(i.clientId))
      .sort((a, b) => (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0));
    const clientRows =
      newClients.length === 0
        ? lockedClients
        : [
            ...lockedClients,
            ...(yield* batch<ClientRow>(
              chunksOf(newClients, CLIENT_CHUNK).map((chunk) => clientsUpsert(t, chunk, now)),
            )).flat(),
          ];
    for (const { index, input, actor, code, businessDay } of live) {
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
        actor,
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
    const all = yield* merged(deps, pushes, reads as GroupReads, loaded, onError);
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
  // Devices last seen over a minute ago: a till pushing every few seconds does not rewrite its row each time.
  const seen = pushes
    .map((p) => p.input.deviceId)
    .filter((id) => (deviceRows.find((d) => d.id === id)?.lastSeenAt ?? 0) < now - DEVICE_SEEN_EVERY_MS);
  if (seen.length > 0) yield* run(devicesSeen(t, seen, now));

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
