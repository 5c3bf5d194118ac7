import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';
import { playNewOrderSound, unlockNewOrderSound } from './sound-player.ts';

vi.mock('./sound-player.ts', () => ({
  playNewOrderSound: vi.fn(async () => true),
  unlockNewOrderSound: vi.fn(async () => true),
}));

const chicken = { itemId: 'bc', itemTitle: 'Butter Chicken' };
const naan = { itemId: 'naan', itemTitle: 'Naan', variantId: 'garlic', variantTitle: 'Garlic' };

beforeEach(() => {
  localStorage.clear();
  vi.mocked(playNewOrderSound).mockClear();
  vi.mocked(unlockNewOrderSound).mockClear();
});

async function openKitchen(...orders: ReturnType<typeof anOrder>[]) {
  const shop = startTestShop();
  if (orders.length) await putOrders(shop, ...orders);
  const view = renderWithToasts(<KitchenScreen />);
  return { shop, view };
}

const card = (token: string) => screen.getByRole('listitem', { name: `Token ${token}` });
const lineStatuses = (token: string) =>
  within(card(token))
    .getAllByTestId('kitchen-line')
    .map((l) => l.getAttribute('data-status'));

describe('kitchen display on a wall tablet (KDS2, KDS3, ADR 0056)', () => {
  it('[KDS2] the all-day panel sums the open quantity of each item across tickets, most first', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '1', paymentStatus: 'paid' }, [
        { ...chicken, quantity: 3 },
        { ...naan, quantity: 2 },
      ]),
      anOrder('o2', { tokenNo: '2', paymentStatus: 'paid' }, [
        { ...chicken, quantity: 4, status: 'preparing' },
        { ...chicken, quantity: 5, status: 'delivered' },
      ]),
      anOrder('o3', { tokenNo: '3', paymentStatus: 'pending' }, [{ ...chicken, quantity: 9 }]),
    );
    const panel = await screen.findByRole('complementary', { name: 'All day' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Butter Chicken × 7', 'Naan (Garlic) × 2']),
    );
  });

  it('[KDS3] tapping a ticket header moves its least advanced lines one step, until the ticket leaves', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '12', paymentStatus: 'paid' }, [
        { ...chicken, status: 'created' },
        { ...naan, status: 'preparing' },
      ]),
    );
    await screen.findByRole('listitem', { name: 'Token 12' });
    fireEvent.click(within(card('12')).getByRole('button', { name: 'Start Making: all of Token 12' }));
    await waitFor(() => expect(lineStatuses('12')).toEqual(['preparing', 'preparing']));
    fireEvent.click(within(card('12')).getByRole('button', { name: 'Complete: all of Token 12' }));
    await waitFor(() => expect(lineStatuses('12')).toEqual(['completed', 'completed']));
    // the per-line buttons stay (OS2)
    expect(within(card('12')).getByRole('button', { name: 'Delivered: Butter Chicken' })).toBeTruthy();
    fireEvent.click(within(card('12')).getByRole('button', { name: 'Delivered: all of Token 12' }));
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
  });

  it('[KDS3] with the bump-bar keys on, a digit selects the nth ticket and Enter bumps it', async () => {
    await openKitchen(
      anOrder('o1', { tokenNo: '1', paymentStatus: 'paid' }, [chicken]),
      anOrder('o2', { tokenNo: '2', paymentStatus: 'paid' }, [naan]),
    );
    await screen.findByRole('listitem', { name: 'Token 2' });
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 30));
    expect(lineStatuses('2')).toEqual(['created']); // off by default: keys do nothing

    fireEvent.click(screen.getByRole('button', { name: 'Bump-bar keys' }));
    expect(screen.getByText(/1–9 select a ticket · Enter or Space bumps it/)).toBeTruthy();
    fireEvent.keyDown(window, { key: '2' });
    await waitFor(() => expect(card('2').hasAttribute('data-selected')).toBe(true));
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(lineStatuses('2')).toEqual(['preparing']));
    expect(lineStatuses('1')).toEqual(['created']);
    expect(localStorage.getItem(STORAGE_KEYS.kitchenBumpBar)).toBe('on');
  });

  it('remembers the sound once enabled: after a reload no button, and the first tap unlocks audio', async () => {
    const { view } = await openKitchen();
    fireEvent.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());
    view.unmount();

    renderWithToasts(<KitchenScreen />);
    await screen.findByRole('heading', { level: 1, name: 'All of Kitchen' });
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(unlockNewOrderSound).toHaveBeenCalledTimes(1);
  });

  describe('wake lock', () => {
    const release = vi.fn(async () => undefined);
    let released: (() => void) | undefined;
    const request = vi.fn(async () => ({
      release,
      addEventListener: (_: string, f: () => void) => {
        released = f;
      },
    }));
    beforeEach(() => {
      release.mockClear();
      request.mockClear();
      Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'wakeLock');
    });

    it('keeps the screen awake while the board is open, asks again on return, releases on leaving', async () => {
      const { view } = await openKitchen();
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      // the browser drops the lock when the tablet hides the page; coming back asks again
      released?.();
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
      view.unmount();
      await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    });

    it('is no error where the browser has no wake lock', async () => {
      Reflect.deleteProperty(navigator, 'wakeLock');
      await openKitchen();
      expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
    });
  });
});
