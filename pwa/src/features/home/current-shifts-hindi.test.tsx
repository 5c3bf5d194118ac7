/** FRI5: the owner's dashboard card of current shifts (SHIFT8) speaks the staff's language; English keeps its texts. */
import type { ShiftReportsAnswer } from '@tavola/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { resetSyncStatus } from '../../sync/sync-store.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const none: ShiftReportsAnswer = { message: 'Shift reports', currency: 'INR', shifts: [], cashiers: [] };

beforeEach(() => {
  resetSyncStatus();
  signInCookie();
  installFakeFetch({
    'GET /api/v1/dashboard': [{ status: 200, body: {} }],
    'GET /api/v1/reports/shifts?type=today': [{ status: 200, body: none }],
  });
});
afterEach(() => applyLanguage('en'));

describe('the current shifts card in Hindi (FRI5)', () => {
  it('[FRI5] English: Current shifts, No shift is open.', async () => {
    setSessionUser(aUser());
    renderApp('/dashboard/home');
    const card = await screen.findByTestId('home-shifts');
    expect(within(card).getByRole('heading', { name: 'Current shifts' })).toBeTruthy();
    expect(within(card).getByText('No shift is open.')).toBeTruthy();
  });

  it('[FRI5][I18N1] Hindi: the heading and the empty text are Hindi', async () => {
    setSessionUser(aUser({ language: 'hi' }));
    applyLanguage('hi');
    renderApp('/dashboard/home');
    const card = await screen.findByTestId('home-shifts');
    expect(within(card).getByRole('heading', { name: 'अभी चल रही शिफ़्टें' })).toBeTruthy();
    expect(within(card).getByText('कोई शिफ़्ट खुली नहीं है।')).toBeTruthy();
    expect(card.textContent).not.toMatch(/Current shifts|No shift/);
  });
});
