/** GST9 on the Invoices screen: a saved refund offers its slip ("Print credit note" in a GST store), and reprints it. */
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAs } from '../customers/customers-test-kit.ts';

const NOW = Date.UTC(2026, 3, 2, 8, 0);

function rowsOf(gstin: string | null) {
  const order = aRow('orders', {
    id: 'o1',
    tokenNo: '7',
    total: 42000,
    paymentStatus: 'paid',
    createdAt: NOW - 1000,
  });
  const invoice = aRow('invoices', {
    id: '0195f000-0000-7000-8000-00000000abcd',
    createdAt: NOW,
    businessDay: '2026-04-02',
    subTotal: 40000,
    taxTotal: 2000,
    total: 42000,
    invoiceNo: gstin ? 'A/26-27/1' : null,
  });
  return {
    storeSettings: [aRow('storeSettings', { id: 'store', timeZone: 'UTC', currency: 'INR', gstin })],
    orders: [order],
    orderItems: [
      aRow('orderItems', {
        id: 'l1',
        orderId: 'o1',
        itemTitle: 'Thali',
        quantity: 1,
        unitPrice: 40000,
        taxRate: 50_000,
        taxType: 'exclusive',
        taxKind: 'gst',
      }),
    ],
    invoices: [invoice],
    invoiceOrders: [aRow('invoiceOrders', { id: `${invoice.id}:o1`, invoiceId: invoice.id, orderId: 'o1' })],
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function refundTheBill(gstin: string | null) {
  const { db } = await openAs('/dashboard/invoices', rowsOf(gstin));
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  fireEvent.click(await screen.findByTestId('refund-open'));
  const dialog = await screen.findByTestId('refund-dialog');
  fireEvent.change(within(dialog).getByTestId('refund-reason'), { target: { value: 'Cold food' } });
  fireEvent.click(within(dialog).getByTestId('refund-save'));
  const done = await screen.findByTestId('refund-done', {}, { timeout: 5000 });
  return { db, open, done };
}

describe('refund slip', () => {
  it('[GST9] a GST store: the saved refund offers "Print credit note", which opens its slip; Invoices reprints it', async () => {
    const { db, open, done } = await refundTheBill('29AAGCB7383J1Z4');
    const refund = (await db.refunds.toArray())[0]!;
    expect(refund.creditNoteNo).toMatch(/\/C26-27\/1$/);
    fireEvent.click(await within(done).findByRole('button', { name: 'Print credit note' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(`/print-receipt?refundId=${refund.id}`, '_blank', expect.any(String)),
    );
    fireEvent.click(within(done).getByTestId('refund-done-close'));
    const listed = await screen.findByTestId('invoice-refund');
    expect(listed.textContent).toContain(refund.creditNoteNo);
    fireEvent.click(within(listed).getByRole('button', { name: 'Print credit note' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
  });

  it('[GST9] not a GST store: "Print refund slip"', async () => {
    const { done } = await refundTheBill(null);
    expect(await within(done).findByRole('button', { name: 'Print refund slip' })).toBeTruthy();
  });
});
