import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncStore } from '../../sync/sync-store.ts';
import { OrdersScreen } from './orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from './orders-test-kit.tsx';

/** Token 5 at T1: 2 × Dosa and 1 × Chai, unpaid. */
const bill = anOrder('o5', { tableId: 't1', tokenNo: '5', paymentStatus: 'pending' }, [
  { itemTitle: 'Dosa', quantity: 2, unitPrice: 9000 },
  { itemTitle: 'Chai', quantity: 1, unitPrice: 2000 },
]);

async function openBill() {
  const shop = startTestShop();
  await shop.put('storeTables', aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground' }));
  await shop.put('storeTables', aRow('storeTables', { id: 't2', tableTitle: 'T2', floor: 'Ground' }));
  await putOrders(shop, bill);
  renderWithToasts(<OrdersScreen />);
  await screen.findByText('Token 5');
  fireEvent.click(screen.getByRole('button', { name: 'Actions for T1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Split bill' }));
  const dialog = await screen.findByTestId('split-bill-dialog');
  return { shop, dialog };
}

describe('Split bill dialog', () => {
  it('[SPLIT1][MOVE4] splits one Dosa of two into a new bill at the table, then offers to pay each bill', async () => {
    const { shop, dialog } = await openBill();
    fireEvent.change(within(dialog).getByLabelText('Dosa to Bill 2'), { target: { value: '1' } });
    expect(
      within(dialog)
        .getAllByTestId('split-keep')
        .map((c) => c.textContent),
    ).toEqual(['1', '1']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    await screen.findByText('Bill split into 2!');
    await screen.findByText('Token 5.1');
    // the server ran the same split: the part holds a new row of one Dosa, the bill keeps the rest
    await waitFor(() =>
      expect(shop.server.row('orders', bill.items[0]!.orderId)).toMatchObject({ total: 11000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for T1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Pay Token 5.1' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Pay Token 5' })).toBeTruthy();
  });

  it('[SPLIT4] a bill paid on another till meanwhile: the server refuses the split and the till shows why', async () => {
    const { shop, dialog } = await openBill();
    // another till's payment reached the server; this till has not pulled it yet
    shop.server.put('orders', { ...bill.order, paymentStatus: 'paid', updatedAt: bill.order.updatedAt + 1 });
    fireEvent.change(within(dialog).getByLabelText('Chai to Bill 2'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    await waitFor(() =>
      expect(useSyncStore.getState().rejected).toEqual([
        expect.objectContaining({
          name: 'order.split.v1',
          code: 'BILL_CLOSED',
          message: 'This bill is already paid, completed or cancelled!',
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Token 5.1')).toBeNull());
  });

  it('[SPLIT5] equally: the shares add up to the bill, the first ones carry the remainder paisa', async () => {
    const { dialog } = await openBill();
    fireEvent.click(within(dialog).getByLabelText('Equally'));
    fireEvent.change(within(dialog).getByLabelText('People'), { target: { value: '3' } });
    // the bill's 200.00 as its lines price it, in three: 66.67 + 66.67 + 66.66
    const shares = within(within(dialog).getByTestId('split-shares')).getAllByRole('listitem');
    expect(shares.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Share 1 .*66\.67/),
      expect.stringMatching(/^Share 2 .*66\.67/),
      expect.stringMatching(/^Share 3 .*66\.66/),
    ]);
  });
});
