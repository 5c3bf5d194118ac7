// ADR 0045: which database errors are an outage (503, retried) and which are bugs (500), on real driver errors.
import { createServer } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './unavailable.ts';

/** What better-sqlite3 throws for `sql` on a fresh in-memory database set up by `setup`. */
function sqliteError(setup: string, sql: string): unknown {
  const db = new BetterSqlite3(':memory:');
  try {
    db.exec('create table t (id integer primary key, body text)');
    db.exec(setup);
    db.exec(sql);
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error(`${sql} did not fail`);
}

const PostgresError = postgres.PostgresError as unknown as new (x: object) => Error;
const pgError = (code: string) => new PostgresError({ message: `sqlstate ${code}`, code });

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('[ADR 0045] databaseUnavailable', () => {
  it('SQLite: a full, read-only or failing database is an outage; a bad statement or a refused row is not', () => {
    const full = sqliteError(
      'insert into t (body) values (zeroblob(1)); pragma max_page_count = 2',
      "insert into t (body) values (printf('%.*c', 20000, 'x'))",
    );
    expect(full).toMatchObject({ code: 'SQLITE_FULL' });
    expect(databaseUnavailable(full)).toBe(true);
    const readOnly = sqliteError('pragma query_only = 1', "insert into t (body) values ('x')");
    expect(readOnly).toMatchObject({ code: 'SQLITE_READONLY' });
    expect(databaseUnavailable(readOnly)).toBe(true);
    // drizzle wraps the driver's error
    expect(databaseUnavailable(new DrizzleQueryError('insert …', [], readOnly as Error))).toBe(true);

    expect(databaseUnavailable(sqliteError('', 'select nothing from nowhere'))).toBe(false);
    expect(
      databaseUnavailable(sqliteError("insert into t values (1, 'a')", "insert into t values (1, 'b')")),
    ).toBe(false);
  });

  it('PostgreSQL: a refused, lost or ended connection and the outage SQLSTATEs; not a bug or a refused row', async () => {
    const sql = postgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    const refused = await sql`select 1`.catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseUnavailable(refused)).toBe(true);
    await sql.end();
    const ended = await sql`select 1`.catch((error: unknown) => error);
    expect(ended).toMatchObject({ code: 'CONNECTION_ENDED' });
    expect(databaseUnavailable(ended)).toBe(true);

    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53100', '53300', '25006', '58030'])
      expect(databaseUnavailable(pgError(code)), code).toBe(true);
    for (const code of ['42P01', '42703', '23505', '22P02', '40001', 'XX001'])
      expect(databaseUnavailable(pgError(code)), code).toBe(false);
  });

  it('anything else is not an outage', () => {
    expect(databaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(databaseUnavailable(new Error('no code'))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBe(false);
    expect(databaseUnavailable('CONNECTION_CLOSED')).toBe(false);
  });
});
