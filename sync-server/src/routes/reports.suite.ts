/**
 * GET /reports (TIME5, VAL14) on SQLite (reports.test.ts) and PostgreSQL (reports.pg.test.ts):
 * two stores, in Asia/Kolkata and America/New_York (services/sales-figures*.fixture.ts), read at one fixed
 * instant on different business days, across month boundaries; each preset with hand-computed figures
 * (TIME3, TIME5), the filter's validation messages, tenant isolation and the REPORTS scope; each preset read from
 * the ledger and then from the built day summary (RDS1).
 */
import { presetRange, type ReportsAnswer } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { FIXTURE_NOW, seedSales } from '../services/sales-figures.fixture.ts';
import { salesFigures, storeClock } from '../services/sales-figures.ts';
import { seedNewYorkSales } from '../services/sales-figures-new-york.fixture.ts';
import { ensureSalesSummary, summaryState } from '../services/sales-summary.ts';
import { summarySales } from '../services/sales-summary-read.ts';
import { type Harness, PASSWORD, useAppHarness } from '../test-support/app-harness.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

const API = '/api/v1/reports';

export function reportsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function seeded() {
    const h = await start();
    h.clock.now = FIXTURE_NOW; // before signing in: the access cookie lives 15 minutes
    const { c, user } = await signedIn(h);
    await seedSales(h.database, user.tenant_id);
    return { h, c, tenantId: user.tenant_id };
  }

  const get = async (c: Awaited<ReturnType<typeof seeded>>['c'], query: string) => {
    const res = await c.get(`${API}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  type Figures = [
    orders: number,
    revenue: number,
    tax: number,
    net: number,
    aov: number,
    customers: number,
    newCustomers: number,
    repeat: number,
    top: [title: string, ordersCount: number][],
  ];
  // Hand-computed from the fixtures (SALE2: a sale is an invoice, on the day it was paid; invoice totals = sub +
  // tax + fee), at FIXTURE_NOW: Kolkata 2026-02-02 12:00 (business today 2 February), New York 2026-02-02 01:30
  // (business today 1 February). Customers (SALE4): Total = registered by the range's end, New = registered in
  // it, Repeat = bought in it and before it. O9 (unpaid) is never counted; O7 (paid, then cancelled) always is.
  const KOLKATA: Record<string, Figures> = {
    // O5 O6 O7, and O10 (rung up yesterday, paid today); A B C D registered, C today; B repeats
    today: [
      4,
      5649,
      269,
      5350,
      1412.25,
      4,
      1,
      1,
      [
        ['Coffee', 2],
        ['Cake', 1],
        ['Tea', 1],
      ],
    ],
    // O3, O4 at 03:59; A B D registered (C not yet), new B; A repeats
    yesterday: [
      2,
      2100,
      100,
      2000,
      1050,
      3,
      1,
      1,
      [
        ['Tea', 2],
        ['Coffee', 1],
      ],
    ],
    // O2-O7, O10; new B C D; A repeats
    last_7days: [
      7,
      9849,
      469,
      9350,
      1407,
      4,
      3,
      1,
      [
        ['Coffee', 4],
        ['Tea', 3],
        ['Cake', 1],
      ],
    ],
    // O3-O7, O10; new B C; A repeats
    this_month: [
      6,
      7749,
      369,
      7350,
      1291.5,
      4,
      2,
      1,
      [
        ['Coffee', 3],
        ['Tea', 3],
        ['Cake', 1],
      ],
    ],
    // O1, O2 at 02:00 1 Feb; A D registered, both new
    last_month: [
      2,
      3150,
      150,
      3000,
      1575,
      2,
      2,
      0,
      [
        ['Coffee', 1],
        ['Tea', 1],
      ],
    ],
    // O1-O4; new A B D
    custom: [
      4,
      5250,
      250,
      5000,
      1312.5,
      3,
      3,
      0,
      [
        ['Tea', 3],
        ['Coffee', 2],
      ],
    ],
  };
  // New York: Total Customers counts X Y Z V W registered by the range's end (Z not before 1 February 04:00)
  const NEW_YORK: Record<string, Figures> = {
    today: [
      2,
      2550,
      230,
      2300,
      1275,
      5,
      1,
      1,
      [
        ['Bagel', 1],
        ['Latte', 1],
        ['Muffin', 1],
      ],
    ], // N7 N8; new Z; X repeats
    yesterday: [
      2,
      2750,
      250,
      2500,
      1375,
      4,
      2,
      1,
      [
        ['Latte', 2],
        ['Bagel', 1],
        ['Muffin', 1],
      ],
    ], // N5 N6; new V W
    last_7days: [
      5,
      6400,
      580,
      5800,
      1280,
      5,
      3,
      2,
      [
        ['Latte', 4],
        ['Bagel', 2],
        ['Muffin', 2],
      ],
    ], // N4-N8
    this_month: [
      2,
      2550,
      230,
      2300,
      1275,
      5,
      1,
      1,
      [
        ['Bagel', 1],
        ['Latte', 1],
        ['Muffin', 1],
      ],
    ], // N7 N8 only
    last_month: [
      4,
      4840,
      440,
      4400,
      1210,
      4,
      2,
      1,
      [
        ['Latte', 3],
        ['Bagel', 2],
        ['Muffin', 2],
      ],
    ], // N3-N6; new V W
    custom: [
      8,
      9480,
      860,
      8600,
      1185,
      5,
      4,
      0,
      [
        ['Latte', 5],
        ['Bagel', 4],
        ['Muffin', 3],
      ],
    ], // N1-N8; new Y V W Z
  };
  const QUERIES: Record<string, string> = {
    today: 'type=today',
    yesterday: 'type=yesterday',
    last_7days: 'type=last_7days',
    this_month: 'type=this_month',
    last_month: 'type=last_month',
    custom: 'type=custom&from=2025-12-31&to=2026-02-01',
  };
  const PRICES: Record<string, number> = {
    Tea: 100,
    Coffee: 200,
    Cake: 300,
    Bagel: 250,
    Latte: 400,
    Muffin: 300,
  };

  // LEFT1: the answer compared whole is typed by its one shape in shared
  const expected = (tenantId: string, currency: string, f: Figures): ReportsAnswer => {
    const [ordersCount, revenue, taxTotal, netSales, averageOrderValue, totalCustomers, newC, repeat, top] =
      f;
    return {
      message: 'Reports',
      currency,
      ordersCount,
      revenue,
      taxTotal,
      netSales,
      averageOrderValue,
      totalCustomers,
      newCustomerCount: newC,
      repeatedCustomerCount: repeat,
      topSellingItems: top.map(([title, orders_count]) => ({
        id: `${tenantId}-${title.toLowerCase()}`,
        title,
        price: PRICES[title] ?? Number.NaN, // a title missing from PRICES fails the comparison
        orders_count,
      })),
    };
  };

  describe('figures of two stores in two time zones at one instant, across month boundaries', () => {
    it.each(Object.keys(QUERIES))('%s', async (preset) => {
      const { h, c, tenantId: kolkata } = await seeded();
      const ny = await signedIn(h);
      await seedNewYorkSales(h.database, ny.user.tenant_id);
      const query = QUERIES[preset] ?? '';
      const figures = await get(c, query);
      expect(figures).toEqual(expected(kolkata, 'EUR', KOLKATA[preset] as Figures));
      expect(await get(ny.c, query)).toEqual(expected(ny.user.tenant_id, 'USD', NEW_YORK[preset] as Figures));
      // SALE2: Revenue reconciles with the invoices screen for the same filter; SALE4: New and Repeat within Total
      const invoices = (await c.get(`/api/v1/invoices?${query}`)).json().invoices as { total: number }[];
      expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(figures.revenue);
      expect(invoices.length).toBe(figures.ordersCount); // one order an invoice in these fixtures
      expect(figures.newCustomerCount).toBeLessThanOrEqual(figures.totalCustomers);
      expect(figures.repeatedCustomerCount).toBeLessThanOrEqual(figures.totalCustomers);
      // RDS1: the first reads (above) read the ledger and started the day summaries' builds; once built, the same
      await ensureSalesSummary(h.database, kolkata, { timeZone: 'Asia/Kolkata', dayStart: '04:00' });
      await ensureSalesSummary(h.database, ny.user.tenant_id, {
        timeZone: 'America/New_York',
        dayStart: '04:00',
      });
      expect((await summaryState(h.database.db, h.database.t, kolkata))?.ready).toBe(true);
      expect(await get(c, query)).toEqual(figures);
      expect(await get(ny.c, query)).toEqual(expected(ny.user.tenant_id, 'USD', NEW_YORK[preset] as Figures));
    });

    it('an empty custom range answers zeros', async () => {
      const { c } = await seeded();
      expect(await get(c, 'type=custom&from=2026-03-01&to=2026-03-31')).toMatchObject({
        ordersCount: 0,
        revenue: 0,
        averageOrderValue: 0,
        topSellingItems: [],
      });
    });
  });

  it('[RDS2] sales rung up and paid through REST after the summary is built: it answers what the ledger does', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await openShop(c);
    const takeaway = { deliveryType: 'takeaway', tableId: null };
    const cash = { paymentTypeId: shop.cashId };
    await ringUp(shop, takeaway, cash);
    const { clock } = await storeClock(h.database, user.tenant_id);
    await ensureSalesSummary(h.database, user.tenant_id, clock);
    await ringUp(shop, takeaway, cash);
    const plain = aLine(shop, { addonIds: [], unitPrice: 32000, quantity: 2 });
    await ringUp(shop, { ...takeaway, cart: [plain, aLine(shop)] }, cash);
    await ringUp(shop, takeaway); // not paid: not a sale
    const range = presetRange('today', h.clock.now, clock);
    if (!range.ok) throw new Error(range.message);
    const ledger = await salesFigures(h.database, user.tenant_id, range.value);
    const answer = await c.get(`${API}?type=today`);
    expect(answer.json()).toMatchObject({
      ordersCount: 3,
      revenue: ledger.revenue,
      netSales: ledger.netSales,
      taxTotal: ledger.taxTotal,
      topSellingItems: ledger.topSellingItems,
    });
    expect(await summarySales(h.database, user.tenant_id, range.value, clock, 10)).toMatchObject({
      ordersCount: 3,
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
