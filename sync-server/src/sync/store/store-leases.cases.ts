// The sync store's token leases (SS15; TOK1, TOK8, TOK9), part of its contract suite (store.suite.ts): run against
// every adapter and executor the suite runs against.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { m, pushOk, T0, tenantWithTill, till } from '../testing/fixtures.ts';
import { storeRows } from '../testing/store-rows.ts';
import type { SyncStore } from './types.ts';

/** `current`: the suite's database and store of the running test. */
export function storeLeaseCases(current: () => { database: Database; store: SyncStore }) {
  describe('leases', () => {
    let database: Database;
    let store: SyncStore;
    beforeEach(() => {
      ({ database, store } = current());
    });
    const { categories } = storeRows(() => database);

    it('[SS15][TOK1] a lease marks a block whose numbers are all printed full; pushes then read only the open blocks', async () => {
      const a = await tenantWithTill(database);
      const first = await store.lease({ ...a, now: T0 });
      if (first === 'unknown-device') throw new Error('no device');
      expect(first.leases.map((b) => [b.start, b.end])).toEqual([[1, 10]]);
      // The device printed its reserve 1..10 and took 11 online: orders as a push would have written them.
      const single = await store.lease({ ...a, now: T0, next: true });
      if (single === 'unknown-device') throw new Error('no device');
      expect(single.leases).toEqual([{ businessDay: '2026-01-15', start: 11, end: 11 }]);
      const o = database.t.orders;
      await database.transaction(async (tx) => {
        for (let n = 1; n <= 11; n++) {
          await tx.insert(o).values({
            id: `order-${n}`,
            tenantId: a.tenantId,
            version: n,
            tokenNo: String(n),
            businessDay: '2026-01-15',
            deliveryType: 'takeaway',
            deviceId: a.deviceId,
          });
        }
      });
      const refilled = await store.lease({ ...a, now: T0 });
      if (refilled === 'unknown-device') throw new Error('no device');
      expect(refilled.leases.map((b) => [b.start, b.end])).toEqual([[12, 21]]);
      const l = database.t.tokenLeases;
      const flags = await database.db
        .select({ start: l.startNo, full: l.full })
        .from(l)
        .where(eq(l.deviceId, a.deviceId))
        .orderBy(l.startNo);
      expect(flags).toEqual([
        { start: 1, full: true },
        { start: 11, full: true },
        { start: 12, full: false },
      ]);
      // Asked again: the same blocks, nothing more leased.
      expect(await store.lease({ ...a, now: T0 })).toEqual(refilled);
      // A push's context holds the open blocks: a new order's token is never in a full one.
      await pushOk(store, a, [m(1, 'test.echo-context.v1', { id: 'ctx' })], T0 + 1000);
      const ctx = JSON.parse((await categories(a.tenantId))[0]?.title ?? '');
      expect(ctx.leases.map((b: { start: number }) => b.start)).toEqual([12]);
    });

    it('[SS15][TOK8] a number taken online is the next of the day, a block of one; the last one stays open until its order arrives', async () => {
      const a = await tenantWithTill(database);
      const b = await till(database, a.tenantId, 'Two');
      const numbers: number[] = [];
      for (const till of [a, b, a, a]) {
        const r = await store.lease({ ...till, now: T0, next: true });
        if (r === 'unknown-device') throw new Error('no device');
        numbers.push(...r.leases.map((x) => x.start));
        expect(r.leases.every((x) => x.start === x.end)).toBe(true);
      }
      expect(numbers).toEqual([1, 2, 3, 4]);
      // no order arrived yet: all of a's numbers are open, so a push may still bring them
      await pushOk(store, a, [m(1, 'test.echo-context.v1', { id: 'ctx' })], T0 + 1000);
      const ctx = JSON.parse((await categories(a.tenantId))[0]?.title ?? '');
      expect(ctx.leases.map((x: { start: number }) => x.start)).toEqual([1, 3, 4]);
    });

    it('[SS15][TOK9] a device whose user may not sell gets no reserve', async () => {
      const a = await tenantWithTill(database);
      expect(await store.lease({ ...a, now: T0, maySell: false })).toEqual({
        businessDay: '2026-01-15',
        leases: [],
      });
      const seller = await store.lease({ ...a, now: T0 });
      if (seller === 'unknown-device') throw new Error('no device');
      expect(seller.leases.map((x) => [x.start, x.end])).toEqual([[1, 10]]);
    });
  });
}
