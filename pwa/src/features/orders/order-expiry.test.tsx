import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from './orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from './orders-test-kit.tsx';

const HOUR = 3_600_000;
const qr = { customerType: 'QRMENU', deliveryType: 'AppCash', paymentStatus: 'pending' } as const;

async function openOrders(
  expiryMinutes: number,
  ...orders: ReturnType<typeof anOrder>[]
): Promise<ReturnType<typeof startTestShop>> {
  return openOrdersOn(undefined, expiryMinutes, ...orders);
}

/** `serverNow`: the fake server's clock, told in its pull answers (KDS20), when it differs from the device's. */
async function openOrdersOn(
  serverNow: number | undefined,
  expiryMinutes: number,
  ...orders: ReturnType<typeof anOrder>[]
) {
  const shop = startTestShop(undefined, (s) => {
    if (serverNow === undefined) return;
    s.now = serverNow;
    s.tellsTime = true;
  });
  await shop.put('storeTables', aRow('storeTables', { id: 't1', tableTitle: 'T1' }));
  await shop.put('storeTables', aRow('storeTables', { id: 't2', tableTitle: 'T2' }));
  await shop.put(
    'storeSettings',
    aRow('storeSettings', { currency: 'INR', pendingOrderExpiryMinutes: expiryMinutes }),
  );
  await putOrders(shop, ...orders);
  renderWithToasts(<OrdersScreen />);
  return shop;
}

const entry = (token: string) =>
  screen.getAllByTestId('order-entry').find((e) => e.dataset.token === token) as HTMLElement;

describe('[SALE7] expired diner orders on the orders screen', () => {
  it('a diner order older than the store setting says Expired; a fresh one and a till tab do not', async () => {
    const now = Date.now();
    await openOrders(
      120,
      anOrder('old', { ...qr, tableId: 't1', tokenNo: '1', createdAt: now - 3 * HOUR }),
      anOrder('new', { ...qr, tableId: 't1', tokenNo: '2', createdAt: now - HOUR }),
      anOrder('tab', { tableId: 't2', tokenNo: '3', paymentStatus: 'pending', createdAt: now - 5 * HOUR }),
    );
    await screen.findByText('Token 3');
    expect(within(entry('1')).getByTestId('order-expired').textContent).toBe('Expired');
    expect(within(entry('2')).queryByTestId('order-expired')).toBeNull();
    expect(within(entry('3')).queryByTestId('order-expired')).toBeNull();
  });

  it('[SALE6] collecting payment on an expired order is refused with a clear message', async () => {
    const shop = await openOrders(
      30,
      anOrder('old', { ...qr, tableId: 't1', tokenNo: '1', createdAt: Date.now() - HOUR }),
    );
    await screen.findByTestId('order-expired');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for T1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Payment Collected' }));
    expect(
      await screen.findByText('This order expired before it was accepted. Ask the diner to order again.'),
    ).toBeTruthy();
    expect(shop.server.row('orders', 'old')?.paymentStatus).toBe('pending');
  });

  // ADR 0078: the badge reads the clock the till's mutators judge SALE6 on, the server's, not the device's
  it('[SALE7][KDS20] a till an hour slow still shows an order expired on the server’s clock', async () => {
    const real = Date.now.bind(Date);
    const server = real();
    vi.spyOn(Date, 'now').mockImplementation(() => real() - HOUR);
    try {
      await openOrdersOn(
        server,
        120,
        anOrder('old', { ...qr, tableId: 't1', tokenNo: '1', createdAt: server - 150 * 60_000 }),
      );
      expect((await screen.findByTestId('order-expired')).textContent).toBe('Expired');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
