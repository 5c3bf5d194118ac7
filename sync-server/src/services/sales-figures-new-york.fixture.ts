/**
 * A second fixed sales data set, for a store in America/New_York (EST, UTC-5) whose business day starts at
 * 04:00, read at the same instant as the Kolkata set (FIXTURE_NOW = 2026-02-02 06:30 UTC = 01:30 in New
 * York, so its business today is 1 February while Kolkata's is 2 February). Orders sit on both sides of
 * the December/January and January/February boundaries, on local, business-day and UTC dates that
 * disagree. The hand-computed figures are in reports.suite.ts.
 */
import type { Database } from '../db/index.ts';
import { type CustomerSpec, type OrderSpec, seedStore } from './sales-figures.fixture.ts';

/** Epoch ms of a local wall time in America/New_York in winter (EST). */
export const est = (date: string, time: string) => Date.parse(`${date}T${time}:00-05:00`);

const CUSTOMERS: CustomerSpec[] = [
  ['X', 'Xavier', est('2025-12-15', '10:00')],
  ['Y', 'Yara', est('2026-01-01', '03:00')], // business day 31 December
  ['Z', 'Zoe', est('2026-02-01', '08:50')],
  ['V', 'Vik', est('2026-01-31', '23:30')], // no orders
  ['W', 'Wen', est('2026-02-01', '03:00')], // business day 31 January; only an unpaid, cancelled order
];

const line = (item: string, price: number, qty = 1, cancelled = false) => ({ item, price, qty, cancelled });

const ORDERS: OrderSpec[] = [
  // business day 31 December
  { id: 'N1', customer: 'X', at: est('2025-12-31', '23:00'), sub: 700, tax: 70, items: [line('bagel', 250)] },
  // 03:30 on 1 January: still business day 31 December
  {
    id: 'N2',
    customer: 'X',
    at: est('2026-01-01', '03:30'),
    sub: 1200,
    tax: 120,
    items: [line('latte', 400)],
  },
  // 04:00 sharp on 1 January: the first instant of January
  {
    id: 'N3',
    customer: 'Y',
    at: est('2026-01-01', '04:00'),
    sub: 900,
    tax: 90,
    items: [line('bagel', 250), line('muffin', 300)],
  },
  {
    id: 'N4',
    customer: 'X',
    at: est('2026-01-26', '12:00'),
    sub: 1000,
    tax: 100,
    items: [line('latte', 400, 2)],
  },
  // 22:00 on 31 January is 1 February in UTC
  {
    id: 'N5',
    customer: 'Y',
    at: est('2026-01-31', '22:00'),
    sub: 2000,
    tax: 200,
    items: [line('latte', 400), line('bagel', 250)],
  },
  // 02:00 on 1 February: business day 31 January
  {
    id: 'N6',
    customer: null,
    at: est('2026-02-01', '02:00'),
    sub: 500,
    tax: 50,
    items: [line('muffin', 300), line('latte', 400), line('bagel', 250, 1, true)],
  },
  {
    id: 'N7',
    customer: 'Z',
    at: est('2026-02-01', '09:00'),
    sub: 1500,
    tax: 150,
    fee: 20,
    items: [line('muffin', 300, 2), line('latte', 400)],
  },
  // 01:00 on 2 February (UTC 06:00, before "now"): still business day 1 February
  { id: 'N8', customer: 'X', at: est('2026-02-02', '01:00'), sub: 800, tax: 80, items: [line('bagel', 250)] },
  {
    id: 'N9',
    customer: 'W',
    at: est('2026-02-01', '12:00'),
    sub: 600,
    tax: 60,
    // a diner order nobody accepted, then cancelled: never a sale (SALE1)
    status: 'cancelled',
    paid: false,
    items: [line('latte', 400)],
  },
];

export async function seedNewYorkSales(database: Database, tenantId: string): Promise<void> {
  await seedStore(database, tenantId, {
    storeName: 'Hudson Bagels',
    currency: 'USD',
    timeZone: 'America/New_York',
    menu: {
      bagel: { title: 'Bagel', price: 250 },
      latte: { title: 'Latte', price: 400 },
      muffin: { title: 'Muffin', price: 300 },
    },
    customers: CUSTOMERS,
    orders: ORDERS,
    openedAt: est('2025-12-01', '10:00'),
  });
}
