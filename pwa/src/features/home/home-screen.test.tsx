import { FALLBACK } from '@tavola/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { resetSyncStatus, setSyncStatus } from '../../sync/sync-store.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const GET = 'GET /api/v1/dashboard';
const full = {
  reservations: [
    {
      id: 'r-1',
      customer_id: 'c-1',
      customer_name: 'Bala',
      customer_phone: '9876543210',
      date: '2026-02-02T13:30:00.000Z',
      table_id: 't-1',
      table_title: 'Table 1',
      status: 'booked',
      notes: null,
      people_count: 4,
      unique_code: null,
    },
  ],
  topSellingItems: [{ id: 'i-1', title: 'Coffee', price: 20000, orders_count: 7 }],
  ordersCount: 12,
  newCustomerCount: 3,
  repeatedCustomerCount: 2,
  currency: 'INR',
};

beforeEach(() => {
  resetSyncStatus();
  signInCookie();
  setSessionUser(aUser());
});

describe('/dashboard/home', () => {
  it('keeps the welcome heading and shows the cards, counts and a link to reports', async () => {
    installFakeFetch({ [GET]: [{ status: 200, body: full }] });
    renderApp('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia Owner!' })).toBeTruthy();
    expect(within(await screen.findByTestId('home-orders')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('home-new-customers')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('home-repeat-customers')).getByText('2')).toBeTruthy();
    const reservations = screen.getByTestId('home-reservations');
    expect(within(reservations).getByText(/Bala/)).toBeTruthy();
    expect(within(reservations).getByText('(9876543210)')).toBeTruthy(); // the phone, not the row id
    expect(within(reservations).getByText(/Table 1/)).toBeTruthy();
    const top = screen.getByTestId('home-top-selling');
    expect(within(top).getByText(/Coffee/)).toBeTruthy();
    expect(within(top).getByText('₹200.00')).toBeTruthy();
    expect(within(top).getByText('7 orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe(
      '/dashboard/reports',
    );
  });

  it('shows the empty texts and 0 counts when the answer has none', async () => {
    installFakeFetch({ [GET]: [{ status: 200, body: { message: 'ok' } }] });
    renderApp('/dashboard/home');
    expect(await screen.findByText('No Reservation found for Today!')).toBeTruthy();
    expect(screen.getByText('No Top Selling items found for Today!')).toBeTruthy();
    expect(within(screen.getByTestId('home-orders')).getByText('0')).toBeTruthy();
  });

  it("a failed load shows 'Error Loading Dashboard Data, Please try later!'", async () => {
    installFakeFetch({ [GET]: [{ status: 500 }] });
    renderApp('/dashboard/home');
    expect(await screen.findByText(FALLBACK.dashboardLoad)).toBeTruthy();
  });

  it('refetches when the window regains focus and when the connection returns', async () => {
    const f = installFakeFetch({
      [GET]: [
        { status: 200, body: full },
        { status: 200, body: { ...full, ordersCount: 13 } },
        { status: 200, body: { ...full, ordersCount: 14 } },
      ],
    });
    renderApp('/dashboard/home');
    await screen.findByTestId('home-orders');
    const before = f.calls.filter((c) => c.url.endsWith('/dashboard')).length;
    const now = Date.now();
    // past the dedupe interval and the focus throttle of lib/query.ts
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    window.dispatchEvent(new Event('focus'));
    expect(await within(screen.getByTestId('home-orders')).findByText('13')).toBeTruthy();
    await waitFor(() => expect(f.calls.filter((c) => c.url.endsWith('/dashboard')).length).toBe(before + 1));
    vi.spyOn(Date, 'now').mockReturnValue(now + 120_000);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(f.calls.filter((c) => c.url.endsWith('/dashboard')).length).toBe(before + 2));
    expect(await within(screen.getByTestId('home-orders')).findByText('14')).toBeTruthy();
  });

  it('refetches after a sync completed since its answer was asked for (a reservation just made shows)', async () => {
    const later = {
      ...full,
      reservations: [...full.reservations, { ...full.reservations[0], id: 'r-2', customer_name: 'Meera' }],
    };
    const f = installFakeFetch({
      [GET]: [
        { status: 200, body: full },
        { status: 200, body: later },
      ],
    });
    renderApp('/dashboard/home');
    await within(await screen.findByTestId('home-reservations')).findByText(/Bala/);
    const asked = () => f.calls.filter((c) => c.url.endsWith('/dashboard')).length;
    const before = asked();
    const now = Date.now() + 60_000; // past the dedupe interval of lib/query.ts
    vi.spyOn(Date, 'now').mockReturnValue(now);
    act(() => setSyncStatus({ lastSyncedAt: now }));
    expect(await within(screen.getByTestId('home-reservations')).findByText(/Meera/)).toBeTruthy();
    expect(asked()).toBe(before + 1);
  });
});
