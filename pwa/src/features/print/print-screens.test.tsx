import { aRow } from '@tavola/shared/test-support/index';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The print window opens the signed-in user's device database by its name, as the dashboard does. */
async function seed(flags: Partial<ReturnType<typeof aRow<'printSettings'>>> = {}) {
  const user = aUser();
  setSessionUser(user);
  const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
  await db.printSettings.put(aRow('printSettings', { pageFormat: '80', footer: 'Thank you!', ...flags }));
  await db.storeSettings.put(aRow('storeSettings', { storeName: 'Tavola Demo Kitchen', currency: 'INR' }));
  await db.orders.bulkPut([
    aRow('orders', {
      id: 'o1',
      tokenNo: '7',
      subTotal: 9000,
      taxTotal: 450,
      total: 9450,
      customerName: null,
    }),
    aRow('orders', { id: 'o2', tokenNo: '8', subTotal: 6000, taxTotal: 300, total: 6300 }),
  ]);
  await db.orderItems.bulkPut([
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Masala Dosa',
      unitPrice: 9000,
      notes: 'crispy',
    }),
    aRow('orderItems', { id: 'l2', orderId: 'o2', itemTitle: 'Idli Sambar', unitPrice: 6000 }),
  ]);
}

describe('print pages', () => {
  it('/print-receipt?orderIds=… prints one receipt for the group, 80 mm wide, after 400 ms', async () => {
    await seed();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?orderIds=o1,o2');
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-store').textContent).toContain('Tavola Demo Kitchen');
    expect(within(receipt).getByText(/^Receipt No: 7,8-\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(
      within(receipt)
        .getAllByTestId('receipt-line')
        .map((l) => l.textContent),
    ).toEqual(['Masala Dosa × 1₹90.00Note: crispy', 'Idli Sambar × 1₹60.00']);
    expect(receipt.textContent).toContain('Subtotal (excl. tax)₹150.00Tax₹7.50Total₹157.50');
    expect(within(receipt).getByText('Thank you!')).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-token').textContent).toBe('Token: 7,8');
    expect(document.querySelector('main.paper style')?.textContent).toContain('@page { size: 80mm ');
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('[WHO10][WHO5] keeps the line breaks of the header and footer; prints words, never raw enums', async () => {
    await seed({ header: 'Welcome!\nFree Wi-Fi: tavola', footer: 'Thank you!\nVisit again' });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?orderId=o1');
    const receipt = await screen.findByTestId('receipt');
    const lines = (selector: string) =>
      [...receipt.querySelectorAll(`${selector} .receipt-text-line`)].map((l) => l.textContent);
    expect(lines('.receipt-header')).toEqual(['Welcome!', 'Free Wi-Fi: tavola']);
    expect(lines('.receipt-footer')).toEqual(['Thank you!', 'Visit again']);
    const customer = within(receipt).getByTestId('receipt-customer');
    expect(customer.textContent).toContain('Walk-in');
    expect(customer.textContent).toContain('Order Type: Dine-In');
    expect(customer.textContent).not.toMatch(/WALKIN|dinein/);
    expect(within(receipt).getByText('Ref: #O1')).toBeTruthy();
    expect(receipt.textContent).toContain('PaymentUnpaidTo collect₹94.50');
  });

  it('follows the flags: no store, customer, notes or token blocks when they are off; 57 mm paper', async () => {
    await seed({
      showStoreDetails: false,
      showCustomerDetails: false,
      showNotes: false,
      printToken: false,
      pageFormat: '57',
    });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?orderId=o1');
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).queryByTestId('receipt-store')).toBeNull();
    expect(within(receipt).queryByTestId('receipt-customer')).toBeNull();
    expect(within(receipt).queryByTestId('receipt-token')).toBeNull();
    expect(receipt.textContent).not.toContain('crispy');
    expect(document.querySelector('main.paper style')?.textContent).toContain('@page { size: 57mm ');
  });

  it('[WHO1] /print-token shows the token in a circle, the reference and the date; an unknown order prints nothing', async () => {
    await seed();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { unmount } = renderApp('/print-token?orderId=o1');
    const slip = await screen.findByTestId('token-slip');
    expect(slip.querySelector('.token-circle')?.textContent).toBe('Token 7');
    expect(slip.querySelector('.token-ref')?.textContent).toBe('Ref #O1');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    unmount();
    renderApp('/print-receipt?orderId=nope');
    expect(await screen.findByText('No result found!')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 500));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
