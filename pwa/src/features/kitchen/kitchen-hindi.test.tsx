/**
 * FRI1: a Hindi kitchen's wall tablet reads its own buttons: the line and ticket steps (OS2's KITCHEN_FLOW labels)
 * and the station picker speak the staff's language; English keeps the specification's texts.
 */
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { KitchenScreen } from './kitchen-screen.tsx';

vi.mock('./sound-player.ts', () => ({
  playNewOrderSound: vi.fn(async () => true),
  unlockNewOrderSound: vi.fn(async () => true),
}));

beforeEach(() => localStorage.clear());
afterEach(() => applyLanguage('en'));

const chicken = { itemId: 'bc', itemTitle: 'Butter Chicken' };

async function openKitchen() {
  const shop = startTestShop(undefined, (server) =>
    server.put('stations', aRow('stations', { id: 'k', title: 'Tandoor' })),
  );
  await putOrders(
    shop,
    anOrder('o1', { tokenNo: '7', paymentStatus: 'paid' }, [{ ...chicken, status: 'created' }]),
  );
  renderWithToasts(<KitchenScreen />);
  return screen.findByRole('listitem', { name: /7$/ });
}

describe('the kitchen display in Hindi (FRI1)', () => {
  it('[FRI1] English: the steps keep the specification texts', async () => {
    const card = await openKitchen();
    expect(within(card).getByRole('button', { name: 'Start Making: Butter Chicken' }).textContent).toBe(
      'Start Making',
    );
    expect(within(card).getByRole('button', { name: 'Start Making: all of Token 7' })).toBeTruthy();
  });

  it('[FRI1][I18N7] Hindi: the line and ticket steps and the station picker are Hindi, not English', async () => {
    applyLanguage('hi');
    const card = await openKitchen();
    const line = within(card).getByRole('button', { name: 'बनाना शुरू करें: Butter Chicken' });
    expect(line.textContent).toBe('बनाना शुरू करें');
    expect(within(card).getByRole('button', { name: 'बनाना शुरू करें: टोकन 7 का सब' })).toBeTruthy();
    fireEvent.click(line);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'तैयार: Butter Chicken' }).textContent).toBe('तैयार'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'दिखा रहे हैं: सभी स्टेशन' }));
    expect(screen.getByRole('button', { name: 'एक्सपो' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Start Making|Showing:|All stations/);
  });
});
