// SQLite flavour of `Database`: one write connection serialised by a mutex, plus a query-only connection
// for reads outside transactions (WAL lets it read while a writer works).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import {
  type AppDb,
  type Database,
  NestedTransactionError,
  type SqliteSync,
  type Tables,
} from './database.ts';
import { Mutex } from './mutex.ts';
import * as schema from './schema/sqlite/index.ts';
import { transactionGuard } from './transaction-guard.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url));
const BUSY_TIMEOUT_MS = 5000;
/** Prepared statements kept per connection (least recently used dropped first). */
const STATEMENT_CACHE_SIZE = 500;

/** ':memory:' or a file path from 'file:<path>', 'file:///<abs>' or a bare path. */
export function sqlitePath(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file://')) return fileURLToPath(url);
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return path.split('?')[0] ?? path;
}

/**
 * Makes `connection.prepare` reuse the statement of an SQL text seen before: drizzle prepares every query it
 * runs, and compiling the SQL cost more than running it (ADR 0014). A cached statement is handed out in its
 * default (object) mode, as a fresh one would be: drizzle switches it to raw mode itself when it wants arrays.
 * Safe because nothing here iterates a statement (an iterating statement cannot run again until it ends).
 */
export function cacheStatements(connection: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): void {
  const prepare = connection.prepare.bind(connection);
  const cache = new Map<string, BetterSqlite3.Statement>();
  connection.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // re-inserted below: the map's order is the recency order
      if (statement.reader) statement.raw(false);
    } else {
      statement = prepare(source);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof connection.prepare;
}

/**
 * WAL pages after which a commit checkpoints (SQLite's default is 1,000): a group commit of the sync push writes
 * some 155 pages, and the hot pages (each index's last leaf) are written back once per checkpoint however many
 * commits rewrote them. At 10,000 (a WAL of some 40 MB, reused after each checkpoint) a group's COMMIT took
 * 1.40 instead of 1.88 ms in the sync bench; 30,000 was no better, and no checkpoint at all worse (the WAL file
 * then grows, and each fsync also writes its size). ADR 0014.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

function connect(path: string): BetterSqlite3.Database {
  const connection = new BetterSqlite3(path);
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  connection.pragma('foreign_keys = ON');
  cacheStatements(connection);
  return connection;
}

export async function openSqlite(url: string): Promise<Database> {
  const path = sqlitePath(url);
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });

  const writer = connect(path);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  // An in-memory database exists only on its one connection, so there it also serves reads.
  const reader = inMemory ? writer : connect(path);
  if (!inMemory) reader.pragma('query_only = ON');

  const writeDb = drizzle({ client: writer, schema });
  const readDb = inMemory ? writeDb : drizzle({ client: reader, schema });
  const mutex = new Mutex();
  const guard = transactionGuard();

  /** Runs `fn` between BEGIN and COMMIT on `connection` with nothing awaited in between. */
  const synchronously = <T>(connection: BetterSqlite3.Database, begin: string, fn: () => T): T => {
    connection.exec(begin);
    try {
      const result = fn();
      if (result instanceof Promise) throw new Error('a synchronous SQLite transaction returned a promise');
      connection.exec('COMMIT');
      return result;
    } catch (error) {
      if (connection.inTransaction) connection.exec('ROLLBACK');
      throw error;
    }
  };
  const sync: SqliteSync = {
    write: (fn) => {
      if (guard.inside()) return Promise.reject(new NestedTransactionError());
      return mutex.run(async () => synchronously(writer, 'BEGIN IMMEDIATE', () => fn(writeDb)));
    },
    // In memory the reader is the writer, whose transactions may be open across awaits: take the mutex there.
    read: (fn) =>
      reader === writer
        ? mutex.run(async () => synchronously(reader, 'BEGIN', () => fn(readDb)))
        : Promise.resolve().then(() => synchronously(reader, 'BEGIN', () => fn(readDb))),
    exclusive: (fn) => (guard.inside() ? Promise.reject(new NestedTransactionError()) : mutex.run(fn)),
    pragma: (source) => mutex.run(async () => writer.pragma(source)),
    path: inMemory ? '' : resolve(path),
  };

  return {
    dialect: 'sqlite',
    db: readDb,
    t: schema as Tables,
    sqlite: sync,

    transaction<T>(fn: (tx: AppDb) => Promise<T>): Promise<T> {
      if (guard.inside()) return Promise.reject(new NestedTransactionError());
      return mutex.run(async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await guard.run(() => fn(writeDb));
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        }
      });
    },

    migrate: () =>
      mutex.run(async () => {
        // Table rebuilds in generated migrations drop and recreate tables; with foreign keys on, dropping a
        // parent would cascade-delete its children. The pragma is a no-op inside a transaction, so set it here.
        writer.pragma('foreign_keys = OFF');
        try {
          migrate(writeDb, { migrationsFolder });
          const violations = writer.pragma('foreign_key_check') as unknown[];
          if (violations.length > 0) {
            throw new Error(`migration left ${violations.length} foreign key violations`);
          }
        } finally {
          writer.pragma('foreign_keys = ON');
        }
      }),

    ping: async () => {
      reader.prepare('select 1').get();
    },

    close: () =>
      mutex.run(async () => {
        if (reader !== writer) reader.close();
        writer.close();
      }),
  };
}
