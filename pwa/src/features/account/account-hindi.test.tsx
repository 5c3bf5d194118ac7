/** I18N1: the account-state screens in Hindi; their headings are the specification's texts and stay English. */
import { TEXTS } from '@tavola/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => applyLanguage('en'));

describe('account-state screens in Hindi', () => {
  it('[I18N1] an admin waiting for approval reads the contact and the buttons in Hindi', async () => {
    signInCookie();
    setSessionUser(aUser({ language: 'hi' }));
    installFakeFetch({
      'GET /api/v1/auth/account-status': [
        { status: 200, body: { message: 'ok', state: 'awaiting-approval' } },
      ],
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
    // main.tsx applies the signed-in user's language at start; this screen is outside the dashboard shell
    applyLanguage('hi');
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByText('एडमिन से संपर्क: Tavola Support')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'एडमिन को कॉल करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
  });

  it('[I18N1] /no-access offers Go back in Hindi', async () => {
    applyLanguage('hi');
    renderApp('/no-access');
    expect(await screen.findByText(TEXTS.noAccess)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeTruthy();
  });

  it('[I18N1] /cancelled-payment links to the profile in Hindi', async () => {
    applyLanguage('hi');
    renderApp('/cancelled-payment');
    expect(await screen.findByRole('link', { name: 'प्रोफ़ाइल पर जाएँ' })).toBeTruthy();
  });
});
