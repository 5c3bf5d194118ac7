// REST writes on the sync core (SS27, ADR 0062): the server's own mutations (a REST adapter's write, SET3) join
// the engine's group commit beside the pushes and leases, each in a savepoint of its own, so one refusal undoes
// only its own writes and many REST writes share one durable commit. A mutation named here crosses to the
// store thread as data (server-mutation-types.ts): its mutator by name, and, for an order the server numbers
// (TOK7), `takesToken`.

import {
  allocateBlock,
  businessToday,
  type MutatorContext,
  type Row,
  type StoreClock,
  SYNC_REJECTIONS,
  type SyncedTable,
} from '@tavola/shared';
import type { Tables } from '../db/index.ts';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import {
  applyMutationPlan,
  loadQuery,
  SERVER_REJECTIONS,
  type SpecRead,
  specRead,
} from './apply-mutation.ts';
import { databaseFault, isIdConstraint } from './errors.ts';
import { nextBlock } from './leases.ts';
import { padded } from './prepared-rows.ts';
import type {
  ServerMutationOutcome,
  ServerMutationRequest,
  ServerMutationResult,
} from './server-mutation-types.ts';
import { withServerOnly } from './server-only-mutators.ts';
import { batch, inSavepoint, notify, type Plan, rows } from './store/plan.ts';
import type { MutatorLookup } from './store/types.ts';
import { type ClockRow, clockOf, storeClocksQuery } from './store-clock.ts';
import { toClientRow } from './tables.ts';

/** A write refused by the database for this mutation alone (not a failure of the database); null otherwise. */
export function serverRejectionOf(error: unknown): ServerMutationOutcome | null {
  const fault = databaseFault(error);
  if (fault?.kind === 'constraint' && isIdConstraint(fault.constraint))
    return { ok: false, code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE }; // SYNC19: a new row's id
  if (fault?.kind === 'constraint')
    return { ok: false, code: 'CONFLICT', message: SERVER_REJECTIONS.CONFLICT };
  if (fault?.kind === 'data')
    return { ok: false, code: 'INVALID_ROW', message: SERVER_REJECTIONS.INVALID_ROW };
  return null;
}

export type ServerMutationDeps = {
  readonly t: Tables;
  readonly mutators: MutatorLookup;
  readonly onMutatorError?: (error: unknown, name: string) => void;
};

/** What a group reads once before its mutations: its stores' clocks, and the numbers its orders take (TOK7). */
export type Prelude = {
  readonly clocks: ReadonlyMap<string, StoreClock>;
  /** The numbers left, by store and business day (`dayKey`), in the order the group's orders take them. */
  readonly tokens: ReadonlyMap<string, number[]>;
};

const dayKey = (tenantId: string, businessDay: string) => `${tenantId}|${businessDay}`;

/**
 * The group's stores' clocks in one read (as a push group reads them) and, per store and business day, one block
 * of the counter for all the group's orders that take a number: one statement instead of one an order.
 */
export function* preludePlan(
  deps: ServerMutationDeps,
  inputs: readonly ServerMutationRequest[],
): Plan<Prelude> {
  const tenantIds = [...new Set(inputs.map((i) => i.tenantId))];
  const found = yield* rows<ClockRow>(storeClocksQuery(deps.t, tenantIds));
  const clocks = new Map(tenantIds.map((id) => [id, clockOf(found.filter((c) => c.tenantId === id))]));
  const wanted = new Map<string, { tenantId: string; businessDay: string; count: number }>();
  for (const input of inputs) {
    if (!input.takesToken) continue;
    const businessDay = businessToday(input.now, clocks.get(input.tenantId) as StoreClock);
    const key = dayKey(input.tenantId, businessDay);
    const day = wanted.get(key) ?? { tenantId: input.tenantId, businessDay, count: 0 };
    day.count++;
    wanted.set(key, day);
  }
  const tokens = new Map<string, number[]>();
  for (const [key, { tenantId, businessDay, count }] of wanted) {
    const block = yield* nextBlock(deps.t, tenantId, businessDay, count);
    tokens.set(
      key,
      Array.from({ length: count }, (_, i) => block.start + i),
    );
  }
  return { clocks, tokens };
}

/**
 * The prelude a group runs with: `taken` (its numbers already taken and committed in a short transaction of their
 * own, ADR 0077), copied so an attempt that is rolled back and run again gives each order the same number; else
 * read in the group's own transaction.
 */
export function* groupPrelude(
  deps: ServerMutationDeps,
  inputs: readonly ServerMutationRequest[],
  taken?: Prelude,
): Plan<Prelude> {
  if (!taken) return yield* preludePlan(deps, inputs);
  return { clocks: taken.clocks, tokens: new Map([...taken.tokens].map(([k, v]) => [k, [...v]])) };
}

/** A server mutation ready to decide: its args (with its number, TOK7), its context, the number it took. */
export type ReadyMutation = {
  readonly args: unknown;
  readonly ctx: MutatorContext;
  readonly token?: { readonly tokenNo: string; readonly businessDay: string };
};

/** Gives `input` its number from the prelude's (in the group's order) and its context. */
export function readyMutation(input: ServerMutationRequest, prelude: Prelude): ReadyMutation {
  const businessDay = businessToday(input.now, prelude.clocks.get(input.tenantId) as StoreClock);
  // taken before the mutation decides: a refused order skips its number, never gives it back
  const number = input.takesToken
    ? prelude.tokens.get(dayKey(input.tenantId, businessDay))?.shift()
    : undefined;
  const token = number === undefined ? undefined : { tokenNo: String(number), businessDay };
  const ctx: MutatorContext = {
    tenantId: input.tenantId,
    actor: input.actor,
    deviceId: input.sessionId,
    deviceCode: '',
    now: input.now,
    businessDay,
    leases: number === undefined ? (input.leases ?? []) : [allocateBlock(businessDay, number, 1).block],
  };
  return {
    args: token ? { ...(input.args as object), ...token } : input.args,
    ctx,
    ...(token ? { token } : {}),
  };
}

/** One server mutation inside the group's transaction, with its number when it takes one (TOK7). */
function* oneServerMutation(
  deps: ServerMutationDeps,
  input: ServerMutationRequest,
  prelude: Prelude,
): Plan<ServerMutationOutcome> {
  const mutator = withServerOnly(deps.mutators)(input.mutator); // SS30: the diner's order too
  const { args, ctx, token } = readyMutation(input, prelude);
  if (!mutator) return { ok: false, code: 'UNKNOWN_MUTATOR', message: SYNC_REJECTIONS.UNKNOWN_MUTATOR };
  try {
    const onError = (error: unknown) => deps.onMutatorError?.(error, input.mutator);
    const { value } = yield* inSavepoint(applyMutationPlan(deps.t, mutator, args, ctx, onError));
    if (!value.ok) return value;
    const events = [...value.events];
    yield* notify(SYNC_CHANNEL, encodeNotification(input.tenantId, { version: value.version, events }));
    return { ok: true, version: value.version, events, ...(token ? { token } : {}) };
  } catch (error) {
    const rejection = serverRejectionOf(error);
    if (!rejection) throw error;
    return rejection;
  }
}

/**
 * A group's server mutations, one after another in the caller's transaction. A failure that `fatal` says ends
 * the transaction (SQLite ended it itself, PostgreSQL asks for a retry or lost the connection) fails the group;
 * any other is that mutation's alone (its savepoint is rolled back). PostgreSQL tries `mergedServerMutationsPlan`
 * (server-merged.ts) first.
 */
export function* serverMutationsPlan(
  deps: ServerMutationDeps,
  inputs: readonly ServerMutationRequest[],
  fatal: (error: unknown) => boolean,
  taken?: Prelude,
): Plan<ServerMutationResult[]> {
  const results: ServerMutationResult[] = [];
  const prelude = yield* groupPrelude(deps, inputs, taken);
  for (const input of inputs) {
    try {
      results.push({ ok: true, outcome: yield* oneServerMutation(deps, input, prelude) });
    } catch (error) {
      if (fatal(error)) throw error;
      results.push({ ok: false, error });
    }
  }
  return yield* answersPlan(deps, inputs, results);
}

/** A row as a group's mutations left it, by store, table and id (the merged attempt's rows in memory). */
export type AnsweredRows = (tenantId: string, table: SyncedTable, id: string) => Row | undefined;

/**
 * The rows the applied mutations answer with (`answer`): `known` ones as the group left them in memory (ADR 0077:
 * no read between the writes and COMMIT), the others read in one batch (one round trip on PostgreSQL), one
 * statement a store and table for all its ids.
 */
export function* answersPlan(
  deps: ServerMutationDeps,
  inputs: readonly ServerMutationRequest[],
  results: ServerMutationResult[],
  known?: AnsweredRows,
): Plan<ServerMutationResult[]> {
  const rowOf = new Map<number, Row | null>();
  const wanted = new Map<string, { tenantId: string; table: SyncedTable; ids: Set<string> }>();
  for (const [i, input] of inputs.entries()) {
    const r = results[i];
    const answer = input.answer;
    if (!answer || !r?.ok || !r.outcome.ok) continue;
    const row = known?.(input.tenantId, answer.table, answer.id);
    if (row) {
      rowOf.set(i, row);
      continue;
    }
    const key = `${input.tenantId}|${answer.table}`;
    const read = wanted.get(key) ?? { tenantId: input.tenantId, table: answer.table, ids: new Set() };
    read.ids.add(answer.id);
    wanted.set(key, read);
  }
  const reads = [...wanted.values()];
  const queries = reads.map(({ tenantId, table, ids }) => {
    const read = specRead(deps.t, { table, ids: padded([...ids]) }) as SpecRead;
    return loadQuery(deps.t, tenantId, table, read);
  });
  const found = yield* batch<Record<string, unknown>>(queries);
  const byKey = new Map<string, Row>();
  for (const [at, { tenantId, table }] of reads.entries())
    for (const row of found[at] ?? []) byKey.set(`${tenantId}|${table}|${row.id}`, toClientRow(table, row));
  return results.map((r, i) => {
    const input = inputs[i] as ServerMutationRequest;
    const answer = input.answer;
    if (!answer || !r.ok || !r.outcome.ok) return r;
    const row = rowOf.get(i) ?? byKey.get(`${input.tenantId}|${answer.table}|${answer.id}`) ?? null;
    return { ok: true, outcome: { ...r.outcome, row } };
  });
}

export type { ServerMutationOutcome, ServerMutationRequest, ServerMutationResult };
