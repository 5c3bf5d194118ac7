// A sale keeps its own time (TILL1, ADR 0052): a till rings up offline and syncs later; the server keeps the
// till's sold-at time and business day, on SQLite (sale-time.test.ts) and PostgreSQL (sale-time.pg.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { HOUR, ringUp, storeWithTills } from '../testing/scenario.ts';
import type { SyncHarness } from '../testing/sync-harness.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

export function saleTimeSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  const orderRow = async (h: SyncHarness, id: string) => {
    const o = h.database.t.orders;
    const [row] = await h.database.db.select().from(o).where(eq(o.id, id));
    return row;
  };

  describe('a sale keeps its own time', () => {
    it('[TILL1] rung up offline and synced 70 s later: the server and the till keep the time it was sold', async () => {
      const h = await start();
      const { tills, menuItemId } = await storeWithTills(h, 1);
      const [a] = tills as [NonNullable<(typeof tills)[0]>];
      a.online = false;
      const soldAt = h.clock.now;
      const [orderId] = ringUp(a, menuItemId, 1) as [string];
      h.clock.now += 70_000;
      a.online = true;
      await a.settle();
      await a.pull();
      expect(a.rejections).toEqual([]);
      expect(await orderRow(h, orderId)).toMatchObject({ createdAt: soldAt, businessDay: '2026-01-15' });
      expect(a.local.orders?.[orderId]).toMatchObject({ createdAt: soldAt });
    });

    it('[TILL1][SYNC6] rung up at 03:59 and synced after a six-hour outage: its time and business day', async () => {
      const h = await start();
      // 03:00 in Kolkata on the 16th: still the business day of the 15th
      h.clock.now = Date.UTC(2026, 0, 15, 21, 30);
      const { tills, menuItemId } = await storeWithTills(h, 1);
      const [a] = tills as [NonNullable<(typeof tills)[0]>];
      a.online = false;
      h.clock.now = Date.UTC(2026, 0, 15, 22, 29); // 03:59
      const soldAt = h.clock.now;
      const [orderId] = ringUp(a, menuItemId, 1) as [string];
      h.clock.now = soldAt + 6 * HOUR; // 09:59 on the 16th, back online
      a.online = true;
      await a.settle();
      expect(a.rejections).toEqual([]);
      expect(await orderRow(h, orderId)).toMatchObject({ createdAt: soldAt, businessDay: '2026-01-15' });
    });
  });
}
