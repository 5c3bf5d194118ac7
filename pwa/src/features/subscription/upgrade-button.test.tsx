import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { UpgradeButton } from './upgrade-button.tsx';

const PLANS = 'GET /api/v1/plans';
const plans = (provider: string | null) => [
  { status: 200, body: { message: 'Plans', payments: { provider } } },
];

describe('[ADR 0042] the upgrade button', () => {
  it('says paid plans are not available when the server has no payment provider', async () => {
    installFakeFetch({ [PLANS]: plans(null) });
    render(<UpgradeButton currentPlan="free" />);
    expect((await screen.findByTestId('plans-not-offered')).textContent).toBe(
      'Paid plans are not available yet: online payment is not set up on this server.',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade to Booster' })).toBeNull();
  });

  it('labels the demo checkout', async () => {
    installFakeFetch({ [PLANS]: plans('demo') });
    render(<UpgradeButton currentPlan="free" />);
    expect((await screen.findByTestId('plans-demo')).textContent).toBe('Demo checkout: no money is charged.');
    expect(screen.getByRole('button', { name: 'Upgrade to Booster' })).toBeTruthy();
  });

  it('offers Razorpay without a demo label', async () => {
    const f = installFakeFetch({ [PLANS]: plans('razorpay') });
    render(<UpgradeButton currentPlan="booster" />);
    expect(await screen.findByRole('button', { name: 'Renew Booster' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(f.count(PLANS)).toBe(1);
    expect(screen.queryByTestId('plans-demo')).toBeNull();
  });
});
