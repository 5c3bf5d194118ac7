// The database handle's shape (docs/architecture.md §5, ADR 0003), apart from `openDatabase` (index.ts) so that
// the dialects' modules (sqlite.ts, pg.ts) need not import the module that imports them.
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';

export type Dialect = 'sqlite' | 'pg';
/** Table objects, typed as the SQLite flavour; at runtime `database.t` holds the running dialect's own. */
export type Tables = typeof import('./schema/sqlite/index.ts');
/** Typing only: at runtime the dialect's own drizzle instance. */
export type AppDb = BetterSQLite3Database<Tables>;

export interface Database {
  readonly dialect: Dialect;
  /** drizzle instance; ALWAYS `await` queries and use arrays/returning(); never .get()/.all()/.run() (sqlite-only). */
  readonly db: AppDb;
  /** the table objects of the running dialect (typed as the SQLite ones); use `database.t.users` etc. in queries. */
  readonly t: Tables;
  /** All writes go through this. SQLite: a process-wide async mutex around BEGIN IMMEDIATE … COMMIT/ROLLBACK on the single write connection, so concurrent requests never interleave inside a transaction. PostgreSQL: db.transaction. */
  transaction<T>(fn: (tx: AppDb) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** SQLite only: synchronous transactions for the sync store adapter (docs/architecture.md §5). */
  readonly sqlite?: SqliteSync;
  /**
   * PostgreSQL only: a small pool of its own for short reads, sync pulls and session look-ups, so that a
   * kitchen's pull never queues behind the pushes holding every connection of the main pool (a till's poke is
   * answered by a pull at once).
   */
  readonly shortReads?: AppDb;
  /**
   * PostgreSQL only: the sync store's transactions (ADR 0014). On a connection reserved for `fn`, BEGIN (with
   * `options.begin`, e.g. 'isolation level repeatable read read only') goes out with the first statements
   * instead of a round trip before them; COMMIT once `fn` resolved, ROLLBACK when it threw. `tx` opens no
   * transaction of its own (a savepoint is its caller's statements). `options.shortReads`: on that pool. Refused
   * inside `transaction`'s callback (NestedTransactionError); `fn` itself must not call `transaction` (the sync
   * store's plans cannot), which is not checked: checking costs the thread a promise hook while it runs.
   */
  readonly pipelined?: <T>(
    fn: (tx: AppDb) => Promise<T>,
    options?: {
      readonly begin?: string;
      readonly shortReads?: boolean;
      /**
       * PGW8 (ADR 0083): this transaction's COMMIT does not wait for its WAL flush (`synchronous_commit` off for it
       * alone); only for a transaction whose work is made durable by a later durable commit that depends on it.
       */
      readonly asyncCommit?: boolean;
    },
  ) => Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `channel` over a dedicated connection that reconnects by itself (with backoff);
   * `onReconnected` after each reconnect (notifications sent meanwhile were lost). Ends with `close()`.
   */
  readonly listen?: (
    channel: string,
    handlers: { onPayload(payload: string): void; onReconnected(): void },
  ) => Promise<{ unlisten(): Promise<void> }>;
}

/**
 * better-sqlite3 transactions must be synchronous; these run `fn` with no `await` inside. Only the sync store
 * adapter uses them; everything else goes through `transaction`.
 */
export interface SqliteSync {
  /** Runs `fn` synchronously inside BEGIN IMMEDIATE … COMMIT on the write connection, holding the same mutex as `transaction`; resolves once the commit is durable. */
  write<T>(fn: (tx: AppDb) => T): Promise<T>;
  /** Runs `fn` synchronously inside one read transaction on the query-only connection: one consistent snapshot. */
  read<T>(fn: (db: AppDb) => T): Promise<T>;
  /**
   * Runs `fn` holding the write mutex with no transaction open here: for a write made on another connection
   * to the same file (the sync store's write thread), so that this process's writers wait their turn.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs a PRAGMA on the write connection between transactions. Tests make writes fail with it (ADR 0045):
   * 'max_page_count = N' (SQLITE_FULL once the file would grow), 'query_only = 1' (SQLITE_READONLY).
   */
  pragma(source: string): Promise<unknown>;
  /** The database file ('' in memory). */
  readonly path: string;
}

/** Thrown when `database.transaction` is called inside another one: use the `tx` you were given. */
export class NestedTransactionError extends Error {
  constructor() {
    super('database.transaction() called inside a transaction; use the tx passed to the outer callback');
    this.name = 'NestedTransactionError';
  }
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(url) ? 'pg' : 'sqlite';
}
