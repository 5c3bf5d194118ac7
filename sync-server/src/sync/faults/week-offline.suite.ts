// PERF3 (TILL1, ADR 0052, ADR 0072): a till offline for a week syncs its queued sales at once; each keeps the business
// day and the time its till sold it in, never the day it arrived, on SQLite (week-offline.test.ts) and PostgreSQL
// (week-offline.pg.test.ts).
import { addCalendarDays, MAX_PUSH_MUTATIONS } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { DAY, HOUR, ringUp, storeWithTills } from '../testing/scenario.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

export function weekOfflineSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  describe('a week offline', () => {
    it('[PERF3][TILL1] sales queued over 7 business days land each in its own day with its own time, in several pushes', async () => {
      const h = await start();
      const { tills, menuItemId } = await storeWithTills(h, 1);
      const [a] = tills as [NonNullable<(typeof tills)[0]>];
      const firstDay = '2026-01-15'; // T0 is 14:30 in Kolkata on the 15th
      a.online = false;
      const sold: { id: string; day: string; at: number }[] = [];
      const perDay = Math.ceil((MAX_PUSH_MUTATIONS + 10) / 7); // more than one push holds
      for (let d = 0; d < 7; d++) {
        const day = addCalendarDays(firstDay, d);
        if (d > 0) {
          h.clock.now += DAY;
          a.startDayOffline(day); // the till's own clock turns the day; tokens go offline ('B-1')
        }
        for (let k = 0; k < perDay; k++) {
          h.clock.now += 60_000;
          const [id] = ringUp(a, menuItemId, 1) as [string];
          sold.push({ id, day, at: h.clock.now });
        }
        h.clock.now -= perDay * 60_000;
      }
      h.clock.now += 6 * HOUR; // back online the evening of the 7th day
      a.online = true;
      await a.settle();
      expect(a.rejections).toEqual([]);
      const o = h.database.t.orders;
      const rows = await h.database.db
        .select({ id: o.id, businessDay: o.businessDay, createdAt: o.createdAt })
        .from(o)
        .where(eq(o.tenantId, a.tenantId));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(sold.length).toBeGreaterThan(MAX_PUSH_MUTATIONS);
      for (const s of sold) expect(byId.get(s.id)).toEqual({ id: s.id, businessDay: s.day, createdAt: s.at });
      expect(new Set(rows.map((r) => r.businessDay)).size).toBe(7);
    });
  });
}
