// ADR 0079 (PG_CORKED_WRITES): the statements a pipelined connection is given in one tick leave in one socket
// write; without, one write each. Counted on the connection's socket, against a real PostgreSQL.
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { describePgWith, type OpenTestDatabaseUrl, pgTestDatabaseUrl } from '../../test/databases.ts';
import { connectionOptions } from './pg.ts';
import { corkWritesPerTick } from './pg-corked-writes.ts';

type Counted = { _write(...a: unknown[]): void; _writev?(...a: unknown[]): void };

function corkedSuite(openUrl: OpenTestDatabaseUrl) {
  const ends: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const end of ends.splice(0)) await end();
  });

  /** Five statements given in one tick: the socket writes it took, and their answers. */
  async function fiveInOneTick(corked: boolean) {
    const { url, drop } = await openUrl();
    const client = new pg.Client(connectionOptions(url));
    await client.connect();
    ends.push(async () => {
      await client.end();
      await drop();
    });
    if (corked) corkWritesPerTick(client);
    const stream = (client as unknown as { connection: { stream: Counted } }).connection.stream;
    let writes = 0;
    for (const name of ['_write', '_writev'] as const) {
      const original = stream[name];
      if (!original) continue;
      stream[name] = (...args: unknown[]) => {
        writes++;
        return original.apply(stream, args);
      };
    }
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.query<{ n: number }>('select $1::int as n', [n])),
    );
    return { writes, answers: answers.map((a) => a.rows[0]?.n) };
  }

  it('[PGW4] corked: five pipelined statements in one write, each answered as its own', async () => {
    expect(await fiveInOneTick(true)).toEqual({ writes: 1, answers: [1, 2, 3, 4, 5] });
  });

  it('[PGW4] PG_CORKED_WRITES=off: a write a statement, the same answers', async () => {
    const plain = await fiveInOneTick(false);
    expect(plain.writes).toBeGreaterThanOrEqual(5);
    expect(plain.answers).toEqual([1, 2, 3, 4, 5]);
  });
}

describePgWith('PostgreSQL writes corked per tick', corkedSuite, pgTestDatabaseUrl);
