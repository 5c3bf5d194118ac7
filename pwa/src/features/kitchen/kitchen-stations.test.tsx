import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';

vi.mock('./sound-player.ts', () => ({
  playNewOrderSound: vi.fn(async () => true),
  unlockNewOrderSound: vi.fn(async () => true),
}));

const KITCHEN = aRow('stations', { id: 'k', title: 'Kitchen' });
const BAR = aRow('stations', { id: 'b', title: 'Bar', warnAfterMinutes: 3, lateAfterMinutes: 6 });
const curry = { itemId: 'bc', itemTitle: 'Butter Chicken', stationId: 'k' };
const lassi = { itemId: 'lassi', itemTitle: 'Mango Lassi', stationId: 'b' };

beforeEach(() => localStorage.clear());

async function openKitchen(...orders: ReturnType<typeof anOrder>[]) {
  const shop = startTestShop(undefined, (server) => server.put('stations', KITCHEN, BAR));
  await putOrders(shop, ...orders);
  const view = renderWithToasts(<KitchenScreen />);
  return { shop, view };
}

const choose = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: /^Showing:/ }));
  fireEvent.click(screen.getByRole('button', { name }));
};
const lineTitles = (token: string) =>
  within(screen.getByRole('listitem', { name: `Token ${token}` }))
    .getAllByTestId('kitchen-line')
    .map((l) => l.textContent);

describe('kitchen screens per station and the expo (KDS4-KDS8, ADR 0057)', () => {
  it('[KDS4] [KDS5] a screen set to a station shows its lines only, and remembers the choice', async () => {
    const { view } = await openKitchen(
      anOrder('o1', { tokenNo: '7', paymentStatus: 'paid' }, [curry, lassi]),
    );
    await screen.findByRole('listitem', { name: 'Token 7' });
    expect(lineTitles('7')).toEqual([
      expect.stringContaining('Butter Chicken'),
      expect.stringContaining('Mango Lassi'),
    ]);
    await choose('Bar');
    await waitFor(() => expect(lineTitles('7')).toEqual([expect.stringContaining('Mango Lassi')]));
    expect(screen.getByRole('button', { name: 'Showing: Bar' })).toBeTruthy();
    view.unmount();
    renderWithToasts(<KitchenScreen />);
    await screen.findByRole('button', { name: 'Showing: Bar' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.kitchenStations) ?? '')).toEqual({
      view: 'stations',
      stationIds: ['b'],
    });
  });

  it('[KDS5] a station’s ticket leaves its screen once its lines are ready; the all-day panel counts its lines', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '7', paymentStatus: 'paid' }, [curry, { ...lassi, quantity: 2 }]),
      anOrder('o2', { tokenNo: '8', paymentStatus: 'paid' }, [curry]),
    );
    await choose('Kitchen');
    const panel = await screen.findByRole('complementary', { name: 'All day' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Butter Chicken × 2']),
    );
    const card = await screen.findByRole('listitem', { name: 'Token 7' });
    fireEvent.click(within(card).getByRole('button', { name: 'Start Making: all of Token 7' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Complete: all of Token 7' })).toBeTruthy(),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Complete: all of Token 7' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Token 7' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Token 8' })).toBeTruthy();
  });

  it('[KDS6] the expo shows each station’s progress and serves the order once all is ready', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '7', paymentStatus: 'paid' }, [
        { ...curry, status: 'completed' },
        { ...curry, itemTitle: 'Naan', status: 'preparing' },
        { ...lassi, status: 'completed' },
      ]),
    );
    await choose('Expo');
    const card = await screen.findByRole('listitem', { name: 'Token 7' });
    await waitFor(() =>
      expect(within(card).getByTestId('expo-progress').textContent).toBe('Bar ✓ · Kitchen 1/2 ready'),
    );
    expect(within(card).queryByRole('button', { name: 'Serve: all of Token 7' })).toBeNull();
    // the kitchen finishes the naan on its own screen
    // the picker stays open for more toggles
    fireEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    const kitchenCard = await screen.findByRole('listitem', { name: 'Token 7' });
    fireEvent.click(within(kitchenCard).getByRole('button', { name: 'Complete: all of Token 7' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Token 7' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Expo' }));
    const ready = await screen.findByRole('listitem', { name: 'Token 7' });
    await waitFor(() =>
      expect(within(ready).getByTestId('expo-progress').textContent).toBe('Bar ✓ · Kitchen ✓'),
    );
    fireEvent.click(within(ready).getByRole('button', { name: 'Serve: all of Token 7' }));
    expect(await screen.findByText('No orders in the kitchen.')).toBeTruthy();
  });

  it('[KDS7] each ticket shows its age; the thresholds are its stations’ strictest', async () => {
    const sent = Date.now() - 4 * 60_000;
    await openKitchen(
      anOrder('o1', { tokenNo: '7', paymentStatus: 'paid', createdAt: sent }, [curry, lassi]),
      anOrder('o2', { tokenNo: '8', paymentStatus: 'paid', createdAt: sent }, [curry]),
    );
    const age = async (token: string) =>
      within(await screen.findByRole('listitem', { name: `Token ${token}` })).getByTestId('ticket-age');
    await waitFor(async () => expect((await age('7')).textContent).toMatch(/^Waiting 04:0\d, running late$/));
    expect((await age('7')).getAttribute('data-level')).toBe('warn'); // the bar's 3 minutes
    expect((await age('8')).getAttribute('data-level')).toBe('fresh'); // the kitchen's 10
  });
});
