// What the push plans share (push-plan.ts, push-merged.ts, push-group.ts): their dependencies, and a push as it
// is applied. Apart from the plans so that neither imports the other for them.
import type { Mutation, MutatorContext } from '@tavola/shared';
import type { Tables } from '../db/index.ts';
import type { MutatorLookup, PushInput } from './store/types.ts';

export type PushDeps = {
  readonly t: Tables;
  readonly mutators: MutatorLookup;
  /** Logged, not thrown: a mutator that throws is a rejection, but the server should hear of it. */
  readonly onMutatorError?: (error: unknown, name: string) => void;
  /**
   * A group is first tried merged (push-merged.ts, ADR 0014) when its clients are distinct; false: every group
   * push by push, each in a savepoint (`SYNC_MERGED_WRITES=off`).
   */
  readonly mergedWrites: boolean;
};

/** A push that may sync: its context, and its mutations split into duplicates, those to apply and a gap. */
export type LivePush = {
  readonly input: PushInput;
  readonly ctx: MutatorContext;
  readonly start: number;
  /** Mutations in order: `apply` false for duplicates (at or below lastMutationId). */
  readonly entries: readonly { readonly m: Mutation; readonly apply: boolean }[];
  /** lastMutationId once the applied ones are handled. */
  readonly last: number;
  readonly outOfOrder: boolean;
};

export type OnError = (error: unknown, name: string) => void;
