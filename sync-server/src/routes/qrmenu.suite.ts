/** The diner QR menu API (docs/api-diner.md; DIN1-DIN6, FEE, VAL13) on SQLite and PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FEE_CONFIG } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  bootDinerShop,
  DINER_API,
  dinerClient,
  dinerOrderBody,
  dinerShop,
  placeOrder,
  storedOrder,
} from '../test-support/diner-fixture.ts';
import { dinerManifestCases } from './diner-manifest.cases.ts';
import { qrmenuPaymentCases } from './qrmenu-payments.cases.ts';
import { qrmenuPricingCases } from './qrmenu-pricing.cases.ts';

/**
 * 2 × (300.00 + 30.00) with 5% GST on top = 33.00, and an untaxed 50.00 cola (FEE7: the store's other tax,
 * Packing, is on no item, so nobody pays it); platform 3% of 710.00 = 21.30; GST on it 3.83.
 */
const CASH_SUMMARY = {
  mrp: 71000,
  taxTotal: 3300,
  includedTax: 0,
  netTotal: 71000,
  platformFee: 2130,
  gstonplatformfee: 383,
  processingFee: 0,
  totalTaxAndCharges: 5813,
  total: 76813,
  taxes: { 'GST-add': 3300 },
};

export function qrmenuSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  const { signedIn } = harness;
  qrmenuPricingCases(harness);
  dinerManifestCases(harness);
  qrmenuPaymentCases(harness);
  const diner = dinerClient;
  const boot = (env: Record<string, string> = {}) => bootDinerShop(harness, env);
  const orderRow = storedOrder;

  describe('menu', () => {
    it('[FEE6] the store, its menu, the table and the fee rates; cacheable with an ETag', async () => {
      const { h, shop } = await boot();
      const res = await diner(h).get(`${DINER_API}/${shop.qrcode}?table=${shop.ids.table}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.storeSettings).toMatchObject({
        storeName: 'Cafe Roma',
        currency: 'INR',
        isQRMenuEnabled: true,
      });
      expect(body.tax).toEqual([
        { id: shop.ids.gst, title: 'GST', rate: 50000, type: 'exclusive' },
        { id: shop.ids.packing, title: 'Packing', rate: 20000, type: 'inclusive' },
      ]);
      expect(body.menuItems[1]).toMatchObject({
        title: 'Margherita',
        price: 25000,
        variants: [{ id: shop.ids.large, title: 'Large', price: 30000 }],
        addons: [{ id: shop.ids.cheese, title: 'Cheese', price: 3000 }],
      });
      expect(body.table).toEqual({ id: shop.ids.table, title: 'T1' });
      expect(body.fees).toEqual(DEFAULT_FEE_CONFIG);
      // ADR 0042: no provider configured and no demo mode: online payment is not offered
      expect(body.payments).toEqual({ online: false, provider: null });
      const etag = res.headers.etag as string;
      const again = await diner(h).get(`${DINER_API}/${shop.qrcode}?table=${shop.ids.table}`, {
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      const otherTable = await diner(h).get(`${DINER_API}/${shop.qrcode}?table=nope`);
      expect(otherTable.json().table).toBeNull();
    });

    it("unknown code is 'Broken Link!'; menu off or store switched off is 'Menu Not Available!'", async () => {
      const { h, shop } = await boot();
      const unknown = await diner(h).get(`${DINER_API}/no-such-store`);
      expect({ s: unknown.statusCode, m: unknown.json().message }).toEqual({ s: 404, m: 'Broken Link!' });
      const off = await dinerShop(h, signedIn, { menuOn: false });
      const closed = await diner(h).get(`${DINER_API}/${off.qrcode}`);
      expect({ s: closed.statusCode, m: closed.json().message }).toEqual({
        s: 404,
        m: 'Menu Not Available!',
      });
      await h.database.transaction((tx) =>
        tx
          .update(h.database.t.tenants)
          .set({ isActive: false })
          .where(eq(h.database.t.tenants.id, shop.tenantId)),
      );
      const inactive = await diner(h).post(`${DINER_API}/create-order`, dinerOrderBody(shop));
      expect({ s: inactive.statusCode, m: inactive.json().message }).toEqual({
        s: 404,
        m: 'Menu Not Available!',
      });
    });
  });

  describe('placing orders', () => {
    it('[DIN4][CART8] prices from the menu: absurd prices and totals in the body are ignored', async () => {
      const { h, shop } = await boot();
      const body = dinerOrderBody(shop, {
        total: 1,
        payableTotal: 1,
        summary: { total: 1 },
        items: dinerOrderBody(shop).items.map((i) => ({ ...i, price: 1, unitPrice: 1, lineTotal: 1 })),
      });
      const placed = await placeOrder(diner(h), body);
      expect(placed).toMatchObject({
        message: 'Order placed successfully!',
        tokenNo: null,
        paymentStatus: 'pending',
        summary: CASH_SUMMARY,
        payment: null,
      });
      expect(placed.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const order = await orderRow(h, shop, placed.orderId);
      expect(order).toMatchObject({
        customerType: 'QRMENU',
        deliveryType: 'AppCash',
        paymentStatus: 'pending',
        tableId: shop.ids.table,
        subTotal: 71000,
        taxTotal: 3300,
        feeTotal: 2513,
        total: 76813,
        tokenNo: expect.stringMatching(/^\d+$/),
      });
      const items = await scoped(h.database, shop.tenantId).select(h.database.t.orderItems, {
        where: eq(h.database.t.orderItems.orderId, placed.orderId),
      });
      expect(items.map((i) => i.unitPrice).sort()).toEqual([33000, 5000].sort());
    });

    it('[WHO7][WHO2] the name, phone and address given with the order reach the staff; ?q finds it by reference', async () => {
      const { h, shop } = await boot();
      const deliveryInfo = {
        phone: '98450-12345',
        name: 'Asha Rao',
        address: '12 MG Road',
        landmark: 'Near the bank',
        lat: 12.97,
        lng: 77.59,
      };
      const placed = await placeOrder(diner(h), dinerOrderBody(shop, { tableId: null, deliveryInfo }));
      await placeOrder(diner(h), dinerOrderBody(shop));
      expect(await orderRow(h, shop, placed.orderId)).toMatchObject({
        customerName: 'Asha Rao',
        customerPhone: '9845012345',
        deliveryAddress: '12 MG Road',
        deliveryLandmark: 'Near the bank',
        deliveryLat: 12.97,
        deliveryLng: 77.59,
      });
      const reference = placed.orderId.replace(/-/g, '').slice(-6).toUpperCase();
      const found = (await shop.c.get(`/api/v1/orders?q=${encodeURIComponent(`#${reference}`)}`)).json();
      expect(found.orders).toHaveLength(1);
      expect(found.orders[0]).toMatchObject({ table_title: 'Delivery' });
      expect(found.orders[0].orders[0]).toMatchObject({
        id: placed.orderId,
        reference,
        customer_name: 'Asha Rao',
        customer_phone: '9845012345',
        address: '12 MG Road',
        landmark: 'Near the bank',
        lat: 12.97,
        lng: 77.59,
      });
      expect((await shop.c.get('/api/v1/orders?q=')).json().orders).toHaveLength(2);
      expect((await shop.c.get('/api/v1/orders?q=ZZZZZZ')).json().orders).toEqual([]);
    });

    it('[DIN2] the same clientOrderId again is the same answer and no second order', async () => {
      const { h, shop } = await boot();
      const body = dinerOrderBody(shop);
      const first = await placeOrder(diner(h), body);
      const second = await placeOrder(diner(h), body);
      expect(second).toEqual(first);
      const orders = await scoped(h.database, shop.tenantId).select(h.database.t.orders);
      expect(orders).toHaveLength(1);
      const stolen = await diner(h).post(`${DINER_API}/create-order`, { ...body, dinerId: randomUUID() });
      expect({ s: stolen.statusCode, m: stolen.json().message }).toEqual({ s: 400, m: 'Invalid request!' });
    });

    it('[DIN5] diner orders take tokens from the store counter, each its own number', async () => {
      const { h, shop } = await boot();
      const a = await placeOrder(diner(h), dinerOrderBody(shop));
      const b = await placeOrder(diner(h), dinerOrderBody(shop));
      const [ta, tb] = [await orderRow(h, shop, a.orderId), await orderRow(h, shop, b.orderId)];
      expect(ta?.tokenNo).toBe('1');
      expect(tb?.tokenNo).toBe('2');
    });

    it('[VAL13][CART8] bounds and a menu that changed answer 400 with the message', async () => {
      const { h, shop } = await boot();
      const line = dinerOrderBody(shop).items[1];
      const bad = async (overrides: Record<string, unknown>, message: string) => {
        const r = await diner(h).post(`${DINER_API}/create-order`, dinerOrderBody(shop, overrides));
        expect({ s: r.statusCode, m: r.json().message }).toEqual({ s: 400, m: message });
      };
      await bad({ items: Array.from({ length: 51 }, () => line) }, 'Too many items in the cart!');
      await bad({ items: [{ ...line, quantity: 100 }] }, 'Please provide valid quantity!');
      await bad({ items: [] }, 'Cart is empty!');
      await bad({ items: [{ ...line, itemId: 'gone' }] }, 'This item is no longer available!');
      await bad({ items: [{ ...line, itemId: shop.ids.pizza }] }, 'Please select a variant!');
      await bad({ tableId: 'not-a-table' }, 'Please select a valid table!');
      await bad({ paymentMethod: 'online' }, 'Please select payment method!');
      const orders = await scoped(h.database, shop.tenantId).select(h.database.t.orders);
      expect(orders).toHaveLength(0);
    });

    it('[DIN1] more than 6 new orders a minute on one table, or 10 from one address, is 429', async () => {
      const { h, shop } = await boot();
      for (let i = 0; i < 6; i++) await placeOrder(diner(h, `198.51.100.${i}`), dinerOrderBody(shop));
      const table = await diner(h, '198.51.100.99').post(`${DINER_API}/create-order`, dinerOrderBody(shop));
      expect({ s: table.statusCode, m: table.json().message }).toEqual({
        s: 429,
        m: 'Too many orders, please wait a minute and try again.',
      });
      const ip = '192.0.2.1';
      for (let i = 0; i < 10; i++) await placeOrder(diner(h, ip), dinerOrderBody(shop, { tableId: null }));
      const tooMany = await diner(h, ip).post(
        `${DINER_API}/create-order`,
        dinerOrderBody(shop, { tableId: null }),
      );
      expect(tooMany.statusCode).toBe(429);
      h.clock.now += 60_000;
      await placeOrder(diner(h, ip), dinerOrderBody(shop, { tableId: null }));
    });
  });

  describe("a diner's own orders", () => {
    it('reads its order with its token only; another token or none is 404', async () => {
      const { h, shop } = await boot();
      const mine = await placeOrder(diner(h), dinerOrderBody(shop));
      const theirs = await placeOrder(diner(h), dinerOrderBody(shop));
      const read = (id: string, token?: string) =>
        diner(h).get(`${DINER_API}/orders/${id}`, token ? { 'x-order-token': token } : {});
      const ok = await read(mine.orderId, mine.orderToken);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        order: { id: mine.orderId, token_no: null, payment_status: 'pending', delivery_type: 'AppCash' },
        kitchenOrders: [{ id: mine.orderId, token_no: null }],
      });
      expect(ok.json().kitchenOrdersItems).toContainEqual(
        expect.objectContaining({ item_title: 'Margherita', quantity: 2, price: 33000, variant: 'Large' }),
      );
      for (const r of [
        await read(mine.orderId, theirs.orderToken),
        await read(mine.orderId),
        await read(mine.orderId, 'x'.repeat(43)),
      ]) {
        expect({ s: r.statusCode, m: r.json().message }).toEqual({ s: 404, m: 'Order not found!' });
      }
    });

    it('my-orders lists only the orders this diner placed in this store', async () => {
      const { h, shop } = await boot();
      const dinerId = randomUUID();
      const mine = await placeOrder(diner(h), dinerOrderBody(shop, { dinerId }));
      const theirs = await placeOrder(diner(h), dinerOrderBody(shop));
      const list = await diner(h).post(`${DINER_API}/my-orders`, {
        qrcode: shop.qrcode,
        dinerId,
        orderTokens: [mine.orderToken, theirs.orderToken],
      });
      expect(list.json().orders).toEqual([
        expect.objectContaining({
          orderId: mine.orderId,
          tokenNo: null,
          paymentStatus: 'pending',
          total: 76813,
        }),
      ]);
      const other = await dinerShop(h, signedIn);
      const elsewhere = await diner(h).post(`${DINER_API}/my-orders`, {
        qrcode: other.qrcode,
        dinerId,
        orderTokens: [mine.orderToken],
      });
      expect(elsewhere.json().orders).toEqual([]);
    });

    it('saved details are looked up by phone for the diner who saved them only', async () => {
      const { h, shop } = await boot();
      const [a, b] = [randomUUID(), randomUUID()];
      const saved = await diner(h).post(`${DINER_API}/delivery-info`, {
        qrcode: shop.qrcode,
        dinerId: a,
        phone: '98450-12345',
        name: 'Asha',
        address: '12 MG Road',
      });
      expect(saved.json()).toEqual({ message: 'Delivery info saved successfully!' });
      const located = await diner(h).post(`${DINER_API}/save-location`, {
        qrcode: shop.qrcode,
        dinerId: a,
        lat: 12.97,
        lng: 77.59,
      });
      expect(located.json()).toEqual({ message: 'Location saved successfully' });
      const lookup = (dinerId: string) =>
        diner(h).post(`${DINER_API}/customer-lookup`, { qrcode: shop.qrcode, dinerId, phone: '9845012345' });
      expect((await lookup(a)).json().customer).toEqual({
        phone: '9845012345',
        name: 'Asha',
        address: '12 MG Road',
        landmark: null,
        lat: 12.97,
        lng: 77.59,
      });
      expect((await lookup(b)).json()).toEqual({ customer: null });
      const bad = await diner(h).post(`${DINER_API}/customer-lookup`, {
        qrcode: shop.qrcode,
        dinerId: a,
        phone: '12',
      });
      expect({ s: bad.statusCode, m: bad.json().message }).toEqual({
        s: 400,
        m: 'Please provide valid phone no.!',
      });
      const far = await diner(h).post(`${DINER_API}/save-location`, {
        qrcode: shop.qrcode,
        dinerId: a,
        lat: 91,
        lng: 0,
      });
      expect(far.json().message).toBe('Please provide a valid location!');
    });
  });
}
