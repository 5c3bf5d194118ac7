// What both sync store threads (SQLite's write thread; PostgreSQL's push thread: ADR 0014) answer
// as the in-process stores do, run on each dialect by its thread's test file.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { m, pullInput, pushInput, tenantWithTill } from '../testing/fixtures.ts';
import { monotonicMs, type SyncStore } from './types.ts';

export type ThreadedStore = { database: Database; store: SyncStore; close(): Promise<void> };

/** The store and its database, closed in that order (then `after`, e.g. dropping the test database). */
export const threaded = (
  database: Database,
  store: SyncStore,
  after: () => Promise<void> = async () => {},
): ThreadedStore => ({
  database,
  store,
  close: async () => {
    await store.close();
    await database.close();
    await after();
  },
});

export function storeThreadSuite(open: () => Promise<ThreadedStore>) {
  let opened: ThreadedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.close());

  it('[SS7] pushes of several stores commit on the thread; the main thread writes meanwhile and pulls them', async () => {
    const { database, store } = opened;
    const tills = await Promise.all(
      ['Cafe', 'Bistro', 'Diner', 'Deli'].map((n) => tenantWithTill(database, n)),
    );
    const sent = monotonicMs();
    const pushes = tills.map((t) =>
      store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: `Soups ${t.clientId}` })])),
    );
    // a write of the main thread while the pushes are under way takes its turn (SQLite: no SQLITE_BUSY)
    const another = tenantWithTill(database, 'Grill');
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
    for (const t of tills) {
      const pulled = await store.pull(pullInput(t, null));
      const categories = pulled.ok ? pulled.response.patch.filter((p) => p.table === 'categories') : [];
      expect(categories).toMatchObject([{ op: 'put', row: { title: `Soups ${t.clientId}` } }]);
    }
  });

  it('[SS1][SS2][SS4] a rejection, a duplicate and a refused device come back as the in-process store answers them', async () => {
    const { database, store } = opened;
    const t = await tenantWithTill(database);
    const rejected = await store.push(
      pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: '' })]),
    );
    expect(rejected).toMatchObject({ ok: true, response: { ok: true, results: [{ status: 'rejected' }] } });
    const again = await store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: 'x' })]));
    expect(again).toMatchObject({ ok: true, response: { ok: true, results: [{ status: 'duplicate' }] } });
    const stranger = await store.push(
      pushInput({ ...t, deviceId: uuidv7() }, [m(1, 'category.create.v1', {})]),
    );
    expect(stranger).toEqual({ ok: false, refused: 'unknown-device' });
  });

  it('after close, a push fails instead of hanging', async () => {
    const { database, store } = opened;
    const t = await tenantWithTill(database);
    await store.close();
    await expect(
      store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: 'x' })])),
    ).rejects.toThrow();
  });
}
