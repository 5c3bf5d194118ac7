// SS27 on PostgreSQL (ADR 0062): a group of server mutations applied as a push group's merged attempt is
// (push-merged.ts): every row they read loaded in one round trip (the stores' version rows locked first), the
// mutators deciding one after another in memory, the writes as one statement a table. `keep: false` when it
// cannot (a row put and tombstoned, …): the caller rolls back and runs the group with a savepoint each.
import type { Mutation, SyncEvent } from '@tavola/shared';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import { groupReads, merged, type State } from './push-merged.ts';
import type { LivePush, PushDeps } from './push-types.ts';
import type { ServerMutationRequest, ServerMutationResult } from './server-mutation-types.ts';
import {
  type AnsweredRows,
  answersPlan,
  groupPrelude,
  type Prelude,
  readyMutation,
} from './server-mutations.ts';
import { withServerOnly } from './server-only-mutators.ts';
import { batch, notify, type Plan, type Savepointed } from './store/plan.ts';
import type { PushInput } from './store/types.ts';

/** Each server mutation as a push of one mutation by a client of its own (the merged path's input). */
function asPushes(inputs: readonly ServerMutationRequest[], ready: ReturnType<typeof readyMutation>[]) {
  return inputs.map((input, i): LivePush => {
    const r = ready[i] as ReturnType<typeof readyMutation>;
    const m: Mutation = { id: 1, name: input.mutator, args: r.args, clientTime: input.now };
    const push: PushInput = {
      tenantId: input.tenantId,
      actor: input.actor,
      deviceId: input.sessionId,
      clientId: `server-${i}`,
      mutations: [m],
      now: input.now,
    };
    return { input: push, ctx: r.ctx, start: 0, entries: [{ m, apply: true }], last: 1, outOfOrder: false };
  });
}

/**
 * `taken`: the group's clocks and numbers, taken before its transaction (ADR 0077); `answerFromMemory`: the rows
 * the mutations answer with are the merged attempt's rows as it wrote them, not read again before COMMIT.
 */
export function* mergedServerMutationsPlan(
  pushDeps: PushDeps,
  inputs: readonly ServerMutationRequest[],
  { taken, answerFromMemory = false }: { taken?: Prelude | undefined; answerFromMemory?: boolean } = {},
): Plan<Savepointed<ServerMutationResult[]>> {
  const deps = { ...pushDeps, mutators: withServerOnly(pushDeps.mutators) }; // SS30: the diner's order too
  const prelude = yield* groupPrelude(deps, inputs, taken);
  const ready = inputs.map((input) => readyMutation(input, prelude));
  const pushes = asPushes(inputs, ready);
  const reads = groupReads(
    deps,
    pushes.map((p) => p.input),
  );
  const found = yield* batch<Record<string, unknown>>(reads.queries);
  const heard: [unknown, string][] = [];
  const states = new Map<string, State>();
  const all = yield* merged(deps, pushes, reads, found, (e, name) => heard.push([e, name]), states);
  if (!all) return { keep: false, value: [] };
  for (const [error, name] of heard) deps.onMutatorError?.(error, name);
  const byTenant = new Map<string, { version: number; events: SyncEvent[] }>();
  const results = all.map((applied, i): ServerMutationResult => {
    const r = applied[0];
    if (!r) throw new Error('a merged server mutation has no result');
    if (!r.ok) return { ok: true, outcome: r };
    const { tenantId } = inputs[i] as ServerMutationRequest;
    const tenant = byTenant.get(tenantId) ?? { version: 0, events: [] };
    tenant.version = Math.max(tenant.version, r.version);
    tenant.events.push(...r.events);
    byTenant.set(tenantId, tenant);
    const { token } = ready[i] as ReturnType<typeof readyMutation>;
    return {
      ok: true,
      outcome: { ok: true, version: r.version, events: r.events, ...(token ? { token } : {}) },
    };
  });
  // SS21: one NOTIFY a store and group, delivered on commit
  for (const [tenantId, announcement] of byTenant)
    yield* notify(SYNC_CHANNEL, encodeNotification(tenantId, announcement));
  const known: AnsweredRows | undefined = answerFromMemory
    ? (tenantId, table, id) => states.get(tenantId)?.[table]?.[id]
    : undefined;
  return { keep: true, value: yield* answersPlan(deps, inputs, results, known) };
}
