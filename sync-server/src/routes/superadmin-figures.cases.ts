/**
 * Dashboard and reports figures on the fixed data set of platform-fixture.ts, against hand-computed values.
 * Rates: INR 0.0115 US$ (11 500 ppm), USD 1. Booster 499.00 INR a month.
 */
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';
import { operatorClient } from '../test-support/operator.ts';
import { platformFixture } from '../test-support/platform-fixture.ts';

const API = '/api/v1/superadmin';
const ENV = { PLATFORM_TIME_ZONE: 'Asia/Kolkata' };

type Top = { title: string; tenant_name: string; qty: number };
const top = (items: Top[]) => items.map((i) => [i.title, i.tenant_name, i.qty]);

export function superadminFiguresCases({ start }: AppHarness) {
  describe('super-admin figures', () => {
    it('dashboard: each store counted on its own business day, sales in US cents, MRR of active paid plans', async () => {
      const h = await start(ENV);
      await platformFixture(h.database, h.clock.now);
      const op = await operatorClient(h);
      const res = await op.get(`${API}/dashboard`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        // Spice Route and Harbor Diner; Closed Cafe awaits approval
        activeTenants: 2,
        // SALE1-2: sales are paid orders (invoices). Spice Route 3 (paid then cancelled counts; the unpaid QR
        // order, the unpaid cancelled one and the deleted one do not), Harbor Diner 1 (its today is Jan 14),
        // Closed Cafe 1
        ordersProcessedToday: 5,
        // INR (100000 + 50000 + 4000 + 10000) × 0.0115 = 1886 ¢; USD 2500 ¢
        salesVolumeToday: 4386,
        // one Booster of an active tenant: 49900 × 0.0115 = 573.85 → 574 ¢; ARR 12 × 574
        mrr: 574,
        arr: 6888,
        currency: 'USD',
        unconvertedCurrencies: [],
      });
    });

    it('reports: today, yesterday, last month and a custom range', async () => {
      const h = await start(ENV);
      await platformFixture(h.database, h.clock.now);
      const op = await operatorClient(h);
      const report = async (q: string) => {
        const res = await op.get(`${API}/reports${q}`);
        expect(res.statusCode).toBe(200);
        return res.json();
      };

      const today = await report('?type=today');
      expect(today).toMatchObject({
        activeTenants: 2,
        mrr: 574,
        arr: 6888,
        totalCustomers: 3,
        ordersProcessed: 5,
        salesVolume: 4386,
      });
      expect(top(today.topSellingItems)).toEqual([
        ['Masala Dosa', 'Spice Route', 4],
        ['Burger', 'Harbor Diner', 2],
        ['Filter Coffee', 'Spice Route', 2],
        ['Idli', 'Closed Cafe', 1],
      ]);
      expect(await report('')).toEqual(today);

      // Spice Route Jan 14: 20000 INR → 230 ¢; Harbor Diner Jan 13: 4000 ¢
      const yesterday = await report('?type=yesterday');
      expect(yesterday).toMatchObject({ ordersProcessed: 2, salesVolume: 4230 });
      expect(top(yesterday.topSellingItems)).toEqual([
        ['Fries', 'Harbor Diner', 7],
        ['Filter Coffee', 'Spice Route', 5],
      ]);

      const lastMonth = await report('?type=last_month');
      expect(lastMonth).toMatchObject({ ordersProcessed: 1, salesVolume: 345 });
      expect(top(lastMonth.topSellingItems)).toEqual([['Idli', 'Spice Route', 4]]);

      // Jan 13-15 for everyone: INR 184000 → 2116 ¢, USD 7500 ¢
      const custom = await report('?type=custom&from=2026-01-13&to=2026-01-15');
      expect(custom).toMatchObject({ ordersProcessed: 8, salesVolume: 9616 });
      expect(top(custom.topSellingItems)).toEqual([
        ['Filter Coffee', 'Spice Route', 7],
        ['Fries', 'Harbor Diner', 7],
        ['Masala Dosa', 'Spice Route', 4],
        ['Burger', 'Harbor Diner', 3],
        ['Idli', 'Closed Cafe', 1],
      ]);
      expect(custom.topSellingItems[0]).toEqual(
        expect.objectContaining({ tenant_id: expect.any(String), item_id: expect.any(String) }),
      );

      const thisMonth = await report('?type=this_month');
      expect(thisMonth).toMatchObject({ ordersProcessed: 8, salesVolume: 9616 });
    });

    it('rejects bad report filters and leaves unknown currencies out, naming them', async () => {
      const h = await start({ ...ENV, USD_RATES: 'INR=0.012' });
      await platformFixture(h.database, h.clock.now);
      const op = await operatorClient(h);
      const noDates = await op.get(`${API}/reports?type=custom&from=2026-01-10`);
      expect(noDates.statusCode).toBe(400);
      expect(noDates.json().message).toBe('Please select From and To dates!');
      expect((await op.get(`${API}/reports?type=tomorrow`)).json().message).toBe(
        'Please select a valid filter!',
      );
      const reversed = await op.get(`${API}/reports?type=custom&from=2026-01-15&to=2026-01-10`);
      expect(reversed.json().message).toBe('From date must not be after To date!');
      // the configured rate replaces the built-in one: 164000 × 0.012 = 1968 ¢; 49900 × 0.012 = 598.8 → 599 ¢
      const dash = (await op.get(`${API}/dashboard`)).json();
      expect(dash).toMatchObject({ salesVolumeToday: 1968 + 2500, mrr: 599, arr: 7188 });
      const { t } = h.database;
      await h.database.transaction((tx) => tx.update(t.storeSettings).set({ currency: 'XAF' }));
      const unknown = (await op.get(`${API}/dashboard`)).json();
      expect(unknown).toMatchObject({ salesVolumeToday: 0, unconvertedCurrencies: ['XAF'] });
    });
  });
}
