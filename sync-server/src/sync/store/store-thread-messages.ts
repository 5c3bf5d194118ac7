// What the main thread and a sync store thread (the SQLite write thread, the PostgreSQL push thread: ADR 0014)
// say to each other: structured-clone data only.
import type { LeaseInput } from '../leases.ts';
import type { ServerMutationRequest } from '../server-mutation-types.ts';
import type { ProbeInput } from '../write-probe.ts';
import type { MutatorsModule, PushInput } from './types.ts';

/** An error across the thread boundary; `transient`: a database failure worth retrying (503). */
export type SentError = { readonly transient: boolean; readonly message: string; readonly stack?: string };

/** A settled request as it crosses: its error as SentError. */
export type Wired<O> = { ok: true; outcome: O } | { ok: false; error: SentError };

/** Requests to a store thread; each is answered by 'done' or 'failed' with its id. */
export type ToThread =
  /** SQLite: one group commit of pushes, leases and server mutations (SS27). */
  | {
      readonly type: 'group';
      readonly id: number;
      readonly inputs: readonly PushInput[];
      readonly leases: readonly LeaseInput[];
      readonly applies: readonly ServerMutationRequest[];
    }
  /** PostgreSQL: one push (grouped per tenant by the thread's store) or one lease. */
  | { readonly type: 'push'; readonly id: number; readonly input: PushInput }
  | { readonly type: 'lease'; readonly id: number; readonly input: LeaseInput }
  /** PostgreSQL: one server mutation (SS27), grouped per tenant by the thread's store. */
  | { readonly type: 'apply'; readonly id: number; readonly input: ServerMutationRequest }
  /** Both: commit a readiness probe row (ADR 0045). */
  | { readonly type: 'probe'; readonly id: number; readonly input: ProbeInput }
  /** SQLite, tests only: a PRAGMA on the thread's write connection (ADR 0045). */
  | { readonly type: 'pragma'; readonly id: number; readonly pragma: string };

export type FromThread =
  | { readonly type: 'done'; readonly id: number; readonly result: unknown }
  | { readonly type: 'failed'; readonly id: number; readonly error: SentError }
  | { readonly type: 'mutator-error'; readonly name: string; readonly error: SentError };

/** What a thread starts with: its database, whether groups are tried merged, mutators other than the registry. */
export type ThreadData = {
  readonly url: string;
  readonly mergedWrites: boolean;
  readonly shortLocks?: boolean;
  /** SYNC_PG_KEYED_PLANS=off: false (ADR 0077). */
  readonly keyedPlans?: boolean;
  /** PG_CORKED_WRITES=off: false (ADR 0079). */
  readonly corkedWrites?: boolean;
  /** STORE_THREAD_BATCH=off: false (PGW6, ADR 0083): one message a request and an answer. */
  readonly batchMessages?: boolean;
  /** REST_PG_PRELUDE_ASYNC=on: true (PGW8, ADR 0083; off by default). */
  readonly preludeAsyncCommit?: boolean;
  readonly mutators?: MutatorsModule;
};
