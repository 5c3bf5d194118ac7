// SYNC push (ARCHITECTURE 6.3), written once for both dialects. Per mutation, in order: ids at or below the
// client's lastMutationId are duplicates; a gap stops the push (OutOfOrder, mutations before it are kept);
// otherwise run the mutator in its own savepoint, which bumps the tenant version with its reads (a rejection
// or a failing mutator rolls back only its writes but still advances lastMutationId), and log it. The caller
// commits.
import {
  addCalendarDays,
  businessToday,
  type MutationResult as ClientResult,
  type MutatorContext,
  SYNC_REJECTIONS,
  type SyncEvent,
  type TokenBlock,
} from '@tavola/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import { applyMutationPlan, type MutationResult, SERVER_REJECTIONS } from './apply-mutation.ts';
import { type DeviceRow, deviceOf, deviceQuery, isRefusal } from './devices-plan.ts';
import { databaseFault, ForeignRowError, isTokenConstraint } from './errors.ts';
import { encodeRow, placeholders } from './prepared-rows.ts';
import { batch, inSavepoint, notify, type Plan, type Prepared, prepared, run } from './store/plan.ts';
import type { MutatorLookup, PushInput, PushOutcome } from './store/types.ts';
import { type ClockRow, clockOf, storeClockQuery } from './store-clock.ts';

/** Mutation log rows per insert (11 columns each: well under SQLite's bound-parameter limit). */
const LOG_CHUNK = 100;

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

/** The device's blocks from LEASE_DAYS_BACK business days ago to today. */
function leasesQuery(t: Tables, tenantId: string, deviceId: string, today: string): Prepared {
  const l = t.tokenLeases;
  const from = addCalendarDays(today, -LEASE_DAYS_BACK);
  return prepared(
    'device-leases',
    (db) =>
      db
        .select({ businessDay: l.businessDay, start: l.startNo, end: l.endNo })
        .from(l)
        .where(
          and(
            eq(l.tenantId, sql.placeholder('tenantId')),
            eq(l.deviceId, sql.placeholder('deviceId')),
            gte(l.businessDay, sql.placeholder('from')),
            lte(l.businessDay, sql.placeholder('today')),
          ),
        )
        .orderBy(l.businessDay, l.startNo),
    { tenantId, deviceId, from, today },
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

export function* pushPlan(input: PushInput, deps: PushDeps): Plan<PushOutcome> {
  const { t } = deps;
  const { tenantId, clientId, deviceId, now } = input;

  // Two round trips on PostgreSQL before the first mutation: the device and the store's clock, then the
  // client row and the device's leases of the business day the clock gives.
  const [deviceRows, clockRows] = yield* batch([deviceQuery(t, deviceId), storeClockQuery(t, tenantId)]);
  const device = deviceOf(deviceRows as DeviceRow[], tenantId, deviceId);
  if (isRefusal(device)) return device;
  const businessDay = businessToday(now, clockOf(clockRows as ClockRow[]));

  // The client row: created on first push; on PostgreSQL the upsert locks it, so two pushes of one client
  // (a resent batch racing the original) take turns and the second sees the first's lastMutationId.
  const c = t.syncClients;
  const [clientRows, leaseRows] = yield* batch([
    prepared(
      'client-upsert',
      (db) =>
        db
          .insert(c)
          .values({
            clientId: sql.placeholder('clientId'),
            tenantId: sql.placeholder('tenantId'),
            deviceId: sql.placeholder('deviceId'),
            lastMutationId: 0,
            createdAt: sql.placeholder('now'),
            updatedAt: sql.placeholder('now'),
          })
          .onConflictDoUpdate({ target: c.clientId, set: { updatedAt: sql`${sql.placeholder('now')}` } })
          .returning({ tenantId: c.tenantId, lastMutationId: c.lastMutationId }),
      { clientId, tenantId, deviceId, now },
    ),
    leasesQuery(t, tenantId, deviceId, businessDay),
  ]);
  const [client] = clientRows as { tenantId: string; lastMutationId: number }[];
  if (!client || client.tenantId !== tenantId) return { ok: false, refused: 'foreign-client' };
  const leases = leaseRows as TokenBlock[];
  const ctx: MutatorContext = {
    tenantId,
    actor: input.actor,
    deviceId,
    deviceCode: device.code,
    now,
    businessDay,
    leases,
  };

  const start = Number(client.lastMutationId);
  let last = start;
  let outOfOrder = false;
  let announced = 0;
  const events: SyncEvent[] = [];
  const results: ClientResult[] = [];
  const logged: LogRow[] = [];

  for (const m of input.mutations) {
    if (m.id <= last) {
      results.push({ id: m.id, status: 'duplicate' });
      continue;
    }
    if (m.id > last + 1) {
      outOfOrder = true;
      break;
    }
    const mutator = deps.mutators(m.name);
    let result: MutationResult;
    if (!mutator) {
      result = { ok: false, code: 'UNKNOWN_MUTATOR', message: SYNC_REJECTIONS.UNKNOWN_MUTATOR };
    } else {
      try {
        const onError = (error: unknown) => deps.onMutatorError?.(error, m.name);
        result = (yield* inSavepoint(applyMutationPlan(t, mutator, m.args, ctx, onError))).value;
      } catch (error) {
        // The savepoint is rolled back; a permanent error becomes this mutation's rejection, the rest fail the push.
        const rejection = rejectionOf(error);
        if (!rejection) throw error;
        result = rejection;
      }
    }
    logged.push({
      tenantId,
      clientId,
      mutationId: m.id,
      name: m.name,
      args: m.args ?? {}, // a mutation sent without args is logged with {} (the column is NOT NULL)
      version: result.ok ? result.version : null,
      status: result.ok ? 'applied' : 'rejected',
      error: result.ok ? null : `${result.code}: ${result.message}`,
      clientTime: m.clientTime,
      createdAt: now,
    });
    if (result.ok) {
      announced = result.version;
      events.push(...result.events);
      results.push({ id: m.id, status: 'applied' });
    } else {
      results.push({ id: m.id, status: 'rejected', code: result.code, message: result.message });
    }
    last = m.id;
  }

  // The log of every mutation handled, written once (its key (client, id) is the backstop against a replay).
  for (let i = 0; i < logged.length; i += LOG_CHUNK) {
    yield* run(logInsert(t, logged.slice(i, i + LOG_CHUNK)));
  }
  if (last !== start) {
    yield* run(
      prepared(
        'client-advance',
        (db) =>
          db
            .update(c)
            .set({
              lastMutationId: sql`${sql.placeholder('last')}`,
              deviceId: sql`${sql.placeholder('deviceId')}`,
              updatedAt: sql`${sql.placeholder('now')}`,
            })
            .where(eq(c.clientId, sql.placeholder('clientId'))),
        { last, deviceId, now, clientId },
      ),
    );
  }
  const d = t.devices;
  yield* run(
    prepared(
      'device-seen',
      (db) =>
        db
          .update(d)
          .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
          .where(eq(d.id, sql.placeholder('deviceId'))),
      { now, deviceId },
    ),
  );
  // PostgreSQL: NOTIFY inside the transaction reaches LISTENers only on commit (payload < 8000 bytes: events
  // that do not fit are left off, the poke suffices). SQLite: the caller publishes after commit.
  if (announced > 0) {
    yield* notify(SYNC_CHANNEL, encodeNotification(tenantId, { version: announced, events }));
  }

  const announce = announced > 0 ? { version: announced, events } : null;
  if (outOfOrder) {
    return {
      ok: true,
      response: {
        ok: false,
        error: 'OutOfOrder',
        message: `Expected mutation ${last + 1} next`,
        lastMutationId: last,
      },
      announce,
    };
  }
  return { ok: true, response: { ok: true, lastMutationId: last, results }, announce };
}
