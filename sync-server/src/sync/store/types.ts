// The sync store: what push and pull need from a database, implemented once per dialect (sqlite.ts, pg.ts)
// over the same plans. One contract suite (store.suite.ts) runs unchanged against both.
import type {
  FirstSyncCursor,
  Mutation,
  Mutator,
  MutatorContext,
  PullResponse,
  PushResponse,
  SyncEvent,
} from '@tavola/shared';
import type { Dialect } from '../../db/index.ts';
import type { LeaseInput, LeaseOutcome } from '../leases.ts';
import type {
  ServerMutationOutcome,
  ServerMutationRequest,
  ServerMutationResult,
} from '../server-mutation-types.ts';
import type { ProbeInput } from '../write-probe.ts';
import type { Step } from './plan.ts';

/** Finds the mutator of a mutation name (the shared registry in production; tests may add their own). */
export type MutatorLookup = (name: string) => Mutator<unknown> | undefined;

/**
 * Where a store thread finds its mutators, since a function cannot cross to a thread: a module's URL and the
 * name of its MutatorLookup export. Without one, a thread runs the shared registry.
 */
export type MutatorsModule = { readonly url: string; readonly name: string };

/**
 * Who pushes: the actor the caller resolved, or a session the push's group reads inside its transaction
 * (ADR 0014: the route passes one this process has let through before; the actor is its user as read there).
 */
export type Pusher =
  | { readonly actor: MutatorContext['actor']; readonly sessionId?: undefined }
  | { readonly sessionId: string; readonly actor?: undefined };

export type PushInput = Pusher & {
  readonly tenantId: string;
  readonly deviceId: string;
  readonly clientId: string;
  readonly mutations: readonly Mutation[];
  /** The server's clock for this push (epoch ms). */
  readonly now: number;
};

/**
 * Who pulls (READ2: their scopes decide what the pull reads): the user the guards let through, or a session this
 * process let through the guards before, which the pull reads in its first batch as a push's group does (ADR
 * 0030, 0037) instead of a look-up of its own.
 */
export type Reader =
  | { readonly reader: MutatorContext['actor']; readonly sessionId?: undefined }
  | { readonly sessionId: string; readonly reader?: undefined };

export type PullInput = Reader & {
  readonly tenantId: string;
  readonly deviceId: string;
  readonly clientId: string;
  readonly cookie: number | null;
  /** RST1: the sync epoch the client's cookie came from (null: a first pull or an older client). */
  readonly epoch: string | null;
  /** READ3: the read grant the client's rows came under (null: a first pull or an older client). */
  readonly grant: string | null;
  readonly now: number;
  /** Most patch operations per page (a version is never split); PULL_PAGE_SIZE in production. */
  readonly pageSize: number;
  /** SS40: a first sync walked table by table (null: start one; absent: an older client, paged by version). */
  readonly firstSync?: FirstSyncCursor | null;
  /** DRAIN4: leave out rows this client holds as their last write left them (its own, echoed); absent: all. */
  readonly echo?: boolean;
};

/** What a committed push tells the realtime layer. */
export type Announcement = { readonly version: number; readonly events: readonly SyncEvent[] };

/** Why a device may not sync: unknown here (or another tenant's), or removed by an admin. */
export type DeviceRefusal = {
  readonly ok: false;
  readonly refused: 'unknown-device' | 'revoked-device' | 'foreign-client';
};

/**
 * Why a push by session may not sync (ADR 0014), as the guards would have said: the session ended (revoked,
 * gone), or its tenant awaits approval or is inactive (`tenant` null: the session has none).
 */
export type SessionRefusal =
  | { readonly ok: false; readonly refused: 'session-ended' }
  | {
      readonly ok: false;
      readonly refused: 'tenant-closed';
      readonly tenant: { readonly approved: boolean; readonly isActive: boolean } | null;
    };

export type PushOutcome =
  | {
      readonly ok: true;
      /** `ok: true` with results, or OutOfOrder (mutations before the gap are committed). */
      readonly response: Exclude<PushResponse, { error: 'VersionNotSupported' }>;
      /** Set when something was applied: the highest version and the events, to announce after commit. */
      readonly announce: Announcement | null;
      /** When the store issued the push's COMMIT (`monotonicMs`), for the response's Server-Timing. */
      readonly commitIssuedAt?: number;
    }
  | DeviceRefusal
  | SessionRefusal;

/**
 * Milliseconds on CLOCK_MONOTONIC: one clock for every thread and process of the machine (the write thread's
 * instants compare with the main thread's; Fastify's request timer uses the same clock).
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** The outcome stamped with the instant its COMMIT is issued (called as the last thing before COMMIT). */
export const commitIssued = (outcome: PushOutcome, at: number): PushOutcome =>
  outcome.ok ? { ...outcome, commitIssuedAt: at } : outcome;

/** One request's result in a group commit: its outcome, or the error that rolled back its savepoint. */
export type Settled<O> = { ok: true; outcome: O } | { ok: false; error: unknown };

export type GroupResult = Settled<PushOutcome>;

export type LeaseResult = Settled<LeaseOutcome>;

/** A group commit's results: each push's, then each lease's, then each server mutation's (SS27). */
export type GroupResults = {
  readonly pushes: GroupResult[];
  readonly leases: LeaseResult[];
  readonly applied: ServerMutationResult[];
};

/** Most mutations one group commit carries; the rest wait for the next. */
export const GROUP_MAX_MUTATIONS = 1000;

export type PullOutcome =
  | { readonly ok: true; readonly response: Extract<PullResponse, { ok: true }> }
  | DeviceRefusal
  | SessionRefusal;

export interface SyncStore {
  readonly dialect: Dialect;
  /**
   * True when the store announces commits itself (PostgreSQL: NOTIFY inside the push transaction, fanned out
   * by every process); otherwise the caller publishes `announce` after the push resolves.
   */
  readonly notifiesOnCommit: boolean;
  /** Applies a push in one transaction; resolves only once the commit is durable. Throws TransientStoreError. */
  push(input: PushInput): Promise<PushOutcome>;
  /** One page of changes from one consistent snapshot. */
  pull(input: PullInput): Promise<PullOutcome>;
  /**
   * Tops up the device's token blocks (leases.ts); resolves once durable. On SQLite it joins the next group
   * commit on the write thread (ADR 0014).
   */
  lease(input: LeaseInput): Promise<LeaseOutcome>;
  /**
   * SS27 (ADR 0062): one of the server's own mutations (a REST write) in the next group commit, in a savepoint
   * of its own; resolves once durable with its outcome (a refusal is an outcome). Throws TransientStoreError.
   */
  apply(input: ServerMutationRequest): Promise<ServerMutationOutcome>;
  /**
   * Readiness (ADR 0045): commits a probe row the way pushes commit (on the write or push thread when there is
   * one, behind the pushes waiting there); resolves once durable. Throws TransientStoreError.
   */
  probe(input: ProbeInput): Promise<void>;
  /** When the oldest push or lease still unanswered was asked for (`monotonicMs`), or null when none waits. */
  oldestInFlight(): number | null;
  /**
   * SQLite only, for tests of a failing disk (ADR 0045): runs `pragma` ('max_page_count = 90', 'query_only = 1')
   * on every connection that writes: the database's write connection and the write thread's.
   */
  pragmaOnWriters?(pragma: string): Promise<void>;
  /** Stops what the store started (its write or push thread); pushes after it fail. */
  close(): Promise<void>;
}

/** A dialect's store before `createSyncEngine` (engine.ts) counts its requests in flight (in-flight.ts). */
export type StoreAdapter = Omit<SyncStore, 'oldestInFlight'>;

/** The store's switches (config.ts → engine → store thread): one list for every place that passes them on. */
export type StoreSwitch =
  | 'mergedWrites'
  | 'shortLocks'
  | 'keyedPlans'
  | 'corkedWrites'
  | 'batchMessages'
  | 'preludeAsyncCommit';

export type SyncStoreOptions = {
  readonly mutators: MutatorLookup;
  /** Hears of a mutator that threw (the mutation is rejected with the exception's message). */
  readonly onMutatorError?: (error: unknown, name: string) => void;
  /** Test hook: called before every database step of a push or pull; throw to simulate a failing database. */
  readonly beforeStep?: (step: Step) => void;
  /**
   * SQLite on a file: run group commits on a write thread of their own (ADR 0014); PostgreSQL: run pushes and
   * leases on a thread with a pool of its own to `databaseUrl` (ADR 0014). The thread runs the shared mutator
   * registry or `mutatorsModule`'s (`mutators` and `beforeStep` are not used there; the engine keeps the thread
   * off for a caller that passes its own without a module).
   */
  readonly writeThread?: boolean;
  /** PostgreSQL: the database the push thread connects to (the thread is on when this and `writeThread` are). */
  readonly databaseUrl?: string;
  /** The store thread's mutators when they are not the shared registry (tests' own). */
  readonly mutatorsModule?: MutatorsModule;
  /** Groups are first tried merged (ADR 0014); false: push by push (`SYNC_MERGED_WRITES=off`). */
  readonly mergedWrites: boolean;
  /**
   * PostgreSQL REST writes (ADR 0077): a group's token numbers taken in a short transaction before it, and its
   * answers from the rows it wrote, so it holds the store's rows for its reads, writes and COMMIT only; default
   * true; false (`REST_PG_SHORT_LOCKS=off`): all in the group's transaction (ADR 0062).
   */
  readonly shortLocks?: boolean;
  /** PostgreSQL: reads by ids keyed, the push thread's scans priced out (ADR 0077); default true (SYNC_PG_KEYED_PLANS). */
  readonly keyedPlans?: boolean;
  /** PostgreSQL: the push thread's statements of a tick in one write (ADR 0079); default true (PG_CORKED_WRITES). */
  readonly corkedWrites?: boolean;
  /** The store thread's requests and answers of one turn in one message (PGW6); default true (STORE_THREAD_BATCH). */
  readonly batchMessages?: boolean;
  /** PostgreSQL: the short numbers' transaction commits without its own WAL flush (PGW8); default false (REST_PG_PRELUDE_ASYNC=on opts in). */
  readonly preludeAsyncCommit?: boolean;
};
