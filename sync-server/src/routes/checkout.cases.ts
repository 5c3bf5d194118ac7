/**
 * Plans and the subscription checkout: through the demo provider in demo mode (created, renewed, cancelled;
 * never revenue), through Razorpay against a local fake (signature and API verified), and refused without a
 * live provider; a payment never switches on a store the operator switched off (ADR 0042).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AppHarness, type Harness, PASSWORD, startHarness } from '../test-support/app-harness.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { operatorClient } from '../test-support/operator.ts';
import { RAZORPAY_TEST_KEYS, type RazorpayFake, startRazorpayFake } from '../test-support/razorpay-fake.ts';

const DAY = 86_400_000;
const DEMO = { DEMO_PAYMENTS: 'true' };

type HistoryEntry = { status: string; plan: string; amount: number; provider: string | null };
const historyOf = async (op: HttpClient, tenantId: string) =>
  (
    (await op.get(`/api/v1/superadmin/tenants/${tenantId}/subscription-history`)).json()
      .subscriptionHistory as HistoryEntry[]
  ).map((e) => [e.status, e.plan, e.amount, e.provider]);

export function checkoutCases({ start, signedIn, addStaff }: AppHarness) {
  describe('subscription checkout', () => {
    it('GET /plans lists Free and Booster as data', async () => {
      const h = await start();
      const res = (await h.client().get('/api/v1/plans')).json();
      expect(res.currency).toBe('INR');
      expect(res.plans).toEqual([
        expect.objectContaining({ id: 'free', monthlyPrice: 0, productLimit: 1000, comingSoon: false }),
        expect.objectContaining({
          id: 'booster',
          monthlyPrice: 49_900,
          productLimit: null,
          comingSoon: true,
        }),
      ]);
    });

    it('pays for Booster (created), pays again (renewed), cancels (cancelled), and pays to come back', async () => {
      const h = await start(DEMO);
      const { c: owner, user } = await signedIn(h);
      h.clock.now += 60_000;
      const checkout = await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
      expect(checkout.statusCode).toBe(200);
      const { providerRef, redirectUrl } = checkout.json();
      expect(redirectUrl).toBe(`/checkout/demo/${providerRef}`);
      const shown = (await owner.get(`/api/v1/subscriptions/checkout/${providerRef}`)).json().checkout;
      expect(shown).toMatchObject({ amount: 49_900, currency: 'INR', plan: 'booster', planName: 'Booster' });

      const paid = await owner.post('/api/v1/subscriptions/confirm', {
        providerRef,
        payload: { outcome: 'paid' },
      });
      expect(paid.json()).toMatchObject({
        message: 'Subscription activated successfully!',
        status: 'created',
        redirect: '/success',
        subscription_end: new Date(Date.UTC(2026, 1, 15, 9, 1)).toISOString(),
      });
      // settled once: the same checkout cannot be confirmed twice
      expect(
        (await owner.post('/api/v1/subscriptions/confirm', { providerRef, payload: { outcome: 'paid' } }))
          .statusCode,
      ).toBe(404);
      const details = (await owner.get('/api/v1/auth/subscription-details')).json().subscription;
      expect(details).toMatchObject({ plan: 'booster', is_active: true });

      h.clock.now += 10 * DAY;
      expect((await owner.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
      const again = (await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })).json();
      const renewed = await owner.post('/api/v1/subscriptions/confirm', {
        providerRef: again.providerRef,
        payload: { outcome: 'paid' },
      });
      // one more month from the end of the running one
      expect(renewed.json()).toMatchObject({
        status: 'renewed',
        subscription_end: new Date(Date.UTC(2026, 2, 15, 9, 1)).toISOString(),
      });

      h.clock.now += 60_000;
      const subId = (await owner.get('/api/v1/auth/subscription-details')).json().subscription
        .subscription_id;
      expect((await owner.post('/api/v1/auth/cancel-subscription', { id: subId })).statusCode).toBe(200);
      expect((await owner.get('/api/v1/test/tenant')).statusCode).toBe(402);

      h.clock.now += 60_000;
      const back = (await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })).json();
      await owner.post('/api/v1/subscriptions/confirm', {
        providerRef: back.providerRef,
        payload: { outcome: 'paid' },
      });
      expect((await owner.get('/api/v1/test/tenant')).statusCode).toBe(200);

      const op = await operatorClient(h);
      expect(await historyOf(op, user.tenant_id)).toEqual([
        ['created', 'booster', 49_900, 'demo'],
        ['cancelled', 'booster', 0, null],
        ['renewed', 'booster', 49_900, 'demo'],
        ['created', 'booster', 49_900, 'demo'],
        ['created', 'free', 0, null],
      ]);
      // [ADR 0042] a Booster paid through the demo provider moved no money: not revenue
      expect((await op.get('/api/v1/superadmin/dashboard')).json()).toMatchObject({ mrr: 0, arr: 0 });
    });

    it('a cancelled or failed payment buys nothing and leads to /cancelled-payment', async () => {
      const h = await start(DEMO);
      const { c: owner } = await signedIn(h);
      for (const outcome of ['cancelled', 'failed']) {
        const { providerRef } = (
          await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })
        ).json();
        const res = await owner.post('/api/v1/subscriptions/confirm', { providerRef, payload: { outcome } });
        expect(res.json()).toMatchObject({
          message: 'Payment Cancelled/Failed, you can try again!',
          redirect: '/cancelled-payment',
        });
      }
      expect((await owner.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('free');
    });

    it('only an approved store admin pays, only for a paid plan, only its own checkout', async () => {
      const h = await start({ REQUIRE_APPROVAL: 'true', ...DEMO });
      const { c: waiting } = await signedIn(h);
      const refused = await waiting.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe('Your account is yet to get approved');

      const h2 = await start(DEMO);
      const { c: owner, user } = await signedIn(h2);
      expect((await owner.post('/api/v1/subscriptions/checkout', { plan: 'free' })).json().message).toBe(
        'The Free plan needs no payment!',
      );
      expect((await owner.post('/api/v1/subscriptions/checkout', { plan: 'gold' })).json().message).toBe(
        'Please select a plan!',
      );
      const staff = h2.client();
      await staff.post('/api/v1/auth/signin', {
        username: await addStaff(h2, user.tenant_id, 'POS'),
        password: PASSWORD,
      });
      expect((await staff.post('/api/v1/subscriptions/checkout', { plan: 'booster' })).statusCode).toBe(403);
      const { providerRef } = (
        await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })
      ).json();
      const { c: stranger } = await signedIn(h2);
      expect((await stranger.get(`/api/v1/subscriptions/checkout/${providerRef}`)).statusCode).toBe(404);
      expect(
        (await stranger.post('/api/v1/subscriptions/confirm', { providerRef, payload: { outcome: 'paid' } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('subscription checkout without a real provider (ADR 0042)', () => {
    it('no provider and no demo mode: paid plans are not offered and a demo confirmation is refused', async () => {
      const h = await start(DEMO);
      const { c: owner, user, username } = await signedIn(h);
      const { providerRef } = (
        await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })
      ).json();
      // The server restarts on the same database without DEMO_PAYMENTS.
      const live = await startHarness(h.database);
      try {
        const plans = (await live.client().get('/api/v1/plans')).json();
        expect(plans.payments).toEqual({ provider: null });
        const me = live.client();
        await me.post('/api/v1/auth/signin', { username, password: PASSWORD });
        const checkout = await me.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
        expect({ s: checkout.statusCode, m: checkout.json().message }).toEqual({
          s: 409,
          m: 'Paid plans are not available yet: online payment is not set up on this server.',
        });
        const confirm = await me.post('/api/v1/subscriptions/confirm', {
          providerRef,
          payload: { outcome: 'paid' },
        });
        expect({ s: confirm.statusCode, m: confirm.json().message }).toEqual({
          s: 409,
          m: 'Demo payments are switched off: nothing was charged and your plan is unchanged.',
        });
        expect((await me.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('free');
        expect(await historyOf(await operatorClient(live), user.tenant_id)).toEqual([
          ['created', 'free', 0, null],
        ]);
      } finally {
        await live.app.close();
      }
    });

    it('a payment never switches on a store the operator switched off, demo mode included', async () => {
      const h = await start(DEMO);
      const { c: owner, user, username } = await signedIn(h);
      const op = await operatorClient(h);
      const toggle = (isActive: boolean) =>
        op.request('PATCH', `/api/v1/superadmin/tenants/update/${user.tenant_id}`, {
          name: 'Cafe Marigold',
          email: username,
          isActive,
        });
      // A checkout opened before the switch-off, paid after it: the plan is paid for, the store stays off.
      const { providerRef } = (
        await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })
      ).json();
      expect((await toggle(false)).statusCode).toBe(200);
      const paid = await owner.post('/api/v1/subscriptions/confirm', {
        providerRef,
        payload: { outcome: 'paid' },
      });
      expect(paid.json()).toMatchObject({ outcome: 'paid' });
      expect((await owner.get('/api/v1/test/tenant')).statusCode).toBe(402);
      // No new checkout for a switched-off store: no money is taken for a store that cannot use it.
      const again = await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
      expect({ s: again.statusCode, m: again.json().message }).toEqual({
        s: 402,
        m: "You don't have any active account!",
      });
      const listed = (await op.get(`/api/v1/superadmin/tenants?status=inactive`)).json().tenants;
      expect(listed).toEqual([expect.objectContaining({ id: user.tenant_id, is_active: 0 })]);
      // The operator's switch turns it back on.
      expect((await toggle(true)).statusCode).toBe(200);
      expect((await owner.get('/api/v1/test/tenant')).statusCode).toBe(200);
    });
  });

  describe('subscription checkout through Razorpay (fake API)', () => {
    let fake: RazorpayFake | null = null;
    afterEach(async () => {
      await fake?.close();
      fake = null;
    });
    const razorpay = async () => {
      fake = await startRazorpayFake();
      const h = await start({
        RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
        RAZORPAY_API_URL: fake.url,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
        ...DEMO, // ignored: Razorpay is configured
      });
      return { h, fake };
    };
    const checkout = async (owner: HttpClient) => {
      const res = await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
      expect(res.statusCode).toBe(200);
      return res.json() as { providerRef: string; provider: string; razorpay: { orderId: string } };
    };

    it('[signature] buys Booster only with a valid Checkout signature, once; MRR counts it', async () => {
      const { h, fake } = await razorpay();
      expect((await h.client().get('/api/v1/plans')).json().payments).toEqual({ provider: 'razorpay' });
      const { c: owner, user } = await signedIn(h);
      const first = await checkout(owner);
      expect(first).toMatchObject({
        provider: 'razorpay',
        redirectUrl: '',
        razorpay: {
          keyId: RAZORPAY_TEST_KEYS.keyId,
          orderId: first.providerRef,
          amount: 49_900,
          currency: 'INR',
        },
      });
      const confirm = (providerRef: string, payload: Record<string, unknown>) =>
        owner.post('/api/v1/subscriptions/confirm', { providerRef, payload });

      // The demo's word, and a real payment of the checkout under a forged signature, buy nothing.
      const proof = fake.pay(first.providerRef);
      const word = await checkout(owner);
      const forged = await checkout(owner);
      for (const [ref, payload] of [
        [word.providerRef, { outcome: 'paid' }],
        [forged.providerRef, { ...fake.pay(forged.providerRef), razorpay_signature: 'f'.repeat(64) }],
      ] as const) {
        const refused = await confirm(ref, payload);
        expect(refused.json()).toMatchObject({ outcome: 'failed', redirect: '/cancelled-payment' });
      }
      expect((await owner.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('free');

      // A proof of another checkout's payment does not pay this one.
      const other = await checkout(owner);
      expect((await confirm(other.providerRef, proof)).json()).toMatchObject({ outcome: 'failed' });

      h.clock.now += 60_000;
      const paid = await confirm(first.providerRef, proof);
      expect(paid.json()).toMatchObject({ outcome: 'paid', status: 'created', redirect: '/success' });
      expect(fake.requests).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          url: `/v1/payments/${proof.razorpay_payment_id}`,
          authorized: true,
        }),
      );
      // Settled once: the same proof again buys nothing more.
      expect((await confirm(first.providerRef, proof)).statusCode).toBe(404);
      const op = await operatorClient(h);
      expect(await historyOf(op, user.tenant_id)).toEqual([
        ['created', 'booster', 49_900, 'razorpay'],
        ['created', 'free', 0, null],
      ]);
      // MRR counts the one running Booster: 49900 × 0.0115 = 574 ¢
      expect((await op.get('/api/v1/superadmin/dashboard')).json()).toMatchObject({ mrr: 574, arr: 6888 });
    });

    it('[PLAN6] a plan paid while the browser never came back is bought by the webhook, once', async () => {
      const { h, fake } = await razorpay();
      const { c: owner, user } = await signedIn(h);
      const first = await checkout(owner);
      const proof = fake.pay(first.providerRef);
      const hook = new HttpClient(h.app, { origin: null });
      const send = async (event: { body: string; signature: string }) =>
        (
          await hook.post('/api/v1/payments/razorpay/webhook', event.body, {
            'content-type': 'application/json',
            'x-razorpay-signature': event.signature,
          })
        ).json();
      // a forged event buys nothing
      expect(
        await send(fake.webhook(proof.razorpay_payment_id, 'payment.captured', 'not-the-secret')),
      ).toMatchObject({
        message: 'Invalid signature!',
      });
      expect((await owner.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('free');
      const event = fake.webhook(proof.razorpay_payment_id);
      h.clock.now += 60_000;
      expect(await send(event)).toEqual({ message: 'ok' });
      expect((await owner.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('booster');
      // Razorpay repeats the event, and the browser comes back late: neither buys it again
      h.clock.now += 1_000;
      expect(await send(event)).toEqual({ message: 'ok' });
      const late = await owner.post('/api/v1/subscriptions/confirm', {
        providerRef: first.providerRef,
        payload: proof,
      });
      expect(late.statusCode).toBe(404);
      const op = await operatorClient(h);
      expect(await historyOf(op, user.tenant_id)).toEqual([
        ['created', 'booster', 49_900, 'razorpay'],
        ['created', 'free', 0, null],
      ]);
    });

    it('a demo confirmation of a demo checkout is refused while Razorpay is live', async () => {
      const h: Harness = await start(DEMO);
      const { c: owner, username } = await signedIn(h);
      const { providerRef } = (
        await owner.post('/api/v1/subscriptions/checkout', { plan: 'booster' })
      ).json();
      fake = await startRazorpayFake();
      const live = await startHarness(h.database, {
        RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
        RAZORPAY_API_URL: fake.url,
      });
      try {
        const me = live.client();
        await me.post('/api/v1/auth/signin', { username, password: PASSWORD });
        const res = await me.post('/api/v1/subscriptions/confirm', {
          providerRef,
          payload: { outcome: 'paid' },
        });
        expect(res.statusCode).toBe(409);
        expect((await me.get('/api/v1/auth/subscription-details')).json().subscription.plan).toBe('free');
      } finally {
        await live.app.close();
      }
    });
  });
}
