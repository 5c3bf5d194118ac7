import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { openPos, POS_SHOP } from './pos-test-kit.tsx';

const inr = (minor: number) => formatMoney(minor, 'INR');

describe('the till rounds the bill when the store does', () => {
  it('[RND2] with the setting on, the cart shows the round-off line and the payable total in whole rupees', async () => {
    const { db } = await openPos();
    // Cola at 55.35 (10% VAT inside): 55.35 to pay
    await db.menuItems.put({ ...POS_SHOP.cola, price: 5_535 });
    await waitFor(() => expect(screen.getAllByTestId('pos-item')[0]?.textContent).toContain(inr(5_535)));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Cola' }));
    const totals = () => screen.getAllByTestId('pos-totals')[0] as HTMLElement;
    await waitFor(() => expect(within(totals()).getByTestId('payable-total').textContent).toBe(inr(5_535)));
    expect(within(totals()).queryByTestId('round-off')).toBeNull();
    await db.storeSettings.put({ ...POS_SHOP.store, roundBills: true });
    await waitFor(() => expect(within(totals()).getByTestId('payable-total').textContent).toBe(inr(5_500)));
    expect(within(totals()).getByTestId('round-off').textContent).toBe(inr(-35));
    // the phone's cart bar says the same
    expect(screen.getByRole('button', { name: /^View Cart/ }).textContent).toContain(inr(5_500));
  });
});
