/**
 * A store with its QR menu on, for the diner suites: the owner's client, its menu code and a small menu
 * (a pizza with 5% exclusive GST, an untaxed cola, and a 'Packing' tax on no item, FEE7), and diner bodies.
 */
import { randomUUID } from 'node:crypto';
import { rateFromPercent } from '@tavola/shared';
import { expect } from 'vitest';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import type { AppHarness, Harness } from './app-harness.ts';
import { HttpClient } from './http-client.ts';

export const DINER_API = '/api/v1/qrmenu';

export type DinerShop = Awaited<ReturnType<typeof dinerShop>>;

export async function dinerShop(
  h: Harness,
  signedIn: AppHarness['signedIn'],
  opts: { menuOn?: boolean } = {},
) {
  const { c, user } = await signedIn(h);
  const tenantId = user.tenant_id;
  const saved = await c.post('/api/v1/settings/store-setting', {
    storeName: 'Cafe Roma',
    currency: 'INR',
    isQRMenuEnabled: opts.menuOn ?? true,
  });
  expect(saved.statusCode).toBe(200);
  const { t } = h.database;
  const scope = scoped(h.database, tenantId);
  const settings = await scope.first(t.storeSettings);
  if (!settings) throw new Error('no store settings');
  const id = () => uuidv7(h.clock.now);
  const ids = {
    gst: id(),
    packing: id(),
    pizza: id(),
    large: id(),
    cheese: id(),
    cola: id(),
    table: id(),
    category: id(),
  };
  await scope.insert(t.taxes, [
    { id: ids.gst, title: 'GST', rate: rateFromPercent(5), type: 'exclusive' },
    { id: ids.packing, title: 'Packing', rate: rateFromPercent(2), type: 'inclusive' },
  ]);
  await scope.insert(t.categories, { id: ids.category, title: 'Mains' });
  await scope.insert(t.menuItems, [
    { id: ids.pizza, title: 'Margherita', price: 25000, categoryId: ids.category, taxId: ids.gst },
    { id: ids.cola, title: 'Cola', price: 5000 },
  ]);
  await scope.insert(t.variants, { id: ids.large, itemId: ids.pizza, title: 'Large', price: 30000 });
  await scope.insert(t.addons, { id: ids.cheese, itemId: ids.pizza, title: 'Cheese', price: 3000 });
  await scope.insert(t.storeTables, { id: ids.table, tableTitle: 'T1' });
  return { c, tenantId, qrcode: settings.uniqueQrCode, ids };
}

/** A create-order body: 2 large pizzas with cheese (330.00 each) and a cola (50.00): mrp 710.00. */
export function dinerOrderBody(shop: DinerShop, overrides: Record<string, unknown> = {}) {
  return {
    qrcode: shop.qrcode,
    tableId: shop.ids.table,
    dinerId: randomUUID(),
    clientOrderId: randomUUID(),
    paymentMethod: 'cash',
    deliveryType: 'AppCash',
    customerType: 'QRMENU',
    items: [
      {
        itemId: shop.ids.pizza,
        variantId: shop.ids.large,
        addonIds: [shop.ids.cheese],
        quantity: 2,
        notes: null,
      },
      { itemId: shop.ids.cola, variantId: null, addonIds: [], quantity: 1, notes: 'no ice' },
    ],
    ...overrides,
  };
}

export async function placeOrder(diner: HttpClient, body: Record<string, unknown>) {
  const res = await diner.post(`${DINER_API}/create-order`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    orderId: string;
    orderToken: string;
    tokenNo: string | null;
    paymentStatus: string;
    summary: { total: number; mrp: number };
    payment: null | Record<string, unknown>;
  };
}

/** A diner's phone: a client of its own address (the diner routes limit by address). */
export const dinerClient = (h: Harness, ip = '203.0.113.9') =>
  new HttpClient(h.app, { headers: { 'x-forwarded-for': ip } });

/** A started app (behind a trusted proxy, `env` added) with the diner fixture's shop. */
export async function bootDinerShop(
  { start, signedIn }: Pick<AppHarness, 'start' | 'signedIn'>,
  env: Record<string, string> = {},
) {
  const h = await start({ TRUST_PROXY: 'true', ...env });
  return { h, shop: await dinerShop(h, signedIn) };
}

/** The shop's order row by id, as stored. */
export const storedOrder = (h: Harness, shop: DinerShop, id: string) =>
  scoped(h.database, shop.tenantId).find(h.database.t.orders, id);
