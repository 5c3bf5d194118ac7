// PostgreSQL only: a transaction whose trailing writes go out with COMMIT (transactPg) resolves only when they
// committed; a trailing write that fails rolls back everything before it and is thrown. Pulls have a pool of
// their own. The store's transactions send BEGIN with their first statements (Database.pipelined, ADR 0014).
import { executionAsyncId } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg } from '../../../test/databases.ts';
import { type Database, NestedTransactionError } from '../../db/index.ts';
import { createSyncEngine } from '../engine.ts';
import { pullInput, tenantWithTill } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import { transactPg } from './pg-executor.ts';
import { exec, type Plan } from './plan.ts';

describePg('transactPg', (open) => {
  let database: Database;
  let client: pg.Pool;
  beforeEach(async () => {
    database = await open();
    client = (database.db as unknown as { $client: pg.Pool }).$client;
    await client.query('create table probe (id integer primary key)');
  });
  afterEach(() => database.close());

  const probed = async () =>
    (await client.query<{ id: number }>('select id from probe order by id')).rows.map((r) => r.id);

  function* inserts(...ids: number[]): Plan<string> {
    for (const id of ids) yield* exec(sql`insert into probe (id) values (${id})`);
    return 'done';
  }

  it('resolves once its trailing writes committed', async () => {
    await expect(transactPg(database, inserts(1, 2))).resolves.toBe('done');
    expect(await probed()).toEqual([1, 2]);
  });

  it('throws a trailing write that failed, and COMMIT kept none of the transaction', async () => {
    await transactPg(database, inserts(1));
    await expect(transactPg(database, inserts(2, 3, 1))).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await probed()).toEqual([1]);
  });

  it('a pipelined transaction runs in the modes it asks for, commits what resolved, rolls back what threw', async () => {
    if (!database.pipelined) throw new Error('PostgreSQL has pipelined transactions');
    const pipelined = <T>(
      fn: (tx: NodePgDatabase) => Promise<T>,
      options?: { begin?: string; shortReads?: boolean },
    ) => database.pipelined?.((tx) => fn(tx as unknown as NodePgDatabase), options) as Promise<T>;
    const modes = await pipelined(
      async (tx) => {
        const { rows } = await tx.execute<{ isolation: string; ro: string }>(
          sql`select current_setting('transaction_isolation') as isolation, current_setting('transaction_read_only') as ro`,
        );
        return rows[0];
      },
      { begin: 'isolation level repeatable read read only', shortReads: true },
    );
    expect(modes).toEqual({ isolation: 'repeatable read', ro: 'on' });
    await pipelined(async (tx) => {
      await tx.execute(sql`insert into probe (id) values (1)`);
    });
    const failed = pipelined(async (tx) => {
      await tx.execute(sql`insert into probe (id) values (2)`);
      throw new Error('the caller failed');
    });
    await expect(failed).rejects.toThrow('the caller failed');
    expect(await probed()).toEqual([1]);
    // the connections taken went back: more transactions than the pool holds still run, one after another
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        pipelined(async (tx) => {
          await tx.execute(sql`insert into probe (id) values (${100 + i})`);
        }),
      ),
    );
    expect(await probed()).toHaveLength(26);
  });

  it('a read-only pipelined transaction answers its rows and gives its connection back once COMMIT ended', async () => {
    const pipelined = database.pipelined;
    if (!pipelined) throw new Error('PostgreSQL has pipelined transactions');
    const readOnly = { begin: 'isolation level repeatable read read only', shortReads: true };
    const read = <T>(query: ReturnType<typeof sql>) =>
      pipelined(async (tx) => {
        const { rows } = await (tx as unknown as NodePgDatabase).execute(query);
        return rows[0] as T;
      }, readOnly);
    const { pid } = await read<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const stateOf = async () =>
      (await client.query('select state from pg_stat_activity where pid = $1', [pid])).rows[0]
        ?.state as string;
    await expect.poll(stateOf).toBe('idle'); // its COMMIT went out after the answer, and ended the transaction
    // more read-only transactions than the short-read pool holds (3): every connection went back
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, i) => read<{ i: number }>(sql`select ${i}::int as i`)),
    );
    expect(rows.map((r) => r.i)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('a pipelined transaction keeps no promise hook on, and is refused inside database.transaction', async () => {
    if (!database.pipelined) throw new Error('PostgreSQL has pipelined transactions');
    // With a promise hook on, code after an await runs under its promise's async id; with none, under 0.
    const hooked = async () => {
      await null;
      return executionAsyncId() !== 0;
    };
    expect(await database.pipelined(() => hooked())).toBe(false);
    await expect(
      database.transaction(async () => {
        await database.pipelined?.(async () => undefined);
      }),
    ).rejects.toBeInstanceOf(NestedTransactionError);
  });

  it('a pull answers while transactions hold every connection of the main pool', async () => {
    const store = createSyncEngine(database, { mutators: withTestMutators });
    const a = await tenantWithTill(database);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: Promise<void>[] = [];
    const busy = Array.from({ length: 10 }, () => {
      let began = () => {};
      started.push(new Promise<void>((resolve) => (began = resolve)));
      return database.transaction(async () => {
        began();
        await held;
      });
    });
    await Promise.all(started); // all ten connections are in a transaction
    const waiting = database.transaction(async () => 'queued');
    const pulled = await store.pull(pullInput(a, null));
    expect(pulled.ok).toBe(true);
    // the main pool was indeed full: the eleventh transaction is still waiting
    expect(await Promise.race([waiting, Promise.resolve('still waiting')])).toBe('still waiting');
    release();
    await Promise.all([...busy, waiting]);
  });
});
