/** I18N1: the reports (sales, preparation times, shifts, audit log) in Hindi; figures keep the store's money format. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { salesFigures } from './reports-test-kit.ts';

const noPrep = { message: 'Preparation times', items: [], stations: [] };

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser({ language: 'hi' }));
});
afterEach(() => applyLanguage('en'));

describe('Reports in Hindi', () => {
  it('[I18N1] the sales tab: headings, tiles, presets and the filter label in Hindi, money in en-IN', async () => {
    installFakeFetch({
      'GET /api/v1/reports?type=today': [{ status: 200, body: salesFigures }],
      'GET /api/v1/reports/preparation-times?type=today': [{ status: 200, body: noPrep }],
    });
    renderApp('/dashboard/reports');
    expect(await screen.findByRole('heading', { name: 'रिपोर्ट' })).toBeTruthy();
    expect(screen.getByTestId('reports-filter-label').textContent).toBe('आज का डेटा');
    expect(screen.getByTestId('reports-tab-sales').textContent).toBe('बिक्री');
    expect(screen.getByTestId('reports-tab-audit-log').textContent).toBe('ऑडिट लॉग');
    const aov = await screen.findByTestId('report-aov');
    expect(within(aov).getByText('औसत ऑर्डर राशि')).toBeTruthy();
    expect(within(aov).getByText('₹333.33')).toBeTruthy();
    const top = screen.getByTestId('report-top-selling');
    expect(within(top).getByRole('heading', { name: 'सबसे ज़्यादा बिकने वाले आइटम' })).toBeTruthy();
    expect(within(top).getByText('3 ऑर्डर')).toBeTruthy();
    expect(await screen.findByText('इस अवधि में कोई लाइन तैयार नहीं हुई।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    const dialog = await screen.findByTestId('filter-dialog');
    const select = within(dialog).getByLabelText('फ़िल्टर') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'आज',
      'बीता कल',
      'पिछले 7 दिन',
      'इस महीने',
      'पिछले महीने',
      'कस्टम तारीख़ें',
    ]);
    expect(within(dialog).getByRole('button', { name: 'लागू करें' })).toBeTruthy();
  });

  it('[I18N1] the shifts tab and the audit log in Hindi', async () => {
    installFakeFetch({
      'GET /api/v1/reports/shifts?type=today': [
        { status: 200, body: { message: 'Shifts', currency: 'INR', shifts: [], cashiers: [] } },
      ],
      'GET /api/v1/reports/audit?type=today': [
        {
          status: 200,
          body: {
            message: 'Audit log',
            entries: [],
            page: 1,
            pageSize: 50,
            total: 0,
            actions: [],
            users: [],
            devices: [],
          },
        },
      ],
    });
    const app = renderApp('/dashboard/reports/shifts');
    expect(await screen.findByRole('heading', { name: 'शिफ़्ट' })).toBeTruthy();
    expect(await screen.findByText('इस अवधि में कोई शिफ़्ट नहीं।')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'अवधि' })).toBeTruthy();
    app.unmount();
    renderApp('/dashboard/reports/audit');
    expect(await screen.findByRole('heading', { name: 'ऑडिट लॉग' })).toBeTruthy();
    expect(await screen.findByText('इस फ़िल्टर में कुछ दर्ज नहीं हुआ।')).toBeTruthy();
    expect(screen.getByTestId('audit-export').textContent).toBe('CSV डाउनलोड करें');
    expect(screen.getByRole('option', { name: 'सभी यूज़र' })).toBeTruthy();
  });
});
