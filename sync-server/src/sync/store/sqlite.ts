// SQLite sync store: every push runs synchronously inside one BEGIN IMMEDIATE transaction on the write
// connection (better-sqlite3 cannot await inside a transaction), and pushes that arrive while the writer is
// busy share one durable commit (group commit): each push in its own savepoint, so one push's failure rolls
// back only that push; nothing resolves before COMMIT returns (synchronous=FULL: the WAL is on disk).
import { sql } from 'drizzle-orm';
import type { AppDb, Database, SqliteSync } from '../../db/index.ts';
import { asStoreError } from '../errors.ts';
import { pullPlan } from '../pull-plan.ts';
import { type PushDeps, pushPlan } from '../push-plan.ts';
import {
  drive,
  inSavepoint,
  type Plan,
  type Prepared,
  type QueryLike,
  RollbackTo,
  type Step,
} from './plan.ts';
import type { PushInput, PushOutcome, SyncStore, SyncStoreOptions } from './types.ts';

/** Most mutations one group commit carries; the rest wait for the next (the event loop is blocked meanwhile). */
const GROUP_MAX_MUTATIONS = 1000;

type Waiting = { input: PushInput; resolve: (o: PushOutcome) => void; reject: (e: unknown) => void };

/** False once SQLite ended the transaction on its own (disk full, I/O error): later statements would autocommit. */
const stillOpen = (tx: AppDb): boolean =>
  (tx as unknown as { $client: { inTransaction: boolean } }).$client.inTransaction;

type Compiled = { all(params: Prepared['params']): unknown; run(params: Prepared['params']): unknown };

/** Prepared queries by handle (the write connection's, the read connection's) and key. */
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
    const name = sql.raw(`sp${depth++}`);
    tx.run(sql`SAVEPOINT ${name}`);
    try {
      const result = drive(plan, execute);
      if (!result.keep) throw new RollbackTo(result);
      tx.run(sql`RELEASE ${name}`);
      return result;
    } catch (error) {
      // SQLite may have rolled the whole transaction back itself (disk full, I/O): then there is no savepoint.
      if (stillOpen(tx)) tx.run(sql`ROLLBACK TO ${name}`);
      if (stillOpen(tx)) tx.run(sql`RELEASE ${name}`);
      if (error instanceof RollbackTo) return error.value;
      throw error;
    } finally {
      depth--;
    }
  };
  return execute;
}

export function sqliteStore(database: Database, options: SyncStoreOptions): SyncStore {
  const sync: SqliteSync | undefined = database.sqlite;
  if (!sync) throw new Error('sqliteStore needs a SQLite database');
  const deps: PushDeps = {
    t: database.t,
    mutators: options.mutators,
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
  };
  const queue: Waiting[] = [];
  let scheduled = false;

  /** One transaction for every push waiting when the writer is free. */
  const commitGroup = () => {
    // Filled when the writer is ours: pushes enqueued while the mutex was held join this group.
    const group: Waiting[] = [];
    sync
      .write((tx) => {
        scheduled = false;
        let size = 0;
        for (let next = queue[0]; next; next = queue[0]) {
          if (group.length > 0 && size + next.input.mutations.length > GROUP_MAX_MUTATIONS) break;
          size += next.input.mutations.length;
          group.push(queue.shift() as Waiting);
        }
        if (queue.length > 0) schedule();
        const execute = sqliteExecutor(tx, options.beforeStep);
        return group.map((waiting) => {
          try {
            const outcome = drive(onePush(waiting.input), execute);
            return { ok: true as const, outcome };
          } catch (error) {
            // The push's savepoint is rolled back; unless SQLite ended the transaction, the group commits.
            if (!stillOpen(tx)) throw error;
            return { ok: false as const, error };
          }
        });
      })
      .then(
        (results) => {
          for (const [i, r] of results.entries()) {
            const waiting = group[i] as Waiting;
            if (r.ok) waiting.resolve(r.outcome);
            else waiting.reject(r.error);
          }
        },
        (error) => {
          // The transaction never started (closed database): fail what waits rather than leave it hanging.
          if (group.length === 0) {
            scheduled = false;
            group.push(...queue.splice(0));
          }
          for (const waiting of group) waiting.reject(error);
        },
      );
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After the pending I/O callbacks: requests already received join the same commit.
    setImmediate(commitGroup);
  };

  /** A push inside its own savepoint, so that its failure leaves the rest of the group intact. */
  function* onePush(input: PushInput): Plan<PushOutcome> {
    const kept = yield* inSavepoint(
      (function* () {
        return { keep: true, value: yield* pushPlan(input, deps) };
      })(),
    );
    return kept.value;
  }

  return {
    dialect: 'sqlite',
    notifiesOnCommit: false,
    push(input) {
      return new Promise<PushOutcome>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        schedule();
      }).catch((error: unknown) => {
        throw asStoreError(error);
      });
    },
    pull(input) {
      return sync.read((db) => drive(pullPlan(input, database.t), sqliteExecutor(db, options.beforeStep)));
    },
  };
}
