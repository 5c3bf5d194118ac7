/** I18N1: paying for a plan in Hindi: the upgrade button, its notes and the demo checkout page. */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { demoCheckout } from './subscription-test-kit.ts';
import { UpgradeButton } from './upgrade-button.tsx';

const plans = (provider: string | null) => [
  { status: 200, body: { message: 'Plans', payments: { provider } } },
];

afterEach(() => applyLanguage('en'));

describe('plans in Hindi', () => {
  it('[I18N1] the upgrade button and the demo note speak Hindi', async () => {
    applyLanguage('hi');
    installFakeFetch({ 'GET /api/v1/plans': plans('demo') });
    render(<UpgradeButton currentPlan="free" />);
    expect((await screen.findByTestId('plans-demo')).textContent).toBe('डेमो चेकआउट: कोई पैसा नहीं कटेगा।');
    expect(screen.getByRole('button', { name: 'Booster पर अपग्रेड करें' })).toBeTruthy();
  });

  it('[I18N1] without a provider the card says so in Hindi', async () => {
    applyLanguage('hi');
    installFakeFetch({ 'GET /api/v1/plans': plans(null) });
    render(<UpgradeButton currentPlan="booster" />);
    expect((await screen.findByTestId('plans-not-offered')).textContent).toBe(
      'पेड प्लान अभी उपलब्ध नहीं हैं: इस सर्वर पर ऑनलाइन भुगतान सेट नहीं है।',
    );
  });

  it('[I18N1] the demo checkout page: heading, note and the Pay button with the amount in en-IN', async () => {
    signInCookie();
    setSessionUser(aUser({ language: 'hi' }));
    installFakeFetch({
      'GET /api/v1/subscriptions/checkout/demo_1': [demoCheckout],
    });
    applyLanguage('hi');
    renderApp('/checkout/demo/demo_1');
    expect(await screen.findByRole('button', { name: /^₹499\.00 का भुगतान करें$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'भुगतान' })).toBeTruthy();
    expect(screen.getByText('डेमो भुगतान: कोई पैसा नहीं कटेगा।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
