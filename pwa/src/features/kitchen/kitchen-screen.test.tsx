import { aRow } from '@tavola/shared/test-support/index';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentDb } from '../../db/current.ts';
import { publishRealtimeEvent } from '../../sync/events.ts';
import { setItemStatus } from '../orders/order-actions.ts';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';
import { playNewOrderSound } from './sound-player.ts';

vi.mock('./sound-player.ts', () => ({ playNewOrderSound: vi.fn(async () => true) }));
const played = vi.mocked(playNewOrderSound);

beforeEach(() => {
  played.mockClear();
});

async function openKitchen(...orders: ReturnType<typeof anOrder>[]) {
  const shop = startTestShop();
  await shop.put('storeTables', aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground' }));
  if (orders.length) await putOrders(shop, ...orders);
  renderWithToasts(<KitchenScreen />);
  return shop;
}

const card = (token: string) => screen.getByRole('listitem', { name: `Token ${token}` });

describe('kitchen screen (OS2)', () => {
  it("is titled 'All of Kitchen' and says 'No Orders Pending!' without paid open orders", async () => {
    await openKitchen(
      anOrder('pending', { tokenNo: '3' }),
      anOrder('done', { paymentStatus: 'paid', status: 'completed' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All of Kitchen' })).toBeTruthy();
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
  });

  it('shows only paid open orders, each line with the one button of its state', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '12', tableId: 't1', paymentStatus: 'paid' }, [
        { itemTitle: 'Masala Dosa', status: 'created' },
        { itemTitle: 'Idli Sambar', status: 'preparing' },
        { itemTitle: 'Masala Chai', status: 'completed', variantTitle: 'Cutting' },
        { itemTitle: 'Lime Soda', status: 'delivered' },
      ]),
      anOrder('o2', { tokenNo: '13', paymentStatus: 'pending' }),
    );
    const twelve = await screen.findByRole('listitem', { name: 'Token 12' });
    expect(screen.queryByRole('listitem', { name: 'Token 13' })).toBeNull();
    expect(twelve.querySelector('.kitchen-table')?.textContent).toBe('T1 Ground');
    const buttons = within(twelve)
      .getAllByTestId('kitchen-line')
      .map((line) => within(line).queryByRole('button')?.textContent ?? null);
    expect(buttons).toEqual(['Start Making', 'Complete', 'Delivered', null]);
  });

  it('[WHO3][WHO7] a table-less QR menu ticket says Delivery in words and the name to call out', async () => {
    await openKitchen(
      anOrder('o1', {
        tokenNo: '14',
        tableId: null,
        paymentStatus: 'paid',
        deliveryType: 'AppOnline',
        customerType: 'QRMENU',
        customerName: 'Asha Rao',
      }),
    );
    const ticket = await screen.findByRole('listitem', { name: 'Token 14' });
    expect(ticket.querySelector('.kitchen-table')?.textContent).toBe('Delivery');
    expect(within(ticket).getByText('Asha Rao')).toBeTruthy();
    expect(ticket.textContent).not.toContain('AppOnline');
  });

  it('bumps a line Start Making → Complete → Delivered; the order leaves when every line is delivered', async () => {
    const shop = await openKitchen(
      anOrder('o1', { tokenNo: '12', paymentStatus: 'paid' }, [{ itemTitle: 'Masala Dosa' }]),
    );
    await screen.findByRole('listitem', { name: 'Token 12' });
    for (const step of ['Start Making', 'Complete', 'Delivered']) {
      fireEvent.click(await within(card('12')).findByRole('button', { name: `${step}: Masala Dosa` }));
      if (step !== 'Delivered')
        await waitFor(() =>
          expect(within(card('12')).queryByRole('button', { name: `${step}: Masala Dosa` })).toBeNull(),
        );
    }
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
    await waitFor(() => expect(shop.server.row('orders', 'o1')?.status).toBe('completed'));
  });

  it("a step the rules refuse shows the rule's message (delivering unpaid: 'Please complete the payment')", async () => {
    const shop = await openKitchen(
      anOrder('o1', { tokenNo: '12', paymentStatus: 'paid' }, [
        { itemTitle: 'Masala Dosa', status: 'completed' },
      ]),
    );
    await screen.findByRole('listitem', { name: 'Token 12' });
    // the card's Delivered press reaching an order that is not paid (on this device): the mutator refuses
    await currentDb()?.orders.update('o1', { paymentStatus: 'pending' });
    await act(() => setItemStatus('o1', 'o1-line-1', 'delivered', 'kitchen'));
    expect(shop.server.row('orderItems', 'o1-line-1')?.status).toBe('completed');
    expect(await screen.findByText('Please complete the payment')).toBeTruthy();
  });

  it('plays the sound for a new paid order (event or live list), once, and not for pending or existing ones', async () => {
    const shop = await openKitchen(anOrder('old', { tokenNo: '1', paymentStatus: 'paid' }));
    await screen.findByRole('listitem', { name: 'Token 1' });
    expect(played).not.toHaveBeenCalled();

    act(() =>
      publishRealtimeEvent({ type: 'new_order', orderId: 'x', tokenNo: '2', paymentStatus: 'pending' }),
    );
    expect(played).not.toHaveBeenCalled();

    act(() =>
      publishRealtimeEvent({ type: 'new_order', orderId: 'o2', tokenNo: '2', paymentStatus: 'paid' }),
    );
    expect(played).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('New order! Token 2')).toBeTruthy();
    // the pull that brings it does not ring again
    await putOrders(shop, anOrder('o2', { tokenNo: '2', paymentStatus: 'paid' }));
    await screen.findByRole('listitem', { name: 'Token 2' });
    expect(played).toHaveBeenCalledTimes(1);

    // paid later at the counter: it appears in the list and rings
    await putOrders(shop, anOrder('o3', { tokenNo: '3', paymentStatus: 'paid' }));
    await screen.findByRole('listitem', { name: 'Token 3' });
    expect(played).toHaveBeenCalledTimes(2);
  });

  it('a fresh device does not ring for the backlog its first pull brings', async () => {
    const backlog = anOrder('old', { tokenNo: '5', paymentStatus: 'paid' });
    startTestShop(undefined, (server) => {
      server.put('orders', backlog.order);
      server.put('orderItems', ...backlog.items);
    });
    renderWithToasts(<KitchenScreen />);
    await screen.findByRole('listitem', { name: 'Token 5' });
    await new Promise((r) => setTimeout(r, 50));
    expect(played).not.toHaveBeenCalled();
  });

  it("offers 'Tap to enable sound' once on a page nobody touched yet", async () => {
    await openKitchen();
    fireEvent.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());
    expect(played).toHaveBeenCalledTimes(1);
  });
});
