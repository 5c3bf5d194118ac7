// What both sync stores do with a group commit's pushes (ADR 0014): queue them, take the waiting ones as one
// group, hand each its result, and stamp the group's outcomes with the instant its COMMIT goes out.
import {
  commitIssued,
  GROUP_MAX_MUTATIONS,
  type GroupResult,
  monotonicMs,
  type PushInput,
  type PushOutcome,
  type Settled,
} from './types.ts';

/** A push (or, on SQLite, a lease) waiting for its group's commit. */
export type Waiting<I = PushInput, O = PushOutcome> = {
  readonly input: I;
  readonly resolve: (o: O) => void;
  readonly reject: (e: unknown) => void;
};

/** Takes the pushes waiting now (up to GROUP_MAX_MUTATIONS, at least one) off `queue`; the rest get the next. */
export function takeGroup(queue: Waiting[]): Waiting[] {
  const group: Waiting[] = [];
  let size = 0;
  for (let next = queue[0]; next; next = queue[0]) {
    if (group.length > 0 && size + next.input.mutations.length > GROUP_MAX_MUTATIONS) break;
    size += next.input.mutations.length;
    group.push(queue.shift() as Waiting);
  }
  return group;
}

/** Hands each request of `group` its result. */
export function settle<I, O>(group: readonly Waiting<I, O>[], results: readonly Settled<O>[]): void {
  for (const [i, r] of results.entries()) {
    const waiting = group[i] as Waiting<I, O>;
    if (r.ok) waiting.resolve(r.outcome);
    else waiting.reject(r.error);
  }
}

/** The outcomes with the instant the group's COMMIT is issued (taken now: COMMIT comes next). */
export function stampCommit(results: readonly GroupResult[]): GroupResult[] {
  const at = monotonicMs();
  return results.map((r) => (r.ok ? { ok: true, outcome: commitIssued(r.outcome, at) } : r));
}
