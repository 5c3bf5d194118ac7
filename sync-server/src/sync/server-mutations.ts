// REST writes on the sync core (SS27, ADR 0062): the server's own mutations (a REST adapter's write, SET3) join
// the engine's group commit beside the pushes and leases, each in a savepoint of its own, so one refusal undoes
// only its own writes and many REST writes share one durable commit. A mutation named here crosses to the
// store thread as data (server-mutation-types.ts): its mutator by name, and, for an order the server numbers
// (TOK7), `takesToken`.

import {
  allocateBlock,
  businessToday,
  type MutatorContext,
  type StoreClock,
  SYNC_REJECTIONS,
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
): Plan<ServerMutationResult[]> {
  const results: ServerMutationResult[] = [];
  const prelude = yield* preludePlan(deps, inputs);
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

/** The rows the applied mutations answer with (`answer`), in one batch (one round trip on PostgreSQL). */
export function* answersPlan(
  deps: ServerMutationDeps,
  inputs: readonly ServerMutationRequest[],
  results: ServerMutationResult[],
): Plan<ServerMutationResult[]> {
  const wanted = inputs.flatMap((input, i) => {
    const r = results[i];
    return input.answer && r?.ok && r.outcome.ok ? [{ i, input, answer: input.answer }] : [];
  });
  const queries = wanted.map(({ input, answer }) => {
    const read = specRead(deps.t, { table: answer.table, ids: [answer.id] }) as SpecRead;
    return loadQuery(deps.t, input.tenantId, answer.table, read);
  });
  const found = yield* batch<Record<string, unknown>>(queries);
  return results.map((r, i) => {
    const at = wanted.findIndex((w) => w.i === i);
    if (at < 0 || !r.ok || !r.outcome.ok) return r;
    const row = found[at]?.[0];
    const table = (wanted[at] as (typeof wanted)[number]).answer.table;
    return { ok: true, outcome: { ...r.outcome, row: row ? toClientRow(table, row) : null } };
  });
}

export type { ServerMutationOutcome, ServerMutationRequest, ServerMutationResult };
