// ADR 0045: which database errors are an outage (503, retried) and which are bugs (500), on real driver errors.
// PostgreSQL's are node-postgres's (ADR 0046); those a live server sends are in unavailable.pg.test.ts.
import { createServer, type Server, type Socket } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
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

/** node-postgres's error for a server's ErrorResponse carrying SQLSTATE `code`. */
const pgError = (code: string) =>
  Object.assign(new pg.DatabaseError(`sqlstate ${code}`, 0, 'error'), { code });

const servers: Server[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A TCP server on loopback doing `onSocket` with each connection: a PostgreSQL that misbehaves. */
const fakeServer = (onSocket: (socket: Socket) => void) =>
  new Promise<number>((resolve) => {
    const server = createServer((socket) => {
      sockets.push(socket);
      onSocket(socket);
    });
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A pool as db/pg.ts makes them, on loopback port `port`. */
const pool = (port: number) =>
  new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'nobody',
    database: 'none',
    max: 1,
    connectionTimeoutMillis: 300,
  });

/** What `pool.query` fails with; the pool is ended after. */
async function poolError(p: pg.Pool): Promise<unknown> {
  const error = await p.query('select 1').then(
    () => {
      throw new Error('select 1 did not fail');
    },
    (e: unknown) => e,
  );
  await p.end();
  return error;
}

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

  it('PostgreSQL (node-postgres): a refused, closed, timed-out or ended connection is an outage', async () => {
    const refused = await poolError(pool(await closedPort()));
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseUnavailable(refused)).toBe(true);

    // the server closes the connection at once (a PostgreSQL going down)
    const closed = await poolError(pool(await fakeServer((socket) => socket.destroy())));
    expect(closed).toMatchObject({ message: 'Connection terminated unexpectedly' });
    expect(databaseUnavailable(closed)).toBe(true);
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], closed as Error))).toBe(true);

    // the server accepts the connection and never answers
    const silent = await fakeServer(() => {});
    const timedOut = await poolError(pool(silent));
    expect(timedOut).toMatchObject({ message: 'Connection terminated due to connection timeout' });
    expect(databaseUnavailable(timedOut)).toBe(true);
    const busy = pool(silent);
    const first = busy.query('select 1').catch(() => {});
    const waited = await poolError(busy); // waits for the one connection, which never comes
    await first;
    expect(waited).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    expect(databaseUnavailable(waited)).toBe(true);

    const over = pool(silent);
    await over.end();
    const ended = await over.query('select 1').catch((e: unknown) => e);
    expect(ended).toMatchObject({ message: 'Cannot use a pool after calling end on the pool' });
    expect(databaseUnavailable(ended)).toBe(true);
  });

  it('PostgreSQL: the outage SQLSTATEs are; a bug or a refused row is not', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53100', '53300', '25006', '58030'])
      expect(databaseUnavailable(pgError(code)), code).toBe(true);
    for (const code of ['42P01', '42703', '23505', '22P02', '40001', 'XX001', '57014'])
      expect(databaseUnavailable(pgError(code)), code).toBe(false);
    // a server's error is read by its SQLSTATE, not its message
    const bug = Object.assign(new pg.DatabaseError('Connection terminated by a trigger', 0, 'error'), {
      code: 'P0001',
    });
    expect(databaseUnavailable(bug)).toBe(false);
  });

  it('anything else is not an outage', () => {
    expect(databaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(databaseUnavailable(new Error('no code'))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBe(false);
    expect(databaseUnavailable('Connection terminated unexpectedly')).toBe(false);
  });
});
