// The SQLite store with its write thread (ADR 0021): pushes committed on a worker thread's own connection to
// the file, with the main thread's writers taking turns with it, answers and errors carried back.
import { getMutator } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeSqlite } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { m, pullInput, pushInput, T0, tenantWithTill } from '../testing/fixtures.ts';
import { createSyncStore } from './index.ts';
import { storeThreadSuite } from './store-thread.suite.ts';
import { monotonicMs, type SyncStore } from './types.ts';

describeSqlite('sync store on a write thread', (open) => {
  let database: Database;
  let store: SyncStore;
  const mutatorErrors: string[] = [];
  beforeEach(async () => {
    database = await open();
    store = createSyncStore(database, {
      mutators: getMutator,
      writeThread: true,
      onMutatorError: (_error, name) => mutatorErrors.push(name),
    });
  });
  afterEach(async () => {
    await store.close();
    await database.close();
  });

  it('[TOK1] leases join the group commit on the thread: two blocks each, durable, an unknown device refused', async () => {
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
      leases: [
        { businessDay: '2026-01-15', start: 1, end: 20 },
        { businessDay: '2026-01-15', start: 21, end: 40 },
      ],
    });
    expect(leaseB).toMatchObject({ leases: [{ start: 1 }, { start: 21 }] });
    expect(unknown).toBe('unknown-device');
    const l = database.t.tokenLeases;
    const rows = await database.db.select().from(l).where(eq(l.deviceId, a.deviceId));
    expect(rows.map((r) => [r.startNo, r.endNo])).toEqual([
      [1, 20],
      [21, 40],
    ]);
    // held blocks with numbers left: nothing more
    expect(await store.lease({ ...a, now: T0 })).toEqual(leaseA);
  });

  it('[SYNC push] commits pushes of several tills on the thread; the main thread reads them and writes between', async () => {
    const tills = await Promise.all([1, 2, 3, 4].map(() => tenantWithTill(database)));
    const sent = monotonicMs();
    const pushes = tills.map((t) =>
      store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: `Soups ${t.clientId}` })])),
    );
    // a write of this thread while the pushes are under way takes its turn (no SQLITE_BUSY)
    const another = tenantWithTill(database, 'Bistro');
    const outcomes = await Promise.all(pushes);
    const answered = monotonicMs();
    await another;
    for (const o of outcomes) {
      expect(o).toMatchObject({
        ok: true,
        response: { ok: true, lastMutationId: 1, results: [{ status: 'applied' }] },
      });
      // the thread's instant of COMMIT is on the main thread's clock
      const at = o.ok ? (o.commitIssuedAt ?? Number.NaN) : Number.NaN;
      expect(at).toBeGreaterThan(sent);
      expect(at).toBeLessThan(answered);
    }
    const c = database.t.categories;
    for (const t of tills) {
      const rows = await database.db.select().from(c).where(eq(c.tenantId, t.tenantId));
      expect(rows.map((r) => r.title)).toEqual([`Soups ${t.clientId}`]);
    }
    const first = tills[0];
    if (!first) throw new Error('no till');
    const pulled = await store.pull(pullInput(first, null));
    expect(pulled.ok && pulled.response.patch.some((p) => p.table === 'categories')).toBe(true);
  });
});

describeSqlite('sync store thread', (open) =>
  storeThreadSuite(async () => {
    const database = await open();
    const store = createSyncStore(database, { mutators: getMutator, writeThread: true });
    return {
      database,
      store,
      close: async () => {
        await store.close();
        await database.close();
      },
    };
  }),
);
