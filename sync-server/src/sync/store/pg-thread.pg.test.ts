// The PostgreSQL store with its push thread (ADR 0014): pushes and leases run on a worker thread with a pool of
// its own, answers and errors carried back; pulls stay on the main thread and see what the thread committed.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePgWith, type OpenTestDatabaseUrl, pgTestDatabaseUrl } from '../../../test/databases.ts';
import { type Database, openDatabase } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { createSyncEngine } from '../engine.ts';
import { T0, tenantWithTill } from '../testing/fixtures.ts';
import { storeThreadSuite, threaded } from './store-thread.suite.ts';
import type { SyncStore } from './types.ts';

function pushThreadSuite(openUrl: OpenTestDatabaseUrl) {
  let database: Database;
  let store: SyncStore;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const opened = await openUrl();
    drop = opened.drop;
    database = await openDatabase(opened.url);
    store = createSyncEngine(database, { thread: 'on', databaseUrl: opened.url });
  });
  afterEach(async () => {
    await store.close();
    await database.close();
    await drop();
  });

  it('[SS15][TOK1] a lease runs on the thread: a reserve, durable; an unknown device refused', async () => {
    const a = await tenantWithTill(database, 'Cafe');
    const lease = await store.lease({ ...a, now: T0 });
    expect(lease).toEqual({
      businessDay: '2026-01-15',
      leases: [{ businessDay: '2026-01-15', start: 1, end: 10 }],
    });
    const l = database.t.tokenLeases;
    const rows = await database.db.select().from(l).where(eq(l.deviceId, a.deviceId));
    expect(rows.map((r) => [r.startNo, r.endNo])).toEqual([[1, 10]]);
    expect(await store.lease({ ...a, deviceId: uuidv7(), now: T0 })).toBe('unknown-device');
  });
}

describePgWith('sync store with a push thread', pushThreadSuite, pgTestDatabaseUrl);

describePgWith(
  'sync store thread',
  (openUrl: OpenTestDatabaseUrl) =>
    storeThreadSuite(async () => {
      const { url, drop } = await openUrl();
      const database = await openDatabase(url);
      const store = createSyncEngine(database, { thread: 'on', databaseUrl: url });
      return threaded(database, store, drop);
    }),
  pgTestDatabaseUrl,
);
