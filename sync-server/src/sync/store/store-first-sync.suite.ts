// SS40 (PERF1, ADR 0072): a first sync walked table by table, run unchanged against the SQLite and the PostgreSQL
// adapter (store-first-sync.test.ts, store-first-sync.pg.test.ts).
import type { FirstSyncCursor, PatchOp, PullResponse } from '@tavola/shared';
import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { createSyncEngine } from '../engine.ts';
import { m, pullAll, pullInput, pushOk, type Till, tenantWithTill } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import type { SyncStore } from './types.ts';

type Ok = Extract<PullResponse, { ok: true }>;

/** One page of a walk from `cursor` (null: a new walk). */
async function walkPage(
  store: SyncStore,
  till: Till,
  cursor: FirstSyncCursor | null,
  options: { pageSize: number; epoch?: string },
): Promise<Ok> {
  const outcome = await store.pull({ ...pullInput(till, null, options), firstSync: cursor });
  if (!outcome.ok) throw new Error(`pull refused: ${outcome.refused}`);
  return outcome.response as Ok;
}

export function storeFirstSyncSuite(open: OpenTestDatabase) {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = createSyncEngine(database, { mutators: withTestMutators });
  });
  afterEach(() => database.close());

  const order = (n: number, id: string, businessDay: string, tokenNo = String(n)) =>
    m(n, 'test.order.v1', { id, tokenNo, businessDay });

  describe('a first sync walked table by table', () => {
    it('[SS40][PERF1] sends the menu before the orders written earlier, in small pages, in the window on every page; then everything changed since the walk began', async () => {
      const a = await tenantWithTill(database);
      // orders first (lower versions), the menu after: the walk still sends the menu first
      await pushOk(store, a, [
        order(1, 'old-1', '2026-01-02'),
        order(2, 'old-2', '2026-01-03'),
        order(3, 'today-1', '2026-01-15'),
        order(4, 'today-2', '2026-01-15'),
        m(5, 'test.category.put.v1', { id: 'c1', title: 'one' }),
        m(6, 'test.category.put.v1', { id: 'c2', title: 'two' }),
        m(7, 'test.category.put.v1', { id: 'c3', title: 'three' }),
      ]);
      // old-1 and old-2 closed long ago: outside SS14's window (not open, not of the last 2 business days)
      const o = database.t.orders;
      await database.transaction((tx) =>
        tx
          .update(o)
          .set({ status: 'completed' })
          .where(inArray(o.id, ['old-1', 'old-2'])),
      );
      const pages: Ok[] = [];
      const ops: PatchOp[] = [];
      let cursor: FirstSyncCursor | null = null;
      for (;;) {
        const page = await walkPage(store, a, cursor, { pageSize: 2 });
        pages.push(page);
        ops.push(...page.patch);
        if (pages.length === 1) {
          // written while the walk goes on: a new dish and an old order opened again
          await pushOk(store, a, [
            m(8, 'test.category.put.v1', { id: 'c4', title: 'four' }),
            order(9, 'old-2', '2026-01-03', '2'),
          ]);
        }
        if (!page.firstSync) break;
        cursor = page.firstSync;
      }
      expect(ops.map((o) => o.id)).toEqual(['c1', 'c2', 'c3', 'today-1', 'today-2']);
      expect(pages.every((p) => p.patch.length <= 2)).toBe(true);
      expect(pages.slice(0, -1).every((p) => p.cookie === 0 && p.more)).toBe(true);
      const last = pages[pages.length - 1] as Ok;
      // the walk read the store at its first page's version; what changed since comes next, from there
      expect(last).toMatchObject({ cookie: 7, more: true });
      const after = await pullAll(store, a, last.cookie);
      expect(after.ops.map((o) => o.id)).toEqual(['c4', 'old-2']);
      expect(after.last.cookie).toBe(9);
    });

    it('[SS40] without a cursor (an older client) a first sync pages by version as before', async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [
        order(1, 'today-1', '2026-01-15'),
        m(2, 'test.category.put.v1', { id: 'c1', title: 'one' }),
      ]);
      const { ops } = await pullAll(store, a, null, 1);
      expect(ops.map((o) => o.id)).toEqual(['today-1', 'c1']);
    });

    it('[SS40][RST1] a walk the store moved away from (restored to an older version) starts again as a reset', async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'one' }),
        m(2, 'test.category.put.v1', { id: 'c2', title: 'two' }),
      ]);
      const page = await walkPage(store, a, { at: 99, table: 4, version: 1, id: 'c1' }, { pageSize: 10 });
      expect(page).toMatchObject({ reset: true, cookie: 2, more: false });
      expect(page.patch.map((o) => o.id)).toEqual(['c1', 'c2']);
      const otherEpoch = await walkPage(
        store,
        a,
        { at: 2, table: 4, version: 1, id: 'c1' },
        { pageSize: 10, epoch: 'another' },
      );
      expect(otherEpoch).toMatchObject({ reset: true });
      expect(otherEpoch.patch.map((o) => o.id)).toEqual(['c1', 'c2']);
    });
  });
}
