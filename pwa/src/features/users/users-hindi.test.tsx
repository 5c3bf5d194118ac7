/** I18N1: the users screen and its dialogs in Hindi (scope names in Hindi too since WALL4; POS stays POS). */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { listed, staff } from './users-test-kit.ts';

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser({ language: 'hi' }));
});
afterEach(() => applyLanguage('en'));

describe('/dashboard/users in Hindi', () => {
  it('[I18N1] cards, actions and the New User dialog speak Hindi', async () => {
    installFakeFetch({
      'GET /api/v1/users': [listed([staff])],
    });
    renderApp('/dashboard/users');
    const card = await screen.findByTestId('user-card');
    expect(screen.getByRole('heading', { level: 1, name: 'यूज़र' })).toBeTruthy();
    expect(within(card).getByText('रोल')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Ravi की अनुमतियाँ' })).toBeTruthy();
    for (const name of ['यूज़र बदलें', 'पासवर्ड रीसेट करें', 'यूज़र हटाएँ'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'नया यूज़र' }));
    const dialog = await screen.findByRole('dialog', { name: 'नया यूज़र जोड़ें' });
    expect(within(dialog).getByLabelText(/^यूज़रनेम \(ईमेल\)/)).toBeTruthy();
    expect(within(dialog).getByLabelText('अनुमतियाँ')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('अनुमतियाँ'), { target: { value: 'POS' } });
    expect(within(dialog).getByRole('button', { name: 'POS हटाएँ' })).toBeTruthy();
  });
});
