// PostgreSQL sync store: the pushes of one tenant run one group at a time in this process, each group one
// transaction (ADR 0014): pushes that arrive while a group of their tenant runs wait for the next, which takes
// them all. The client rows, the tenant's version row and the rows the mutators read are locked in that order
// (FOR UPDATE), so groups of one tenant from several processes take turns in commit order. NOTIFY is sent
// inside the transaction, so LISTENers hear of a push only once it committed. Pulls read in one REPEATABLE
// READ, READ ONLY transaction. Groups of different tenants run at once on their own connections, and share WAL
// flushes (PostgreSQL's own group commit).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppDb, Database } from '../../db/index.ts';
import { asStoreError, databaseFault, isRetryable } from '../errors.ts';
import { leasePlan } from '../leases.ts';
import { pullPlan } from '../pull-plan.ts';
import { failsGroup, mergeable, mergedGroupPlan, oneByOnePlan } from '../push-group.ts';
import type { PushDeps } from '../push-types.ts';
import { mergedServerMutationsPlan } from '../server-merged.ts';
import {
  type ServerMutationOutcome,
  type ServerMutationRequest,
  type ServerMutationResult,
  serverMutationsPlan,
} from '../server-mutations.ts';
import { writeProbePlan } from '../write-probe.ts';
import { settle, stampCommit, takeGroup, type Waiting } from './group.ts';
import {
  driveAsync,
  type Plan,
  type Prepared,
  type QueryLike,
  RollbackTo,
  type Savepointed,
  type Step,
} from './plan.ts';
import { startPushThread } from './store-thread.ts';
import type { GroupResult, PushInput, PushOutcome, StoreAdapter, SyncStoreOptions } from './types.ts';

/** A deadlock or serialisation failure is retried this many times before the client gets 503. */
const RETRIES = 3;

/** Most server mutations one PostgreSQL transaction carries (SS27); the rest wait for the next. */
const GROUP_MAX_APPLIES = 500;

type PgStatement = { execute(params: Readonly<Record<string, unknown>>): Promise<unknown> };

type PgBuilder = PromiseLike<unknown> & {
  /** Selects only: a write in a locked batch (the version bump before a mutation's reads) has none. */
  for?(strength: 'update'): PgBuilder;
  prepare(name: string): PgStatement;
};

/** The query FOR UPDATE when `lock` and it is a select. */
const locked = (built: PgBuilder, lock: boolean | undefined): PgBuilder =>
  lock && built.for ? built.for('update') : built;

/**
 * Statement names of the plans' prepared queries by key (and lock), the same on every connection: drizzle builds
 * a query's SQL text on every execute of an unprepared query, which cost more CPU than the rest of a push
 * together. Each connection prepares a key's statement once (drizzle's prepared query is bound to the client it
 * was built on) and PostgreSQL parses and plans it once there (ADR 0014).
 */
const names = new Map<string, string>();
const perConnection = new WeakMap<AppDb, Map<string, PgStatement>>();

/** Runs a plan's prepared query on `tx` (one drizzle handle a pooled connection, `db/pg.ts`). */
function executePrepared(tx: AppDb, query: Prepared, lock: boolean | undefined): PromiseLike<unknown> {
  const key = lock ? `${query.key}|for-update` : query.key;
  let name = names.get(key);
  if (!name) {
    name = `s${names.size}`;
    names.set(key, name);
  }
  let byKey = perConnection.get(tx);
  if (!byKey) {
    byKey = new Map();
    perConnection.set(tx, byKey);
  }
  let statement = byKey.get(key);
  if (!statement) {
    statement = locked(query.build(tx) as unknown as PgBuilder, lock).prepare(name);
    byKey.set(key, statement);
  }
  return statement.execute(query.params);
}

/** Runs a query (or a prepared one with its parameters) on `tx`, FOR UPDATE when `lock`. */
function awaitQuery(tx: AppDb, query: QueryLike, lock?: boolean): PromiseLike<unknown> {
  if (typeof query !== 'function') return executePrepared(tx, query, lock || query.lock);
  return locked(query(tx) as unknown as PgBuilder, lock);
}

/** Savepoints named apart within a transaction (a number per process). */
let savepoints = 0;

/** Starts a query now (drizzle's queries are lazy: sent once something calls their then), so queries go out in call order. */
const issue = (query: PromiseLike<unknown>): Promise<unknown> =>
  new Promise((resolve, reject) => {
    query.then(resolve, reject);
  });

export type PgExecutor = ((step: Step) => Promise<unknown>) & {
  /** Awaits the writes issued but not awaited yet; throws the first failure. */
  flush(): Promise<void>;
};

/**
 * Runs steps inside a transaction with as few round trips as the plan allows (ADR 0014): every query goes out
 * at once on the transaction's connection, which runs them in order (pipelining). Steps whose results the
 * plan reads ('rows', 'batch') are awaited; writes without results ('run', 'exec', 'notify') are not: they
 * are awaited with the next step that reads a result, before a savepoint, and by `flush()`, which must be
 * awaited before COMMIT or RELEASE (`drivePg` does). A failed write thus surfaces at a later step of the
 * same savepoint or at its end, and fails it as before.
 */
export function pgExecutor(tx: AppDb, beforeStep?: (step: Step) => void): PgExecutor {
  const pg = tx as unknown as NodePgDatabase;
  let pending: Promise<unknown>[] = [];
  const later = (query: PromiseLike<unknown>) => {
    const started = issue(query);
    started.catch(() => {}); // observed by flush(); a plan that fails first never awaits it
    pending.push(started);
  };
  const flush = async () => {
    while (pending.length > 0) {
      const writes = pending;
      pending = [];
      await Promise.all(writes);
    }
  };
  /** Issues `queries`, then awaits the earlier writes and the results, in that order. */
  const read = async <T>(queries: PromiseLike<unknown>[], pick: (results: unknown[]) => T): Promise<T> => {
    const started = queries.map(issue);
    for (const p of started) p.catch(() => {});
    await flush();
    return pick(await Promise.all(started));
  };
  const execute = async (step: Step): Promise<unknown> => {
    beforeStep?.(step);
    switch (step.kind) {
      case 'rows':
        return read([awaitQuery(tx, step.query, step.lock)], (r) => r[0]);
      case 'batch':
        return read(
          step.queries.map((query) => awaitQuery(tx, query, step.lock)),
          (r) => r,
        );
      case 'run':
        later(awaitQuery(tx, step.query));
        return undefined;
      case 'exec':
        later(pg.execute(step.sql));
        return undefined;
      case 'notify':
        later(pg.execute(sql`select pg_notify(${step.channel}, ${step.payload})`));
        return undefined;
      case 'savepoint':
        return savepoint(step.plan);
    }
  };
  // A savepoint's queries are flushed inside it, so a failure rolls back to the savepoint only. Its statements
  // are ours: the transaction runs on a connection taken for it (`Database.pipelined`, ADR 0014), and a failed
  // query fails only its own promise (node-postgres's pipeline sends a Sync after each query).
  const savepoint = async (plan: Plan<{ keep: boolean; value: unknown }>) => {
    await flush(); // a failure before the savepoint is not the sub-plan's
    const name = sql.raw(`sync_${++savepoints}`);
    await pg.execute(sql`savepoint ${name}`);
    try {
      const result = await drivePg(tx, plan, beforeStep);
      if (!result.keep) throw new RollbackTo(result);
      await pg.execute(sql`release savepoint ${name}`);
      return result;
    } catch (error) {
      await pg.execute(sql`rollback to savepoint ${name}`);
      if (error instanceof RollbackTo) return error.value;
      throw error;
    }
  };
  return Object.assign(execute, { flush });
}

/** Drives a plan on a PostgreSQL transaction; resolves once every statement of it succeeded. */
export async function drivePg<T>(tx: AppDb, plan: Plan<T>, beforeStep?: (step: Step) => void): Promise<T> {
  const execute = pgExecutor(tx, beforeStep);
  const result = await driveAsync(plan, execute);
  await execute.flush();
  return result;
}

/** The database's pipelined transactions (BEGIN with the first statements, ADR 0014). */
function pipelined(database: Database): NonNullable<Database['pipelined']> {
  if (!database.pipelined) throw new Error('the PostgreSQL sync store needs a PostgreSQL database');
  return database.pipelined;
}

/**
 * Runs a plan in a transaction of its own; the writes it ends with (a push's log, client and device rows and
 * its NOTIFY) go out together with COMMIT, not one round trip before it: a push holds its tenant's version row
 * one round trip less. A failed trailing write aborts the transaction, and PostgreSQL answers the COMMIT of an
 * aborted transaction by rolling it back: that failure is thrown once COMMIT returned, so nothing resolves
 * that did not commit.
 */
export async function transactPg<T>(
  database: Database,
  plan: Plan<T>,
  beforeStep?: (step: Step) => void,
): Promise<T> {
  let execute: PgExecutor | undefined;
  const result = await pipelined(database)((tx) => {
    execute = pgExecutor(tx, beforeStep);
    return driveAsync(plan, execute);
  });
  await execute?.flush();
  return result;
}

/** The group's outcomes stamped when its plan ends: COMMIT goes out right after. */
function* stamped(plan: Plan<GroupResult[]>): Plan<GroupResult[]> {
  return stampCommit(yield* plan);
}

/** The outcomes of an attempt that kept them; one that did not ends its transaction with ROLLBACK. */
function* keptOrRolledBack<R>(plan: Plan<Savepointed<R[]>>): Plan<R[]> {
  const attempt = yield* plan;
  if (!attempt.keep) throw new RollbackTo(attempt);
  return attempt.value;
}

/** An error that ends the group's transaction: PostgreSQL asks for a retry, or the connection is gone. */
const endsGroup = (error: unknown): boolean =>
  isRetryable(error) || databaseFault(error)?.kind === 'transient';

export function pgStore(database: Database, options: SyncStoreOptions): StoreAdapter {
  const local = pgStoreHere(database, options);
  if (!options.writeThread || !options.databaseUrl) return local;
  // ADR 0014: pushes and leases on a thread of their own; pulls stay here, on the pool of short reads.
  const thread = startPushThread(options.databaseUrl, options);
  const storeError = (error: unknown) => {
    throw asStoreError(error);
  };
  return {
    ...local,
    push: (input) => thread.push(input).catch(storeError),
    lease: (input) => thread.lease(input).catch(storeError),
    apply: (input) => thread.apply(input).catch(storeError),
    probe: (input) => thread.probe(input).catch(storeError),
    close: () => thread.close(),
  };
}

/** The PostgreSQL store run on this thread: the push thread's own, or (tests, the TypeScript server) the process's. */
function pgStoreHere(database: Database, options: SyncStoreOptions): StoreAdapter {
  const deps: PushDeps = {
    t: database.t,
    mutators: options.mutators,
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
    mergedWrites: options.mergedWrites,
  };
  /** Per tenant with a group running: the pushes waiting for the next. */
  const waiting = new Map<string, Waiting[]>();
  /** SS27: per tenant with a group of server mutations running, the ones waiting for the next (ADR 0062). */
  const applying = new Map<string, Waiting<ServerMutationRequest, ServerMutationOutcome>[]>();

  /**
   * One transaction for a tenant's waiting server mutations: first merged (ADR 0062: their reads in one round
   * trip); when that cannot, rolled back and run again each in a savepoint. Retried like a push group.
   */
  const applyOnce = async (inputs: readonly ServerMutationRequest[]): Promise<ServerMutationResult[]> => {
    if (deps.mergedWrites) {
      try {
        return await transactPg(
          database,
          keptOrRolledBack(mergedServerMutationsPlan(deps, inputs)),
          options.beforeStep,
        );
      } catch (error) {
        if (!(error instanceof RollbackTo) && failsGroup(error, endsGroup)) throw error;
      }
    }
    return await transactPg(database, serverMutationsPlan(deps, inputs, endsGroup), options.beforeStep);
  };
  const applyGroup = async (inputs: readonly ServerMutationRequest[]): Promise<ServerMutationResult[]> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await applyOnce(inputs);
      } catch (error) {
        if (attempt < RETRIES && isRetryable(error)) continue;
        throw error;
      }
    }
  };

  /** Runs a tenant's server mutations group after group until none wait (as `runGroups` does pushes). */
  const runApplies = async (
    tenantId: string,
    first: Waiting<ServerMutationRequest, ServerMutationOutcome>[],
  ) => {
    for (let group = first; group.length > 0; ) {
      try {
        settle(group, await applyGroup(group.map((w) => w.input)));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      group = (applying.get(tenantId) ?? []).splice(0, GROUP_MAX_APPLIES);
    }
    applying.delete(tenantId);
  };

  /**
   * A group: merged in a transaction of its own, without a savepoint (a round trip before its first statement,
   * and its last writes could not go out with COMMIT); when that cannot, rolled back and run push by push in
   * another (ADR 0014).
   */
  const group = async (inputs: readonly PushInput[]): Promise<GroupResult[]> => {
    if (deps.mergedWrites && mergeable(inputs)) {
      try {
        return await transactPg(
          database,
          stamped(keptOrRolledBack(mergedGroupPlan(inputs, deps, endsGroup))),
          options.beforeStep,
        );
      } catch (error) {
        // Not kept (RollbackTo), or failed by a statement (thrown by the driver's scope, or after COMMIT for a
        // trailing write): push by push, unless the failure ends the group (503, or a retry of it).
        if (!(error instanceof RollbackTo) && failsGroup(error, endsGroup)) throw error;
      }
    }
    return await transactPg(database, stamped(oneByOnePlan(inputs, deps, endsGroup)), options.beforeStep);
  };

  const commit = async (inputs: readonly PushInput[]): Promise<GroupResult[]> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await group(inputs);
      } catch (error) {
        if (attempt < RETRIES && isRetryable(error)) continue;
        throw error;
      }
    }
  };

  /** Runs `group`, then the pushes of its tenant that arrived meanwhile, until none wait. */
  const runGroups = async (tenantId: string, first: Waiting[]) => {
    for (let group = first; group.length > 0; ) {
      try {
        settle(group, await commit(group.map((w) => w.input)));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      group = takeGroup(waiting.get(tenantId) ?? []);
    }
    waiting.delete(tenantId);
  };

  return {
    dialect: 'pg',
    notifiesOnCommit: true,
    push(input) {
      return new Promise<PushOutcome>((resolve, reject) => {
        const w = { input, resolve, reject };
        const queue = waiting.get(input.tenantId);
        if (queue) {
          queue.push(w);
          return;
        }
        waiting.set(input.tenantId, []);
        void runGroups(input.tenantId, [w]);
      }).catch((error: unknown) => {
        throw asStoreError(error);
      });
    },
    close: async () => {},
    apply(input) {
      return new Promise<ServerMutationOutcome>((resolve, reject) => {
        const w = { input, resolve, reject };
        const queue = applying.get(input.tenantId);
        if (queue) {
          queue.push(w);
          return;
        }
        applying.set(input.tenantId, []);
        void runApplies(input.tenantId, [w]);
      }).catch((error: unknown) => {
        throw asStoreError(error);
      });
    },
    async lease(input) {
      try {
        return await transactPg(database, leasePlan(database.t, input), options.beforeStep);
      } catch (error) {
        throw asStoreError(error);
      }
    },
    async probe(input) {
      try {
        await transactPg(database, writeProbePlan(database.t, input, null), options.beforeStep);
      } catch (error) {
        throw asStoreError(error);
      }
    },
    async pull(input) {
      try {
        return await pipelined(database)(
          (tx) => drivePg(tx, pullPlan(input, database.t), options.beforeStep),
          // On the pool of short reads: a kitchen's pull never waits for a connection behind the pushes.
          { begin: 'isolation level repeatable read read only', shortReads: true },
        );
      } catch (error) {
        throw asStoreError(error);
      }
    },
  };
}
