// SQLite sync store: every push runs synchronously inside one BEGIN IMMEDIATE transaction on the write
// connection (better-sqlite3 cannot await inside a transaction), and pushes that arrive while the writer is
// busy share one durable commit (group commit): each push in its own savepoint, so one push's failure rolls
// back only that push; nothing resolves before COMMIT returns (synchronous=FULL: the WAL is on disk).
import type BetterSqlite3 from 'better-sqlite3';
import type { AppDb, Database, SqliteSync } from '../../db/index.ts';
import { databaseUnavailable } from '../../db/unavailable.ts';
import { asStoreError } from '../errors.ts';
import { type LeaseInput, type LeaseOutcome, leasePlan } from '../leases.ts';
import { pullPlan } from '../pull-plan.ts';
import { pushGroupPlan } from '../push-group.ts';
import type { PushDeps } from '../push-types.ts';
import {
  type ServerMutationOutcome,
  type ServerMutationRequest,
  serverMutationsPlan,
} from '../server-mutations.ts';
import { type ProbeInput, SQLITE_PROBE_PADDING, writeProbePlan } from '../write-probe.ts';
import { settle, stampCommit, takeGroup, type Waiting } from './group.ts';
import {
  drive,
  inSavepoint,
  type Plan,
  type Prepared,
  type QueryLike,
  RollbackTo,
  type Savepointed,
  type Step,
} from './plan.ts';
import { startWriteThread } from './store-thread.ts';
import type {
  GroupResult,
  GroupResults,
  LeaseResult,
  PushInput,
  StoreAdapter,
  SyncStoreOptions,
} from './types.ts';

/** False once SQLite ended the transaction on its own (disk full, I/O error): later statements would autocommit. */
const stillOpen = (tx: AppDb): boolean =>
  (tx as unknown as { $client: { inTransaction: boolean } }).$client.inTransaction;

/** A plan query prepared by drizzle (its public `prepare()`): bound and run with the plan's parameters. */
type Compiled = { all(params: Prepared['params']): unknown; run(params: Prepared['params']): unknown };

/**
 * Prepared queries by handle (the write connection's, the read connection's) and key: building a query's SQL
 * and preparing it cost more than running it (ADR 0014), so each is prepared once a connection.
 */
const compiledByHandle = new WeakMap<AppDb, Map<string, Compiled>>();

function compiled(tx: AppDb, query: Prepared): Compiled {
  const byKey = compiledByHandle.get(tx) ?? new Map<string, Compiled>();
  if (byKey.size === 0) compiledByHandle.set(tx, byKey);
  let found = byKey.get(query.key);
  if (!found) {
    found = (query.build(tx) as unknown as { prepare(): Compiled }).prepare();
    byKey.set(query.key, found);
  }
  return found;
}

const all = (tx: AppDb, query: QueryLike): unknown =>
  typeof query === 'function' ? query(tx).all() : compiled(tx, query).all(query.params);

type Savepoints = {
  save: BetterSqlite3.Statement;
  release: BetterSqlite3.Statement;
  rollback: BetterSqlite3.Statement;
};

/** SAVEPOINT, RELEASE and ROLLBACK TO of each nesting depth, prepared once per connection. */
const savepointsByClient = new WeakMap<BetterSqlite3.Database, Savepoints[]>();

function savepointsAt(tx: AppDb, depth: number): Savepoints {
  const client = (tx as unknown as { $client: BetterSqlite3.Database }).$client;
  let byDepth = savepointsByClient.get(client);
  if (!byDepth) {
    byDepth = [];
    savepointsByClient.set(client, byDepth);
  }
  let found = byDepth[depth];
  if (!found) {
    found = {
      save: client.prepare(`SAVEPOINT sp${depth}`),
      release: client.prepare(`RELEASE sp${depth}`),
      rollback: client.prepare(`ROLLBACK TO sp${depth}`),
    };
    byDepth[depth] = found;
  }
  return found;
}

/** Runs steps synchronously on `tx`; savepoints nest as SAVEPOINT sp<depth>. */
export function sqliteExecutor(tx: AppDb, beforeStep?: (step: Step) => void): (step: Step) => unknown {
  let depth = 0;
  const execute = (step: Step): unknown => {
    beforeStep?.(step);
    switch (step.kind) {
      case 'rows':
        return all(tx, step.query);
      case 'batch':
        return step.queries.map((query) => all(tx, query));
      case 'run':
        if (typeof step.query === 'function') step.query(tx).run();
        else compiled(tx, step.query).run(step.query.params);
        return undefined;
      case 'exec':
        tx.run(step.sql);
        return undefined;
      case 'notify':
        return undefined; // published by the caller after commit
      case 'savepoint':
        return savepoint(step.plan);
    }
  };
  const savepoint = (plan: Plan<{ keep: boolean; value: unknown }>) => {
    const statements = savepointsAt(tx, depth++);
    statements.save.run();
    try {
      const result = drive(plan, execute);
      if (!result.keep) throw new RollbackTo(result);
      statements.release.run();
      return result;
    } catch (error) {
      // SQLite may have rolled the whole transaction back itself (disk full, I/O): then there is no savepoint.
      if (stillOpen(tx)) statements.rollback.run();
      if (stillOpen(tx)) statements.release.run();
      if (error instanceof RollbackTo) return error.value;
      throw error;
    } finally {
      depth--;
    }
  };
  return execute;
}

/**
 * The pushes of one group commit, run synchronously inside the caller's write transaction `tx` (here or on the
 * write thread): merged, or push by push in savepoints (push-plan.ts). Throws only when SQLite ended the
 * transaction itself: then the whole group fails.
 */
export function pushGroup(
  tx: AppDb,
  inputs: readonly PushInput[],
  deps: PushDeps,
  beforeStep?: (step: Step) => void,
): GroupResult[] {
  const results = drive(
    pushGroupPlan(inputs, deps, () => !stillOpen(tx)),
    sqliteExecutor(tx, beforeStep),
  );
  // The caller's COMMIT comes next: the group's pushes share its instant.
  return stampCommit(results);
}

function* whole<T>(plan: Plan<T>): Plan<Savepointed<T>> {
  return { keep: true, value: yield* plan };
}

/**
 * A group commit's pushes, leases and server mutations (SS27), run synchronously inside the caller's write
 * transaction `tx`: each lease in a savepoint of its own (its failure is its alone), then the server mutations
 * (`serverMutationsPlan`, each in its savepoint), then the pushes (`pushGroup`). Throws only when SQLite ended
 * the transaction itself.
 */
export function groupCommit(
  tx: AppDb,
  inputs: readonly PushInput[],
  leases: readonly LeaseInput[],
  deps: PushDeps,
  beforeStep?: (step: Step) => void,
  applies: readonly ServerMutationRequest[] = [],
): GroupResults {
  const leased = leases.map((input): LeaseResult => {
    try {
      const kept = drive(inSavepoint(whole(leasePlan(deps.t, input))), sqliteExecutor(tx, beforeStep));
      return { ok: true, outcome: kept.value };
    } catch (error) {
      if (!stillOpen(tx)) throw error;
      return { ok: false, error };
    }
  });
  const applied =
    applies.length === 0
      ? []
      : drive(
          // ADR 0045: a database fault (disk full, read-only) fails the group: rolling back only one write's
          // savepoint would commit its freed pages, and the readiness probe would then fit in them
          serverMutationsPlan(deps, applies, (error) => !stillOpen(tx) || databaseUnavailable(error)),
          sqliteExecutor(tx, beforeStep),
        );
  return { pushes: pushGroup(tx, inputs, deps, beforeStep), leases: leased, applied };
}

type WaitingLease = Waiting<LeaseInput, LeaseOutcome>;

/** Most server mutations one group commit carries (each is a few statements); the rest wait for the next. */
export const GROUP_MAX_APPLIES = 500;
type WaitingApply = Waiting<ServerMutationRequest, ServerMutationOutcome>;

/** Queues a request for the next group commit; a database failure reaches the caller as a store error. */
function enqueue<I, O>(queue: Waiting<I, O>[], input: I, schedule: () => void): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    queue.push({ input, resolve, reject });
    schedule();
  }).catch((error: unknown) => {
    throw asStoreError(error);
  });
}

export function sqliteStore(database: Database, options: SyncStoreOptions): StoreAdapter {
  const sync: SqliteSync | undefined = database.sqlite;
  if (!sync) throw new Error('sqliteStore needs a SQLite database');
  const deps: PushDeps = {
    t: database.t,
    mutators: options.mutators,
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
    mergedWrites: options.mergedWrites,
  };
  // ADR 0014: in production the group commit runs on a write thread; in memory there is no file to share.
  const thread = options.writeThread && sync.path ? startWriteThread(sync.path, options) : null;
  const queue: Waiting[] = [];
  /** Leases join the next group (ADR 0014): on the write thread, with no fsync and no main-thread lock of their own. */
  const leaseQueue: WaitingLease[] = [];
  /** SS27: REST writes join the next group the same way (ADR 0062). */
  const applyQueue: WaitingApply[] = [];
  let scheduled = false;

  /** Takes the pushes waiting now for one commit; the rest get the next. */
  const take = (): Waiting[] => {
    scheduled = false;
    const group = takeGroup(queue);
    if (queue.length > 0) schedule();
    return group;
  };

  /** One transaction for every push and lease waiting when the writer is free. */
  const commitGroup = () => {
    // Filled when the writer is ours: pushes enqueued while the mutex was held join this group.
    let group: Waiting[] = [];
    let leases: WaitingLease[] = [];
    let applies: WaitingApply[] = [];
    let started = false;
    const inputs = () => {
      started = true;
      group = take();
      leases = leaseQueue.splice(0);
      applies = applyQueue.splice(0, GROUP_MAX_APPLIES);
      if (applyQueue.length > 0) schedule();
      return [group.map((w) => w.input), leases.map((l) => l.input), applies.map((a) => a.input)] as const;
    };
    const committed = thread
      ? sync.exclusive(() => {
          const [pushes, leased, applied] = inputs();
          return thread.commit(pushes, leased, applied);
        })
      : sync.write((tx) => {
          const [pushes, leased, applied] = inputs();
          return groupCommit(tx, pushes, leased, deps, options.beforeStep, applied);
        });
    committed.then(
      (results) => {
        settle(group, results.pushes);
        settle(leases, results.leases);
        settle(applies, results.applied);
      },
      (error) => {
        // The transaction never started (closed database): fail what waits rather than leave it hanging.
        if (!started) {
          scheduled = false;
          group.push(...queue.splice(0));
          leases.push(...leaseQueue.splice(0));
          applies.push(...applyQueue.splice(0));
        }
        for (const waiting of [...group, ...leases, ...applies]) waiting.reject(error);
      },
    );
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After the pending I/O callbacks: requests already received join the same commit.
    setImmediate(commitGroup);
  };

  /** A commit of its own (at most one a second, readiness caches it): on the thread, behind its group commits. */
  const probe = (input: ProbeInput): Promise<void> =>
    (thread
      ? sync.exclusive(() => thread.probe(input))
      : sync.write((tx) =>
          drive(
            writeProbePlan(database.t, input, SQLITE_PROBE_PADDING),
            sqliteExecutor(tx, options.beforeStep),
          ),
        )
    ).catch((error: unknown) => {
      throw asStoreError(error);
    });

  return {
    dialect: 'sqlite',
    notifiesOnCommit: false,
    lease: (input) => enqueue(leaseQueue, input, schedule),
    apply: (input) => enqueue(applyQueue, input, schedule),
    push: (input) => enqueue(queue, input, schedule),
    probe,
    pragmaOnWriters: async (pragma) => {
      await sync.pragma(pragma);
      await thread?.pragma(pragma);
    },
    pull(input) {
      return sync.read((db) => drive(pullPlan(input, database.t), sqliteExecutor(db, options.beforeStep)));
    },
    close: async () => {
      await thread?.close();
    },
  };
}
