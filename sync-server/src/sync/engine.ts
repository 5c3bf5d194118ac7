/**
 * The sync engine's one entry (docs/architecture.md §6.7): what routes/sync.ts and the contract suites call.
 * Each request is one plan, written once for both databases (docs/architecture.md §6.3):
 * - push: `pushGroupPlan` (push-group.ts) over `pushesPlan` (push-plan.ts): per push the device, the client's last
 *   id (duplicates, a gap), each mutator deciding on rows read in the transaction, its writes stamped with the
 *   store's next version, the log; pushes that arrive together share one commit;
 * - pull: `pullPlan` (pull-plan.ts), one snapshot; lease: `leasePlan` (leases.ts); readiness: `writeProbePlan`.
 * An executor runs them: store/sqlite.ts (synchronously in one BEGIN IMMEDIATE) or store/pg.ts (step by step,
 * pipelined). Optimisations are switches (`SyncEngineOptions`), each of which can be off without changing an
 * answer: the store thread (`SQLITE_WRITE_THREAD`, `PG_WRITE_THREAD`) and merged group writes
 * (`SYNC_MERGED_WRITES`). The realtime side (pokes and events after a commit) is plugins/realtime.ts.
 */
import { getMutator } from '@tavola/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { countInFlight } from './store/in-flight.ts';
import { pgStore } from './store/pg.ts';
import type { Step } from './store/plan.ts';
import { sqliteStore } from './store/sqlite.ts';
import { COMPILED_SERVER } from './store/store-thread.ts';
import type {
  MutatorLookup,
  MutatorsModule,
  StoreSwitch,
  SyncStore,
  SyncStoreOptions,
} from './store/types.ts';

export type {
  DeviceRefusal,
  MutatorLookup,
  MutatorsModule,
  PullInput,
  PullOutcome,
  Pusher,
  PushInput,
  PushOutcome,
  SessionRefusal,
} from './store/types.ts';
export { monotonicMs } from './store/types.ts';

/** A switch of the environment: 'auto' is on for the compiled server (ADR 0018), off from the TypeScript source. */
export type Switch = 'on' | 'off' | 'auto';

export type SyncEngineOptions = {
  /** Mutators by name; default the shared registry. */
  readonly mutators?: MutatorLookup;
  /** Where a store thread finds `mutators` when they are not the shared registry; without it the thread stays off. */
  readonly mutatorsModule?: MutatorsModule;
  /** Hears of a mutator that threw (the mutation is rejected with the exception's message). */
  readonly onMutatorError?: (error: unknown, name: string) => void;
  /** Test hook before every database step of this thread's plans; the store thread stays off with it. */
  readonly beforeStep?: (step: Step) => void;
  /**
   * SQLite: group commits on a write thread with its own connection to the file (ADR 0014); PostgreSQL: pushes
   * and leases on a thread with a pool of its own to `databaseUrl` (ADR 0014). Default 'auto'. Off for SQLite in
   * memory and for PostgreSQL without `databaseUrl`.
   */
  readonly thread?: Switch;
  /** PostgreSQL: the database the push thread connects to. */
  readonly databaseUrl?: string;
  /** A group's pushes are first tried merged (push-merged.ts, ADR 0014); default true; false: push by push. */
  readonly mergedWrites?: boolean;
  /** PostgreSQL REST writes hold the store's rows for less (ADR 0077); default true. */
  readonly shortLocks?: boolean;
  /** PostgreSQL: sync reads planned with their keys (ADR 0077, SYNC_PG_KEYED_PLANS); default true. */
  readonly keyedPlans?: boolean;
  /** PostgreSQL: the push thread's statements of a tick in one write (ADR 0079, PG_CORKED_WRITES); default true. */
  readonly corkedWrites?: boolean;
  /** The store thread's requests and answers of one turn in one message (PGW6, STORE_THREAD_BATCH); default true. */
  readonly batchMessages?: boolean;
  /** PostgreSQL: the numbers' short transaction commits without its own WAL flush (PGW8, REST_PG_PRELUDE_ASYNC). */
  readonly preludeAsyncCommit?: boolean;
};

/** The executors a running engine uses, as its options and the database allowed them. */
export type Executors = { readonly thread: boolean; readonly mergedWrites: boolean };

export type SyncEngine = SyncStore & { readonly executors: Executors };

/** The switches the environment sets (config.ts) for an engine over `database`. */
export const engineSwitches = (
  config: Pick<
    Config,
    | 'sqliteWriteThread'
    | 'pgWriteThread'
    | 'syncMergedWrites'
    | 'databaseUrl'
    | 'restPgShortLocks'
    | 'syncPgKeyedPlans'
    | 'pgCorkedWrites'
    | 'storeThreadBatch'
    | 'restPgPreludeAsync'
  >,
  database: Pick<Database, 'dialect'>,
): Pick<SyncEngineOptions, 'thread' | 'databaseUrl' | StoreSwitch> => ({
  thread: database.dialect === 'sqlite' ? config.sqliteWriteThread : config.pgWriteThread,
  databaseUrl: config.databaseUrl,
  mergedWrites: config.syncMergedWrites === 'on',
  shortLocks: config.restPgShortLocks !== 'off',
  keyedPlans: config.syncPgKeyedPlans !== 'off',
  corkedWrites: config.pgCorkedWrites !== 'off',
  batchMessages: config.storeThreadBatch !== 'off',
  preludeAsyncCommit: config.restPgPreludeAsync === 'on',
});

/** Whether the store thread runs: switched on, with a database it can open, and mutators it can load. */
function threadRuns(database: Database, options: SyncEngineOptions): boolean {
  const setting = options.thread ?? 'auto';
  if (setting === 'off' || (setting === 'auto' && !COMPILED_SERVER)) return false;
  const opens = database.dialect === 'sqlite' ? Boolean(database.sqlite?.path) : Boolean(options.databaseUrl);
  const loads =
    options.mutators === undefined || options.mutators === getMutator || options.mutatorsModule !== undefined;
  return opens && loads && !options.beforeStep;
}

export function createSyncEngine(database: Database, options: SyncEngineOptions = {}): SyncEngine {
  const executors: Executors = {
    thread: threadRuns(database, options),
    mergedWrites: options.mergedWrites ?? true,
  };
  const storeOptions: SyncStoreOptions = {
    mutators: options.mutators ?? getMutator,
    mergedWrites: executors.mergedWrites,
    shortLocks: options.shortLocks ?? true,
    keyedPlans: options.keyedPlans ?? true,
    corkedWrites: options.corkedWrites ?? true,
    batchMessages: options.batchMessages ?? true,
    preludeAsyncCommit: options.preludeAsyncCommit ?? false,
    writeThread: executors.thread,
    ...(options.mutatorsModule ? { mutatorsModule: options.mutatorsModule } : {}),
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
    ...(options.beforeStep ? { beforeStep: options.beforeStep } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  };
  const adapter =
    database.dialect === 'sqlite' ? sqliteStore(database, storeOptions) : pgStore(database, storeOptions);
  return { ...countInFlight(adapter), executors };
}
