// Sync logic is written once as generator "plans" that yield database steps; each store adapter runs them:
// synchronously inside one better-sqlite3 transaction (no await between BEGIN and COMMIT), or awaiting each
// step inside a PostgreSQL transaction. A step's error is thrown back into the plan at its `yield`.
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/index.ts';

/** A drizzle query builder: SQLite executes it with all()/run(), PostgreSQL by awaiting it. */
export interface QueryBuilder {
  all(): unknown;
  run(): unknown;
}

/**
 * Builds a query on the executor's current handle (the transaction, or the savepoint inside it: on PostgreSQL
 * a query must be issued through the savepoint's own handle for its error to roll back only the savepoint).
 */
export type Query = (db: AppDb) => QueryBuilder;

/**
 * A query of the hot path written once with placeholders (`sql.placeholder(name)`) and run with `params`.
 * `build` runs once per database handle and `key` on SQLite, which keeps the compiled statement: building the
 * SQL and preparing it cost more than running it (ADR 0014). On PostgreSQL the store builds it once per key and
 * runs it as a named statement, prepared once per connection (`store/pg.ts`, ADR 0046). One key, one shape: a
 * key must name everything `build` puts in the SQL text.
 */
export type Prepared = {
  readonly key: string;
  readonly build: Query;
  readonly params: Readonly<Record<string, unknown>>;
  /** A select that takes row locks where the dialect has them (FOR UPDATE), whatever its step's `lock`. */
  readonly lock?: true;
};

export type QueryLike = Query | Prepared;

export const prepared = (
  key: string,
  build: Query,
  params: Prepared['params'],
  options: { lock?: true } = {},
): Prepared => ({ key, build, params, ...options });

export type Step =
  /** Rows of a select or of a write with returning(); `lock` takes row locks where the dialect has them (FOR UPDATE). */
  | { readonly kind: 'rows'; readonly query: QueryLike; readonly lock?: boolean }
  /**
   * Several queries at once (selects, or writes with returning()): pipelined on PostgreSQL (one round trip),
   * one after another on SQLite. `lock` as for 'rows', for the selects among them.
   */
  | { readonly kind: 'batch'; readonly queries: readonly QueryLike[]; readonly lock?: boolean }
  /** A write without returning(). */
  | { readonly kind: 'run'; readonly query: QueryLike }
  /** Raw SQL without results. */
  | { readonly kind: 'exec'; readonly sql: SQL }
  /** A sub-plan inside a savepoint: committed when it returns `keep: true`, rolled back otherwise or on error. */
  | { readonly kind: 'savepoint'; readonly plan: Plan<Savepointed<unknown>> }
  /** Announce a commit to other processes (PostgreSQL NOTIFY, sent inside the transaction); a no-op elsewhere. */
  | { readonly kind: 'notify'; readonly channel: string; readonly payload: string };

export type Savepointed<T> = { readonly keep: boolean; readonly value: T };

export type Plan<T> = Generator<Step, T, unknown>;

export function* rows<R>(query: QueryLike, options: { lock?: boolean } = {}): Plan<R[]> {
  return (yield { kind: 'rows', query, ...(options.lock ? { lock: true } : {}) }) as R[];
}

export function* batch<R>(queries: readonly QueryLike[], options: { lock?: boolean } = {}): Plan<R[][]> {
  if (queries.length === 0) return [];
  return (yield { kind: 'batch', queries, ...(options.lock ? { lock: true } : {}) }) as R[][];
}

export function* run(query: QueryLike): Plan<void> {
  yield { kind: 'run', query };
}

export function* exec(sql: SQL): Plan<void> {
  yield { kind: 'exec', sql };
}

export function* inSavepoint<T>(plan: Plan<Savepointed<T>>): Plan<Savepointed<T>> {
  return (yield { kind: 'savepoint', plan }) as Savepointed<T>;
}

export function* notify(channel: string, payload: string): Plan<void> {
  yield { kind: 'notify', channel, payload };
}

/** Thrown through a savepoint to roll it back; carries the sub-plan's result out. */
export class RollbackTo {
  constructor(readonly value: unknown) {}
}

/** Drives a plan, running each step with `execute`; errors go back into the plan. Synchronous. */
export function drive<T>(plan: Plan<T>, execute: (step: Step) => unknown): T {
  let next = plan.next();
  while (!next.done) {
    let result: unknown;
    let failed = false;
    let error: unknown;
    try {
      result = execute(next.value);
    } catch (e) {
      failed = true;
      error = e;
    }
    next = failed ? plan.throw(error) : plan.next(result);
  }
  return next.value;
}

/** The same, awaiting each step. */
export async function driveAsync<T>(plan: Plan<T>, execute: (step: Step) => Promise<unknown>): Promise<T> {
  let next = plan.next();
  while (!next.done) {
    let result: unknown;
    let failed = false;
    let error: unknown;
    try {
      result = await execute(next.value);
    } catch (e) {
      failed = true;
      error = e;
    }
    next = failed ? plan.throw(error) : plan.next(result);
  }
  return next.value;
}
