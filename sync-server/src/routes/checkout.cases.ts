/** Plans and the subscription checkout through the demo payment provider: created, renewed, cancelled. */
import { describe, expect, it } from 'vitest';
import { type AppHarness, PASSWORD } from '../test-support/app-harness.ts';
import { operatorClient } from '../test-support/operator.ts';

const DAY = 86_400_000;

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
      const h = await start();
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
      const history = (
        await op.get(`/api/v1/superadmin/tenants/${user.tenant_id}/subscription-history`)
      ).json();
      expect(
        history.subscriptionHistory.map((e: { status: string; plan: string; amount: number }) => [
          e.status,
          e.plan,
          e.amount,
        ]),
      ).toEqual([
        ['created', 'booster', 49_900],
        ['cancelled', 'booster', 0],
        ['renewed', 'booster', 49_900],
        ['created', 'booster', 49_900],
        ['created', 'free', 0],
      ]);
      // MRR counts the one running Booster: 49900 × 0.0115 = 574 ¢
      expect((await op.get('/api/v1/superadmin/dashboard')).json()).toMatchObject({ mrr: 574, arr: 6888 });
    });

    it('a cancelled or failed payment buys nothing and leads to /cancelled-payment', async () => {
      const h = await start();
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
      const h = await start({ REQUIRE_APPROVAL: 'true' });
      const { c: waiting } = await signedIn(h);
      const refused = await waiting.post('/api/v1/subscriptions/checkout', { plan: 'booster' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe('Your account is yet to get approved');

      const h2 = await start();
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
}
