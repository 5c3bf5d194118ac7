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
import { startWriteThread } from './store-thread.ts';
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

  it('[SYNC push] a group sent while the one before it commits runs right after it (ADR 0026)', async () => {
    const [a, b] = await Promise.all([tenantWithTill(database), tenantWithTill(database)]);
    if (!database.sqlite) throw new Error('SQLite only');
    const thread = startWriteThread(database.sqlite.path, {});
    try {
      const order: string[] = [];
      let second: Promise<unknown> | null = null;
      const first = thread
        .commit([pushInput(a, [m(1, 'category.create.v1', { id: uuidv7(), title: 'Soups' })])], [], () => {
          order.push('first committing');
          second = thread
            .commit([pushInput(b, [m(1, 'category.create.v1', { id: uuidv7(), title: 'Salads' })])], [])
            .then((r) => {
              order.push('second done');
              return r;
            });
        })
        .then((r) => {
          order.push('first done');
          return r;
        });
      const one = await first;
      if (!second) throw new Error('no committing message before the first group was done');
      const two = (await second) as Awaited<typeof first>;
      expect(order).toEqual(['first committing', 'first done', 'second done']);
      const at = (r: typeof one) => {
        const o = r.pushes[0];
        if (!o?.ok || !o.outcome.ok) throw new Error('push failed');
        return o.outcome.commitIssuedAt ?? Number.NaN;
      };
      expect(at(two)).toBeGreaterThan(at(one));
    } finally {
      await thread.close();
    }
  });

  it('[SYNC push] a writer of the main thread gets its turn while pushes keep coming (ADR 0026)', async () => {
    // Pushes of 400 mutations: two fill a group (GROUP_MAX_MUTATIONS), so with six tills pushing one after
    // another there is always a push waiting when a group reaches its COMMIT.
    const tills = await Promise.all([1, 2, 3, 4, 5, 6].map(() => tenantWithTill(database)));
    let answered = 0;
    type Turn = { queuedAt: number; doneAt: number };
    let writer: Promise<Turn> | null = null;
    const streamOf = async (t: (typeof tills)[number]) => {
      for (let round = 0; round < 3; round++) {
        const mutations = Array.from({ length: 400 }, (_, i) =>
          m(round * 400 + i + 1, 'category.create.v1', { id: uuidv7(), title: `C${round}-${i}` }),
        );
        const outcome = await store.push(pushInput(t, mutations));
        expect(outcome).toMatchObject({
          ok: true,
          response: { ok: true, lastMutationId: round * 400 + 400 },
        });
        answered++;
        if (answered === 2 && !writer) {
          const queuedAt = answered;
          writer = tenantWithTill(database, 'Bistro').then(() => ({ queuedAt, doneAt: answered }));
        }
      }
    };
    await Promise.all(tills.map(streamOf));
    const turn = await (writer as Promise<Turn> | null);
    expect(answered).toBe(18);
    // It waits for the groups already sent to the thread (at most two), not for the tills to stop.
    expect(turn && turn.doneAt - turn.queuedAt).toBeLessThanOrEqual(6);
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
