/** GST9 on the `/print-receipt?refundId=…` page: a refund's slip, a "Credit Note" in a GST store, after discounts. */
import { aRow, aThaliLine } from '@tavola/shared/test-support/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Two thalis of 4,000.00 + 5% GST, 10% off the bill, paid as A/26-27/1; one thali refunded. */
async function seed(store: Record<string, unknown>, creditNoteNo: string | null) {
  const user = aUser();
  setSessionUser(user);
  const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
  await db.printSettings.put(aRow('printSettings', { pageFormat: '80' }));
  await db.storeSettings.put(
    aRow('storeSettings', { id: 'store', storeName: 'Dosa Corner', currency: 'INR', ...store }),
  );
  await db.orders.put(
    aRow('orders', {
      id: 'o1',
      tokenNo: '7',
      paymentStatus: 'paid',
      discountType: 'percent',
      discountValue: 100_000,
    }),
  );
  for (const id of ['l1', 'l2']) await db.orderItems.put(aThaliLine({ id, quantity: 1 }));
  await db.invoices.put(
    aRow('invoices', { id: 'inv-1', businessDay: '2026-04-01', invoiceNo: store.gstin ? 'A/26-27/1' : null }),
  );
  await db.invoiceOrders.put(aRow('invoiceOrders', { id: 'inv-1:o1', invoiceId: 'inv-1', orderId: 'o1' }));
  await db.refunds.put(
    aRow('refunds', {
      id: 'r1',
      invoiceId: 'inv-1',
      businessDay: '2026-04-02',
      itemIds: ['l1'],
      amount: 378000,
      taxAmount: 18000,
      reason: 'Cold food',
      creditNoteNo,
    }),
  );
}

describe('credit note slip', () => {
  it('[GST9] a GST store refund prints Credit Note, its number, the original invoice and the tax after the discount', async () => {
    await seed({ gstin: '29AAGCB7383J1Z4', legalName: 'Dosa Corner Foods LLP' }, 'A/C26-27/1');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?refundId=r1');
    const note = await screen.findByTestId('credit-note');
    expect(within(note).getByRole('heading', { name: 'Credit Note' })).toBeTruthy();
    const details = within(note).getByTestId('credit-note-details').textContent;
    expect(details).toContain('Credit Note No: A/C26-27/1');
    expect(details).toContain('Original Invoice No: A/26-27/1');
    expect(details).toContain('Date: 2026-04-02');
    // 4,000.00 less its 10% share of the bill discount: 3,600.00 taxable, 90.00 + 90.00
    expect(within(note).getByTestId('credit-note-lines').textContent).toContain(
      'HSN 996331 1 x 3,600.003,600.00',
    );
    expect(within(note).getByTestId('credit-note-summary').textContent).toBe(
      'GST 5% on3,600.00  CGST 2.5%90.00  SGST 2.5%90.00',
    );
    expect(within(note).getByTestId('credit-note-totals').textContent).toContain('Amount refunded3,780.00');
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
  });

  it('[GST9] a store without a GSTIN prints a plain Refund slip', async () => {
    await seed({ gstin: null }, null);
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?refundId=r1');
    const note = await screen.findByTestId('credit-note');
    expect(within(note).getByRole('heading', { name: 'Refund' })).toBeTruthy();
    expect(note.textContent).not.toContain('Credit Note');
    expect(within(note).queryByTestId('credit-note-summary')).toBeNull();
  });
});
