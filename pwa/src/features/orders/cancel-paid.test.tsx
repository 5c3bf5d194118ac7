import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersScreen } from './orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from './orders-test-kit.tsx';

async function openOrders(...orders: ReturnType<typeof anOrder>[]) {
  const shop = startTestShop();
  await shop.put('storeTables', aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground' }));
  await shop.put('storeTables', aRow('storeTables', { id: 't2', tableTitle: 'T2', floor: 'Ground' }));
  await putOrders(shop, ...orders);
  renderWithToasts(<OrdersScreen />);
  await screen.findByText('Token 2');
}

const menuOf = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);
};

describe('orders screen: a paid order is refunded, not cancelled', () => {
  it('[OS12] offers Cancel only on a card whose orders are all unpaid', async () => {
    await openOrders(
      anOrder('o1', { tableId: 't1', tokenNo: '1', paymentStatus: 'paid' }),
      anOrder('o2', { tableId: 't2', tokenNo: '2', paymentStatus: 'pending' }),
    );
    expect(await menuOf('Actions for T1')).not.toContain('Cancel');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await menuOf('Actions for T2')).toContain('Cancel');
  });
});
