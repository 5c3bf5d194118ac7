/**
 * GET /reports (document 3 sections 4 and 7) on SQLite (reports.test.ts) and PostgreSQL (reports.pg.test.ts):
 * the fixed data set of services/sales-figures.fixture.ts across the January/February boundary, each preset
 * with hand-computed figures, the filter's validation messages, tenant isolation and the REPORTS scope.
 */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { FIXTURE_NOW, seedSales } from '../services/sales-figures.fixture.ts';
import { type Harness, PASSWORD, useAppHarness } from '../test-support/app-harness.ts';

const API = '/api/v1/reports';

export function reportsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function seeded() {
    const h = await start();
    h.clock.now = FIXTURE_NOW; // before signing in: the access cookie lives 15 minutes
    const { c, user } = await signedIn(h);
    await seedSales(h.database, user.tenant_id);
    const item = (name: string, price: number, orders_count: number) => ({
      id: `${user.tenant_id}-${name.toLowerCase()}`,
      title: name,
      price,
      orders_count,
    });
    return { h, c, item };
  }

  const get = async (c: Awaited<ReturnType<typeof seeded>>['c'], query: string) => {
    const res = await c.get(`${API}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe('figures (today = business day 2026-02-02, Asia/Kolkata, day start 04:00)', () => {
    it('today: O5 and O6', async () => {
      const { c, item } = await seeded();
      expect(await get(c, 'type=today')).toEqual({
        message: 'Reports',
        currency: 'EUR',
        ordersCount: 2,
        revenue: 4020, // 3180 + 840
        taxTotal: 190,
        netSales: 3800,
        averageOrderValue: 2010,
        totalCustomers: 1, // B (O6 is a walk-in)
        newCustomerCount: 1, // C
        repeatedCustomerCount: 1, // B ordered on 1 February
        topSellingItems: [item('Coffee', 200, 2), item('Cake', 300, 1)],
      });
    });

    it('yesterday: O3 and O4 (03:59 on 2 February is still 1 February)', async () => {
      const { c, item } = await seeded();
      expect(await get(c, 'type=yesterday')).toMatchObject({
        ordersCount: 2,
        revenue: 2100,
        taxTotal: 100,
        netSales: 2000,
        averageOrderValue: 1050,
        totalCustomers: 2,
        newCustomerCount: 1, // B; D at 03:00 belongs to 31 January
        repeatedCustomerCount: 1, // A
        topSellingItems: [item('Tea', 100, 2), item('Coffee', 200, 1)],
      });
    });

    it('this month: O3 to O6', async () => {
      const { c, item } = await seeded();
      expect(await get(c, 'type=this_month')).toMatchObject({
        ordersCount: 4,
        revenue: 6120,
        taxTotal: 290,
        netSales: 5800,
        averageOrderValue: 1530,
        totalCustomers: 2,
        newCustomerCount: 2, // B, C
        repeatedCustomerCount: 1, // A
        topSellingItems: [item('Coffee', 200, 3), item('Tea', 100, 2), item('Cake', 300, 1)],
      });
    });

    it('last month: O1 and O2 (02:00 on 1 February is business day 31 January)', async () => {
      const { c, item } = await seeded();
      expect(await get(c, 'type=last_month')).toMatchObject({
        ordersCount: 2,
        revenue: 3150,
        taxTotal: 150,
        netSales: 3000,
        averageOrderValue: 1575,
        totalCustomers: 1,
        newCustomerCount: 2, // A, D
        repeatedCustomerCount: 0,
        topSellingItems: [item('Coffee', 200, 1), item('Tea', 100, 1)],
      });
    });

    it('last 7 days and a custom range across the month boundary', async () => {
      const { c, item } = await seeded();
      expect(await get(c, 'type=last_7days')).toMatchObject({ ordersCount: 5, revenue: 8220 });
      expect(await get(c, 'type=custom&from=2026-01-31&to=2026-02-01')).toMatchObject({
        ordersCount: 3,
        revenue: 4200,
        taxTotal: 200,
        netSales: 4000,
        averageOrderValue: 1400,
        totalCustomers: 2,
        newCustomerCount: 2, // B, D
        repeatedCustomerCount: 1, // A (O1)
        topSellingItems: [item('Coffee', 200, 2), item('Tea', 100, 2)],
      });
      expect(await get(c, 'type=custom&from=2026-03-01&to=2026-03-31')).toMatchObject({
        ordersCount: 0,
        revenue: 0,
        averageOrderValue: 0,
        topSellingItems: [],
      });
    });
  });

  it('rejects a bad filter with its message', async () => {
    const { c } = await seeded();
    const expect400 = async (query: string, message: string) => {
      const r = await c.get(`${API}?${query}`);
      expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
    };
    await expect400('type=tomorrow', 'Please select a valid filter!');
    await expect400('type=custom', 'Please select From and To dates!');
    await expect400('type=custom&from=2026-02-02&to=2026-02-01', 'From date must not be after To date!');
    await expect400('type=custom&from=2026-02-30&to=2026-03-01', 'Please provide valid dates!');
  });

  it("another tenant's data is not counted", async () => {
    const { h } = await seeded();
    const other = await signedIn(h);
    expect((await other.c.get(`${API}?type=this_month`)).json()).toMatchObject({
      ordersCount: 0,
      revenue: 0,
      newCustomerCount: 0,
      topSellingItems: [],
      currency: 'INR',
    });
  });

  it('needs REPORTS: staff without it get 403', async () => {
    const { h } = await seeded();
    const staffFor = async (hh: Harness, scope: string) => {
      const tenant = (await hh.database.db.select().from(hh.database.t.storeSettings))[0]?.tenantId ?? '';
      const name = await addStaff(hh, tenant, scope);
      const staff = hh.client();
      await staff.post('/api/v1/auth/signin', { username: name, password: PASSWORD });
      return staff;
    };
    expect((await (await staffFor(h, 'DASHBOARD,SETTINGS')).get(`${API}?type=today`)).statusCode).toBe(403);
    expect((await (await staffFor(h, 'REPORTS')).get(`${API}?type=today`)).statusCode).toBe(200);
  });
}
