/**
 * The security suites' world: store A with one row of everything (filled through the REST API as a
 * restaurant would), store B, staff of A with chosen scopes and the platform operator, on one listening app.
 * `markers` are A's private values: none may appear in an answer given to anyone but A.
 */
import { randomUUID } from 'node:crypto';
import { SCOPES, type Scope } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { hashPassword } from '../services/passwords.ts';
import { type Harness, OPERATOR, PASSWORD, startHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { multipart, PNG } from '../test-support/multipart.ts';
import { insertOrder } from '../test-support/platform-fixture.ts';

export type StoreIds = {
  tenant: string;
  admin: string;
  adminUsername: string;
  /** The store's cashier, holding CASHIER_SCOPES. */
  staffUsername: string;
  category: string;
  tax: string;
  table: string;
  paymentType: string;
  menuItem: string;
  variant: string;
  addon: string;
  customer: string;
  customerPhone: string;
  reservation: string;
  order: string;
  /** The order's one line (the orders screen's item menu and the kitchen name lines). */
  orderItem: string;
  /** The store's QR menu code (public by design: it is printed on the tables). */
  qrcode: string;
  /** A diner order placed through the QR menu, and its capability (docs/api-diner.md). */
  dinerOrder: string;
  dinerOrderToken: string;
  syncDevice: string;
  session: string;
  checkout: string;
  subscription: string;
  imageHash: string;
  /** A CloudPRNT printer (PRN1, PRN8) and the secret of its polling URL. */
  printer: string;
  printerSecret: string;
};

export type World = {
  h: Harness & { port: number };
  a: { c: HttpClient; ids: StoreIds };
  b: { c: HttpClient; ids: StoreIds };
  operator: HttpClient;
  /** A's private values (ids, names, phones, usernames). */
  markers: readonly string[];
  /** A signed-in staff member of store A holding exactly `scopes` (one per set, created on first use). */
  staffOfA(scopes: readonly Scope[]): Promise<HttpClient>;
  /** How many staff members staffOfA has added to store A so far. */
  staffCount(): number;
  close(): Promise<void>;
};

async function ok<T = Record<string, unknown>>(res: Promise<{ statusCode: number; json(): unknown }>) {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return r.json() as T;
}

const idOf = async (res: Promise<{ statusCode: number; json(): unknown }>) =>
  (await ok<{ id: string }>(res)).id;

/** The scopes of each store's cashier (`staffUsername`), the user the users routes change. */
export const CASHIER_SCOPES: readonly Scope[] = ['POS'];

let seq = 0;
const customerPhoneOf = (n: number) => `98${String(n).padStart(3, '0')}74321`;

async function signIn(h: Harness, username: string, password = PASSWORD): Promise<HttpClient> {
  const c = h.client();
  await ok(c.post('/api/v1/auth/signin', { username, password }));
  return c;
}

/** A store with one row of every kind; `tag` makes its names and phones unique. */
async function buildStore(h: Harness, tag: string): Promise<{ c: HttpClient; ids: StoreIds }> {
  const n = ++seq;
  const adminUsername = `owner-${tag}-${n}@${tag}.test`;
  await ok(
    h.client().post('/api/v1/auth/signup', {
      biz_name: `Kitchen ${tag}`,
      username: adminUsername,
      password: PASSWORD,
    }),
  );
  const c = await signIn(h, adminUsername);
  const me = await ok<{ user: { id: string; tenant_id: string } }>(c.get('/api/v1/auth/me'));
  const S = '/api/v1/settings';
  const M = '/api/v1/menu-items';
  await ok(
    c.post(`${S}/store-setting`, {
      storeName: `Kitchen ${tag}`,
      phone: `+91 97${String(n).padStart(3, '0')}11111`,
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      dayStart: '04:00',
      isQRMenuEnabled: true,
    }),
  );
  const category = await idOf(c.post(`${S}/categories/add`, { title: `Curries ${tag}` }));
  const tax = await idOf(c.post(`${S}/taxes/add`, { title: `GST ${tag}`, rate: 5, type: 'exclusive' }));
  const table = await idOf(
    c.post(`${S}/store-tables/add`, { title: `T-${tag}`, floor: 'Ground', seatingCapacity: 4 }),
  );
  const paymentType = await idOf(c.post(`${S}/payment-types/add`, { title: `Wallet ${tag}` }));
  const printer = (
    await ok<{ printer: { id: string; cloudPrntUrl: string } }>(
      c.post(`${S}/printers/add`, { title: `Star ${tag}`, connection: 'cloudprnt', role: 'kitchen' }),
    )
  ).printer;
  const menuItem = await idOf(
    c.post(`${M}/add`, { title: `Thali ${tag}`, price: 25_000, categoryId: category, taxId: tax }),
  );
  const variant = await idOf(c.post(`${M}/variants/${menuItem}/add`, { title: 'Large', price: 30_000 }));
  const addon = await idOf(c.post(`${M}/addons/${menuItem}/add`, { title: 'Papad', price: 2_000 }));
  const photo = multipart('image', 'thali.png', 'image/png', PNG);
  const upload = await ok<{ imageURL: string }>(
    c.post(`${M}/update/${menuItem}/upload-photo`, photo.body, photo.headers),
  );
  const customerPhone = customerPhoneOf(n);
  const customer = await idOf(
    c.post('/api/v1/customers/add', {
      phone: customerPhone,
      name: `Rukmini ${tag} Secret`,
      email: `r@${tag}.test`,
    }),
  );
  const reservation = await idOf(
    c.post('/api/v1/reservations/add', {
      customerId: customerPhone,
      date: h.clock.now + 86_400_000,
      tableId: table,
      peopleCount: 2,
      notes: `Anniversary ${tag}`,
    }),
  );
  const staffUsername = `cashier-${tag}-${n}@${tag}.test`;
  await ok(
    c.post('/api/v1/users/add', {
      name: `Cashier ${tag}`,
      username: staffUsername,
      password: PASSWORD,
      userScopes: [...CASHIER_SCOPES],
    }),
  );
  const t = h.database.t;
  // insertOrder writes its token number without the day's counter: its order is of the day before.
  const [settings] = await h.database.db
    .select({ qrcode: t.storeSettings.uniqueQrCode })
    .from(t.storeSettings)
    .where(eq(t.storeSettings.tenantId, me.user.tenant_id));
  const qrcode = settings?.qrcode ?? '';
  const placed = await ok<{ orderId: string; orderToken: string }>(
    h.client().post('/api/v1/qrmenu/create-order', {
      qrcode,
      tableId: table,
      dinerId: randomUUID(),
      clientOrderId: randomUUID(),
      paymentMethod: 'cash',
      deliveryType: 'AppCash',
      items: [
        { itemId: menuItem, variantId: variant, addonIds: [], quantity: 1, notes: `Extra chutney ${tag}` },
      ],
    }),
  );
  const order = await insertOrder(h.database, me.user.tenant_id, {
    day: '2026-01-14',
    total: 31_500,
    lines: [{ itemId: menuItem, title: `Thali ${tag}`, qty: 1 }],
  });
  const [line] = await h.database.db
    .select({ id: t.orderItems.id })
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, order));
  const syncDevice = (
    await ok<{ deviceId: string }>(c.post('/api/v1/sync/register-device', { name: `Till ${tag}` }))
  ).deviceId;
  const devices = await ok<{ devices: { device_id: string }[] }>(c.get('/api/v1/auth/devices'));
  const checkout = (
    await ok<{ providerRef: string }>(c.post('/api/v1/subscriptions/checkout', { plan: 'booster' }))
  ).providerRef;
  const subscription = await ok<{ subscription: { subscription_id: string } }>(
    c.get('/api/v1/auth/subscription-details'),
  );
  return {
    c,
    ids: {
      tenant: me.user.tenant_id,
      admin: me.user.id,
      adminUsername,
      staffUsername,
      category,
      tax,
      table,
      paymentType,
      menuItem,
      variant,
      addon,
      customer,
      customerPhone,
      reservation,
      order,
      orderItem: line?.id ?? '',
      qrcode,
      dinerOrder: placed.orderId,
      dinerOrderToken: placed.orderToken,
      syncDevice,
      session: devices.devices[0]?.device_id ?? '',
      checkout,
      subscription: subscription.subscription.subscription_id,
      imageHash: upload.imageURL.split('/').pop() ?? '',
      printer: printer.id,
      printerSecret: printer.cloudPrntUrl.split('/').pop() ?? '',
    },
  };
}

async function insertStaff(database: Database, tenantId: string, username: string, scopes: readonly Scope[]) {
  const now = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  await database.transaction((tx) =>
    tx.insert(database.t.users).values({
      id: uuidv7(),
      tenantId,
      username,
      passwordHash,
      name: 'Scoped Staff',
      role: 'staff',
      scope: scopes.join(','),
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** Starts the app on `database` (listening, for the socket), builds both stores and signs everyone in. */
export async function buildWorld(database: Database, env: Record<string, string> = {}): Promise<World> {
  // Demo payments on: each store holds a plan checkout, and the payment routes are reached (ADR 0042).
  const harness = await startHarness(database, { AUTH_RATE_LIMIT: '10000', DEMO_PAYMENTS: 'true', ...env });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const address = harness.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const h = { ...harness, port: address.port };
  const a = await buildStore(h, 'zaffran');
  const b = await buildStore(h, 'bistro');
  const operator = h.client();
  await ok(operator.post('/api/v1/superadmin/signin', OPERATOR));
  const staff = new Map<string, Promise<HttpClient>>();
  const { ids } = a;
  return {
    h,
    a,
    b,
    operator,
    markers: [
      ids.tenant,
      ids.admin,
      ids.adminUsername,
      ids.staffUsername,
      ids.customer,
      ids.customerPhone,
      'Rukmini zaffran Secret',
      ids.reservation,
      'Anniversary zaffran',
      ids.order,
      ids.orderItem,
      ids.dinerOrder,
      ids.dinerOrderToken,
      'Extra chutney zaffran',
      ids.syncDevice,
      ids.session,
      ids.checkout,
    ],
    staffOfA(scopes) {
      const key = [...scopes].sort().join(',');
      let pending = staff.get(key);
      if (!pending) {
        const username = `scoped-${staff.size + 1}-${++seq}@zaffran.test`;
        pending = insertStaff(database, ids.tenant, username, scopes).then(() => signIn(h, username));
        staff.set(key, pending);
      }
      return pending;
    },
    staffCount: () => staff.size,
    async close() {
      await h.app.close();
      await database.close();
    },
  };
}

/** Every scope but `held`: a staff member who lacks exactly the route's scopes. */
export const scopesBut = (held: readonly Scope[]): Scope[] => SCOPES.filter((s) => !held.includes(s));
