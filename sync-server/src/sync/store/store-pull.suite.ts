// The sync store's pull contract (docs/architecture.md §6.3): run unchanged against the SQLite and the PostgreSQL adapter,
// beside the push contract (store.suite.ts).
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { createSyncEngine } from '../engine.ts';
import { m, pullAll, pullInput, pushOk, tenantWithTill } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import type { SyncStore } from './types.ts';

export function storePullSuite(open: OpenTestDatabase) {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = createSyncEngine(database, { mutators: withTestMutators });
  });
  afterEach(() => database.close());

  describe('pull', () => {
    it("[SS12] sends this tenant's rows above the cookie in version order, tombstones as del", async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      await pushOk(store, b, [m(1, 'test.category.put.v1', { id: 'b1', title: 'B' })]);
      await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'one' }),
        m(2, 'test.category.put.v1', { id: 'c2', title: 'two' }),
      ]);
      const first = await pullAll(store, a, null);
      expect(first.last).toMatchObject({ ok: true, cookie: 2, lastMutationId: 2, more: false });
      expect(first.ops).toEqual([
        {
          table: 'categories',
          id: 'c1',
          op: 'put',
          row: expect.objectContaining({ id: 'c1', title: 'one' }),
        },
        {
          table: 'categories',
          id: 'c2',
          op: 'put',
          row: expect.objectContaining({ id: 'c2', title: 'two' }),
        },
      ]);
      const row = (first.ops[0] as { row: Record<string, unknown> }).row;
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'stationId', 'title', 'updatedAt']);

      await pushOk(store, a, [m(3, 'test.delete.v1', { table: 'categories', ids: ['c1'] })]);
      const next = await pullAll(store, a, 2);
      expect(next.ops).toEqual([{ table: 'categories', id: 'c1', op: 'del' }]);
      expect(next.last.cookie).toBe(3);
      // A first sync has no use for tombstones.
      expect((await pullAll(store, a, null)).ops.map((o) => [o.id, o.op])).toEqual([['c2', 'put']]);
      // Nothing new: the same cookie back.
      expect((await pullAll(store, a, 3)).last).toMatchObject({ cookie: 3, patch: [], more: false });
    });

    it('[SS12] an incremental pull reads only the tables changed after its cookie', async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      await pushOk(store, a, [m(1, 'test.category.put.v1', { id: 'c1', title: 'one' })]);
      await pushOk(store, a, [m(2, 'test.category.put.v1', { id: 'c2', title: 'two' })]);
      // Another store's orders change nothing of this store's tables.
      await pushOk(store, b, [
        m(1, 'test.category.put.v1', { id: 'b1', title: 'B' }),
        m(2, 'test.order.v1', { id: 'ob', tokenNo: '1', businessDay: '2026-01-15', categoryId: 'b2' }),
      ]);
      const read: string[] = [];
      const watching = createSyncEngine(database, {
        mutators: withTestMutators,
        beforeStep: (step) => {
          if (step.kind !== 'batch') return;
          for (const q of step.queries) if (typeof q !== 'function') read.push(q.key);
        },
      });
      const { ops } = await pullAll(watching, a, 1);
      expect(ops.map((o) => [o.table, o.id])).toEqual([['categories', 'c2']]);
      expect(read.filter((key) => key.startsWith('changes-'))).toEqual(['changes-after:categories']);
    });

    it('[SS13] pages hold at most pageSize ops, never split a version, and a larger version goes whole', async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: '1' }),
        m(2, 'test.order.v1', { id: 'o1', tokenNo: '1', businessDay: '2026-01-15', categoryId: 'c2' }), // 2 rows
        m(3, 'test.category.put.v1', { id: 'c3', title: '3' }),
        m(4, 'test.category.put.v1', { id: 'c4', title: '4' }),
      ]);
      const { pages } = await pullAll(store, a, null, 2);
      expect(pages.map((p) => [p.patch.map((o) => o.id), p.cookie, p.more])).toEqual([
        [['c1'], 1, true],
        [['c2', 'o1'], 2, true],
        [['c3', 'c4'], 4, false],
      ]);
      const one = await pullAll(store, a, null, 1);
      expect(one.pages.map((p) => p.patch.length)).toEqual([1, 2, 1, 1]);
      expect(one.pages.map((p) => p.cookie)).toEqual([1, 2, 3, 4]);
    });

    it("[RST1] a cookie above the server's version (restored backup) answers reset with the full state", async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [m(1, 'test.category.put.v1', { id: 'c1', title: 'x' })]);
      const outcome = await store.pull(pullInput(a, 99));
      expect(outcome).toMatchObject({
        ok: true,
        response: { reset: true, cookie: 1, more: false, patch: [{ id: 'c1', op: 'put' }] },
      });
    });

    it('[SS14][SYNC5] a first sync sends the last 2 business days of orders plus open ones; later pulls every change', async () => {
      const a = await tenantWithTill(database);
      const o = database.t.orders;
      await pushOk(store, a, [
        m(1, 'test.order.v1', { id: 'today', tokenNo: '1', businessDay: '2026-01-15' }),
        m(2, 'test.order.v1', { id: 'yesterday', tokenNo: '1', businessDay: '2026-01-14' }),
        m(3, 'test.order.v1', { id: 'old-open', tokenNo: '1', businessDay: '2026-01-10' }),
        m(4, 'test.order.v1', { id: 'old-done', tokenNo: '2', businessDay: '2026-01-10' }),
      ]);
      await database.transaction((tx) =>
        tx
          .update(o)
          .set({ status: 'completed' })
          .where(and(eq(o.tenantId, a.tenantId), eq(o.id, 'old-done'))),
      );
      const first = await pullAll(store, a, null);
      expect(first.ops.map((x) => x.id).sort()).toEqual(['old-open', 'today', 'yesterday']);
      expect(first.last.cookie).toBe(4);
      const changed = await pullAll(store, a, 3);
      expect(changed.ops.map((x) => x.id)).toEqual(['old-done']);
    });
  });
}
