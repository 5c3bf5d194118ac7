// Fault scenarios of tills working offline (docs/architecture.md §6.4, 9): two tills offline for a whole business
// day (issue 5), two tills editing the same order offline (issue 6), a wrong device clock and a business day
// that turns while offline (issue 7).
import { businessToday, DEFAULT_DAY_START, LEASE_BLOCK_SIZE, LEASE_BLOCKS_HELD } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { DEFAULT_TIME_ZONE } from '../store-clock.ts';
import { T0 } from '../testing/fixtures.ts';
import { expectAllInvariants, expectTokensAsPrinted } from '../testing/invariants.ts';
import { DAY, HOUR, ringUp, storeWithTills } from '../testing/scenario.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

const clock = { timeZone: DEFAULT_TIME_ZONE, dayStart: DEFAULT_DAY_START };
const LEASED = LEASE_BLOCK_SIZE * LEASE_BLOCKS_HELD;

export function offlineSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  const ordersOf = async (h: { database: import('../../db/index.ts').Database }, tenantId: string) => {
    const o = h.database.t.orders;
    return h.database.db.select().from(o).where(eq(o.tenantId, tenantId)).orderBy(o.createdAt);
  };

  describe('issue 5: two tills offline for a whole business day', () => {
    it("[SS3][SS15] exhaust their blocks, print their own 'B-3' tokens, and every token survives the next morning's sync", async () => {
      const h = await start();
      const { tenant, tills, menuItemId } = await storeWithTills(h, 2);
      const [a, b] = tills as [NonNullable<(typeof tills)[0]>, NonNullable<(typeof tills)[1]>];
      for (const t of tills) t.online = false;
      // Service from 09:00 to 22:00 local with no connection: more sales than the leased blocks hold.
      for (let hour = 0; hour < 13; hour++) {
        h.clock.now = T0 + hour * HOUR;
        ringUp(a, menuItemId, 4);
        ringUp(b, menuItemId, 4);
      }
      const printed = [...a.printed.values()];
      expect(printed.slice(0, LEASED)).toEqual(Array.from({ length: LEASED }, (_, i) => String(i + 1)));
      expect(printed.slice(LEASED)).toEqual(
        Array.from({ length: 52 - LEASED }, (_, i) => `${a.deviceCode}-${i + 1}`),
      );
      expect([...b.printed.values()].slice(LEASED, LEASED + 3)).toEqual(['B-1', 'B-2', 'B-3']);

      // The connection comes back the next morning, after the business day turned.
      h.clock.now = T0 + DAY;
      for (const t of tills) t.online = true;
      await a.settle();
      await b.settle();
      await a.pull();
      expect(a.rejections).toEqual([]);
      expect(b.rejections).toEqual([]);
      const orders = await expectTokensAsPrinted(h.database, tenant.tenantId, tills);
      expect(orders.length).toBe(104);
      expect(new Set(orders.map((o) => o.businessDay))).toEqual(new Set(['2026-01-15']));
      await expectAllInvariants(h.database, tills);

      // A new day's lease starts the counter again; blocks of one day never overlap across tills.
      expect(await a.lease()).toBe(true);
      expect(await b.lease()).toBe(true);
      expect(a.businessDay).toBe('2026-01-16');
      expect(
        [...(a.tokens?.blocks ?? []), ...(b.tokens?.blocks ?? [])].map((x) => x.start).sort((x, y) => x - y),
      ).toEqual([1, 1 + LEASED]);
    });
  });

  describe('issue 6: two tills editing the same order offline', () => {
    const setup = async () => {
      const h = await start();
      const { tills, menuItemId } = await storeWithTills(h, 2);
      const [a, b] = tills as [NonNullable<(typeof tills)[0]>, NonNullable<(typeof tills)[1]>];
      const [orderId] = ringUp(a, menuItemId, 1) as [string];
      await a.settle();
      await b.pull();
      const itemId = Object.keys(b.local.orderItems ?? {})[0] as string;
      a.online = false;
      b.online = false;
      expect(a.mutate('order.cancel.v1', { orderIds: [orderId] }).ok).toBe(true);
      expect(
        b.mutate('order.item-status.v1', { orderId, itemId, status: 'preparing', source: 'orders' }).ok,
      ).toBe(true);
      a.online = true;
      b.online = true;
      return { h, a, b, orderId, itemId };
    };

    it('the cancel that reaches the server first wins; the other till sees its change refused', async () => {
      const { h, a, b, orderId } = await setup();
      await a.settle();
      await b.settle();
      await a.pull();
      expect(a.rejections).toEqual([]);
      expect(b.rejections).toEqual([
        expect.objectContaining({ name: 'order.item-status.v1', code: 'ORDER_CLOSED' }),
      ]);
      expect(b.local.orders?.[orderId]).toMatchObject({ status: 'cancelled' });
      await expectAllInvariants(h.database, [a, b]);
    });

    it('in the other order both apply: the line is preparing, then the order is cancelled', async () => {
      const { h, a, b, orderId, itemId } = await setup();
      await b.settle();
      await a.settle();
      await b.pull();
      expect([...a.rejections, ...b.rejections]).toEqual([]);
      expect(a.local.orders?.[orderId]).toMatchObject({ status: 'cancelled' });
      expect(a.local.orderItems?.[itemId]).toMatchObject({ status: 'cancelled' });
      await expectAllInvariants(h.database, [a, b]);
    });
  });

  describe('issue 7: clocks and business days', () => {
    it("[SS3][SS15] a device clock a day wrong changes nothing: the server's clock and the lease's business day decide", async () => {
      const h = await start();
      const tenant = await h.tenant();
      const ahead = await tenant.till('Ahead', { deviceClock: () => h.clock.now + DAY });
      const behind = await tenant.till('Behind', { deviceClock: () => h.clock.now - DAY });
      ahead.mutate('menu-item.create.v1', {
        id: 'menu-1',
        title: 'Idli',
        price: 5000,
        netPrice: null,
        categoryId: null,
        taxId: null,
      });
      for (const t of [ahead, behind]) {
        await t.settle();
        expect(await t.lease()).toBe(true);
        expect(t.businessDay).toBe('2026-01-15');
      }
      const [x] = ringUp(ahead, 'menu-1', 1) as [string];
      const [y] = ringUp(behind, 'menu-1', 1) as [string];
      // The optimistic rows carry the device's clock until the server's replace them.
      expect(ahead.local.orders?.[x]?.createdAt).toBe(h.clock.now + DAY);
      await ahead.settle();
      await behind.settle();
      await ahead.pull();
      const orders = await ordersOf(h, tenant.tenantId);
      expect(orders.map((o) => [o.id, o.businessDay, o.createdAt])).toEqual(
        expect.arrayContaining([
          [x, '2026-01-15', h.clock.now],
          [y, '2026-01-15', h.clock.now],
        ]),
      );
      const logged = await h.database.db.select().from(h.database.t.mutationLog);
      expect(logged.find((l) => l.clientId === ahead.clientId && l.mutationId === 2)?.clientTime).toBe(
        h.clock.now + DAY,
      );
      await expectAllInvariants(h.database, [ahead, behind]);
    });

    it('[SS3] orders rung before the day turned keep their day and tokens; after it, offline tokens of the new day', async () => {
      const h = await start();
      // 03:00 in Kolkata on the 16th: still the business day of the 15th.
      h.clock.now = Date.UTC(2026, 0, 15, 21, 30);
      const { tenant, tills, menuItemId } = await storeWithTills(h, 1);
      const [a] = tills as [NonNullable<(typeof tills)[0]>];
      expect(a.businessDay).toBe('2026-01-15');
      a.online = false;
      ringUp(a, menuItemId, 3);
      // 04:30: the till's own clock says a new business day began; it has no blocks for it.
      h.clock.now = Date.UTC(2026, 0, 15, 23, 0);
      const today = businessToday(h.clock.now, clock);
      expect(today).toBe('2026-01-16');
      a.startDayOffline(today);
      ringUp(a, menuItemId, 2);
      expect([...a.printed.values()]).toEqual(['1', '2', '3', `${a.deviceCode}-1`, `${a.deviceCode}-2`]);

      h.clock.now = Date.UTC(2026, 0, 16, 4, 0); // 09:30, back online
      a.online = true;
      await a.settle();
      expect(a.rejections).toEqual([]);
      expect(await a.lease()).toBe(true);
      ringUp(a, menuItemId, 1);
      await a.settle();
      const orders = await ordersOf(h, tenant.tenantId);
      expect(orders.map((o) => `${o.businessDay} ${o.tokenNo}`)).toEqual([
        '2026-01-15 1',
        '2026-01-15 2',
        '2026-01-15 3',
        `2026-01-16 ${a.deviceCode}-1`,
        `2026-01-16 ${a.deviceCode}-2`,
        '2026-01-16 1',
      ]);
      await expectAllInvariants(h.database, [a]);
    });
  });
}
