/** I18N1: My Devices in Hindi (the server's and the specification's texts stay English: ADR 0064). */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const other = {
  device_id: 'd-2',
  device_ip: '10.0.0.2',
  device_name: 'Firefox on Linux',
  device_location: null,
  label: null,
  browser: 'Firefox on Linux',
  created_at: '2025-03-05T14:07:00.000Z',
  isMyDevice: false,
  unsent: 0,
  unsent_at: null,
  retiring: false,
};

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser({ language: 'hi' }));
});
afterEach(() => applyLanguage('en'));

describe('/dashboard/devices in Hindi', () => {
  it('[I18N1] the cards, their dates and the rename form speak Hindi', async () => {
    installFakeFetch({
      'GET /api/v1/auth/devices': [{ status: 200, body: { message: 'ok', devices: [other] } }],
    });
    renderApp('/dashboard/devices');
    const card = await screen.findByTestId('device-card');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे डिवाइस' })).toBeTruthy();
    expect(within(card).getByText('भेजना बाकी')).toBeTruthy();
    expect(card.textContent).toMatch(/मार्च/);
    expect(within(card).getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'नाम बदलें' }));
    expect(await within(card).findByLabelText('डिवाइस का नाम')).toBeTruthy();
    expect(within(card).getByPlaceholderText('काउंटर 1')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
