// ADR 0045 on a live PostgreSQL (node-postgres, ADR 0046): a connection the server ends, and a query the pool
// stops waiting for, are an outage (503); a bug or bad data is not.
import pg from 'pg';
import { expect, it } from 'vitest';
import { describePgWith, pgTestUrl, withPgClient } from '../../test/databases.ts';
import { databaseUnavailable } from './unavailable.ts';

describePgWith(
  '[ADR 0045] databaseUnavailable on node-postgres errors from a live server',
  (url: () => string | null) => {
    it('57P01 (the backend terminated), a query timeout and a lost client are; 42P01 and 22012 are not', async () => {
      const pool = new pg.Pool({ connectionString: url() ?? '', max: 1, query_timeout: 300 });
      pool.on('error', () => {});
      try {
        const client = await pool.connect();
        client.on('error', () => {});
        const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
        const sleeping = client.query('select pg_sleep(30)').catch((e: unknown) => e);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await withPgClient((admin) => admin.query('select pg_terminate_backend($1)', [pid]));
        const terminated = await sleeping;
        expect(terminated).toMatchObject({ code: '57P01' });
        expect(databaseUnavailable(terminated)).toBe(true);
        const afterwards = await client.query('select 1').catch((e: unknown) => e);
        expect(afterwards).toBeInstanceOf(Error);
        expect(databaseUnavailable(afterwards)).toBe(true);
        client.release(afterwards as Error);

        const slow = await pool.query('select pg_sleep(5)').catch((e: unknown) => e);
        expect(slow).toMatchObject({ message: 'Query read timeout' });
        expect(databaseUnavailable(slow)).toBe(true);

        const missing = await pool.query('select * from no_such_table').catch((e: unknown) => e);
        expect(missing).toMatchObject({ code: '42P01' });
        expect(databaseUnavailable(missing)).toBe(false);
        const division = await pool.query('select 1 / (random() * 0)::int').catch((e: unknown) => e);
        expect(division).toMatchObject({ code: '22012' });
        expect(databaseUnavailable(division)).toBe(false);
      } finally {
        await pool.end();
      }
    });
  },
  pgTestUrl,
);
