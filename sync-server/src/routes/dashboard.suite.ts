/**
 * GET /dashboard (TIME3-TIME4) on SQLite (dashboard.test.ts) and PostgreSQL
 * (dashboard.pg.test.ts), over the fixed data set of services/sales-figures.fixture.ts with hand-computed
 * figures for business day 2026-02-02 (Asia/Kolkata, day start 04:00).
 */
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { FIXTURE_NOW, ist, seedSales } from '../services/sales-figures.fixture.ts';
import { PASSWORD, useAppHarness } from '../test-support/app-harness.ts';

export function dashboardSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  it("answers today's figures in the store's business day", async () => {
    const h = await start();
    h.clock.now = FIXTURE_NOW; // before signing in: the access cookie lives 15 minutes
    const { c, user } = await signedIn(h);
    const tenant = user.tenant_id;
    await seedSales(h.database, tenant);
    const res = await c.get('/api/v1/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Today's sales (SALE1-2, the invoices of today): O5, O6, O7 (paid, then cancelled) and O10 (rung up
    // yesterday, paid today); not O9 (a QR order nobody accepted), O8 (tombstoned) nor O4 (paid at 03:59, yesterday).
    expect(body.ordersCount).toBe(4);
    // C registered today; B ordered today and yesterday (before today) → one repeat customer.
    expect(body.newCustomerCount).toBe(1);
    expect(body.repeatedCustomerCount).toBe(1);
    expect(body.currency).toBe('EUR');
    expect(body.topSellingItems).toEqual([
      { id: `${tenant}-coffee`, title: 'Coffee', price: 200, orders_count: 2 },
      { id: `${tenant}-cake`, title: 'Cake', price: 300, orders_count: 1 },
      { id: `${tenant}-tea`, title: 'Tea', price: 100, orders_count: 1 },
    ]);
    // R1 today 19:00; R3 at 01:00 the next calendar day is still business day 2026-02-02.
    expect(body.reservations.map((r: { id: string }) => r.id)).toEqual([`${tenant}-R1`, `${tenant}-R3`]);
    expect(body.reservations[0]).toMatchObject({
      customer_id: `${tenant}-B`,
      customer_name: 'Bala',
      customer_phone: '90000001',
      table_id: `${tenant}-t1`,
      table_title: 'Table 1',
      people_count: 4,
      status: 'booked',
      date: new Date(ist('2026-02-02', '19:00')).toISOString(),
    });
    expect(body.reservations[1]).toMatchObject({ customer_name: 'Chitra', table_title: null });
  });

  it('a new tenant has zero counts and empty lists; another tenant sees none of the data', async () => {
    const h = await start();
    h.clock.now = FIXTURE_NOW; // before signing in: the access cookie lives 15 minutes
    const a = await signedIn(h);
    await seedSales(h.database, a.user.tenant_id);
    const b = await signedIn(h);
    const body = (await b.c.get('/api/v1/dashboard')).json();
    expect(body).toMatchObject({
      reservations: [],
      topSellingItems: [],
      ordersCount: 0,
      newCustomerCount: 0,
      repeatedCustomerCount: 0,
      currency: 'INR',
    });
  });

  it('needs DASHBOARD: staff without it get 403, staff with it 200', async () => {
    const h = await start();
    h.clock.now = FIXTURE_NOW; // before signing in: the access cookie lives 15 minutes
    const { user } = await signedIn(h);
    for (const [scope, status] of [
      ['POS,REPORTS', 403],
      ['DASHBOARD', 200],
    ] as const) {
      const name = await addStaff(h, user.tenant_id, scope);
      const staff = h.client();
      await staff.post('/api/v1/auth/signin', { username: name, password: PASSWORD });
      expect((await staff.get('/api/v1/dashboard')).statusCode).toBe(status);
    }
    expect((await h.client().get('/api/v1/dashboard')).statusCode).toBe(401);
  });
}
