/**
 * The orders and kitchen REST adapters on SQLite
 * (orders.test.ts) and PostgreSQL (orders.pg.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { openShop, ringUp, type Shop } from '../test-support/shop-fixture.ts';

const API = '/api/v1/orders';
const KITCHEN = '/api/v1/kitchen';
/** Payment Collected on the fixture's two-line order: the server's own totals, whatever the screen sent. */
const COLLECTED_BODY = {
  message: 'Payment collected!',
  invoiceId: expect.any(String),
  subTotal: 39000,
  taxTotal: 1950,
  total: 40950,
};

export function ordersSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function shopIn(h: Harness) {
    const { c, user } = await signedIn(h);
    return { shop: await openShop(c), tenantId: user.tenant_id };
  }

  const answer = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
    const r = await res;
    return { status: r.statusCode, body: r.json() as { message: string } };
  };
  const refused = (status: number, message: string) => ({
    status,
    body: expect.objectContaining({ message }),
  });

  /** The first line's id of an order, as GET /orders lists it. */
  async function lineOf(c: HttpClient, orderId: string): Promise<string> {
    const groups = (await c.get(API)).json().orders as {
      orders: { id: string; items: { id: string }[] }[];
    }[];
    const order = groups.flatMap((g) => g.orders).find((o) => o.id === orderId);
    if (!order?.items[0]) throw new Error(`order ${orderId} is not open`);
    return order.items[0].id;
  }

  const payBody = (shop: Shop, orderIds: string[], extra: object = {}) => ({
    orderIds,
    subTotal: 0,
    taxTotal: 0,
    total: 0,
    paymentTypeId: shop.cashId,
    ...extra,
  });

  describe('orders', () => {
    it('[OS10][WHO8] GET /orders: one group per table, one per table-less order; /orders/init for printing', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      // orders list oldest first: each its own second
      const next = (body: Record<string, unknown> = {}) => {
        h.clock.now += 1000;
        return ringUp(shop, body);
      };
      const t1a = await next();
      const t1b = await next();
      const away = await next({ deliveryType: 'takeaway', tableId: null });
      const home = await next({ deliveryType: 'delivery', tableId: null });
      const groups = (await shop.c.get(API)).json().orders;
      expect(
        groups.map((g: { table_title: string; order_ids: string[] }) => [g.table_title, g.order_ids]),
      ).toEqual([
        ['T1', [t1a.orderId, t1b.orderId]],
        ['Take Away', [away.orderId]],
        ['Delivery', [home.orderId]],
      ]);
      expect(groups[0]).toMatchObject({ table_id: shop.tableId, floor: 'Ground' });
      const init = (await shop.c.get(`${API}/init`)).json();
      expect(init.paymentTypes).toEqual([{ id: shop.cashId, title: 'Cash', is_active: true }]);
      expect(init).toHaveProperty('printSettings');
      const one = (await shop.c.post(`${API}/getorders/${away.orderId}`, { order_id: away.orderId })).json();
      expect(one.orders).toEqual([expect.objectContaining({ id: away.orderId, token_no: away.tokenNo })]);
      expect(
        await answer(shop.c.post(`${API}/getorders/${away.orderId}`, { order_id: home.orderId })),
      ).toEqual(refused(400, 'Invalid request!'));
    });

    it('[OS3][OS5] the item menu: any status but created; delivering unpaid says the spec text', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const { orderId } = await ringUp(shop);
      const line = await lineOf(shop.c, orderId);
      const status = (s: unknown) => answer(shop.c.post(`${API}/update-status/${line}`, { status: s }));
      expect(await status('delivered')).toEqual(refused(400, 'Please complete the payment'));
      expect(await status('created')).toEqual(refused(400, 'Please select valid status!'));
      expect(await status(undefined)).toEqual(refused(400, 'Please select valid status!'));
      expect(await status('completed')).toEqual({ status: 200, body: { message: 'Item status updated!' } });
      expect(await status('cancelled')).toEqual({ status: 200, body: { message: 'Item status updated!' } });
      // its only line cancelled, the order is cancelled (OS6) and closed (OS7)
      expect(await status('preparing')).toEqual(
        refused(400, 'This order is already completed or cancelled!'),
      );
      expect((await shop.c.get(API)).json().orders).toEqual([]);
    });

    it('[OS8][OS11] summary, payment collected, complete, pay & complete, cancel (audited)', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const a = await ringUp(shop);
      const b = await ringUp(shop);
      const summary = (
        await shop.c.post(`${API}/complete-order-payment-summary`, { orderIds: [a.orderId, b.orderId] })
      ).json();
      expect(summary).toMatchObject({ subtotal: 78000, taxTotal: 3900, total: 81900 });
      expect(summary.orders).toHaveLength(2);
      expect(await answer(shop.c.post(`${API}/complete`, { orderIds: [a.orderId] }))).toEqual(
        refused(400, 'Please complete the payment'),
      );
      const collected = await answer(
        shop.c.post(`${API}/payment-complete`, payBody(shop, [a.orderId], { total: 1 })),
      );
      expect(collected).toEqual({
        status: 200,
        body: COLLECTED_BODY,
      });
      // b is the only one left to pay: the summary covers it alone
      const left = (
        await shop.c.post(`${API}/complete-order-payment-summary`, { orderIds: [a.orderId, b.orderId] })
      ).json();
      expect(left.orders.map((o: { id: string }) => o.id)).toEqual([b.orderId]);
      expect((await shop.c.post(`${API}/complete`, { orderIds: [a.orderId] })).json()).toEqual({
        message: 'Order completed!',
      });
      expect(await answer(shop.c.post(`${API}/cancel`, { orderIds: [a.orderId] }))).toEqual(
        refused(400, 'This order is already completed or cancelled!'),
      );
      const c = await ringUp(shop);
      expect((await shop.c.post(`${API}/cancel`, { orderIds: [c.orderId] })).json()).toEqual({
        message: 'Order cancelled!',
      });
      const { auditLog } = h.database.t;
      const cancels = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'order.cancel')));
      expect(cancels.map((x) => x.entityId)).toEqual([c.orderId]);
      const paid = await answer(shop.c.post(`${API}/complete-and-pay-order`, payBody(shop, [b.orderId])));
      expect(paid.body).toMatchObject({ message: 'Payment collected and order completed!', total: 40950 });
      expect((await shop.c.get(API)).json().orders).toEqual([]);
      const invoices = (await shop.c.get('/api/v1/invoices?type=today')).json().invoices;
      expect(invoices.map((i: { total: number }) => i.total)).toEqual([40950, 40950]);
      expect(await answer(shop.c.post(`${API}/cancel`, { orderIds: [] }))).toEqual(
        refused(400, 'Invalid request!'),
      );
      expect(
        await answer(shop.c.post(`${API}/payment-complete`, { ...payBody(shop, [b.orderId]), total: -5 })),
      ).toEqual(refused(400, 'Please provide valid amount!'));
    });

    it("POST /orders/user-payment-complete: Payment Collected naming the tenant, which must be the session's", async () => {
      const h = await start();
      const a = await shopIn(h);
      const b = await shopIn(h);
      const { orderId } = await ringUp(a.shop);
      const body = (tenantId: string, extra: object = {}) => ({
        orderIds: [orderId],
        subTotal: 0,
        taxTotal: 0,
        total: 0,
        tenantId,
        ...extra,
      });
      // another tenant named, by either shop: 404, nothing paid
      expect(await answer(a.shop.c.post(`${API}/user-payment-complete`, body(b.tenantId)))).toEqual(
        refused(404, 'Order not found!'),
      );
      expect(await answer(b.shop.c.post(`${API}/user-payment-complete`, body(a.tenantId)))).toEqual(
        refused(404, 'Order not found!'),
      );
      expect(await answer(a.shop.c.post(`${API}/user-payment-complete`, { orderIds: [orderId] }))).toEqual(
        refused(400, 'Please provide valid amount!'),
      );
      expect(
        await answer(a.shop.c.post(`${API}/user-payment-complete`, body(a.tenantId, { total: 'ten' }))),
      ).toEqual(refused(400, 'Please provide valid amount!'));
      expect((await a.shop.c.get(KITCHEN)).json().orders).toEqual([]); // still unpaid
      const paid = await answer(a.shop.c.post(`${API}/user-payment-complete`, body(a.tenantId)));
      // the server's totals, not the zeros sent
      expect(paid).toEqual({
        status: 200,
        body: COLLECTED_BODY,
      });
      expect((await a.shop.c.get(KITCHEN)).json().orders).toHaveLength(1);
    });

    it("[OS8] Pay & Complete on credit goes on the order's customer's khata; a walk-in cannot take credit", async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const walkIn = await ringUp(shop);
      const asha = await ringUp(shop, { customerType: 'CUSTOMER', customerId: shop.customerId });
      expect(
        await answer(
          shop.c.post(`${API}/complete-and-pay-order`, payBody(shop, [walkIn.orderId], { credit: true })),
        ),
      ).toEqual(refused(400, 'Please select customer!'));
      const r = await answer(
        shop.c.post(
          `${API}/complete-and-pay-order`,
          payBody(shop, [asha.orderId], { credit: true, paymentTypeId: null }),
        ),
      );
      expect(r.status).toBe(200);
      const customer = (await shop.c.get(`/api/v1/customers/${shop.customerId}`)).json().customer;
      expect(customer.balance_due).toBe(40950);
    });
  });

  describe('kitchen', () => {
    it('[OS2][OS6] only paid orders; one step at a time; all delivered completes the order', async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      await ringUp(shop); // pending: not for the kitchen
      const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const groups = (await shop.c.get(KITCHEN)).json().orders;
      expect(groups).toHaveLength(1);
      expect(groups[0]).toMatchObject({ table_title: 'T1', order_ids: [paid.orderId] });
      const line = groups[0].orders[0].items[0].id;
      const step = (s: unknown) => answer(shop.c.post(`${KITCHEN}/${line}`, { status: s }));
      expect(await step('completed')).toEqual(refused(400, 'This status change is not allowed!'));
      expect(await step('cancelled')).toEqual(refused(400, 'Please select valid status!'));
      for (const s of ['preparing', 'completed', 'delivered'])
        expect(await step(s)).toEqual({ status: 200, body: { message: 'Item status updated!' } });
      expect((await shop.c.get(KITCHEN)).json().orders).toEqual([]);
      const [order] = (
        await shop.c.post(`${API}/getorders/${paid.orderId}`, { order_id: paid.orderId })
      ).json().orders;
      expect(order).toMatchObject({ status: 'completed', payment_status: 'paid' });
      expect(await step('preparing')).toEqual(refused(400, 'This order is already completed or cancelled!'));
    });

    it("[OS5] the kitchen cannot deliver an unpaid order's line", async () => {
      const h = await start();
      const { shop } = await shopIn(h);
      const { orderId } = await ringUp(shop);
      const line = await lineOf(shop.c, orderId);
      await shop.c.post(`${KITCHEN}/${line}`, { status: 'preparing' });
      await shop.c.post(`${KITCHEN}/${line}`, { status: 'completed' });
      expect(await answer(shop.c.post(`${KITCHEN}/${line}`, { status: 'delivered' }))).toEqual(
        refused(400, 'Please complete the payment'),
      );
    });
  });

  describe('tenants and scopes', () => {
    it("another tenant's orders and lines answer 404 and do not change", async () => {
      const h = await start();
      const a = await shopIn(h);
      const b = await shopIn(h);
      const { orderId } = await ringUp(a.shop, {}, { paymentTypeId: a.shop.cashId });
      const line = await lineOf(a.shop.c, orderId);
      const ids = { orderIds: [orderId] };
      const calls = [
        b.shop.c.post(`${API}/update-status/${line}`, { status: 'preparing' }),
        b.shop.c.post(`${KITCHEN}/${line}`, { status: 'preparing' }),
        b.shop.c.post(`${API}/getorders/${orderId}`, { order_id: orderId }),
        b.shop.c.post(`${API}/cancel`, ids),
        b.shop.c.post(`${API}/complete`, ids),
        b.shop.c.post(`${API}/complete-order-payment-summary`, ids),
        b.shop.c.post(`${API}/payment-complete`, payBody(b.shop, [orderId])),
        b.shop.c.post(`${API}/complete-and-pay-order`, payBody(b.shop, [orderId])),
        a.shop.c.post(
          `${API}/payment-complete`,
          payBody(a.shop, [orderId], { paymentTypeId: b.shop.cashId }),
        ),
      ];
      for (const call of calls) expect((await call).statusCode).toBe(404);
      expect((await b.shop.c.get(API)).json().orders).toEqual([]);
      expect((await b.shop.c.get(KITCHEN)).json().orders).toEqual([]);
      const [group] = (await a.shop.c.get(KITCHEN)).json().orders;
      expect(group.orders[0]).toMatchObject({ status: 'created', payment_status: 'paid' });
      expect(group.orders[0].items[0].status).toBe('created');
    });

    it('[PERM2] each call needs its scope: 403 without it', async () => {
      const h = await start();
      const { shop, tenantId } = await shopIn(h);
      const { orderId } = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const line = await lineOf(shop.c, orderId);
      const as = async (scope: string) => (await signedIn(h, await addStaff(h, tenantId, scope))).c;
      const display = await as('ORDER_STATUS_DISPLAY');
      const statusOnly = await as('ORDER_STATUS');
      const cook = await as('KITCHEN');
      const kitchenDisplay = await as('KITCHEN_DISPLAY');
      expect((await display.get(API)).statusCode).toBe(200);
      expect((await display.post(`${API}/update-status/${line}`, { status: 'preparing' })).statusCode).toBe(
        403,
      );
      expect((await statusOnly.post(`${API}/cancel`, { orderIds: [orderId] })).statusCode).toBe(403);
      expect((await cook.get(API)).statusCode).toBe(403);
      expect((await kitchenDisplay.get(KITCHEN)).statusCode).toBe(200);
      expect((await kitchenDisplay.post(`${KITCHEN}/${line}`, { status: 'preparing' })).statusCode).toBe(403);
      expect((await shop.c.get('/api/v1/invoices/init')).statusCode).toBe(200);
      expect((await cook.get('/api/v1/invoices/init')).statusCode).toBe(403);
      expect((await cook.post(`${KITCHEN}/${line}`, { status: 'preparing' })).statusCode).toBe(200);
      expect(
        (await statusOnly.post(`${API}/update-status/${line}`, { status: 'completed' })).statusCode,
      ).toBe(200);
    });
  });
}
