// The PostgreSQL executor of sync plans (ADR 0014): prepared statements once a connection, queries pipelined on
// the transaction's connection, savepoints, and transactions of their own (`transactPg`). The store (pg.ts) and
// the server's REST mutations run their plans through it.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppDb, Database } from '../../db/index.ts';
import { driveAsync, type Plan, type Prepared, type QueryLike, RollbackTo, type Step } from './plan.ts';

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
export function pipelined(database: Database): NonNullable<Database['pipelined']> {
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
  { asyncCommit = false }: { asyncCommit?: boolean } = {},
): Promise<T> {
  let execute: PgExecutor | undefined;
  const result = await pipelined(database)(
    (tx) => {
      execute = pgExecutor(tx, beforeStep);
      return driveAsync(plan, execute);
    },
    asyncCommit ? { asyncCommit } : {},
  );
  await execute?.flush();
  return result;
}
