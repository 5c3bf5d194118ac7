import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';

const noop = () => {};

describe('[ADR 0042] the payment-method dialog', () => {
  it('offers only the Billing Counter when the store has no online provider', () => {
    render(<PaymentMethodDialog value="cash" onlineOffered={false} onChange={noop} onClose={noop} />);
    expect(screen.getByRole('radio', { name: /^Billing Counter/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Pay Online/ })).toBeNull();
  });

  it('says the demo checkout charges nothing', () => {
    render(<PaymentMethodDialog value="cash" onlineOffered demo onChange={noop} onClose={noop} />);
    const online = screen.getByRole('radio', { name: /^Pay Online/ });
    expect(online.closest('label')?.textContent).toContain('Demo checkout: no money is charged.');
  });

  it('a real provider gets the usual hint', () => {
    render(<PaymentMethodDialog value="cash" onlineOffered onChange={noop} onClose={noop} />);
    const online = screen.getByRole('radio', { name: /^Pay Online/ });
    expect(online.closest('label')?.textContent).not.toContain('Demo');
  });
});
