/**
 * Fixed sales data sets for the dashboard and reports suites. `seedSales`: a store in Asia/Kolkata
 * (UTC+5:30) whose business day starts at 04:00, "now" = 2026-02-02 12:00 local, orders on both sides of
 * the month boundary (an order at 02:00 on 1 February belongs to business day 31 January). The
 * hand-computed figures are in the suites. `seedStore` seeds any such data set (another zone's:
 * sales-figures-new-york.fixture.ts). A paid order gets its invoice when it was paid (SALE2), as a payment writes
 * it: by default at the order's own time; an unpaid order has none.
 */
import { businessToday } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';

/** Epoch ms of a local wall time in Asia/Kolkata. */
export const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
export const FIXTURE_NOW = ist('2026-02-02', '12:00');

export type OrderSpec = {
  id: string;
  customer: string | null;
  at: number;
  sub: number;
  tax: number;
  fee?: number;
  status?: string;
  deleted?: boolean;
  /** Paid (the default), or pending: no invoice, never a sale (SALE1). */
  paid?: boolean;
  /** When it was paid (its invoice's time); default `at`. */
  paidAt?: number;
  items: { item: string; price: number; qty: number; cancelled?: boolean }[];
};
/** [key, name, registered at] */
export type CustomerSpec = [string, string, number];

export type StoreSpec = {
  storeName: string;
  currency: string;
  timeZone: string;
  /** Menu items by key: title and current price. */
  menu: Record<string, { title: string; price: number }>;
  customers: CustomerSpec[];
  orders: OrderSpec[];
  /** When the store, its menu and its tables were set up. */
  openedAt: number;
};

const KOLKATA_CUSTOMERS: CustomerSpec[] = [
  ['A', 'Asha', ist('2026-01-10', '12:00')],
  ['B', 'Bala', ist('2026-02-01', '04:30')],
  ['C', 'Chitra', ist('2026-02-02', '08:00')],
  ['D', 'Dev', ist('2026-02-01', '03:00')],
];

const KOLKATA_ORDERS: OrderSpec[] = [
  {
    id: 'O1',
    customer: 'A',
    at: ist('2026-01-20', '13:00'),
    sub: 1000,
    tax: 50,
    items: [{ item: 'tea', price: 100, qty: 1 }],
  },
  {
    id: 'O2',
    customer: 'A',
    at: ist('2026-02-01', '02:00'),
    sub: 2000,
    tax: 100,
    items: [{ item: 'coffee', price: 200, qty: 2 }],
  },
  {
    id: 'O3',
    customer: 'B',
    at: ist('2026-02-01', '05:00'),
    sub: 1500,
    tax: 75,
    items: [
      { item: 'tea', price: 100, qty: 1 },
      { item: 'coffee', price: 200, qty: 1 },
    ],
  },
  {
    id: 'O4',
    customer: 'A',
    at: ist('2026-02-02', '03:59'),
    sub: 500,
    tax: 25,
    items: [{ item: 'tea', price: 100, qty: 1 }],
  },
  {
    id: 'O5',
    customer: 'B',
    at: ist('2026-02-02', '09:00'),
    sub: 3000,
    tax: 150,
    fee: 30,
    items: [
      { item: 'coffee', price: 200, qty: 1 },
      { item: 'cake', price: 300, qty: 2 },
    ],
  },
  {
    id: 'O6',
    customer: null,
    at: ist('2026-02-02', '10:00'),
    sub: 800,
    tax: 40,
    items: [
      { item: 'coffee', price: 200, qty: 1 },
      { item: 'tea', price: 100, qty: 1, cancelled: true },
    ],
  },
  // paid, then cancelled: it was paid, so it stays a sale until refunded (SALE1); its line is cancelled
  {
    id: 'O7',
    customer: 'C',
    at: ist('2026-02-02', '11:00'),
    sub: 950,
    tax: 49,
    status: 'cancelled',
    items: [{ item: 'cake', price: 300, qty: 1, cancelled: true }],
  },
  {
    id: 'O8',
    customer: 'A',
    at: ist('2026-02-02', '11:30'),
    sub: 400,
    tax: 20,
    deleted: true,
    items: [{ item: 'cake', price: 300, qty: 1 }],
  },
  // a diner's cash QR order nobody accepted: not a sale (SALE1)
  {
    id: 'O9',
    customer: null,
    at: ist('2026-02-02', '11:40'),
    sub: 50_000,
    tax: 2_500,
    fee: 799,
    paid: false,
    items: [{ item: 'cake', price: 300, qty: 10 }],
  },
  // rung up in the evening of 1 February, paid the next morning: a sale of 2 February, the day of its invoice
  {
    id: 'O10',
    customer: null,
    at: ist('2026-02-01', '20:00'),
    paidAt: ist('2026-02-02', '09:30'),
    sub: 600,
    tax: 30,
    items: [{ item: 'tea', price: 100, qty: 2 }],
  },
];

/** Ids are prefixed with the tenant id: item `tea` of tenant T is `T-tea`, order `O1` is `T-O1`. */
export async function seedStore(database: Database, tenantId: string, spec: StoreSpec): Promise<void> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const stamp = (ms: number) => ({ createdAt: ms, updatedAt: ms });
  // a store made by sign-up has its first settings already (MENU1): this fixture's replace them
  await database.transaction((tx) =>
    tx.delete(t.storeSettings).where(eq(t.storeSettings.tenantId, tenantId)),
  );
  await s.insert(t.storeSettings, {
    id: `${tenantId}-ss`,
    storeName: spec.storeName,
    currency: spec.currency,
    uniqueQrCode: `${tenantId}-qr`,
    timeZone: spec.timeZone,
    businessDayStart: '04:00',
    ...stamp(spec.openedAt),
  });
  await s.insert(
    t.menuItems,
    Object.entries(spec.menu).map(([key, m]) => ({
      id: `${tenantId}-${key}`,
      title: m.title,
      price: m.price,
      ...stamp(spec.openedAt),
    })),
  );
  await s.insert(t.storeTables, [{ id: `${tenantId}-t1`, tableTitle: 'Table 1', ...stamp(spec.openedAt) }]);
  await s.insert(
    t.customers,
    spec.customers.map(([id, name, at], i) => ({
      id: `${tenantId}-${id}`,
      name,
      phone: `9000000${i}`,
      ...stamp(at),
    })),
  );
  for (const [n, o] of spec.orders.entries()) {
    const orderId = `${tenantId}-${o.id}`;
    await s.insert(t.orders, {
      id: orderId,
      tokenNo: String(n + 1),
      businessDay: '2026-02-02',
      deliveryType: 'dinein',
      customerType: o.customer ? 'CUSTOMER' : 'WALKIN',
      customerId: o.customer ? `${tenantId}-${o.customer}` : null,
      status: o.status ?? (o.paid === false ? 'created' : 'completed'),
      paymentStatus: o.paid === false ? 'pending' : 'paid',
      subTotal: o.sub,
      taxTotal: o.tax,
      feeTotal: o.fee ?? 0,
      total: o.sub + o.tax + (o.fee ?? 0),
      deleted: o.deleted ?? false,
      ...stamp(o.at),
    });
    await s.insert(
      t.orderItems,
      o.items.map((i, k) => ({
        id: `${orderId}-${k}`,
        orderId,
        itemId: `${tenantId}-${i.item}`,
        itemTitle: spec.menu[i.item]?.title ?? i.item,
        unitPrice: i.price,
        quantity: i.qty,
        status: i.cancelled ? 'cancelled' : 'completed',
        ...stamp(o.at),
      })),
    );
    if (o.paid === false) continue;
    const paidAt = o.paidAt ?? o.at;
    const invoiceId = `${orderId}-inv`;
    await s.insert(t.invoices, {
      id: invoiceId,
      businessDay: businessToday(paidAt, { timeZone: spec.timeZone, dayStart: '04:00' }),
      subTotal: o.sub,
      taxTotal: o.tax,
      feeTotal: o.fee ?? 0,
      total: o.sub + o.tax + (o.fee ?? 0),
      customerType: o.customer ? 'CUSTOMER' : 'WALKIN',
      customerId: o.customer ? `${tenantId}-${o.customer}` : null,
      deleted: o.deleted ?? false,
      ...stamp(paidAt),
    });
    await s.insert(t.invoiceOrders, {
      id: `${invoiceId}:${orderId}`,
      invoiceId,
      orderId,
      deleted: o.deleted ?? false,
      ...stamp(paidAt),
    });
  }
}

export async function seedSales(database: Database, tenantId: string): Promise<void> {
  await seedStore(database, tenantId, {
    storeName: 'Cafe Marigold',
    currency: 'EUR',
    timeZone: 'Asia/Kolkata',
    menu: {
      tea: { title: 'Tea', price: 100 },
      coffee: { title: 'Coffee', price: 200 },
      cake: { title: 'Cake', price: 300 },
    },
    customers: KOLKATA_CUSTOMERS,
    orders: KOLKATA_ORDERS,
    openedAt: ist('2026-01-01', '10:00'),
  });
  const { t } = database;
  const s = scoped(database, tenantId);
  const reservations: [string, string, string | null, number, boolean][] = [
    ['R1', 'B', `${tenantId}-t1`, ist('2026-02-02', '19:00'), false],
    ['R2', 'A', null, ist('2026-02-01', '20:00'), false],
    ['R3', 'C', null, ist('2026-02-03', '01:00'), false],
    ['R4', 'A', null, ist('2026-02-02', '20:00'), true],
  ];
  await s.insert(
    t.reservations,
    reservations.map(([id, customer, tableId, date, deleted]) => ({
      id: `${tenantId}-${id}`,
      customerId: `${tenantId}-${customer}`,
      tableId,
      date,
      peopleCount: 4,
      deleted,
      createdAt: ist('2026-01-30', '10:00'),
      updatedAt: ist('2026-01-30', '10:00'),
    })),
  );
}
