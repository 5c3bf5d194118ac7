// The database handle every server module uses: one API over embedded SQLite and hosted PostgreSQL
// (docs/architecture.md §5, ADR 0003). Query code is written once against the SQLite-typed tables in `t`.
import { type Database, dialectOf } from './database.ts';

export * from './database.ts';

/**
 * 'file:...', a path or ':memory:' opens SQLite (WAL, synchronous=FULL, foreign keys, busy timeout; the
 * parent directory is created); 'postgres://' or 'postgresql://' opens a PostgreSQL pool.
 * Call `migrate()` before use.
 */
export async function openDatabase(url: string): Promise<Database> {
  if (dialectOf(url) === 'pg') {
    const { openPg } = await import('./pg.ts');
    return openPg(url);
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(url);
}
