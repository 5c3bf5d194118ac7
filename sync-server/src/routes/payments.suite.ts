/**
 * Diner online payments through the Razorpay adapter against a local fake of Razorpay's API: the order
 * through the Orders API, Checkout's signature, the webhook's signature and its idempotence.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import { DINER_API, dinerOrderBody, dinerShop, placeOrder } from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { RAZORPAY_TEST_KEYS, type RazorpayFake, startRazorpayFake } from '../test-support/razorpay-fake.ts';

const WEBHOOK = '/api/v1/payments/razorpay/webhook';

export function paymentsSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  let fake: RazorpayFake | null = null;
  afterEach(async () => {
    await fake?.close();
    fake = null;
  });

  async function boot(apiUrl?: string) {
    fake = await startRazorpayFake();
    const h = await start({
      RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
      RAZORPAY_API_URL: apiUrl ?? fake.url,
    });
    const shop = await dinerShop(h, signedIn);
    const diner = new HttpClient(h.app);
    return { h, shop, diner, fake };
  }

  async function onlineOrder(ctx: Awaited<ReturnType<typeof boot>>) {
    const placed = await placeOrder(
      ctx.diner,
      dinerOrderBody(ctx.shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
    );
    const payment = placed.payment as {
      provider: string;
      providerRef: string;
      razorpay: { keyId: string; orderId: string; amount: number; currency: string };
    };
    return { placed, payment };
  }

  const orderOf = (h: Harness, tenantId: string, id: string) =>
    scoped(h.database, tenantId).find(h.database.t.orders, id);

  describe('Razorpay', () => {
    it('creates the Razorpay order through its Orders API with basic auth, for the server total', async () => {
      const ctx = await boot();
      const { placed, payment } = await onlineOrder(ctx);
      expect(payment).toEqual({
        provider: 'razorpay',
        providerRef: payment.razorpay.orderId,
        razorpay: {
          keyId: RAZORPAY_TEST_KEYS.keyId,
          orderId: payment.providerRef,
          amount: 78852,
          currency: 'INR',
        },
      });
      expect(ctx.fake.requests).toEqual([
        {
          method: 'POST',
          url: '/v1/orders',
          authorized: true,
          body: expect.objectContaining({ amount: placed.summary.total, currency: 'INR' }),
        },
      ]);
      const menu = await ctx.diner.get(`${DINER_API}/${ctx.shop.qrcode}`);
      expect(menu.json().payments).toEqual({ online: true, provider: 'razorpay' });
    });

    it('[signature] refuses a wrong Checkout signature and accepts the right one', async () => {
      const ctx = await boot();
      const { placed, payment } = await onlineOrder(ctx);
      const paid = ctx.fake.pay(payment.providerRef);
      const access = { orderId: placed.orderId, orderToken: placed.orderToken, provider: 'razorpay' };
      const forged = await ctx.diner.post(`${DINER_API}/confirm-payment`, {
        ...access,
        ...paid,
        razorpay_signature: 'f'.repeat(64),
      });
      expect({ s: forged.statusCode, m: forged.json().message }).toEqual({
        s: 402,
        m: 'Payment failed. Please try again.',
      });
      expect((await orderOf(ctx.h, ctx.shop.tenantId, placed.orderId))?.paymentStatus).toBe('pending');

      // A refused attempt needs a new provider order; the right signature over it then pays.
      const again = await ctx.diner.post(`${DINER_API}/payment-order`, {
        orderId: placed.orderId,
        orderToken: placed.orderToken,
      });
      const ref = again.json().payment.razorpay.orderId as string;
      const ok = await ctx.diner.post(`${DINER_API}/confirm-payment`, { ...access, ...ctx.fake.pay(ref) });
      expect(ok.statusCode).toBe(200);
      const order = await orderOf(ctx.h, ctx.shop.tenantId, placed.orderId);
      expect(ok.json()).toEqual({
        message: 'Payment successful!',
        paymentStatus: 'paid',
        tokenNo: order?.tokenNo,
      });
      expect(order?.paymentStatus).toBe('paid');
      expect(order?.paymentMethod).toBe('Razorpay'); // staff see how it was paid (ADR 0042)
    });

    it('[signature] the webhook refuses a missing or wrong signature and changes nothing', async () => {
      const ctx = await boot();
      const { placed, payment } = await onlineOrder(ctx);
      const paid = ctx.fake.pay(payment.providerRef);
      const forged = ctx.fake.webhook(paid.razorpay_payment_id, 'payment.captured', 'not-the-secret');
      const hook = new HttpClient(ctx.h.app, { origin: null });
      const json = { 'content-type': 'application/json' };
      const wrong = await hook.post(WEBHOOK, forged.body, {
        ...json,
        'x-razorpay-signature': forged.signature,
      });
      const none = await hook.post(WEBHOOK, forged.body, json);
      for (const r of [wrong, none]) {
        expect({ s: r.statusCode, m: r.json().message }).toEqual({ s: 400, m: 'Invalid signature!' });
      }
      expect((await orderOf(ctx.h, ctx.shop.tenantId, placed.orderId))?.paymentStatus).toBe('pending');
    });

    it('the same webhook event twice confirms the payment once', async () => {
      const ctx = await boot();
      const { placed, payment } = await onlineOrder(ctx);
      const paid = ctx.fake.pay(payment.providerRef);
      const event = ctx.fake.webhook(paid.razorpay_payment_id);
      const hook = new HttpClient(ctx.h.app, { origin: null });
      const headers = { 'content-type': 'application/json', 'x-razorpay-signature': event.signature };
      const first = await hook.post(WEBHOOK, event.body, headers);
      expect(first.json()).toEqual({ message: 'ok' });
      const { database } = ctx.h;
      const version = await currentTenantVersion(database.db, database.t, ctx.shop.tenantId);
      const d = database.t.dinerOrders;
      const [row] = await database.db.select().from(d).where(eq(d.orderId, placed.orderId));
      expect(row).toMatchObject({ paymentState: 'paid', paymentId: paid.razorpay_payment_id });

      ctx.h.clock.now += 5_000;
      const second = await hook.post(WEBHOOK, event.body, headers);
      expect(second.json()).toEqual({ message: 'ok' });
      expect(await currentTenantVersion(database.db, database.t, ctx.shop.tenantId)).toBe(version);
      const [after] = await database.db.select().from(d).where(eq(d.orderId, placed.orderId));
      expect(after?.paidAt).toBe(row?.paidAt);
      expect((await orderOf(ctx.h, ctx.shop.tenantId, placed.orderId))?.paymentStatus).toBe('paid');
      // The browser's confirmation after the webhook is the same success, with nothing new.
      const late = await ctx.diner.post(`${DINER_API}/confirm-payment`, {
        orderId: placed.orderId,
        orderToken: placed.orderToken,
        provider: 'razorpay',
        ...paid,
      });
      expect(late.json()).toMatchObject({ paymentStatus: 'paid' });
      expect(await currentTenantVersion(database.db, database.t, ctx.shop.tenantId)).toBe(version);
    });

    it("a provider that cannot be reached is 502 'Error processing payment. Please try again.'", async () => {
      const ctx = await boot('http://127.0.0.1:9');
      const res = await ctx.diner.post(
        `${DINER_API}/create-order`,
        dinerOrderBody(ctx.shop, { paymentMethod: 'online', deliveryType: 'AppOnline' }),
      );
      expect({ s: res.statusCode, m: res.json().message }).toEqual({
        s: 502,
        m: 'Error processing payment. Please try again.',
      });
    });
  });
}
