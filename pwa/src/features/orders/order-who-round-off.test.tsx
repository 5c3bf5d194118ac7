import { aRow } from '@tavola/shared/test-support/index';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderWho } from './order-who.tsx';

const unpaid = aRow('orders', { total: 19425, paymentStatus: 'unpaid', paymentMethod: null });

describe('Orders: the amount to collect', () => {
  it('[RND3] a store that rounds shows the rounded amount the invoice will take; one that does not, the paise', () => {
    const { unmount } = render(<OrderWho order={unpaid} phone={null} currency="INR" roundBills />);
    expect(screen.getByTestId('order-due').textContent).toBe('To collect ₹194.00');
    unmount();
    render(<OrderWho order={unpaid} phone={null} currency="INR" />);
    expect(screen.getByTestId('order-due').textContent).toBe('To collect ₹194.25');
  });
});
