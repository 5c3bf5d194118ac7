import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeSync } from '../../sync/sync-session.ts';
import { openPos } from './pos-test-kit.tsx';

const card = (title: string) => {
  const li = screen.getByRole('heading', { name: new RegExp(title) }).closest('li');
  if (!li) throw new Error(`no card ${title}`);
  return li;
};
const soldOutSwitch = (title: string) => screen.getByRole('switch', { name: `${title} sold out` });

describe('POS menu cards', () => {
  it('[CARD3][CARD5] the cashier flips Cola sold out: greyed, Add refused, sent to the server; and back', async () => {
    const { server, db } = await openPos();
    const add = () => screen.getByRole('button', { name: 'Add Cola' }) as HTMLButtonElement;
    expect(add().disabled).toBe(false);
    fireEvent.click(soldOutSwitch('Cola'));
    await waitFor(() => expect(card('Cola').className).toContain('pos-item-soldout'));
    expect(within(card('Cola')).getByText('Sold out', { selector: 'p' })).toBeTruthy();
    expect(soldOutSwitch('Cola').getAttribute('aria-checked')).toBe('true');
    expect(add().disabled).toBe(true);
    fireEvent.click(add());
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    // the device row changed in the same step as the queued mutation, and the server ran it too
    expect((await db.menuItems.get('cola'))?.soldOut).toBe(true);
    await activeSync()?.client.whenIdle();
    expect(server.state.menuItems?.cola?.soldOut).toBe(true);
    expect(card('Margherita').className).not.toContain('pos-item-soldout');

    fireEvent.click(soldOutSwitch('Cola'));
    await waitFor(() => expect(add().disabled).toBe(false));
    fireEvent.click(add());
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('[CARD3] offline, the switch still works on the till and waits in the outbox', async () => {
    const { db } = await openPos({ offline: true });
    fireEvent.click(soldOutSwitch('Margherita'));
    await waitFor(() => expect(card('Margherita').className).toContain('pos-item-soldout'));
    expect((await db.menuItems.get('pizza'))?.soldOut).toBe(true);
  });

  it('[CARD1] shows the diet mark of an item, and none for an item without one', async () => {
    const { server } = await openPos();
    server.put(
      'menuItems',
      aRow('menuItems', { id: 'tikka', title: 'Chicken Tikka', price: 30_000, diet: 'nonveg' }),
    );
    activeSync()?.client.requestPull();
    await screen.findByRole('heading', { name: 'Non-veg Chicken Tikka' });
    expect(within(card('Chicken Tikka')).getByRole('img', { name: 'Non-veg' })).toBeTruthy();
    expect(within(card('Cola')).queryByRole('img')).toBeNull();
  });
});
