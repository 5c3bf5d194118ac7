/**
 * FRI4: the Orders screen a Hindi cashier works from all night: each order's token word and its payment state
 * (WHO4's Paid / Credit / Unpaid, shared's English labels) in the staff's language; English keeps the texts.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { OrdersScreen } from './orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from './orders-test-kit.tsx';

afterEach(() => applyLanguage('en'));

async function openOrders() {
  const shop = startTestShop();
  await putOrders(
    shop,
    anOrder('o1', { tokenNo: '7', paymentStatus: 'pending' }, [
      { itemId: 'bc', itemTitle: 'Butter Chicken' },
    ]),
    anOrder('o2', { tokenNo: '8', paymentStatus: 'paid' }, [{ itemId: 'dal', itemTitle: 'Dal Makhani' }]),
    anOrder('o3', { tokenNo: '9', deliveryType: 'delivery', customerName: 'Asha' }, [
      { itemId: 'dal', itemTitle: 'Dal Makhani' },
    ]),
  );
  renderWithToasts(<OrdersScreen />);
  const entries = await screen.findAllByTestId('order-entry');
  const entry = (token: string) => entries.find((e) => e.getAttribute('data-token') === token) as HTMLElement;
  return { unpaid: entry('7'), paid: entry('8'), delivery: entry('9') };
}

describe('the Orders screen in Hindi (FRI4)', () => {
  it('[FRI4] English: Token N, Unpaid and Paid as before', async () => {
    const { unpaid, paid } = await openOrders();
    expect(within(unpaid).getByText('Token 7')).toBeTruthy();
    expect(within(unpaid).getByText('Unpaid')).toBeTruthy();
    expect(within(paid).getByText('Paid')).toBeTruthy();
  });

  it("[FRI4] a delivery order's details: English labels, then Hindi", async () => {
    const labels = async () =>
      [...(await openOrders()).delivery.querySelectorAll('.delivery-details dt')].map((d) => d.textContent);
    expect(await labels()).toEqual(['Name', 'Phone', 'Address', 'Landmark']);
    cleanup();
    applyLanguage('hi');
    expect(await labels()).toEqual(['नाम', 'फ़ोन', 'पता', 'निशानी']);
  });

  it('[FRI4][I18N7] Hindi: the token word and the payment state are Hindi', async () => {
    applyLanguage('hi');
    const { unpaid, paid } = await openOrders();
    expect(within(unpaid).getByText('टोकन 7')).toBeTruthy();
    expect(within(unpaid).getByText('बाक़ी')).toBeTruthy();
    expect(within(paid).getByText('भुगतान हो गया')).toBeTruthy();
    expect(unpaid.textContent).not.toMatch(/Token|Unpaid/);
  });
});
