// PGW8 (ADR 0083): a pipelined transaction asked for `asyncCommit` runs with synchronous_commit off for itself
// alone (its COMMIT does not wait for the WAL flush) and still commits; others, and the next transaction on the
// same connection, keep the server's setting (on: every acknowledged order durable).
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { describePgWith, type OpenTestDatabaseUrl, pgTestDatabaseUrl } from '../../test/databases.ts';
import type { Database } from './index.ts';
import { connectionOptions, openPg } from './pg.ts';

function asyncCommitSuite(openUrl: OpenTestDatabaseUrl) {
  const ends: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const end of ends.splice(0)) await end();
  });

  async function open(): Promise<Database> {
    const { url, drop } = await openUrl();
    // the test clusters run with synchronous_commit off: this database as deployed (on)
    const admin = new pg.Client(connectionOptions(url));
    await admin.connect();
    await admin.query(
      "do $$ begin execute format('alter database %I set synchronous_commit = on', current_database()); end $$",
    );
    await admin.end();
    const database = await openPg(url);
    ends.push(async () => {
      await database.close();
      await drop();
    });
    return database;
  }

  /** drizzle's PostgreSQL handle (AppDb is typed as the SQLite one's API). */
  const pgOf = (db: unknown) => db as { execute(query: SQL): Promise<unknown> };
  const pids = new Set<number>();
  const setting = async (database: Database, asyncCommit?: boolean) =>
    (database.pipelined as NonNullable<Database['pipelined']>)(
      async (handle) => {
        const tx = pgOf(handle);
        await tx.execute(sql`create table if not exists pgw8 (n int)`);
        await tx.execute(sql`insert into pgw8 values (1)`);
        const rows = (await tx.execute(
          sql`select current_setting('synchronous_commit') as s, pg_backend_pid() as pid`,
        )) as unknown as { rows: { s: string; pid: number }[] };
        pids.add(rows.rows[0]?.pid as number);
        return rows.rows[0]?.s;
      },
      asyncCommit === undefined ? {} : { asyncCommit },
    );

  it('[PGW8] asyncCommit: off for that transaction alone, which commits; the next one on the connection is on', async () => {
    const database = await open();
    expect(await setting(database)).toBe('on');
    expect(await setting(database, true)).toBe('off');
    expect(await setting(database)).toBe('on');
    expect(await setting(database, false)).toBe('on');
    const count = (await pgOf(database.db).execute(sql`select count(*)::int as n from pgw8`)) as unknown as {
      rows: { n: number }[];
    };
    expect(count.rows[0]?.n).toBe(4);
    expect(pids.size).toBe(1); // one connection: SET LOCAL ended with the transaction that asked for it
  });
}

describePgWith('pipelined transactions with an asynchronous commit', asyncCommitSuite, pgTestDatabaseUrl);
