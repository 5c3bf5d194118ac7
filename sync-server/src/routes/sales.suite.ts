/**
 * What counts as a sale, through the real doors (shared SALE1-SALE7, ADR 0048), on SQLite (sales.test.ts) and
 * PostgreSQL (sales.pg.test.ts): a diner's unpaid cash QR order moves no figure until the store accepts it;
 * Revenue then equals the day's invoices; a verified online payment is a sale with its invoice; an order the store
 * did not accept in time is expired for staff and diner, cannot be accepted, and never reaches the kitchen.
 */
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import {
  DINER_API,
  type DinerShop,
  dinerOrderBody,
  dinerShop,
  placeOrder,
} from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';

const MINUTE = 60_000;
const EXPIRED = 'This order expired before it was accepted. Ask the diner to order again.';

type Group = { orders: { id: string; expired: boolean; expires_at: number | null }[] };

export function salesSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  async function boot(env: Record<string, string> = {}) {
    const h = await start({ TRUST_PROXY: 'true', ...env });
    const shop = await dinerShop(h, signedIn);
    const diner = new HttpClient(h.app, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    return { h, shop, diner };
  }
  const json = async (shop: DinerShop, url: string) => {
    const res = await shop.c.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const figures = async (shop: DinerShop) => {
    const r = await json(shop, '/api/v1/reports?type=today');
    const d = await json(shop, '/api/v1/dashboard');
    const invoices = (await json(shop, '/api/v1/invoices?type=today')).invoices as { total: number }[];
    return {
      orders: r.ordersCount as number,
      revenue: r.revenue as number,
      homeOrders: d.ordersCount as number,
      invoicesTotal: invoices.reduce((n, i) => n + i.total, 0),
    };
  };
  const openOrders = async (shop: DinerShop) =>
    ((await json(shop, '/api/v1/orders')).orders as Group[]).flatMap((g) => g.orders);
  const kitchenIds = async (shop: DinerShop) =>
    ((await json(shop, '/api/v1/kitchen')).orders as Group[]).flatMap((g) => g.orders.map((o) => o.id));
  const collect = (shop: DinerShop, orderId: string) =>
    shop.c.post('/api/v1/orders/payment-complete', {
      orderIds: [orderId],
      subTotal: 0,
      taxTotal: 0,
      total: 0,
    });
  const dinerStatus = async (h: Harness, orderId: string, orderToken: string) =>
    (await h.client().get(`${DINER_API}/orders/${orderId}`, { 'x-order-token': orderToken })).json().order;

  it('[SALE1][SALE2] an unpaid cash QR order moves no figure; accepted, it is a sale equal to its invoice', async () => {
    const { shop, diner } = await boot();
    const placed = await placeOrder(diner, dinerOrderBody(shop));
    expect(placed.paymentStatus).toBe('pending');
    expect(await figures(shop)).toEqual({ orders: 0, revenue: 0, homeOrders: 0, invoicesTotal: 0 });
    expect(await kitchenIds(shop)).toEqual([]);

    expect((await collect(shop, placed.orderId)).statusCode).toBe(200);
    expect(await figures(shop)).toEqual({
      orders: 1,
      revenue: placed.summary.total,
      homeOrders: 1,
      invoicesTotal: placed.summary.total,
    });
    expect(await kitchenIds(shop)).toEqual([placed.orderId]);
  });

  it('[SALE2] a verified online payment is a sale with its own invoice', async () => {
    const { shop, diner } = await boot({ DEMO_PAYMENTS: 'true' });
    const placed = await placeOrder(
      diner,
      dinerOrderBody(shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
    );
    expect(await figures(shop)).toMatchObject({ orders: 0, revenue: 0 });
    const confirm = await diner.post(`${DINER_API}/confirm-payment`, {
      orderId: placed.orderId,
      orderToken: placed.orderToken,
      provider: 'demo',
      providerRef: String(placed.payment?.providerRef),
      outcome: 'paid',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await figures(shop)).toEqual({
      orders: 1,
      revenue: placed.summary.total,
      homeOrders: 1,
      invoicesTotal: placed.summary.total,
    });
  });

  it('[SALE5][SALE6][SALE7] an order nobody accepted in time expires: staff and diner see it, accepting is refused', async () => {
    const { h, shop, diner } = await boot();
    const saved = await shop.c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe Roma',
      currency: 'INR',
      isQRMenuEnabled: true,
      pendingOrderExpiryMinutes: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await json(shop, '/api/v1/settings/store-setting')).storeSettings).toMatchObject({
      pendingOrderExpiryMinutes: 5,
    });
    const placedAt = h.clock.now;
    const placed = await placeOrder(diner, dinerOrderBody(shop));
    expect(await openOrders(shop)).toEqual([
      expect.objectContaining({ id: placed.orderId, expired: false, expires_at: placedAt + 5 * MINUTE }),
    ]);
    expect(await dinerStatus(h, placed.orderId, placed.orderToken)).toMatchObject({
      expired: false,
      expiresAt: placedAt + 5 * MINUTE,
      expiresInMs: 5 * MINUTE,
    });
    // the wait left by the server's clock, whatever the phone's says
    h.clock.now = placedAt + 2 * MINUTE;
    expect(await dinerStatus(h, placed.orderId, placed.orderToken)).toMatchObject({
      expiresInMs: 3 * MINUTE,
    });

    h.clock.now = placedAt + 5 * MINUTE;
    expect(await openOrders(shop)).toEqual([expect.objectContaining({ id: placed.orderId, expired: true })]);
    expect(await dinerStatus(h, placed.orderId, placed.orderToken)).toMatchObject({
      paymentStatus: 'pending',
      expired: true,
    });
    const refused = await collect(shop, placed.orderId);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 400,
      message: EXPIRED,
    });
    const payAndComplete = await shop.c.post('/api/v1/orders/complete-and-pay-order', {
      orderIds: [placed.orderId],
      subTotal: 0,
      taxTotal: 0,
      total: 0,
    });
    expect(payAndComplete.json().message).toBe(EXPIRED);
    expect(await figures(shop)).toMatchObject({ orders: 0, revenue: 0, invoicesTotal: 0 });
    expect(await kitchenIds(shop)).toEqual([]);
    // staff clear it away
    expect((await shop.c.post('/api/v1/orders/cancel', { orderIds: [placed.orderId] })).statusCode).toBe(200);
    expect(await openOrders(shop)).toEqual([]);
  });

  it('[SALE5] a new store waits 2 hours by default; a bad setting is refused', async () => {
    const { h, shop, diner } = await boot();
    expect((await json(shop, '/api/v1/settings/store-setting')).storeSettings).toMatchObject({
      pendingOrderExpiryMinutes: 120,
    });
    const placed = await placeOrder(diner, dinerOrderBody(shop));
    const [order] = await openOrders(shop);
    expect(order?.expires_at).toBe(h.clock.now + 120 * MINUTE);
    expect(placed.paymentStatus).toBe('pending');
    const bad = await shop.c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe Roma',
      pendingOrderExpiryMinutes: 0,
    });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: 'Please provide a valid expiry time (1 to 1440 minutes)!',
    });
  });
}
