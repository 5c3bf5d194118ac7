import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentDb } from '../../db/current.ts';
import type { TavolaDb } from '../../db/database.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
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

const db = () => currentDb() as TavolaDb;
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
    // the fake server's clock stands at T0: the steps it stamps must be "now", or KDS13's window refuses the undo
    shop.server.now = Date.now();
    await putOrders(shop, anOrder('o12', { tokenNo: '12', paymentStatus: 'paid' }, [{ itemTitle: 'Dal' }]));
    renderWithToasts(<KitchenScreen />);
    // each step is a mutation run through the till's outbox: on a busy CI machine one can take over a second
    const slow = { timeout: 5000 };
    fireEvent.click(await screen.findByRole('button', { name: 'Start Making: Dal' }, slow));
    await screen.findByRole('button', { name: 'Complete: Dal' }, slow);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }, slow));
    await screen.findByRole('button', { name: 'Start Making: Dal' }, slow);
  });
  // KDS20: the till's own clock off by more than KDS13's window refused every Undo once the server's stamp came back
  it.each([
    ['10 minutes ahead of', 10],
    ['40 minutes ahead of', 40],
    ['40 minutes behind', -40],
  ])(
    '[KDS20][KDS13] with the till’s clock %s the server’s, Undo still takes the step back',
    async (_, minutes) => {
      const real = Date.now.bind(Date);
      const server = real();
      vi.spyOn(Date, 'now').mockImplementation(() => real() + minutes * 60_000);
      try {
        const shop = startTestShop(undefined, (s) => {
          s.now = server; // stamps the steps it applies, and tells its time in every pull answer
          s.tellsTime = true;
        });
        await putOrders(
          shop,
          anOrder('o20', { tokenNo: '20', paymentStatus: 'paid' }, [{ itemTitle: 'Dal' }]),
        );
        renderWithToasts(<KitchenScreen />);
        const slow = { timeout: 5000 };
        fireEvent.click(await screen.findByRole('button', { name: 'Start Making: Dal' }, slow));
        await screen.findByRole('button', { name: 'Complete: Dal' }, slow);
        // the server's stamp is back on the till before the tap on Undo (the case that was refused)
        await waitFor(
          async () => expect((await db().orderItems.get('o20-line-1'))?.updatedAt).toBe(server),
          slow,
        );
        fireEvent.click(await screen.findByRole('button', { name: 'Undo' }, slow));
        await screen.findByRole('button', { name: 'Start Making: Dal' }, slow);
        await waitFor(async () => expect((await db().orderItems.get('o20-line-1'))?.status).toBe('created'));
      } finally {
        vi.restoreAllMocks();
      }
    },
  );

  // STN4 (ADR 0078): the age measures the server's stamp, so it runs on the server's clock, not the tablet's
  it.each([
    ['10 minutes fast', 10],
    ['10 minutes slow', -10],
  ])('[STN4][KDS20] a tablet %s shows a ticket’s true age and colour', async (_, minutes) => {
    const real = Date.now.bind(Date);
    const server = real();
    vi.spyOn(Date, 'now').mockImplementation(() => real() + minutes * 60_000);
    try {
      const shop = startTestShop(undefined, (s) => {
        s.now = server;
        s.tellsTime = true;
      });
      // sent 12 minutes ago on the server's clock: amber (the defaults 10 and 20); 22 or 2 on the tablet's
      await putOrders(
        shop,
        anOrder('o21', { tokenNo: '21', paymentStatus: 'paid', createdAt: server - 12 * 60_000 }, [
          { itemTitle: 'Dal' },
        ]),
      );
      renderWithToasts(<KitchenScreen />);
      await waitFor(() => {
        const age = within(card('21')).getByTestId('ticket-age');
        expect(age.textContent).toMatch(/^Waiting 12:0\d, running late$/);
        expect(age.getAttribute('data-level')).toBe('warn');
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('[KDS18] a fired course’s ticket counts its age from the fire time, not the order’s', async () => {
    const shop = startTestShop();
    const sent = Date.now() - 30 * 60_000;
    await putOrders(
      shop,
      anOrder('o1', { tokenNo: '4', paymentStatus: 'paid', createdAt: sent }, [
        { itemTitle: 'Soup', course: 'starter', status: 'delivered' },
        { itemTitle: 'Curry', course: 'main', firedAt: Date.now() - 2 * 60_000 },
      ]),
    );
    renderWithToasts(<KitchenScreen />);
    await waitFor(() =>
      expect(within(card('4')).getByTestId('ticket-age').textContent).toMatch(/^Waiting 02:0\d/),
    );
  });

  it('[KDS19] the expo greys a held course, counts only live lines and serves them; the held line stays', async () => {
    const shop = startTestShop();
    await putOrders(
      shop,
      anOrder('o1', { tokenNo: '6', paymentStatus: 'paid' }, [
        { itemTitle: 'Soup', course: 'starter', status: 'completed' },
        { itemTitle: 'Curry', course: 'main', heldUntilFired: true },
      ]),
    );
    localStorage.setItem(STORAGE_KEYS.kitchenStations, JSON.stringify({ view: 'expo' }));
    renderWithToasts(<KitchenScreen />);
    const expo = await screen.findByTestId('expo-card');
    await waitFor(() => expect(within(expo).getByTestId('expo-progress').textContent).toBe('Other ✓'));
    const held = within(expo)
      .getAllByTestId('expo-line')
      .find((l) => l.textContent?.includes('Curry'));
    expect(held?.getAttribute('data-held')).toBe('true');
    expect(held?.textContent).toContain('Held · Main');
    fireEvent.click(within(expo).getByRole('button', { name: 'Serve: all of Token 6' }));
    await waitFor(async () => expect((await db().orderItems.get('o1-line-1'))?.status).toBe('delivered'));
    expect((await db().orderItems.get('o1-line-2'))?.status).toBe('created');
  });
});
