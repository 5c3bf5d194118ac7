// PostgreSQL sync store: a push is one transaction; the client row upsert and the tenant version bump
// (UPDATE ... RETURNING) lock in that order, so writers of a tenant take turns in commit order, and the rows a
// mutator reads are locked (FOR UPDATE). NOTIFY is sent inside the transaction, so LISTENers hear of a push
// only once it committed. Pulls read in one REPEATABLE READ, READ ONLY transaction.
// Concurrent pushes already share WAL flushes across connections (PostgreSQL's own group commit), so there
// is no queue here; commit_delay can tune it.
import { sql } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { AppDb, Database } from '../../db/index.ts';
import { asStoreError, isRetryable } from '../errors.ts';
import { pullPlan } from '../pull-plan.ts';
import { type PushDeps, pushPlan } from '../push-plan.ts';
import { driveAsync, type Plan, type QueryLike, RollbackTo, type Step } from './plan.ts';
import type { SyncStore, SyncStoreOptions } from './types.ts';

/** A deadlock or serialisation failure is retried this many times before the client gets 503. */
const RETRIES = 3;

type PgBuilder = PromiseLike<unknown> & {
  for(strength: 'update'): PgBuilder;
  execute(params: Readonly<Record<string, unknown>>): Promise<unknown>;
};

/** Runs a query (or a prepared one with its parameters) on `tx`, FOR UPDATE when `lock`. */
function awaitQuery(tx: AppDb, query: QueryLike, lock?: boolean): PromiseLike<unknown> {
  const built = (typeof query === 'function' ? query(tx) : query.build(tx)) as unknown as PgBuilder;
  const locked = lock ? built.for('update') : built;
  return typeof query === 'function' ? locked : locked.execute(query.params);
}

type PgTx = PostgresJsDatabase & { transaction: PostgresJsDatabase['transaction'] };

export function pgExecutor(tx: AppDb, beforeStep?: (step: Step) => void): (step: Step) => Promise<unknown> {
  const pg = tx as unknown as PgTx;
  const execute = async (step: Step): Promise<unknown> => {
    beforeStep?.(step);
    switch (step.kind) {
      case 'rows':
        return await awaitQuery(tx, step.query, step.lock);
      case 'batch':
        return await Promise.all(step.queries.map((query) => awaitQuery(tx, query, step.lock)));
      case 'run':
        await awaitQuery(tx, step.query);
        return undefined;
      case 'exec':
        await pg.execute(step.sql);
        return undefined;
      case 'notify':
        await pg.execute(sql`select pg_notify(${step.channel}, ${step.payload})`);
        return undefined;
      case 'savepoint':
        return savepoint(step.plan);
    }
  };
  // postgres.js rolls a savepoint back when its callback throws; queries inside must use its own handle.
  const savepoint = async (plan: Plan<{ keep: boolean; value: unknown }>) => {
    try {
      return await pg.transaction(async (inner) => {
        const result = await driveAsync(plan, pgExecutor(inner as unknown as AppDb, beforeStep));
        if (!result.keep) throw new RollbackTo(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RollbackTo) return error.value;
      throw error;
    }
  };
  return execute;
}

export function pgStore(database: Database, options: SyncStoreOptions): SyncStore {
  const deps: PushDeps = {
    t: database.t,
    mutators: options.mutators,
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
  };
  const pg = database.db as unknown as PostgresJsDatabase;
  return {
    dialect: 'pg',
    notifiesOnCommit: true,
    async push(input) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await database.transaction((tx) =>
            driveAsync(pushPlan(input, deps), pgExecutor(tx, options.beforeStep)),
          );
        } catch (error) {
          if (attempt < RETRIES && isRetryable(error)) continue;
          throw asStoreError(error);
        }
      }
    },
    async pull(input) {
      try {
        return await pg.transaction(
          (tx) =>
            driveAsync(pullPlan(input, database.t), pgExecutor(tx as unknown as AppDb, options.beforeStep)),
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
      } catch (error) {
        throw asStoreError(error);
      }
    },
  };
}
