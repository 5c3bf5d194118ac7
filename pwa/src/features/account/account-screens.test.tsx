import { DEACTIVATED_HEADING, TEXTS } from '@tavola/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const STATUS = 'GET /api/v1/auth/account-status';

describe('account-state screens', () => {
  it('[PWA2] an unknown route shows a page of its own, not a framework error', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(TEXTS.unexpectedError)).toBeNull();
  });

  it('/no-access says so and offers Go back', async () => {
    renderApp('/no-access');
    expect(
      await screen.findByText("Oops! You don't have access to this area! Relogin to check again."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('an admin on /dashboard/inactive-subscription sees the approval text, a contact and Call Admin', async () => {
    setSessionUser(aUser());
    installFakeFetch({
      [STATUS]: [{ status: 200, body: { message: 'ok', state: 'awaiting-approval' } }],
      'GET /api/v1/public-config': [
        {
          status: 200,
          body: {
            message: 'ok',
            support: { name: 'Tavola Support', phone: '+91 98450 12345', email: 'support@tavola.app' },
            fees: { platformFeeOnline: '3', platformFeeCash: '3', gstOnPlatformFee: '18' },
          },
        },
      ],
    });
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText('Your account is yet to get approved')).toBeTruthy();
    await screen.findByText('+91 98450 12345');
    expect(screen.getByRole('link', { name: 'Call Admin' }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('[ACC2] a deactivated store reads so, not "yet to get approved"', async () => {
    setSessionUser(aUser());
    installFakeFetch({ [STATUS]: [{ status: 200, body: { message: 'ok', state: 'deactivated' } }] });
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText(DEACTIVATED_HEADING)).toBeTruthy();
    expect(screen.queryByText(TEXTS.awaitingApproval)).toBeNull();
  });

  it('[ACC2] the waiting screen notices the approval and opens the dashboard', async () => {
    signInCookie();
    setSessionUser(aUser());
    installFakeFetch({ [STATUS]: [{ status: 200, body: { message: 'ok', state: 'active' } }] });
    const app = renderApp('/dashboard/inactive-subscription');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('a non-admin there sees that no account is active', async () => {
    setSessionUser(aStaffUser('POS'));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText("You don't have any active account!")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call Admin' })).toBeNull();
  });

  it("/success shows 'Success!' and Logout signs out to /login", async () => {
    signInCookie();
    setSessionUser(aUser());
    installFakeFetch({
      'POST /api/v1/auth/signout': [{ status: 200, body: { message: 'Logged out successfully!' } }],
    });
    const app = renderApp('/success');
    expect(await screen.findByText(TEXTS.success)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('/cancelled-payment leads back to the profile', async () => {
    renderApp('/cancelled-payment');
    expect(await screen.findByText('Payment Cancelled/Failed, you can try again!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
  });

  it('a 402 from any call lands on /dashboard/inactive-subscription', async () => {
    signInCookie();
    setSessionUser(aUser());
    installFakeFetch({
      'GET /api/v1/auth/devices': [{ status: 402, body: { message: 'Subscription inactive' } }],
    });
    const app = renderApp('/dashboard/devices');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/inactive-subscription'));
    expect(await screen.findByText('Your account is yet to get approved')).toBeTruthy();
  });
});
