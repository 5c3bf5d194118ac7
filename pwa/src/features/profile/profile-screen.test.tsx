import { FALLBACK, TEXTS } from '@tavola/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const DETAILS = 'GET /api/v1/auth/subscription-details';
const subscription = {
  subscription_id: 'sub-9',
  is_active: true,
  subscription_end: '2026-04-30T23:59:59.000Z',
  plan: 'Free',
};

beforeEach(() => signInCookie());

describe('/dashboard/profile', () => {
  it('shows name and designation; staff see no subscription card', async () => {
    setSessionUser(aStaffUser('POS', { designation: 'Cashier' }));
    renderApp('/dashboard/profile');
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Sam Staff');
    expect(screen.getByTestId('profile-designation').textContent).toBe('Cashier');
    expect(screen.queryByTestId('subscription-card')).toBeNull();
  });

  it('admins see plan, status and the renewal date as the first 10 characters of subscription_end', async () => {
    setSessionUser(aUser());
    installFakeFetch({ [DETAILS]: [{ status: 200, body: { message: 'ok', subscription } }] });
    renderApp('/dashboard/profile');
    expect((await screen.findByTestId('subscription-renewal')).textContent).toBe('2026-04-30');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it("a failed load shows 'Error loading the subscription details! Try later!'", async () => {
    setSessionUser(aUser());
    installFakeFetch({ [DETAILS]: [{ status: 400, body: { message: 'nope' } }] });
    renderApp('/dashboard/profile');
    expect(await screen.findByText(FALLBACK.subscriptionLoad)).toBeTruthy();
  });

  it('Cancel Subscription asks first, posts the id, then goes to the inactive-subscription screen', async () => {
    setSessionUser(aUser());
    const f = installFakeFetch({
      [DETAILS]: [{ status: 200, body: { message: 'ok', subscription } }],
      'POST /api/v1/auth/cancel-subscription': [
        { status: 200, body: { message: 'Subscription cancelled successfully!' } },
      ],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/dashboard/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(confirm).toHaveBeenCalledWith(TEXTS.confirmCancelSubscription);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/inactive-subscription'));
    const post = f.calls.find((c) => c.url.endsWith('/cancel-subscription'));
    expect(JSON.parse(String(post?.init.body))).toEqual({ id: 'sub-9' });
  });

  it('a failed cancel shows the server message, else the cancel fallback, and stays', async () => {
    setSessionUser(aUser());
    installFakeFetch({
      [DETAILS]: [{ status: 200, body: { message: 'ok', subscription } }],
      'POST /api/v1/auth/cancel-subscription': [{ status: 500 }],
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/dashboard/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(FALLBACK.cancelSubscription)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/dashboard/profile');
  });
});
