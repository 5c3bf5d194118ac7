import { FALLBACK } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { openAs } from '../customers/customers-test-kit.ts';
import { salesFigures } from './reports-test-kit.ts';

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
});

describe('/dashboard/reports', () => {
  it("shows today's tiles; Avg. Order Value has 2 decimals", async () => {
    const f = installFakeFetch({ 'GET /api/v1/reports?type=today': [{ status: 200, body: salesFigures }] });
    renderApp('/dashboard/reports');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByText('Showing Data for Today')).toBeTruthy();
    expect(within(await screen.findByTestId('report-orders')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('report-aov')).getByText('₹333.33')).toBeTruthy();
    expect(within(screen.getByTestId('report-revenue')).getByText('₹1,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('report-net')).getByText('₹950.00')).toBeTruthy();
    expect(within(screen.getByTestId('report-tax')).getByText('₹50.00')).toBeTruthy();
    expect(within(screen.getByTestId('report-customers')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('report-top-selling')).getByText(/Coffee/)).toBeTruthy();
    expect(f.count('GET /api/v1/reports?type=today')).toBe(1);
  });

  it('the filter dialog defaults to Today and applies a custom range', async () => {
    const f = installFakeFetch({
      'GET /api/v1/reports?type=today': [{ status: 200, body: salesFigures }],
      'GET /api/v1/reports?type=custom&from=2026-01-31&to=2026-02-01': [
        { status: 200, body: { ...salesFigures, topSellingItems: [] } },
      ],
    });
    renderApp('/dashboard/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByTestId('filter-dialog');
    const select = within(dialog).getByLabelText('Filter') as HTMLSelectElement;
    expect(select.value).toBe('today');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'This Month',
      'Last Month',
      'Custom Date Range',
    ]);
    fireEvent.change(select, { target: { value: 'custom' } });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-01-31' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No Top Selling items found for Selected Filter!')).toBeTruthy();
    expect(screen.getByText('Showing Data for Custom Date Range (2026-01-31 to 2026-02-01)')).toBeTruthy();
    // One load each (by path: the app's own background calls may be among f.calls).
    await waitFor(() =>
      expect([
        f.count('GET /api/v1/reports?type=today'),
        f.count('GET /api/v1/reports?type=custom&from=2026-01-31&to=2026-02-01'),
      ]).toEqual([1, 1]),
    );
  });

  describe('[TIME6] default From/To on the store calendar (ADR 0010)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("From is the store's business today, To the same day next month, whatever the browser's zone", async () => {
      // 2026-01-31 20:00 UTC is 1 February 10:00 in Kiritimati (UTC+14) but still 31 January in the browser.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2026-01-31T20:00:00Z'));
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now())).not.toBe('2026-02-01');
      installFakeFetch({ 'GET /api/v1/reports?type=today': [{ status: 200, body: salesFigures }] });
      const store = aRow('storeSettings', {
        id: 'store',
        timeZone: 'Pacific/Kiritimati',
        businessDayStart: '04:00',
      });
      await openAs('/dashboard/reports', { storeSettings: [store] });
      await screen.findByTestId('report-orders');
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const dialog = await screen.findByTestId('filter-dialog');
      await waitFor(() =>
        expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe('2026-02-01'),
      );
      expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-01');
    });
  });

  it("a failed load shows 'Error Loading Reports Data, Please try later!'", async () => {
    installFakeFetch({ 'GET /api/v1/reports?type=today': [{ status: 500 }] });
    renderApp('/dashboard/reports');
    expect(await screen.findByText(FALLBACK.reportsLoad)).toBeTruthy();
  });
});
