// POST /api/v1/sync/lease: token leases over HTTP (SS15; TOK1, TOK8, TOK9), from the sync routes' suite.
import { LEASE_BLOCK_SIZE, TEXTS } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { useSyncHarness } from '../sync/testing/sync-harness.ts';
import { HttpClient } from '../test-support/http-client.ts';

export function syncLeaseCases(start: ReturnType<typeof useSyncHarness>) {
  describe('lease', () => {
    it('[SS15][TOK1] a device holds one reserve block of the business day; it gets another when none is left', async () => {
      const h = await start();
      const a = await h.tenant();
      const t1 = await a.till('One');
      const t2 = await a.till('Two');
      const lease = async (deviceId: string) =>
        (await a.http.post('/api/v1/sync/lease', { deviceId })).json();
      const first = await lease(t1.deviceId);
      expect(first).toEqual({
        businessDay: '2026-01-15',
        leases: [{ businessDay: '2026-01-15', start: 1, end: LEASE_BLOCK_SIZE }],
      });
      // The counter moved past: another device's blocks never overlap.
      expect((await lease(t2.deviceId)).leases.map((b: { start: number }) => b.start)).toEqual([11]);
      // Nothing used yet: asking again changes nothing.
      expect(await lease(t1.deviceId)).toEqual(first);

      await t1.lease();
      await t1.settle();
      const menu = 'item-1';
      t1.mutate('menu-item.create.v1', {
        id: menu,
        title: 'Dosa',
        price: 9000,
        netPrice: null,
        categoryId: null,
        taxId: null,
      });
      for (let i = 0; i < LEASE_BLOCK_SIZE - 1; i++) t1.ringUp(menu, 9000);
      await t1.settle();
      // one number of the reserve left: nothing more
      expect(await lease(t1.deviceId)).toEqual({
        businessDay: '2026-01-15',
        leases: [{ businessDay: '2026-01-15', start: 1, end: LEASE_BLOCK_SIZE }],
      });
      t1.ringUp(menu, 9000);
      await t1.settle();
      const refilled = await lease(t1.deviceId);
      expect(refilled.leases.map((b: { start: number }) => b.start)).toEqual([21]);
    });

    it('[SS15][TOK8] online, every sale takes the next number of the day, whichever till and whoever signed in', async () => {
      const h = await start();
      const a = await h.tenant();
      const tills = [await a.till('One'), await a.till('Two'), await a.till('Three')];
      const next = async (deviceId: string) => {
        const r = await a.http.post('/api/v1/sync/lease', { deviceId, next: true });
        expect(r.statusCode).toBe(200);
        return r.json() as { businessDay: string; leases: { start: number; end: number }[] };
      };
      const numbers: number[] = [];
      for (const t of [tills[0], tills[1], tills[2], tills[0], tills[1]]) {
        const r = await next((t as { deviceId: string }).deviceId);
        expect(r.leases).toHaveLength(1);
        expect(r.leases[0]?.start).toBe(r.leases[0]?.end);
        numbers.push(r.leases[0]?.start ?? 0);
      }
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
    });

    it('[SS15][TOK9] a user who may not ring up sales gets no reserve and no number', async () => {
      const h = await start();
      const a = await h.tenant();
      const added = await a.http.post('/api/v1/users/add', {
        name: 'Kitchen',
        username: 'kitchen@cafe.test',
        password: 'saffron-2026',
        designation: 'Cook',
        phone: '',
        email: 'kitchen@mail.test',
        userScopes: ['KITCHEN'],
      });
      expect(added.statusCode).toBe(200);
      const kitchen = new HttpClient(h.app);
      const signin = await kitchen.post('/api/v1/auth/signin', {
        username: 'kitchen@cafe.test',
        password: 'saffron-2026',
      });
      expect(signin.statusCode).toBe(200);
      const device = (await kitchen.post('/api/v1/sync/register-device', { name: 'Kitchen tablet' })).json();
      const reserve = await kitchen.post('/api/v1/sync/lease', { deviceId: device.deviceId });
      expect(reserve.json()).toEqual({ businessDay: '2026-01-15', leases: [] });
      const next = await kitchen.post('/api/v1/sync/lease', { deviceId: device.deviceId, next: true });
      expect({ status: next.statusCode, message: next.json().message }).toEqual({
        status: 403,
        message: TEXTS.noAccess,
      });
      // the counter did not move: the owner's first sale is number 1
      const till = await a.till();
      const first = await a.http.post('/api/v1/sync/lease', { deviceId: till.deviceId, next: true });
      expect(first.json().leases).toEqual([{ businessDay: '2026-01-15', start: 1, end: 1 }]);
    });

    it("[SS15][TIME3] the lease's business day is the store's: before its day start the sale belongs to yesterday", async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      // 03:59 in Kolkata on the 16th is still the business day of the 15th (day start 04:00), not UTC's.
      h.clock.now = Date.UTC(2026, 0, 15, 22, 29);
      expect(await t.lease()).toBe(true);
      expect(t.businessDay).toBe('2026-01-15');
      h.clock.now = Date.UTC(2026, 0, 15, 22, 30);
      expect(await t.lease()).toBe(true);
      expect(t.businessDay).toBe('2026-01-16');
      expect(t.tokens?.blocks.map((b) => b.start)).toEqual([1]);
    });

    it("[SS15] refuses another store's device", async () => {
      const h = await start();
      const a = await h.tenant();
      const b = await h.tenant();
      const tb = await b.till();
      expect((await a.http.post('/api/v1/sync/lease', { deviceId: tb.deviceId })).statusCode).toBe(403);
    });
  });
}
