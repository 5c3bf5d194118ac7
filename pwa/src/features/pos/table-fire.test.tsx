import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPos, POS_SHOP } from './pos-test-kit.tsx';

const tableSelect = () => screen.getByLabelText('Table') as HTMLSelectElement;

describe('the till fires a held course', () => {
  it('[CRS3] choosing a table whose open order holds mains shows "Fire Main"; a tap fires it and the button goes', async () => {
    const { db, server } = await openPos();
    const order = aRow('orders', { id: 'o1', tokenNo: '7', tableId: POS_SHOP.table.id, status: 'created' });
    const lines = [
      aRow('orderItems', { id: 'l1', orderId: 'o1', itemId: 'cola', itemTitle: 'Cola', course: 'starter' }),
      aRow('orderItems', {
        id: 'l2',
        orderId: 'o1',
        itemId: 'pizza',
        itemTitle: 'Margherita',
        course: 'main',
        heldUntilFired: true,
      }),
    ];
    // another till's order, synced here
    server.put('orders', order);
    server.put('orderItems', ...lines);
    await db.orders.put(order);
    await db.orderItems.bulkPut(lines);
    expect(screen.queryByTestId('till-fire')).toBeNull(); // no table chosen: nothing to fire
    fireEvent.change(tableSelect(), { target: { value: POS_SHOP.table.id } });
    const fire = await screen.findByTestId('till-fire');
    expect(fire.textContent).toContain('Token 7');
    fireEvent.click(within(fire).getByRole('button', { name: 'Fire Main' }));
    await waitFor(() => expect(screen.queryByTestId('till-fire')).toBeNull());
    await waitFor(async () => expect((await db.orderItems.get('l2'))?.heldUntilFired).toBe(false));
    await waitFor(() => expect(server.row('orderItems', 'l2')).toMatchObject({ heldUntilFired: false }));
  });
});
