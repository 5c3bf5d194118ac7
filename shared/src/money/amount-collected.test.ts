import { describe, expect, it } from 'vitest';
import { invoiceAmountsWire } from '../sales/invoice-wire.ts';
import { shiftCash } from '../shifts/shift-cash.ts';
import type { InvoiceRow } from '../sync/rows.ts';
import { aRow, T0 } from '../test-support/sync.ts';
import { aShopState, run, withOrder } from '../test-support/sync-shop.ts';
import { money } from './money.ts';
import { amountCollected, roundBill } from './round-off.ts';

describe('amount collected', () => {
  it('[RND3] the amount to collect is the invoice’s rounded total when the store rounds, else the total', () => {
    expect(amountCollected(money(25250), { currency: 'INR', roundBills: true })).toBe(25300);
    expect(amountCollected(money(25249), { currency: 'INR', roundBills: true })).toBe(25200);
    expect(amountCollected(money(25250), { currency: 'INR', roundBills: false })).toBe(25250);
    expect(amountCollected(money(25250), null)).toBe(25250);
    expect(amountCollected(money(1234), { currency: 'EUR', roundBills: true })).toBe(1234);
    for (let total = 0; total < 1000; total += 7)
      expect(amountCollected(money(total), { currency: 'INR', roundBills: true })).toBe(
        roundBill(money(total), 'INR', true).total,
      );
  });

  it('[RND3] the REST invoice carries round_off, and total is the rounded amount', () => {
    expect(invoiceAmountsWire({ subTotal: 24048, taxTotal: 1202, total: 25300, roundOff: 50 })).toEqual({
      sub_total: 24048,
      tax_total: 1202,
      round_off: 50,
      total: 25300,
    });
    expect(invoiceAmountsWire({ subTotal: 100, taxTotal: 5, total: 105 }).round_off).toBe(0);
  });
});

describe('round-off in the drawer', () => {
  it('[RND3] a rounded cash bill puts the rounded amount in the shift’s expected cash (what was collected)', () => {
    // a small Margherita at 185.00 + 5% GST = 194.25, collected 194.00
    const shop = aShopState();
    const small = aRow('variants', { id: 'pizza-small', itemId: 'pizza', title: 'Small', price: 18500 });
    const base = withOrder(
      { ...shop, variants: { ...shop.variants, 'pizza-small': small } },
      {
        cart: [
          {
            itemId: 'pizza',
            variantId: 'pizza-small',
            addonIds: [],
            quantity: 1,
            notes: null,
            unitPrice: 18500,
          },
        ],
        itemIds: ['line-1'],
      },
    );
    const store = aRow('storeSettings', { id: 'tenant-1', currency: 'INR', roundBills: true });
    const state = { ...base, storeSettings: { 'tenant-1': store } };
    const paid = run(state, 'order.payment-collected.v1', {
      orderIds: ['order-1'],
      invoiceId: 'inv-1',
      tenders: [{ paymentTypeId: 'cash', tendered: 100_000 }],
    });
    expect(paid.decision.ok).toBe(true);
    const invoice = paid.state.invoices?.['inv-1'] as InvoiceRow;
    expect([invoice.total, invoice.roundOff]).toEqual([19400, -25]);
    expect(invoice.total).toBe(amountCollected(money(invoice.total - (invoice.roundOff ?? 0)), store));
    const shift = aRow('shifts', { deviceId: invoice.deviceId ?? 'device-a', openedAt: T0 - 1000 });
    const cash = shiftCash(
      shift,
      [invoice],
      [aRow('paymentTypes', { id: 'cash', title: 'Cash' })],
      [],
      T0 + 1000,
    );
    expect(cash.expected).toBe(invoice.total);
    expect(cash.expected % 100).toBe(0);
  });
});
