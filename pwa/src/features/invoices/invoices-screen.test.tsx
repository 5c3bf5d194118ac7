import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAs } from '../customers/customers-test-kit.ts';

const NOW = Date.UTC(2025, 2, 1, 12, 0);
const DAY = 86_400_000;
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

const store = aRow('storeSettings', {
  id: 'store',
  timeZone: 'UTC',
  businessDayStart: '04:00',
  currency: 'INR',
});
const t1 = aRow('storeTables', { id: 't1', tableTitle: 'Patio 1' });
const o1 = aRow('orders', { id: 'o1', tokenNo: '7', total: 51700, createdAt: NOW - 1000 });
const o2 = aRow('orders', { id: 'o2', tokenNo: 'B-3', total: 5500, createdAt: NOW - 500 });
const line = aRow('orderItems', {
  id: 'l1',
  orderId: 'o1',
  itemTitle: 'Margherita',
  variantTitle: 'Small',
  quantity: 2,
  unitPrice: 22000,
  addons: [{ id: 'cheese', title: 'Extra cheese', price: 4000 }],
});
const walkIn = aRow('invoices', {
  id: '0195f000-0000-7000-8000-00000000abcd',
  createdAt: NOW,
  subTotal: 49000,
  taxTotal: 2700,
  total: 51700,
  deliveryType: null,
  customerId: null,
  tableId: 't1',
});
const credit = aRow('invoices', {
  id: '0195f000-0000-7000-8000-00000000beef',
  createdAt: NOW - DAY,
  total: 5500,
  deliveryType: 'takeaway',
  isCredit: true,
  customerId: 'asha',
  customerType: 'CUSTOMER',
  name: 'Asha',
});
const rows = {
  storeSettings: [store],
  storeTables: [t1],
  orders: [o1, o2],
  orderItems: [line],
  invoices: [walkIn, credit],
  invoiceOrders: [
    aRow('invoiceOrders', { id: `${walkIn.id}:o1`, invoiceId: walkIn.id, orderId: 'o1' }),
    aRow('invoiceOrders', { id: `${credit.id}:o2`, invoiceId: credit.id, orderId: 'o2' }),
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Invoices', () => {
  it("shows today's invoices with the spec's columns, N/A and WALKIN", async () => {
    await openAs('/dashboard/invoices', rows);
    expect(await screen.findByRole('heading', { name: 'Showing Invoices for Today' })).toBeTruthy();
    const row = await screen.findByTestId('invoice-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Invoice ID',
      'Tokens',
      'Date',
      'Subtotal',
      'Tax',
      'Total',
      'Delivery Type',
      'Customer',
      'Table',
      'Action',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 2)).toEqual(['0000ABCD', '7']);
    expect(cells.slice(3, 9)).toEqual(['₹490.00', '₹27.00', '₹517.00', 'N/A', 'WALKIN', 'Patio 1']);
  });

  it('prints the receipt of the invoice orders and lists their items', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openAs('/dashboard/invoices', rows);
    await screen.findByTestId('invoice-row');
    click('Print receipt of invoice 0000ABCD');
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?orderId=o1',
      '_blank',
      expect.stringContaining('width=400'),
    );
    click('View orders of invoice 0000ABCD');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Orders' });
    await waitFor(() => expect(dialog.textContent).toContain('2 × Margherita (Small) + Extra cheese'));
    expect(dialog.textContent).toContain('Token 7');
  });

  it('[TIME5][WHO3][WHO4] filters by preset, searches, and says when nothing is found', async () => {
    await openAs('/dashboard/invoices', rows);
    await screen.findByTestId('invoice-row');
    click('Filter');
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Filter' }), {
      target: { value: 'yesterday' },
    });
    click('Apply', dialog);
    await screen.findByRole('heading', { name: 'Showing Invoices for Yesterday' });
    await waitFor(() =>
      expect(within(screen.getByTestId('invoice-row')).getAllByRole('cell')[7]?.textContent).toBe('Asha'),
    );
    // WHO3, WHO4: the type in words, and a credit sale says Credit
    const cells = within(screen.getByTestId('invoice-row'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(5, 7)).toEqual(['₹55.00Credit', 'Take Away']);
    expect(screen.getByTestId('invoice-row').textContent).not.toContain('takeaway');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search invoices' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No Results found! Change the Filter!')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search invoices' }), {
      target: { value: 'b-3' },
    });
    expect(await screen.findByTestId('invoice-row')).toBeTruthy();
  });
});
