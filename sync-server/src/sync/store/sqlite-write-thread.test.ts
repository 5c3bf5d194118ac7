// The SQLite store with its write thread (ADR 0014): pushes committed on a worker thread's own connection to
// the file, with the main thread's writers taking turns with it, answers and errors carried back.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeSqlite } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { createSyncEngine } from '../engine.ts';
import { m, pushInput, T0, tenantWithTill } from '../testing/fixtures.ts';
import { storeThreadSuite, threaded } from './store-thread.suite.ts';
import type { SyncStore } from './types.ts';

describeSqlite('sync store on a write thread', (open) => {
  let database: Database;
  let store: SyncStore;
  const mutatorErrors: string[] = [];
  beforeEach(async () => {
    database = await open();
    store = createSyncEngine(database, {
      thread: 'on',
      onMutatorError: (_error, name) => mutatorErrors.push(name),
    });
  });
  afterEach(async () => {
    await store.close();
    await database.close();
  });

  it('[SS15][TOK1] leases join the group commit on the thread: a reserve each, durable, an unknown device refused', async () => {
    const a = await tenantWithTill(database, 'Cafe');
    const b = await tenantWithTill(database, 'Bistro');
    const [push, leaseA, leaseB, unknown] = await Promise.all([
      store.push(pushInput(a, [m(1, 'category.create.v1', { id: uuidv7(), title: 'Soups' })])),
      store.lease({ ...a, now: T0 }),
      store.lease({ ...b, now: T0 }),
      store.lease({ ...b, deviceId: a.deviceId, now: T0 }),
    ]);
    expect(push).toMatchObject({ ok: true, response: { ok: true, results: [{ status: 'applied' }] } });
    expect(leaseA).toEqual({
      businessDay: '2026-01-15',
      leases: [{ businessDay: '2026-01-15', start: 1, end: 10 }],
    });
    expect(leaseB).toMatchObject({ leases: [{ start: 1 }] });
    expect(unknown).toBe('unknown-device');
    const l = database.t.tokenLeases;
    const rows = await database.db.select().from(l).where(eq(l.deviceId, a.deviceId));
    expect(rows.map((r) => [r.startNo, r.endNo])).toEqual([[1, 10]]);
    // held blocks with numbers left: nothing more
    expect(await store.lease({ ...a, now: T0 })).toEqual(leaseA);
  });
});

describeSqlite('sync store thread', (open) =>
  storeThreadSuite(async () => {
    const database = await open();
    const store = createSyncEngine(database, { thread: 'on' });
    return threaded(database, store);
  }),
);
