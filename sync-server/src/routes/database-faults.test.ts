// ADR 0045 on SQLite: a full disk (max_page_count), a read-only database (query_only) and a stuck push path,
// set on both writing connections (the main one and the write thread's). Every write answers 503 with a retry,
// nothing acknowledged is lost, /readyz fails, and all heals once the fault is gone, without a restart.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { SYNC_UNAVAILABLE, UNAVAILABLE_MESSAGE } from '../plugins/errors.ts';
import type { ReadinessOptions } from '../plugins/readiness.ts';
import { createSyncEngine } from '../sync/engine.ts';
import type { SyncStore } from '../sync/store/types.ts';
import { expectRetry, type OutageApp, startOutageApp, UNCACHED } from '../test-support/outage.ts';

/** SQLite's default (and largest) max_page_count: the limit lifted. */
const NO_LIMIT = 4_294_967_294;

type Started = { database: Database; store: SyncStore; o: OutageApp };
const started: Started[] = [];
afterEach(async () => {
  for (const { o, database } of started.splice(0)) {
    await o.close();
    await database.close();
  }
});

/** The app with its SQLite write thread on (as in production) and an owner with a till. */
async function start(readiness: ReadinessOptions = UNCACHED): Promise<Started> {
  const database = await sqliteTestDatabase();
  const store = createSyncEngine(database, { thread: 'on' });
  const o = await startOutageApp(database, { sync: { engine: store }, readiness });
  const s = { database, store, o };
  started.push(s);
  return s;
}

const onWriters = (store: SyncStore, pragma: string) => {
  if (!store.pragmaOnWriters) throw new Error('the SQLite store runs pragmas on its writers');
  return store.pragmaOnWriters(pragma);
};

async function pageCount(database: Database): Promise<number> {
  if (!database.sqlite) throw new Error('SQLite');
  const [row] = (await database.sqlite.pragma('page_count')) as { page_count: number }[];
  return row?.page_count ?? Number.NaN;
}

/** Calls `attempt` until it answers something other than 200 (at most `most` times); returns that answer. */
async function untilRefused<R extends { statusCode: number }>(
  most: number,
  attempt: (i: number) => Promise<R>,
) {
  for (let i = 0; i < most; i++) {
    const res = await attempt(i);
    if (res.statusCode !== 200) return res;
  }
  throw new Error(`still accepted after ${most} attempts`);
}

/** The tenant's categories by id, and how many rows each id has. */
async function categoryIds(database: Database): Promise<Map<string, number>> {
  const c = database.t.categories;
  const rows = await database.db.select({ id: c.id }).from(c).where(eq(c.deleted, false));
  const counts = new Map<string, number>();
  for (const { id } of rows) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

describe('[SS25][SS8][ADR 0045] SQLite database faults', () => {
  it('disk full: pushes, leases and REST writes answer 503 with a retry, nothing acknowledged is lost, /readyz fails; all heal when space is back', async () => {
    const { database, store, o } = await start();
    o.mutate(20);
    expect((await o.push()).statusCode).toBe(200);
    expect((await o.lease()).statusCode).toBe(200);
    expect((await o.addCustomer('+91 90000 00000')).statusCode).toBe(200);
    expect((await o.readyz()).statusCode).toBe(200);
    const spare = await o.tills(100);

    // The file may grow by a few pages, on both writing connections: the tills fill it.
    await onWriters(store, `max_page_count = ${(await pageCount(database)) + 30}`);
    const push = await untilRefused(100, async () => {
      o.mutate(50);
      return o.push();
    });
    expectRetry(push, SYNC_UNAVAILABLE); // the write thread's connection is full
    const customer = await untilRefused(500, (i) => o.addCustomer(`+91 91000 ${String(i).padStart(5, '0')}`));
    expectRetry(customer, UNAVAILABLE_MESSAGE); // the main connection is full
    const lease = await untilRefused(spare.length, (i) => o.lease(spare[i])); // a till's first blocks
    expectRetry(lease, SYNC_UNAVAILABLE);
    // A refused write may leave a page a smaller one fits in (the probe needs one): now full to the last page.
    await onWriters(store, `max_page_count = ${await pageCount(database)}`);
    const ready = await o.readyz();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'write-failed' });
    // Reads still work, and liveness says the process is up: a restart would not free the disk.
    expect((await o.customers()).statusCode).toBe(200);
    expect((await o.http.get('/healthz')).statusCode).toBe(200);
    expect(o.outbox.length).toBeGreaterThan(0);

    await onWriters(store, `max_page_count = ${NO_LIMIT}`);
    expect((await o.readyz()).statusCode).toBe(200);
    while (o.outbox.length > 0) expect((await o.push()).statusCode).toBe(200);
    for (const till of spare) expect((await o.lease(till)).statusCode).toBe(200);
    expect((await o.addCustomer('+91 92000 00000')).statusCode).toBe(200);
    // Every category the till made is stored exactly once: the acknowledged ones kept, the refused ones resent.
    const stored = await categoryIds(database);
    expect([...stored.keys()].sort()).toEqual([...o.acked].sort());
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  });

  it('read-only database: every write answers 503 with a retry, reads still answer, /readyz fails until it can write again', async () => {
    const { database, store, o } = await start();
    o.mutate(5);
    expect((await o.push()).statusCode).toBe(200);
    const [spare] = await o.tills(1);

    await onWriters(store, 'query_only = 1');
    o.mutate(5);
    expectRetry(await o.push(), SYNC_UNAVAILABLE);
    expectRetry(await o.lease(spare), SYNC_UNAVAILABLE);
    expectRetry(await o.addCustomer('+91 93000 00000'), UNAVAILABLE_MESSAGE);
    expectRetry(await o.http.post('/api/v1/sync/register-device', { name: 'Bar till' }), SYNC_UNAVAILABLE);
    expect((await o.readyz()).json()).toEqual({ status: 'unavailable', reason: 'write-failed' });
    expect((await o.customers()).statusCode).toBe(200);

    await onWriters(store, 'query_only = 0');
    expect((await o.readyz()).statusCode).toBe(200);
    expect((await o.push()).statusCode).toBe(200);
    expect((await o.lease(spare)).statusCode).toBe(200);
    expect((await o.addCustomer('+91 93000 00000')).statusCode).toBe(200);
    expect(o.outbox).toEqual([]);
    expect([...(await categoryIds(database)).keys()].sort()).toEqual([...o.acked].sort());
  });

  it('a push path held up is not ready (push-stuck) while a push waits, and ready again once it answers', async () => {
    const { database, o } = await start({ cacheMs: 0, probeTimeoutMs: 300, stuckAfterMs: 200 });
    const sqlite = database.sqlite;
    if (!sqlite) throw new Error('SQLite');
    // Holding the write mutex stands for a group commit that does not come back (a hung fsync).
    let release = () => {};
    const held = sqlite.exclusive(() => new Promise<void>((resolve) => (release = resolve)));
    o.mutate(3);
    const push = o.push();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await o.readyz()).json()).toEqual({ status: 'unavailable', reason: 'push-stuck' });
    release();
    await held;
    expect((await push).statusCode).toBe(200);
    expect((await o.readyz()).statusCode).toBe(200);
  });
});
