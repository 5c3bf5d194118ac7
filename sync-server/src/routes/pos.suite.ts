/** The POS REST adapters on SQLite (pos.test.ts) and PostgreSQL (pos.pg.test.ts). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

const API = '/api/v1/pos';

export function posSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function shopIn(h: Harness) {
    const { c, user } = await signedIn(h);
    return { shop: await openShop(c), tenantId: user.tenant_id };
  }

  const expect400 = async (c: HttpClient, url: string, body: object, message: string) => {
    const r = await c.post(url, body);
    expect({ status: r.statusCode, body: r.json() }).toEqual({
      status: 400,
      body: expect.objectContaining({ message }),
    });
  };

  const ordersOf = (h: Harness, tenantId: string) =>
    h.database.db.select().from(h.database.t.orders).where(eq(h.database.t.orders.tenantId, tenantId));

  describe('POS', () => {
    it('GET /pos/init: categories, menu items with variants and addons, payment types, settings, tables', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const init = await shop.c.get(`${API}/init`);
      expect(init.statusCode).toBe(200);
      expect(init.json()).toMatchObject({
        categories: [{ id: shop.categoryId, title: 'Pizza' }],
        menuItems: [
          {
            id: shop.itemId,
            title: 'Margherita',
            price: 25000,
            category_title: 'Pizza',
            tax_rate: 5,
            tax_type: 'exclusive',
            variants: [{ id: shop.largeId, title: 'Large', price: 32000 }],
            addons: expect.arrayContaining([
              { id: shop.olivesId, item_id: shop.itemId, title: 'Olives', price: 3000 },
              { id: shop.cheeseId, item_id: shop.itemId, title: 'Cheese', price: 4000 },
            ]),
          },
        ],
        paymentTypes: [{ id: shop.cashId, title: 'Cash', is_active: true }],
        storeTables: [{ id: shop.tableId, table_title: 'T1', floor: 'Ground', seating_capacity: 4 }],
      });
      expect(init.json()).toHaveProperty('printSettings');
      expect(init.json()).toHaveProperty('storeSettings');
    });

    it('[SYNC6][TOK7] create-order: the server takes the token, prices the lines and totals; a till leases after it', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const first = await shop.c.post(`${API}/create-order`, {
        cart: [aLine(shop, { quantity: 2, notes: 'no onions' })],
        deliveryType: 'dinein',
        tableId: shop.tableId,
      });
      expect(first.json()).toEqual({
        message: 'Order sent to Kitchen!',
        tokenNo: '1',
        orderId: expect.any(String),
        netTotal: 78000,
        taxTotal: 3900,
        total: 81900,
        paymentStatus: 'pending',
      });
      const second = await ringUp(shop, { deliveryType: 'takeaway', tableId: null });
      expect(second.tokenNo).toBe('2');
      const [group] = (await shop.c.get('/api/v1/orders')).json().orders;
      expect(group).toMatchObject({
        table_title: 'T1',
        orders: [
          {
            id: first.json().orderId,
            token_no: '1',
            payment_status: 'pending',
            items: [
              {
                item_title: 'Margherita',
                variant_title: 'Large',
                price: 39000,
                quantity: 2,
                notes: 'no onions',
                status: 'created',
                addons: expect.arrayContaining([
                  expect.objectContaining({ title: 'Olives', price: 3000 }),
                  expect.objectContaining({ title: 'Cheese', price: 4000 }),
                ]),
              },
            ],
          },
        ],
      });
      // TOK6-7: the REST tokens came from the same daily counter as a till's blocks, so they never overlap
      const device = (await shop.c.post('/api/v1/sync/register-device', { name: 'Till' })).json();
      const lease = (await shop.c.post('/api/v1/sync/lease', { deviceId: device.deviceId })).json();
      expect(lease.leases[0]).toMatchObject({ start: 3 });
    });

    it('[SYNC11] sending the same order id again answers that order, and stores one', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const id = '0190a000-0000-7000-8000-000000000001';
      const a = await ringUp(shop, { id });
      const b = await ringUp(shop, { id });
      expect(b).toEqual(a);
      expect(await ordersOf(h, tenantId)).toHaveLength(1);
    });

    it('[VAL12] the spec texts for bad carts and payments, and nothing is stored', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const order = { cart: [aLine(shop)], deliveryType: 'dinein' };
      const create = `${API}/create-order`;
      const pay = `${API}/create-order-and-invoice`;
      await expect400(shop.c, create, { ...order, cart: [] }, 'Cart is empty!');
      await expect400(shop.c, create, { deliveryType: 'dinein' }, 'Cart is empty!');
      await expect400(shop.c, create, { ...order, deliveryType: 'drone' }, 'Please select dining option!');
      await expect400(shop.c, create, { ...order, customerType: 'CUSTOMER' }, 'Please select customer!');
      await expect400(shop.c, create, { ...order, customerType: 'VIP' }, 'Please select customer type!');
      await expect400(
        shop.c,
        create,
        { ...order, cart: [aLine(shop, { quantity: 0 })] },
        'Please provide valid quantity!',
      );
      await expect400(
        shop.c,
        create,
        { ...order, cart: [aLine(shop, { notes: 'x'.repeat(101) })] },
        'Notes can be at most 100 characters!',
      );
      await expect400(
        shop.c,
        create,
        { ...order, cart: [aLine(shop, { unitPrice: -1 })] },
        'Please provide valid price!',
      );
      await expect400(
        shop.c,
        create,
        { ...order, cart: [aLine(shop, { itemId: undefined })] },
        'Invalid request!',
      );
      const totals = { netTotal: 39000, taxTotal: 1950, total: 40950 };
      await expect400(shop.c, pay, { ...order, ...totals, total: 'lots' }, 'Please provide valid amount!');
      await expect400(shop.c, pay, { ...order, ...totals, credit: true }, 'Please select customer!');
      await expect400(shop.c, pay, { ...order, ...totals, email: 'x@' }, 'Please Provide Valid Email!');
      // a variant is required when the item has variants (CART8)
      const noVariant = {
        ...order,
        cart: [aLine(shop, { variantId: null, addonIds: [], unitPrice: 25000 })],
      };
      const r = await shop.c.post(create, noVariant);
      expect(r.statusCode).toBe(400);
      expect(await ordersOf(h, tenantId)).toEqual([]);
    });

    it('[SYNC8] a unit price that differs from the menu is charged as rung up and written to the audit log', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const r = await ringUp(shop, { cart: [aLine(shop, { unitPrice: 35000 })] });
      expect(r.total).toBe(36750); // 350.00 + 5%
      const { auditLog } = h.database.t;
      const audit = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'order.price_override')));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toMatchObject({ orderId: r.orderId, rungUp: 35000, menu: 39000 });
    });

    it('[SYNC10] create-order-and-invoice on credit: paid, invoiced at the server total, owed on the khata', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const paid = await shop.c.post(`${API}/create-order-and-invoice`, {
        cart: [aLine(shop)],
        deliveryType: 'takeaway',
        customerType: 'CUSTOMER',
        customerId: shop.customerId,
        netTotal: 1,
        taxTotal: 0,
        total: 1, // the till's figure is not charged
        credit: true,
      });
      expect(paid.json()).toMatchObject({
        message: 'Order sent to Kitchen!',
        total: 40950,
        paymentStatus: 'paid',
      });
      const invoices = (await shop.c.get('/api/v1/invoices?type=today')).json().invoices;
      expect(invoices).toEqual([
        expect.objectContaining({
          sub_total: 39000,
          tax_total: 1950,
          total: 40950,
          is_credit: true,
          customer_id: shop.customerId,
          orders: [{ order_id: paid.json().orderId, token_no: '1' }],
        }),
      ]);
      const customer = (await shop.c.get(`/api/v1/customers/${shop.customerId}`)).json().customer;
      expect(customer.balance_due).toBe(40950);
      const cash = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      expect(cash.total).toBe(40950);
      expect((await shop.c.get('/api/v1/kitchen')).json().orders).toHaveLength(2);
    });

    it("another tenant's customer, table, item or payment type answers 404 and stores nothing", async () => {
      const h = await start();
      const a = await shopIn(h);
      const b = await shopIn(h);
      const base = { cart: [aLine(b.shop)], deliveryType: 'dinein' };
      const cases = [
        { ...base, customerType: 'CUSTOMER', customerId: a.shop.customerId },
        { ...base, tableId: a.shop.tableId },
        { ...base, cart: [aLine(a.shop)] },
      ];
      for (const body of cases) {
        expect((await b.shop.c.post(`${API}/create-order`, body)).statusCode).toBe(404);
      }
      const pay = { ...base, netTotal: 0, taxTotal: 0, total: 0, paymentTypeId: a.shop.cashId };
      expect((await b.shop.c.post(`${API}/create-order-and-invoice`, pay)).statusCode).toBe(404);
      expect(await ordersOf(h, b.tenantId)).toEqual([]);
      expect(await ordersOf(h, a.tenantId)).toEqual([]);
      expect((await a.shop.c.get(`/api/v1/customers/${a.shop.customerId}`)).json().customer.balance_due).toBe(
        0,
      );
    });

    it('[PERM2] a user without POS gets 403', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const cook = (await signedIn(h, await addStaff(h, tenantId, 'KITCHEN'))).c;
      const cashier = (await signedIn(h, await addStaff(h, tenantId, 'POS'))).c;
      expect((await cook.get(`${API}/init`)).statusCode).toBe(403);
      const body = { cart: [aLine(shop)], deliveryType: 'takeaway' };
      expect((await cook.post(`${API}/create-order`, body)).statusCode).toBe(403);
      expect((await cashier.post(`${API}/create-order`, body)).statusCode).toBe(200);
      expect(await ordersOf(h, tenantId)).toHaveLength(1);
    });
  });
}
