// A group commit's pushes (SS7; ADR 0014): the merged attempt at them all, or push by push when it cannot. SQLite runs
// both in one transaction (`pushGroupPlan`, the attempt in a savepoint); the PostgreSQL store runs each in a
// transaction of its own (ADR 0014). One attempt's plan is `pushesPlan` (push-plan.ts).
import { databaseFault } from './errors.ts';
import { pushesPlan } from './push-plan.ts';
import type { OnError, PushDeps } from './push-types.ts';
import { inSavepoint, type Plan, type Savepointed } from './store/plan.ts';
import type { GroupResult, PushInput, PushOutcome } from './store/types.ts';

/**
 * Whether a failure of the merged attempt fails the group (a transient database failure: 503; or one `fatal`
 * tells ends the transaction) rather than sending it push by push.
 */
export const failsGroup = (error: unknown, fatal: (error: unknown) => boolean): boolean =>
  fatal(error) || databaseFault(error)?.kind === 'transient';

/** Whether a group's pushes can be merged: their clients are distinct. */
export const mergeable = (inputs: readonly PushInput[]): boolean =>
  new Set(inputs.map((i) => i.clientId)).size === inputs.length;

/**
 * The merged attempt at a group (its clients distinct, `mergeable`): every push's result, or keep: false when
 * it cannot (a write refused, a row put and tombstoned, a bug), which the caller undoes (a savepoint, or on
 * PostgreSQL the whole transaction, ADR 0014) before `oneByOnePlan`. A transient database failure throws (the
 * group fails), and so does an error that `fatal` tells ends the transaction (PostgreSQL asks for a retry, the
 * connection is gone). The mutators' errors are reported once the attempt is kept (a fallback reports its own).
 */
export function* mergedGroupPlan(
  inputs: readonly PushInput[],
  deps: PushDeps,
  fatal: (error: unknown) => boolean,
): Plan<Savepointed<GroupResult[]>> {
  const heard: [unknown, string][] = [];
  try {
    const all = yield* pushesPlan(inputs, deps, 'merged', (e, name) => heard.push([e, name]));
    if (!all.keep) return { keep: false, value: [] };
    for (const [error, name] of heard) deps.onMutatorError?.(error, name);
    return { keep: true, value: all.value.map((outcome) => ({ ok: true, outcome })) };
  } catch (error) {
    // A refused write or a bug: push by push finds whose it is. A failing database: the group fails (503).
    if (failsGroup(error, fatal)) throw error;
    return { keep: false, value: [] };
  }
}

/** A group push by push, each in a savepoint of its own, so one push's failure leaves the others intact. */
export function* oneByOnePlan(
  inputs: readonly PushInput[],
  deps: PushDeps,
  fatal: (error: unknown) => boolean,
): Plan<GroupResult[]> {
  const report: OnError = (error, name) => deps.onMutatorError?.(error, name);
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

/**
 * The pushes of one group commit in one transaction: merged in a savepoint when they can be (and
 * `deps.mergedWrites`), else (or when the merged attempt cannot) push by push. (The PostgreSQL store runs the two
 * in transactions of their own instead: a savepoint there costs a round trip, ADR 0014.)
 */
export function* pushGroupPlan(
  inputs: readonly PushInput[],
  deps: PushDeps,
  fatal: (error: unknown) => boolean,
): Plan<GroupResult[]> {
  if (deps.mergedWrites && mergeable(inputs)) {
    try {
      const all = yield* inSavepoint(mergedGroupPlan(inputs, deps, fatal));
      if (all.keep) return all.value;
    } catch (error) {
      // a savepoint that rethrows the failure it rolled back (PostgreSQL's)
      if (failsGroup(error, fatal)) throw error;
    }
  }
  return yield* oneByOnePlan(inputs, deps, fatal);
}
