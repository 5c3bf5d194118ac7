import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';

vi.mock('./sound-player.ts', () => ({
  playNewOrderSound: vi.fn(async () => true),
  unlockNewOrderSound: vi.fn(async () => true),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const card = (token: string) => screen.getByRole('listitem', { name: `Token ${token}` });

describe('kitchen flow on the screen (ADR 0058)', () => {
  it('[KDS10] a sent dine-in order shows before payment only when the store says so', async () => {
    const shop = startTestShop();
    await putOrders(
      shop,
      anOrder('o1', { tokenNo: '7', paymentStatus: 'pending', deliveryType: 'dinein' }, [
        { itemTitle: 'Dal' },
      ]),
      anOrder('o2', { tokenNo: '8', paymentStatus: 'pending', deliveryType: 'takeaway' }, [
        { itemTitle: 'Roti' },
      ]),
    );
    renderWithToasts(<KitchenScreen />);
    await screen.findByText('No Orders Pending!');
    await shop.put('storeSettings', aRow('storeSettings', { kitchenShowsUnpaidDineIn: true }));
    await waitFor(() => expect(card('7')).toBeTruthy());
    expect(screen.queryByRole('listitem', { name: 'Token 8' })).toBeNull();
  });

  it('[CRS3] a held course is greyed, without its button, and not in the all-day counts', async () => {
    const shop = startTestShop();
    await putOrders(
      shop,
      anOrder('o1', { tokenNo: '9', paymentStatus: 'paid' }, [
        { itemId: 'soup', itemTitle: 'Soup', course: 'starter' },
        { itemId: 'curry', itemTitle: 'Curry', course: 'main', heldUntilFired: true },
      ]),
    );
    renderWithToasts(<KitchenScreen />);
    await waitFor(() => expect(card('9')).toBeTruthy());
    const curry = within(card('9'))
      .getAllByTestId('kitchen-line')
      .find((l) => l.textContent?.includes('Curry'));
    expect(curry?.getAttribute('data-held')).toBe('true');
    expect(curry?.textContent).toContain('Held · Main');
    expect(within(curry as HTMLElement).queryByRole('button')).toBeNull();
    const panel = screen.getByRole('complementary', { name: 'All day' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Soup × 1']);
  });

  it('[KDS12] a step offers Undo, which takes it back', async () => {
    const shop = startTestShop();
    await putOrders(shop, anOrder('o1', { tokenNo: '5', paymentStatus: 'paid' }, [{ itemTitle: 'Dal' }]));
    renderWithToasts(<KitchenScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Making: Dal' }));
    await screen.findByRole('button', { name: 'Complete: Dal' });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByRole('button', { name: 'Start Making: Dal' });
  });
});
