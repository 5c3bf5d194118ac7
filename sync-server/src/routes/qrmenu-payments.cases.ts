/** The diner's online payment (docs/api-diner.md; ADR 0042): with the demo provider, and with no provider at all. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoped } from '../db/tenant-scope.ts';
import { type AppHarness, startHarness } from '../test-support/app-harness.ts';
import {
  bootDinerShop,
  DINER_API,
  type DinerShop,
  dinerClient,
  dinerOrderBody,
  placeOrder,
  storedOrder,
} from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';

export function qrmenuPaymentCases(harness: AppHarness) {
  const diner = dinerClient;
  const boot = (env: Record<string, string> = {}) => bootDinerShop(harness, env);
  const DEMO = { DEMO_PAYMENTS: 'true' };
  const orderRow = storedOrder;

  describe('online payment (demo provider)', () => {
    it('[ADR 0042] in demo mode the menu offers the demo checkout, and a demo-paid order says so', async () => {
      const { h, shop } = await boot(DEMO);
      const menu = (await diner(h).get(`${DINER_API}/${shop.qrcode}`)).json();
      expect(menu.payments).toEqual({ online: true, provider: 'demo' });
      const placed = await placeOrder(
        diner(h),
        dinerOrderBody(shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
      );
      const { providerRef } = placed.payment as { providerRef: string };
      const paid = await diner(h).post(`${DINER_API}/confirm-payment`, {
        orderId: placed.orderId,
        orderToken: placed.orderToken,
        provider: 'demo',
        providerRef,
        outcome: 'paid',
      });
      expect(paid.json().paymentStatus).toBe('paid');
      // Staff see it on the order (the synced row, and the REST order lists): no money moved.
      expect(await orderRow(h, shop, placed.orderId)).toMatchObject({
        paymentStatus: 'paid',
        paymentMethod: 'Demo payment',
      });
      const kitchen = (await shop.c.get('/api/v1/kitchen')).json();
      expect(JSON.stringify(kitchen)).toContain('"payment_method":"Demo payment"');
    });

    it('a failed payment keeps the order pending; a new checkout paid once makes it paid with its token', async () => {
      const { h, shop } = await boot(DEMO);
      const placed = await placeOrder(
        diner(h),
        dinerOrderBody(shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
      );
      expect(placed.summary.total).toBe(78852); // + 2.655% processing of 768.13
      const payment = placed.payment as { provider: string; providerRef: string; redirectUrl: string };
      expect(payment).toMatchObject({
        provider: 'demo',
        redirectUrl: `/m/${shop.qrcode}/checkout/demo/${payment.providerRef}`,
      });
      const described = await diner(h).get(`${DINER_API}/checkout/demo/${payment.providerRef}`);
      expect(described.json()).toMatchObject({ amount: 78852, currency: 'INR' });
      const access = { orderId: placed.orderId, orderToken: placed.orderToken };
      const confirm = (providerRef: string, outcome: string) =>
        diner(h).post(`${DINER_API}/confirm-payment`, { ...access, provider: 'demo', providerRef, outcome });
      const failed = await confirm(payment.providerRef, 'failed');
      expect({ s: failed.statusCode, m: failed.json().message }).toEqual({
        s: 402,
        m: 'Payment failed. Please try again.',
      });
      expect((await orderRow(h, shop, placed.orderId))?.paymentStatus).toBe('pending');

      // the spec's POST /create-payment-order is the same call: a wrong capability learns nothing
      const forged = await diner(h).post('/api/v1/create-payment-order', {
        ...access,
        orderToken: 'y'.repeat(43),
      });
      expect({ s: forged.statusCode, m: forged.json().message }).toEqual({ s: 404, m: 'Order not found!' });
      const retry = await diner(h).post('/api/v1/create-payment-order', access);
      const ref = retry.json().payment.providerRef as string;
      expect(ref).not.toBe(payment.providerRef);
      const paid = await confirm(ref, 'paid');
      const order = await orderRow(h, shop, placed.orderId);
      expect(paid.json()).toEqual({
        message: 'Payment successful!',
        paymentStatus: 'paid',
        tokenNo: order?.tokenNo,
      });
      expect(order?.paymentStatus).toBe('paid');
      const again = await confirm(ref, 'paid');
      expect(again.json()).toEqual(paid.json());
      const wrong = await diner(h).post(`${DINER_API}/confirm-payment`, {
        ...access,
        orderToken: 'y'.repeat(43),
        provider: 'demo',
        providerRef: ref,
        outcome: 'paid',
      });
      expect(wrong.statusCode).toBe(404);
      const status = await diner(h).get(`${DINER_API}/orders/${placed.orderId}`, {
        'x-order-token': placed.orderToken,
      });
      expect(status.json().order).toMatchObject({ token_no: order?.tokenNo, payment_status: 'paid' });
    });

    it('a cash order cannot be paid online', async () => {
      const { h, shop } = await boot(DEMO);
      const placed = await placeOrder(diner(h), dinerOrderBody(shop));
      for (const url of [`${DINER_API}/payment-order`, '/api/v1/create-payment-order']) {
        const res = await diner(h).post(url, { orderId: placed.orderId, orderToken: placed.orderToken });
        expect({ s: res.statusCode, m: res.json().message }).toEqual({ s: 400, m: 'Invalid request!' });
      }
      const row = await scoped(h.database, shop.tenantId).first(
        h.database.t.dinerOrders,
        and(eq(h.database.t.dinerOrders.orderId, placed.orderId)),
      );
      expect(row?.paymentState).toBe('none');
    });
  });

  describe('online payment without a provider (ADR 0042)', () => {
    const inKitchen = async (shop: DinerShop, orderId: string) =>
      JSON.stringify((await shop.c.get('/api/v1/kitchen')).json()).includes(orderId);

    it('no provider and no demo mode: online payment is not offered, and a demo confirmation pays nothing', async () => {
      const { h, shop } = await boot();
      const menu = (await diner(h).get(`${DINER_API}/${shop.qrcode}`)).json();
      expect(menu.payments).toEqual({ online: false, provider: null });
      const online = await diner(h).post(
        `${DINER_API}/create-order`,
        dinerOrderBody(shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
      );
      expect({ s: online.statusCode, m: online.json().message }).toEqual({
        s: 409,
        m: 'Online payment is not available at this store. Please pay at the Billing Counter.',
      });
      expect(await scoped(h.database, shop.tenantId).select(h.database.t.orders)).toHaveLength(0);

      const placed = await placeOrder(diner(h), dinerOrderBody(shop));
      const confirm = await diner(h).post(`${DINER_API}/confirm-payment`, {
        orderId: placed.orderId,
        orderToken: placed.orderToken,
        provider: 'demo',
        providerRef: 'demo_0123456789abcdef01234567',
        outcome: 'paid',
      });
      expect({ s: confirm.statusCode, m: confirm.json().message }).toEqual({
        s: 409,
        m: 'Demo payments are switched off: nothing was charged and the order is not paid. Please pay at the Billing Counter.',
      });
      expect((await orderRow(h, shop, placed.orderId))?.paymentStatus).toBe('pending');
      expect(await inKitchen(shop, placed.orderId)).toBe(false);
    });

    it('a demo checkout left from demo mode is refused once demo mode is off: unpaid, not in the kitchen', async () => {
      const { h, shop } = await boot(DEMO);
      const placed = await placeOrder(
        diner(h),
        dinerOrderBody(shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
      );
      const { providerRef } = placed.payment as { providerRef: string };
      // The server restarts on the same database without DEMO_PAYMENTS.
      const live = await startHarness(h.database, { TRUST_PROXY: 'true' });
      try {
        const phone = new HttpClient(live.app);
        const menu = (await phone.get(`${DINER_API}/${shop.qrcode}`)).json();
        expect(menu.payments).toEqual({ online: false, provider: null });
        const access = { orderId: placed.orderId, orderToken: placed.orderToken };
        const status = (
          await phone.get(`${DINER_API}/orders/${placed.orderId}`, { 'x-order-token': placed.orderToken })
        ).json();
        expect(status.order.payment_status).toBe('pending');
        const retry = await phone.post(`${DINER_API}/payment-order`, access);
        expect(retry.statusCode).toBe(409);
        const paid = await phone.post(`${DINER_API}/confirm-payment`, {
          ...access,
          provider: 'demo',
          providerRef,
          outcome: 'paid',
        });
        expect({ s: paid.statusCode, m: paid.json().message }).toEqual({
          s: 409,
          m: 'Demo payments are switched off: nothing was charged and the order is not paid. Please pay at the Billing Counter.',
        });
        expect((await phone.get(`${DINER_API}/checkout/demo/${providerRef}`)).statusCode).toBe(404);
      } finally {
        await live.app.close();
      }
      expect((await orderRow(h, shop, placed.orderId))?.paymentStatus).toBe('pending');
      expect(await inKitchen(shop, placed.orderId)).toBe(false);
    });
  });
}
