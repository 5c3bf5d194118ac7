import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from '../orders/orders-screen.tsx';
import { anOrder, putOrders, renderWithToasts, startTestShop } from '../orders/orders-test-kit.tsx';
import { usbPrinter } from '../printers/printers-test-kit.ts';
import { writeTillPrinter } from '../printers/till-printer-store.ts';
import { setTillTransportFactory } from '../printers/till-transport.ts';

/** Token 5 at T1: 2 × Dosa and 1 × Chai, no tax: 200.00, in 3 shares 66.67 + 66.67 + 66.66. */
const bill = anOrder(
  'o5',
  { tableId: 't1', tokenNo: '5', paymentStatus: 'pending', subTotal: 20000, taxTotal: 0, total: 20000 },
  [
    { itemTitle: 'Dosa', quantity: 2, unitPrice: 9000, taxType: null, taxRate: 0 },
    { itemTitle: 'Chai', quantity: 1, unitPrice: 2000, taxType: null, taxRate: 0 },
  ],
);
const SLOW = { timeout: 5000 };

async function openShares() {
  const shop = startTestShop();
  await shop.put(
    'storeSettings',
    aRow('storeSettings', { id: 'store', storeName: 'Demo Kitchen', currency: 'USD' }),
  );
  await shop.put('storeTables', aRow('storeTables', { id: 't1', tableTitle: 'T1', floor: 'Ground' }));
  await shop.put(
    'paymentTypes',
    aRow('paymentTypes', { id: 'cash', title: 'Cash' }),
    aRow('paymentTypes', { id: 'card', title: 'Card' }),
  );
  await putOrders(shop, bill);
  renderWithToasts(<OrdersScreen />);
  await screen.findByText('Token 5');
  fireEvent.click(screen.getByRole('button', { name: 'Actions for T1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Split bill' }));
  const dialog = await screen.findByTestId('split-bill-dialog');
  fireEvent.click(within(dialog).getByLabelText('Equally'));
  fireEvent.change(within(dialog).getByLabelText('People'), { target: { value: '3' } });
  return { shop, dialog };
}

/** Pays share k with one tender of `type` handing over `amount`, without a slip window. */
async function payShare(dialog: HTMLElement, k: number, type: string, amount: string) {
  const button = within(dialog).getByRole('button', { name: `Pay share ${k}` });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false)); // the payment types loaded
  fireEvent.click(button);
  const pay = await within(dialog).findByTestId('share-pay');
  fireEvent.change(within(pay).getByTestId('tender-type'), { target: { value: type } });
  fireEvent.change(within(pay).getByTestId('tender-amount'), { target: { value: amount } });
  const slip = within(pay).getByLabelText('Print a slip for this share') as HTMLInputElement;
  if (slip.checked) fireEvent.click(slip); // the box keeps its last state from one share to the next
  fireEvent.click(within(pay).getByTestId('share-pay-submit'));
}

describe('equal split paid share by share (SPLIT6-SPLIT8)', () => {
  it('[SPLIT6] [SPLIT8] the cashier pays share 1 in cash, sees it paid, then the others by card close the bill', async () => {
    const { shop, dialog } = await openShares();
    await payShare(dialog, 1, 'cash', '100');
    await screen.findByText('Share 1 of 3 paid!', {}, SLOW);
    const items = () => within(within(dialog).getByTestId('split-shares')).getAllByRole('listitem');
    await waitFor(() => expect(items()[0]!.dataset.paid).toBe('true'), SLOW);
    expect(items()[0]!.textContent).toContain('Paid · Cash');
    // N is fixed once a share is paid
    expect(within(dialog).getByTestId('shares-locked').textContent).toBe(
      'This bill is being paid in 3 shares.',
    );
    // the server re-ran it: share 1 is its 66.67, the cash over it is change
    await waitFor(() =>
      expect(shop.server.row('orders', 'o5')).toMatchObject({
        shares: { of: 3, paid: [{ share: 1, amount: 6667, tenders: [{ tendered: 10000, change: 3333 }] }] },
      }),
    );
    await payShare(dialog, 2, 'card', '66.67');
    await screen.findByText('Share 2 of 3 paid!', {}, SLOW);
    await payShare(dialog, 3, 'card', '66.66');
    await screen.findByText('All shares paid: the bill is paid and completed!', {}, SLOW);
    await waitFor(() =>
      expect(shop.server.row('orders', 'o5')).toMatchObject({ paymentStatus: 'paid', status: 'completed' }),
    );
  });

  it('[SPLIT6] a card for more than its share is not sent', async () => {
    const { dialog } = await openShares();
    const button = within(dialog).getByRole('button', { name: 'Pay share 3' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const pay = await within(dialog).findByTestId('share-pay');
    fireEvent.change(within(pay).getByTestId('tender-type'), { target: { value: 'card' } });
    fireEvent.change(within(pay).getByTestId('tender-amount'), { target: { value: '66.67' } });
    expect((within(pay).getByTestId('share-pay-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('[PRT22] [SPLIT9] a till with its own receipt printer prints the share’s slip on it, not in a window', async () => {
    const jobs: Uint8Array[] = [];
    setTillTransportFactory(() => ({
      pair: async () => null,
      print: async (_device, bytes) => {
        jobs.push(bytes);
      },
    }));
    writeTillPrinter({ printer: receiptPrinter, device: { vendorId: 1208, productId: 3624 } });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { dialog } = await openShares();
    const button = within(dialog).getByRole('button', { name: 'Pay share 1' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const pay = await within(dialog).findByTestId('share-pay');
    fireEvent.change(within(pay).getByTestId('tender-type'), { target: { value: 'card' } });
    fireEvent.change(within(pay).getByTestId('tender-amount'), { target: { value: '66.67' } });
    fireEvent.click(within(pay).getByTestId('share-pay-submit')); // "Print a slip for this share" stays ticked
    await screen.findByText('Share 1 of 3 paid!', {}, SLOW);
    await waitFor(() => expect(jobs).toHaveLength(1), SLOW);
    const paper = decodeEscPos(jobs[0] ?? new Uint8Array());
    expect(paper.texts).toContain('Token 5');
    expect(paper.texts.join('\n')).toMatch(/Share 1 of 3\s+US\$66\.67/);
    expect(paper.texts.join('\n')).toMatch(/Card\s+US\$66\.67/);
    expect(paper.drawerKicks).toBe(0);
    expect(open).not.toHaveBeenCalled();
  });
});

const receiptPrinter = usbPrinter({ role: 'receipt' });

afterEach(() => {
  writeTillPrinter(null);
  setTillTransportFactory(null);
});
