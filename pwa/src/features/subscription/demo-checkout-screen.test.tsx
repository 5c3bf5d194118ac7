import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { demoCheckout } from './subscription-test-kit.ts';

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
});

describe('the demo checkout page', () => {
  it('Pay settles the checkout and shows /success', async () => {
    const f = installFakeFetch({
      'GET /api/v1/subscriptions/checkout/demo_1': [demoCheckout],
      'POST /api/v1/subscriptions/confirm': [
        { status: 200, body: { message: 'Subscription activated successfully!', redirect: '/success' } },
      ],
    });
    const app = renderApp('/checkout/demo/demo_1');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay ₹499\.00$/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/success'));
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(f.body('POST /api/v1/subscriptions/confirm')).toEqual({
      providerRef: 'demo_1',
      payload: { outcome: 'paid' },
    });
  });

  it('Cancel leads to /cancelled-payment', async () => {
    installFakeFetch({
      'GET /api/v1/subscriptions/checkout/demo_1': [demoCheckout],
      'POST /api/v1/subscriptions/confirm': [
        {
          status: 200,
          body: { message: 'Payment Cancelled/Failed, you can try again!', redirect: '/cancelled-payment' },
        },
      ],
    });
    const app = renderApp('/checkout/demo/demo_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cancelled-payment'));
  });

  it('the profile offers the upgrade, which opens the checkout page', async () => {
    installFakeFetch({
      'GET /api/v1/auth/subscription-details': [
        {
          status: 200,
          body: {
            message: 'ok',
            subscription: { subscription_id: 's', is_active: true, subscription_end: null, plan: 'free' },
          },
        },
      ],
      'POST /api/v1/subscriptions/checkout': [
        {
          status: 200,
          body: {
            message: 'Redirecting to payment...',
            providerRef: 'demo_1',
            redirectUrl: '/checkout/demo/demo_1',
          },
        },
      ],
      'GET /api/v1/subscriptions/checkout/demo_1': [demoCheckout],
    });
    const app = renderApp('/dashboard/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Booster' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/checkout/demo/demo_1'));
  });
});
