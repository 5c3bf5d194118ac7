// ADR 0045: a pipelined transaction (the sync store's) whose connection the server ends fails at once, and the
// pool keeps serving: the dead connection is neither used again nor given back as open.
import { type SQL, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, expect, it } from 'vitest';
import { describePgWith, pgTestDatabaseUrl, pgTestUrl } from '../../test/databases.ts';
import { type AppDb, type Database, openDatabase } from './index.ts';
import { POOL_MAX } from './pg.ts';

/** The PostgreSQL handle's `execute` (AppDb is typed as the SQLite one). */
const execute = (tx: AppDb, query: SQL) =>
  (tx as unknown as { execute(query: SQL): Promise<unknown> }).execute(query);

describePgWith(
  'pipelined transactions when the server ends their connection',
  (open: typeof pgTestDatabaseUrl) => {
    let database: Database | null = null;
    let drop = async () => {};
    afterEach(async () => {
      await database?.close();
      await drop();
    });

    it('[ADR 0045] the transaction fails at once; the next ones, more than the pool holds, commit', async () => {
      const opened = await open();
      drop = opened.drop;
      database = await openDatabase(opened.url);
      const pipelined = database.pipelined;
      if (!pipelined) throw new Error('PostgreSQL has pipelined transactions');
      const name = new URL(opened.url).pathname.slice(1);
      const running = pipelined(async (tx) => {
        await execute(tx, sql`select pg_sleep(30)`);
        return 'slept';
      }).then(
        () => null,
        (error: unknown) => ({ error, at: performance.now() }),
      );
      const admin = postgres(pgTestUrl() ?? '', { max: 1, onnotice: () => {} });
      try {
        for (let ended = 0; ended === 0; ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const rows = await admin`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = ${name} and query like '%pg_sleep%' and pid <> pg_backend_pid()`;
          ended = rows.length;
        }
      } finally {
        await admin.end();
      }
      const ended = performance.now();
      const failed = await running;
      expect(failed?.error).toMatchObject({ code: expect.stringMatching(/^(57P01|CONNECTION_)/) });
      expect((failed?.at ?? Number.POSITIVE_INFINITY) - ended).toBeLessThan(2000);
      for (let i = 0; i < POOL_MAX + 2; i++) {
        const answer = await pipelined(async (tx) => execute(tx, sql`select ${i}::int as i`));
        expect(answer).toMatchObject([{ i }]);
      }
    });
  },
  pgTestDatabaseUrl,
);
