// The database handle every server module uses: one API over embedded SQLite and hosted PostgreSQL
// (docs/architecture.md §5, ADR 0003). Query code is written once against the SQLite-typed tables in `t`.
import { type Database, dialectOf } from './database.ts';

export * from './database.ts';

/**
 * 'file:...', a path or ':memory:' opens SQLite (WAL, synchronous=FULL, foreign keys, busy timeout; the
 * parent directory is created); 'postgres://' or 'postgresql://' opens a PostgreSQL pool.
 * Call `migrate()` before use.
 */
/** `options.corkedWrites`: PostgreSQL's PG_CORKED_WRITES (ADR 0079), default on. */
export async function openDatabase(url: string, options: { corkedWrites?: boolean } = {}): Promise<Database> {
  if (dialectOf(url) === 'pg') {
    const { openPg } = await import('./pg.ts');
    return openPg(url, options.corkedWrites === false ? { corkedWrites: false } : {});
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(url);
}
