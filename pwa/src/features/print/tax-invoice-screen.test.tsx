/** GST3 on the `/print-receipt` page: a GST store's receipt carries the tax invoice of the orders' payment. */
import { aRow, aThaliLine } from '@tavola/shared/test-support/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

async function seed(store: Record<string, unknown>, invoice: Record<string, unknown> = {}) {
  const user = aUser();
  setSessionUser(user);
  const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
  await db.printSettings.put(aRow('printSettings', { pageFormat: '80' }));
  await db.storeSettings.put(
    aRow('storeSettings', {
      id: 'store',
      storeName: 'Dosa Corner',
      address: '1 MG Road',
      currency: 'INR',
      ...store,
    }),
  );
  await db.orders.put(
    aRow('orders', {
      id: 'o1',
      tokenNo: '7',
      subTotal: 1200000,
      taxTotal: 60000,
      total: 1260000,
      paymentStatus: 'paid',
    }),
  );
  await db.orderItems.put(aThaliLine());
  await db.invoices.put(
    aRow('invoices', {
      id: 'inv-1',
      businessDay: '2026-04-01',
      subTotal: 1200000,
      taxTotal: 60000,
      total: 1260000,
      invoiceNo: 'A/26-27/1',
      ...invoice,
    }),
  );
  await db.invoiceOrders.put(aRow('invoiceOrders', { id: 'inv-1:o1', invoiceId: 'inv-1', orderId: 'o1' }));
}

const GST_STORE = { gstin: '29AAGCB7383J1Z4', legalName: 'Dosa Corner Foods LLP', fssai: '10020042007183' };

describe('tax invoice on the receipt page', () => {
  it('[GST3][INVS1][LOC1] a GST store prints Tax Invoice, its identity, the number, HSN lines and CGST + SGST in lakhs', async () => {
    await seed(GST_STORE);
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?orderId=o1');
    const invoice = await screen.findByTestId('tax-invoice');
    expect(within(invoice).getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy();
    for (const text of [
      'Dosa Corner Foods LLP',
      'GSTIN: 29AAGCB7383J1Z4',
      'State: Karnataka (29)',
      'FSSAI Lic. No: 10020042007183',
    ])
      expect(within(invoice).getByText(text)).toBeTruthy();
    expect(within(invoice).getByTestId('tax-invoice-details').textContent).toContain('Invoice No: A/26-27/1');
    expect(within(invoice).getByTestId('tax-invoice-lines').textContent).toContain(
      'HSN 996331 3 x 4,000.0012,000.00',
    );
    expect(within(invoice).getByTestId('tax-summary').textContent).toBe(
      'GST 5% on12,000.00  CGST 2.5%300.00  SGST 2.5%300.00',
    );
    expect(within(invoice).getByTestId('tax-invoice-totals').textContent).toContain('Invoice total12,600.00');
    // LOC1: the receipt's own totals are grouped in lakhs too
    expect((await screen.findByTestId('receipt')).textContent).toContain('Total₹12,600.00');
  });

  it('[GST3] a B2B buyer of another state is charged IGST; a composition store prints a Bill of Supply', async () => {
    await seed(GST_STORE, { name: 'Pune Traders', buyerGstin: '27AAPFU0939F1ZV' });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const { unmount } = renderApp('/print-receipt?orderId=o1');
    const b2b = await screen.findByTestId('tax-invoice');
    expect(within(b2b).getByTestId('tax-invoice-details').textContent).toContain(
      'Buyer GSTIN: 27AAPFU0939F1ZV',
    );
    expect(within(b2b).getByTestId('tax-summary').textContent).toContain('IGST 5%600.00');
    unmount();
    await seed({ ...GST_STORE, composition: true });
    renderApp('/print-receipt?orderId=o1');
    const bill = await screen.findByTestId('tax-invoice');
    expect(within(bill).getByRole('heading', { name: 'Bill of Supply' })).toBeTruthy();
    expect(bill.textContent).toContain('composition taxable person, not eligible to collect tax');
    expect(within(bill).queryByTestId('tax-summary')).toBeNull();
  });

  it('[GST3] a store without a GSTIN prints the plain receipt', async () => {
    await seed({});
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-receipt?orderId=o1');
    await screen.findByTestId('receipt');
    expect(screen.queryByTestId('tax-invoice')).toBeNull();
  });
});
