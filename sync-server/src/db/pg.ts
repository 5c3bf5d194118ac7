// PostgreSQL flavour of `Database`: a postgres.js pool; migrations serialised across server processes.
import { fileURLToPath } from 'node:url';
import { drizzle, PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type AppDb, type Database, NestedTransactionError, type Tables } from './database.ts';
import { type PoolWatch, reserveTransaction, watchPool } from './pg-reserved.ts';
import * as schema from './schema/pg/index.ts';
import { transactionGuard } from './transaction-guard.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle/pg', import.meta.url));
/** pg_advisory_lock key held while migrating, so N processes starting together migrate once. */
const MIGRATION_LOCK = 7_270_820_001;
export const POOL_MAX = 10;
/** Connections of the pool for short reads (`Database.shortReads`): sync pulls, one snapshot each, and session look-ups. */
const SHORT_READ_POOL_MAX = 3;

/**
 * Seconds before a closed connection tries again after `attempt` failures: 0.05, 0.1, 0.2 … at most 2 (ADR 0045).
 * postgres.js's own grows to 20, so after a long outage a request waited up to 20 s for its first attempt and
 * the server came back as late; each attempt is one connect, made only when a query needs the connection.
 */
const backoff = (attempt: number) => Math.min(0.05 * 2 ** attempt, 2);

const clientOptions = { onnotice: () => {}, backoff, connection: { application_name: 'tavola' } } as const;

/**
 * Connections whose named statements run their generic plan from the first execution (ADR 0014): the sync
 * statements, a fixed set of shapes each served by one index whatever its values, planned once per connection
 * instead of at every execution. Other routes' statements (reports over a tenant's date range) keep PostgreSQL's
 * default choice between a custom and the generic plan.
 */
const genericPlans = {
  ...clientOptions,
  connection: { ...clientOptions.connection, plan_cache_mode: 'force_generic_plan' },
} as const;

export type PgOptions = {
  /**
   * The push thread's database, which runs only sync statements: generic plans on the main pool too, and no
   * nesting guard (its only transactions are the sync store's, whose plans yield steps and cannot open one;
   * they run back to back, so the guard's promise hook would be on all the time, ADR 0014).
   */
  readonly syncOnly?: boolean;
};

type Sql = ReturnType<typeof postgres>;
type DrizzlePg = ReturnType<typeof drizzle<typeof schema>>;

/** The transaction modes of a read-only transaction (`begin` of `pipelined`). */
const READ_ONLY = /\bread only\b/i;

/**
 * Runs `fn` in a transaction on a connection of `client` reserved for it, the way drizzle's own does but without
 * waiting for BEGIN's answer before the first statement (postgres.js's `begin` awaits it): BEGIN is sent, then
 * whatever `fn` sends, in order on the one connection. `db`: the drizzle instance over `client`, whose dialect,
 * schema and options the transaction's handle shares. A READ ONLY transaction (a pull) answers once `fn` has its
 * rows, without waiting for COMMIT's round trip: nothing it read can change or fail at COMMIT; the connection
 * goes back to the pool once COMMIT is answered.
 */
async function pipelinedOn<T>(
  client: Sql,
  watch: PoolWatch,
  db: DrizzlePg,
  fn: (tx: AppDb) => Promise<T>,
  begin: string,
  ending: Set<Promise<void>>,
) {
  const {
    dialect,
    schema: relations,
    options,
  } = (
    db as unknown as {
      session: {
        dialect: ConstructorParameters<typeof PostgresJsSession>[1];
        schema: ConstructorParameters<typeof PostgresJsSession>[2];
        options: ConstructorParameters<typeof PostgresJsSession>[3];
      };
    }
  ).session;
  // ADR 0045: a connection the server closes fails the transaction at once and is not given back as open.
  const reserved = await reserveTransaction(client, watch);
  let releaseLater = false;
  try {
    const session = new PostgresJsSession(reserved.sql, dialect, relations, options);
    // Typed for a postgres.js transaction's `sql`; the handle's queries need only `unsafe`, which both have.
    const tx = new PostgresJsTransaction(
      dialect,
      session as unknown as ConstructorParameters<typeof PostgresJsTransaction>[1],
      relations,
    );
    const begun = reserved.begin(begin);
    begun.catch(() => {}); // awaited below; a failed BEGIN fails the statements after it too
    let result: T;
    try {
      result = await Promise.race([fn(tx as unknown as AppDb), reserved.lost]);
      await Promise.race([begun, reserved.lost]);
    } catch (error) {
      await reserved.end('rollback').catch(() => {}); // a lost connection has nothing to roll back
      throw error;
    }
    if (READ_ONLY.test(begin)) {
      releaseLater = true;
      const ended = () => reserved.release();
      // a lost connection has nothing left to end; `close` waits for these before ending the pools
      const commit = reserved.end('commit').then(ended, ended);
      ending.add(commit);
      void commit.then(() => ending.delete(commit));
      return result;
    }
    await reserved.end('commit');
    return result;
  } finally {
    if (!releaseLater) reserved.release();
  }
}

export async function openPg(url: string, options: PgOptions = {}): Promise<Database> {
  // ADR 0045: what the pools' transactions know of their connections closing (a PostgreSQL restart).
  const watch = watchPool();
  const client = postgres(url, {
    ...(options.syncOnly ? genericPlans : clientOptions),
    max: POOL_MAX,
    onclose: watch.onclose,
  });
  const db = drizzle({ client, schema });
  // Session look-ups and pulls only.
  const shortReadWatch = watchPool();
  const shortReadClient = postgres(url, {
    ...genericPlans,
    max: SHORT_READ_POOL_MAX,
    onclose: shortReadWatch.onclose,
  });
  const shortReads = drizzle({ client: shortReadClient, schema });
  const guard = options.syncOnly ? null : transactionGuard();
  /** Read-only transactions that answered and whose COMMIT is still out. */
  const ending = new Set<Promise<void>>();

  return {
    dialect: 'pg',
    // Typing only (see AppDb): the pg instance answers the same query-builder calls.
    db: db as unknown as AppDb,
    t: schema as unknown as Tables,
    shortReads: shortReads as unknown as AppDb,

    transaction<T>(fn: (tx: AppDb) => Promise<T>): Promise<T> {
      if (!guard) return db.transaction((tx) => fn(tx as unknown as AppDb));
      if (guard.inside()) return Promise.reject(new NestedTransactionError());
      return db.transaction((tx) => guard.run(() => fn(tx as unknown as AppDb)));
    },

    pipelined<T>(
      fn: (tx: AppDb) => Promise<T>,
      { begin = '', shortReads: reads = false }: { begin?: string; shortReads?: boolean } = {},
    ): Promise<T> {
      // Refused inside a transaction's callback, but not marked as one itself: its callers are the sync store's
      // plans, whose steps cannot open a transaction, and marking them would keep the guard's promise hook on
      // for every promise of the main thread while the kitchens' pulls run (some 3 % of its CPU).
      if (guard?.inside()) return Promise.reject(new NestedTransactionError());
      return reads
        ? pipelinedOn(shortReadClient, shortReadWatch, shortReads, fn, begin, ending)
        : pipelinedOn(client, watch, db, fn, begin, ending);
    },

    async migrate() {
      // One dedicated connection: the session-level lock and drizzle's migration transaction share it.
      const single = postgres(url, { ...clientOptions, max: 1 });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle({ client: single }), { migrationsFolder });
      } finally {
        await single.end(); // ending the session releases the lock
      }
    },

    async ping() {
      await client`select 1`;
    },

    async close() {
      await Promise.all(ending); // a connection released after `end` began would hold it up to its timeout
      await Promise.all([client.end({ timeout: 5 }), shortReadClient.end({ timeout: 5 })]);
    },
  };
}
