/** WALL4 (finding #15): scope names in the staff's language on the user cards and in the scope picker. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { listed, staff } from './users-test-kit.ts';

beforeEach(() => signInCookie());
afterEach(() => applyLanguage('en'));

describe('scope names (WALL4)', () => {
  it('[WALL4] in Hindi a card lists POS, ऑर्डर and the picker offers रिपोर्ट; its remove button says so', async () => {
    setSessionUser(aUser({ language: 'hi' }));
    installFakeFetch({ 'GET /api/v1/users': [listed([staff])] });
    renderApp('/dashboard/users');
    const card = await screen.findByTestId('user-card');
    const scopes = within(card).getByRole('list', { name: 'Ravi की अनुमतियाँ' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['POS', 'ऑर्डर']);
    fireEvent.click(screen.getByRole('button', { name: 'नया यूज़र' }));
    const dialog = await screen.findByRole('dialog', { name: 'नया यूज़र जोड़ें' });
    const picker = within(dialog).getByLabelText('अनुमतियाँ') as HTMLSelectElement;
    expect([...picker.options].find((o) => o.value === 'REPORTS')?.text).toBe('रिपोर्ट');
    fireEvent.change(picker, { target: { value: 'REPORTS' } });
    expect(within(dialog).getByRole('button', { name: 'रिपोर्ट हटाएँ' })).toBeTruthy();
  });

  it('[WALL4] in English the codes read as they always did', async () => {
    setSessionUser(aUser());
    installFakeFetch({ 'GET /api/v1/users': [listed([staff])] });
    renderApp('/dashboard/users');
    const card = await screen.findByTestId('user-card');
    expect(within(card).getByText('ORDERS')).toBeTruthy();
  });
});
