// PostgreSQL flavour of `Database`: node-postgres pools (ADR 0046); migrations serialised across server processes.
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type AppDb, type Database, NestedTransactionError, type Tables } from './database.ts';
import { corkWritesPerTick } from './pg-corked-writes.ts';
import { type Listener, listenOn } from './pg-listen.ts';
import * as schema from './schema/pg/index.ts';
import { transactionGuard } from './transaction-guard.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle/pg', import.meta.url));
/** pg_advisory_lock key held while migrating, so N processes starting together migrate once. */
const MIGRATION_LOCK = 7_270_820_001;
export const POOL_MAX = 10;
/** Connections of the pool for short reads (`Database.shortReads`): sync pulls, one snapshot each, and session look-ups. */
const SHORT_READ_POOL_MAX = 3;

/**
 * What every connection of ours is opened with. `pipeline`: queries given to one client go out at once, each
 * with its own Sync, instead of one after the other's answer (node-postgres 8.23; the sync store's batches and
 * pipelined transactions, ADR 0014). Timeouts, so that a database that stopped answering fails requests
 * (503) instead of holding them: connecting gives up after 10 s, a query after 30 s (its connection is then
 * destroyed and discarded). keepAlive: a peer that vanished without closing is noticed by the OS.
 */
export const connectionOptions = (url: string, extra: pg.PoolConfig = {}): pg.PoolConfig => ({
  connectionString: url,
  application_name: 'tavola',
  pipeline: true,
  keepAlive: true,
  connectionTimeoutMillis: 10_000,
  query_timeout: 30_000,
  ...extra,
});

/**
 * Connections whose named statements run their generic plan from the first execution (ADR 0014): the sync
 * statements, a fixed set of shapes each served by one index whatever its values, planned once per connection
 * instead of at every execution. Other routes' statements (reports over a tenant's date range) keep PostgreSQL's
 * default choice between a custom and the generic plan.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * The push thread's connections (sync statements only) plan with their keys, not a scan (ADR 0077): a generic
 * plan is made once a connection, at its first execution; made on a table still small (a new database, a new
 * store's first minutes) it scanned the table for every group after, until autovacuum's next ANALYZE.
 * `keyedPlans: false` (SYNC_PG_KEYED_PLANS=off, config.ts, given to the thread): the planner's choice.
 */
const syncOnlyPlans = (keyed: boolean): string =>
  keyed ? `${GENERIC_PLANS} -c enable_seqscan=off` : GENERIC_PLANS;

export type PgOptions = {
  /**
   * The push thread's database, which runs only sync statements: generic plans on the main pool too, and no
   * nesting guard (its only transactions are the sync store's, whose plans yield steps and cannot open one;
   * they run back to back, so the guard's promise hook would be on all the time, ADR 0014).
   */
  readonly syncOnly?: boolean;
  /** With `syncOnly`: scans priced out (ADR 0077); default true; false: SYNC_PG_KEYED_PLANS=off. */
  readonly keyedPlans?: boolean;
  /** A connection's statements given in one tick leave in one write (ADR 0079); default true; false: PG_CORKED_WRITES=off. */
  readonly corkedWrites?: boolean;
  /** Where a pool's idle connection that failed is reported (the server's logger); default: stderr. */
  readonly onIdleError?: (error: Error) => void;
};

type DrizzlePg = NodePgDatabase<typeof schema>;

/** The transaction modes of a read-only transaction (`begin` of `pipelined`). */
const READ_ONLY = /\bread only\b/i;

/**
 * A pool that survives its database going away: an idle connection that fails (the server restarted, an
 * administrator ended it) is reported, not thrown, and the pool drops it itself (node-postgres emits 'error' on
 * the pool for idle clients and discards them). A checked-out connection's own 'error' is its queries' failure,
 * which they already reject with; the listener keeps it from being thrown as an unhandled event.
 */
function openPool(config: pg.PoolConfig, onIdleError: (error: Error) => void, corked: boolean): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', onIdleError);
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (corked) corkWritesPerTick(client);
  });
  return pool;
}

/** drizzle's handle over one pooled connection, made once per connection (public API: a client is a `client`). */
const handles = new WeakMap<pg.PoolClient, DrizzlePg>();
const handleOf = (client: pg.PoolClient): DrizzlePg => {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzle({ client, schema });
    handles.set(client, handle);
  }
  return handle;
};

/**
 * Runs `fn` in a transaction on a connection of `pool` taken for it, without waiting for BEGIN's answer before
 * the first statement: BEGIN is sent, then whatever `fn` sends, pipelined in order on the one connection. A READ
 * ONLY transaction (a pull) answers once `fn` has its rows, without waiting for COMMIT's round trip: nothing it
 * read can change or fail at COMMIT; the connection goes back to the pool once COMMIT is answered. A connection
 * whose ROLLBACK or COMMIT failed is discarded, not given back: whatever state it is in is no one else's.
 */
async function pipelinedOn<T>(
  pool: pg.Pool,
  fn: (tx: AppDb) => Promise<T>,
  begin: string,
  ending: Set<Promise<void>>,
  asyncCommit = false,
) {
  const client = await pool.connect();
  let broken: Error | undefined;
  let releaseLater = false;
  try {
    const begun = client.query(`begin ${begin}`);
    begun.catch(() => {}); // awaited below; a failed BEGIN fails the statements after it too
    // PGW8: sent with BEGIN (same tick, same write), no round trip of its own
    const set = asyncCommit ? client.query('set local synchronous_commit to off') : null;
    set?.catch(() => {});
    let result: T;
    try {
      result = await fn(handleOf(client) as unknown as AppDb);
      await begun;
      await set;
    } catch (error) {
      await client.query('rollback').catch((e: Error) => {
        broken = e; // a lost connection has nothing to roll back
      });
      throw error;
    }
    if (READ_ONLY.test(begin)) {
      releaseLater = true;
      // `close` waits for these before ending the pools
      const commit = client.query('commit').then(
        () => client.release(),
        (e: Error) => client.release(e),
      );
      ending.add(commit);
      void commit.then(() => ending.delete(commit));
      return result;
    }
    try {
      await client.query('commit');
    } catch (error) {
      broken = error as Error;
      throw error;
    }
    return result;
  } finally {
    if (!releaseLater) client.release(broken);
  }
}

export async function openPg(url: string, options: PgOptions = {}): Promise<Database> {
  const corked = options.corkedWrites !== false;
  const onIdleError =
    options.onIdleError ??
    ((error: Error) => console.warn(`tavola: an idle PostgreSQL connection failed: ${error.message}`));
  const pool = openPool(
    connectionOptions(url, {
      max: POOL_MAX,
      ...(options.syncOnly ? { options: syncOnlyPlans(options.keyedPlans !== false) } : {}),
    }),
    onIdleError,
    corked,
  );
  const db = drizzle({ client: pool, schema });
  // Session look-ups and pulls only.
  const shortReadPool = openPool(
    connectionOptions(url, {
      max: SHORT_READ_POOL_MAX,
      options: options.syncOnly ? syncOnlyPlans(options.keyedPlans !== false) : GENERIC_PLANS,
    }),
    onIdleError,
    corked,
  );
  const shortReads = drizzle({ client: shortReadPool, schema });
  const guard = options.syncOnly ? null : transactionGuard();
  /** Read-only transactions that answered and whose COMMIT is still out. */
  const ending = new Set<Promise<void>>();
  const listeners = new Set<Listener>();

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
      {
        begin = '',
        shortReads: reads = false,
        asyncCommit = false,
      }: { begin?: string; shortReads?: boolean; asyncCommit?: boolean } = {},
    ): Promise<T> {
      // Refused inside a transaction's callback, but not marked as one itself: its callers are the sync store's
      // plans, whose steps cannot open a transaction, and marking them would keep the guard's promise hook on
      // for every promise of the main thread while the kitchens' pulls run (some 3 % of its CPU).
      if (guard?.inside()) return Promise.reject(new NestedTransactionError());
      return pipelinedOn(reads ? shortReadPool : pool, fn, begin, ending, asyncCommit);
    },

    async listen(channel, handlers) {
      const listener = await listenOn(connectionOptions(url), channel, handlers);
      listeners.add(listener);
      return {
        async unlisten() {
          listeners.delete(listener);
          await listener.stop();
        },
      };
    },

    async migrate() {
      // One dedicated connection: the session-level lock and drizzle's migration transaction share it.
      // No query timeout: a migration may rebuild an index of a large table.
      const single = new pg.Client(connectionOptions(url, { pipeline: false, query_timeout: 0 }));
      single.on('error', () => {}); // its queries fail with it
      await single.connect();
      try {
        await single.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client: single }), { migrationsFolder });
      } finally {
        await single.end(); // ending the session releases the lock
      }
    },

    async ping() {
      await pool.query('select 1');
    },

    async close() {
      await Promise.all(ending); // a connection released after `end` began would hold it up
      await Promise.all([...listeners].map((l) => l.stop()));
      await Promise.all([pool.end(), shortReadPool.end()]);
    },
  };
}
