import { cashierSummaries, type ShiftReportsAnswer, type ShiftSummary, shiftReport } from '@tavola/shared';
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { resetSyncStatus } from '../../sync/sync-store.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const SHIFTS = 'GET /api/v1/reports/shifts?type=today';
const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });

/** A shift of `cashier` on `device` with float 500.00 and one cash sale of `sale` (the server's figures). */
function aShift(id: string, cashier: string, device: string, sale: number, status = 'open'): ShiftSummary {
  const shift = aRow('shifts', {
    id,
    deviceId: device,
    cashierId: cashier,
    openingFloat: 50_000,
    openedAt: T0,
    status,
    ...(status === 'closed'
      ? { closedAt: T0 + 10, expectedCash: 50_000 + sale, countedCash: 50_000 + sale }
      : {}),
  });
  const invoices = [
    aRow('invoices', {
      id: `inv-${id}`,
      deviceId: device,
      paymentTypeId: 'cash',
      total: sale,
      createdAt: T0 + 1,
    }),
  ];
  const figures = shiftReport(
    shift,
    { invoices, orders: [], orderItems: [], paymentTypes: [cash], movements: [] },
    T0 + 5,
  );
  return {
    id,
    deviceId: device,
    deviceName: `Till ${device}`,
    cashierId: cashier,
    cashierName: cashier === 'u-2' ? 'Cyrus' : 'Dina',
    businessDay: shift.businessDay,
    status,
    openedAt: T0,
    closedAt: status === 'closed' ? T0 + 10 : null,
    closesDay: false,
    figures,
  };
}

const shifts = [
  aShift('s1', 'u-2', 'A', 25_000),
  aShift('s2', 'u-3', 'B', 12_000),
  aShift('s0', 'u-2', 'A', 1_000, 'closed'),
];
const answer: ShiftReportsAnswer = {
  message: 'Shift reports',
  currency: 'INR',
  shifts,
  cashiers: cashierSummaries(shifts),
};

beforeEach(() => {
  resetSyncStatus();
  signInCookie();
});

describe('the dashboard’s current shifts (SHIFT8)', () => {
  it('[SHIFT8] lists the open shifts with sales and cash expected, today per cashier, and the X report in one tap', async () => {
    setSessionUser(aUser());
    installFakeFetch({
      'GET /api/v1/dashboard': [{ status: 200, body: {} }],
      [SHIFTS]: [{ status: 200, body: answer }],
    });
    renderApp('/dashboard/home');
    const card = await screen.findByTestId('home-shifts');
    const rows = await within(card).findAllByTestId('home-shift');
    expect(rows).toHaveLength(2); // the closed shift is not current
    expect(within(rows[0] as HTMLElement).getByText('Cyrus')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId('home-shift-sales').textContent).toBe('₹250.00');
    expect(within(rows[0] as HTMLElement).getByTestId('home-shift-expected').textContent).toBe('₹750.00');
    expect(within(rows[1] as HTMLElement).getByTestId('home-shift-expected').textContent).toBe('₹620.00');
    // per cashier, today: Cyrus's two shifts together
    expect(within(card).getByTestId('home-cashiers').textContent).toContain('₹260.00');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'X report' }));
    const x = await screen.findByTestId('home-x-report');
    expect(within(x).getByTestId('report-expected').textContent).toContain('750.00');
  });

  it('[SHIFT8] a user who does not read reports gets no card (and no request)', async () => {
    setSessionUser(aStaffUser('DASHBOARD'));
    const f = installFakeFetch({ 'GET /api/v1/dashboard': [{ status: 200, body: {} }] });
    renderApp('/dashboard/home');
    expect(await screen.findByTestId('home-orders')).toBeTruthy();
    expect(screen.queryByTestId('home-shifts')).toBeNull();
    expect(f.count(SHIFTS)).toBe(0);
  });
});
