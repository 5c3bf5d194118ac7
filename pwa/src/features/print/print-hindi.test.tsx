/**
 * I18N1: the print pages follow the signed-in staff's language (main.tsx applies it in the print window too) for
 * their labels; the tax invoice block stays as the thermal printers print it (ADR 0064).
 */
import { aRow } from '@tavola/shared/test-support/index';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => applyLanguage('en'));

async function seed() {
  const user = aUser({ language: 'hi' });
  setSessionUser(user);
  const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
  await db.printSettings.put(aRow('printSettings', { pageFormat: '80', footer: 'Thank you!' }));
  await db.storeSettings.put(aRow('storeSettings', { storeName: 'Tavola Demo Kitchen', currency: 'INR' }));
  await db.orders.put(aRow('orders', { id: 'o1', tokenNo: '7', subTotal: 9000, taxTotal: 450, total: 9450 }));
  await db.orderItems.put(
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Masala Dosa',
      unitPrice: 9000,
      notes: 'crispy',
    }),
  );
}

describe('print pages in Hindi', () => {
  it('[I18N1] the receipt: labels in Hindi, texts typed by the store and money as they are', async () => {
    await seed();
    vi.spyOn(window, 'print').mockImplementation(() => {});
    applyLanguage('hi');
    renderApp('/print-receipt?orderId=o1');
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText(/^रसीद नं: 7-\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(within(receipt).getByText('नोट: crispy')).toBeTruthy();
    expect(within(receipt).getByText('सबटोटल (टैक्स के बिना)')).toBeTruthy();
    expect(within(receipt).getByText('कुल')).toBeTruthy();
    expect(within(receipt).getByText('Thank you!')).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-token').textContent).toBe('टोकन: 7');
  });

  it('[I18N1] the token slip: its reference in Hindi', async () => {
    await seed();
    vi.spyOn(window, 'print').mockImplementation(() => {});
    applyLanguage('hi');
    renderApp('/print-token?orderId=o1');
    const slip = await screen.findByTestId('token-slip');
    expect(slip.textContent).toMatch(/रेफ़ #/);
  });
});
