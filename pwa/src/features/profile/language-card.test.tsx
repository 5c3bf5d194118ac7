/** I18N2: a cashier switches the app to Hindi from the profile; the shell and the profile speak it at once. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, CATALOGS } from '../../i18n/i18n.ts';
import { getSessionUser, setSessionUser } from '../../lib/session.ts';
import { aStaffUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const SAVE = 'POST /api/v1/auth/language';

beforeEach(() => signInCookie());
afterEach(() => applyLanguage('en'));

describe('profile: language', () => {
  it('[I18N2] choosing Hindi translates the navigation and the profile, and saves it with the user', async () => {
    setSessionUser(aStaffUser('POS', { designation: 'Cashier' }));
    const f = installFakeFetch({ [SAVE]: [{ status: 200, body: { message: 'Language saved!' } }] });
    renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByTestId('nav-pos').textContent).toBe('POS');
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'hi' } });
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByTestId('nav-orders').textContent).toBe('ऑर्डर');
    expect(screen.getByRole('heading', { name: 'भाषा' })).toBeTruthy();
    await waitFor(() => expect(f.count(SAVE)).toBe(1));
    expect(await screen.findByText('भाषा सेव हो गई!')).toBeTruthy();
    expect(f.body(SAVE)).toEqual({ language: 'hi' });
    expect(getSessionUser()?.language).toBe('hi');
  });

  it('[I18N2] the "saved" toast speaks Hindi even when the Hindi chunk arrives after the save answers', async () => {
    // in the app Hindi is a lazy chunk: the save can answer before it is loaded (tests preload every catalog)
    const hindi = CATALOGS.hi;
    delete CATALOGS.hi;
    try {
      setSessionUser(aStaffUser('POS', { designation: 'Cashier' }));
      installFakeFetch({ [SAVE]: [{ status: 200, body: { message: 'Language saved!' } }] });
      renderApp('/dashboard/profile');
      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
      fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'hi' } });
      expect(await screen.findByText('भाषा सेव हो गई!')).toBeTruthy();
      expect(screen.queryByText('Language saved!')).toBeNull();
    } finally {
      if (!CATALOGS.hi && hindi) CATALOGS.hi = hindi;
    }
  });

  it('[I18N2] a user whose language is Hindi gets the app in Hindi from the first screen', async () => {
    setSessionUser(aStaffUser('POS', { language: 'hi' }));
    renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('nav-orders').textContent).toBe('ऑर्डर'));
    expect((screen.getByTestId('language-select') as HTMLSelectElement).value).toBe('hi');
  });
});
