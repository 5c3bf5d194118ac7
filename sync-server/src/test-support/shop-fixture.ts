/**
 * A signed-in owner's shop for the POS, orders and kitchen suites, built through the settings REST calls:
 * a category, a 5% exclusive tax, 'Margherita' at 250.00 with a 'Large' variant (320.00) and two addons
 * (Olives 30.00, Cheese 40.00), a table T1, a Cash payment type and a customer.
 */
import { expect } from 'vitest';
import type { Harness } from './app-harness.ts';
import type { HttpClient } from './http-client.ts';

export type Shop = Awaited<ReturnType<typeof openShop>>;

const idOf = async (res: Promise<{ statusCode: number; json(): { id?: string } }>): Promise<string> => {
  const r = await res;
  expect(r.statusCode).toBe(200);
  const id = r.json().id;
  if (!id) throw new Error('no id in the answer');
  return id;
};

export async function openShop(c: HttpClient) {
  const categoryId = await idOf(c.post('/api/v1/settings/categories/add', { title: 'Pizza' }));
  const taxId = await idOf(
    c.post('/api/v1/settings/taxes/add', { title: 'GST', rate: 5, type: 'exclusive' }),
  );
  const itemId = await idOf(
    c.post('/api/v1/menu-items/add', { title: 'Margherita', price: 25000, categoryId, taxId }),
  );
  const largeId = await idOf(
    c.post(`/api/v1/menu-items/variants/${itemId}/add`, { title: 'Large', price: 32000 }),
  );
  const olivesId = await idOf(
    c.post(`/api/v1/menu-items/addons/${itemId}/add`, { title: 'Olives', price: 3000 }),
  );
  const cheeseId = await idOf(
    c.post(`/api/v1/menu-items/addons/${itemId}/add`, { title: 'Cheese', price: 4000 }),
  );
  const tableId = await idOf(
    c.post('/api/v1/settings/store-tables/add', { title: 'T1', floor: 'Ground', seatingCapacity: 4 }),
  );
  const cashId = await idOf(c.post('/api/v1/settings/payment-types/add', { title: 'Cash' }));
  const customerId = await idOf(c.post('/api/v1/customers/add', { phone: '9845012345', name: 'Asha' }));
  return { c, categoryId, taxId, itemId, largeId, olivesId, cheeseId, tableId, cashId, customerId };
}

/** A cart line of the shop's item: Large with both addons (320 + 30 + 40 = 390.00) unless told otherwise. */
export const aLine = (shop: Shop, over: Record<string, unknown> = {}) => ({
  itemId: shop.itemId,
  variantId: shop.largeId,
  addonIds: [shop.olivesId, shop.cheeseId],
  quantity: 1,
  notes: null,
  unitPrice: 39000,
  ...over,
});

/** Rings up an order through POST /pos/create-order (or -and-invoice when `paid`); returns the answer. */
export async function ringUp(
  shop: Shop,
  body: Record<string, unknown> = {},
  paid: false | Record<string, unknown> = false,
): Promise<{ orderId: string; tokenNo: string; total: number }> {
  const url = paid ? '/api/v1/pos/create-order-and-invoice' : '/api/v1/pos/create-order';
  const totals = paid ? { netTotal: 0, taxTotal: 0, total: 0, ...paid } : {};
  const r = await shop.c.post(url, {
    cart: [aLine(shop)],
    deliveryType: 'dinein',
    tableId: shop.tableId,
    ...totals,
    ...body,
  });
  expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 200 });
  return r.json();
}

export type ShopHarness = { h: Harness; shop: Shop; tenantId: string };
