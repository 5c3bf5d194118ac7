/** WALL4 (finding #14): the cart's remove-discount buttons speak the cashier's language. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openPos } from './pos-test-kit.tsx';

const SLOW = { timeout: 8000 };
afterEach(() => applyLanguage('en'));

describe('cart discounts in Hindi (WALL4)', () => {
  it('[WALL4] Remove bill discount and Remove the discount of … read in Hindi', async () => {
    await openPos({ user: aStaffUser('POS', { id: 'u-2', name: 'Cyrus', language: 'hi' }) });
    applyLanguage('hi'); // as sign-in does
    const items = await screen.findAllByTestId('pos-item', {}, SLOW);
    const cola = items.find((el) => el.textContent?.includes('Cola')) as HTMLElement;
    fireEvent.click(within(cola).getAllByRole('button')[0] as HTMLElement); // Add
    fireEvent.click(await screen.findByRole('button', { name: /^डिस्काउंट / }, SLOW));
    const line = await screen.findByTestId('line-op-dialog', {}, SLOW);
    fireEvent.change(within(line).getByTestId('discount-value'), { target: { value: '5' } });
    fireEvent.click(within(line).getByTestId('op-save'));
    expect(await screen.findByRole('button', { name: /का डिस्काउंट हटाएँ$/ }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId('cart-bill-discount'));
    const bill = await screen.findByTestId('line-op-dialog', {}, SLOW);
    fireEvent.change(within(bill).getByTestId('discount-value'), { target: { value: '5' } });
    fireEvent.click(within(bill).getByTestId('op-save'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'बिल डिस्काउंट हटाएँ' })).toBeTruthy(), SLOW);
    expect(screen.queryByText('Remove bill discount')).toBeNull();
  });
});
