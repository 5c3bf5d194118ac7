import { describe, expect, it } from 'vitest';
import type { InvoiceRow, OrderItemRow, OrderRow, PaymentTypeRow } from '../sync/rows.ts';
import { aMutatorContext, aRow } from '../test-support/sync.ts';
import { aShopState, run, withOrder } from '../test-support/sync-shop.ts';
import { receiptDocument } from './receipt.ts';
import { buildReceipt, type ReceiptData } from './receipt-model.ts';

const manager = aMutatorContext({ actor: { role: 'staff', scope: 'POS,MANAGER', userId: 'mgr' } });
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });
const gstStore = aRow('storeSettings', { id: 's', gstin: '29ABCDE1234F1Z5', storeName: 'Dosa Hut' });

/** order-1 (517.00) with the cola comped and 10% off the bill, paid 200.00 card + 300.00 cash handed over. */
function paidWithDiscounts(): ReceiptData {
  let s = withOrder(aShopState());
  s = { ...s, paymentTypes: { ...s.paymentTypes, card }, storeSettings: { s: gstStore } };
  const steps: [string, Record<string, unknown>][] = [
    ['order.discount.v1', { orderId: 'order-1', itemId: 'line-2', type: 'comp', reason: 'Complaint' }],
    ['order.discount.v1', { orderId: 'order-1', type: 'percent', value: 100_000, reason: 'Promotion' }],
    [
      'order.payment-collected.v1',
      {
        orderIds: ['order-1'],
        invoiceId: 'inv-1',
        tenders: [
          { paymentTypeId: 'card', tendered: 20000 },
          { paymentTypeId: 'cash', tendered: 30000 },
        ],
      },
    ],
  ];
  for (const [name, args] of steps) {
    const r = run(s, name, args, manager);
    if (!r.decision.ok) throw new Error(r.decision.message);
    s = r.state;
  }
  return {
    orders: [s.orders!['order-1'] as OrderRow],
    items: Object.values(s.orderItems ?? {}) as OrderItemRow[],
    printSettings: null,
    storeSettings: gstStore,
    tables: [],
    customers: [],
    invoices: [s.invoices!['inv-1'] as InvoiceRow],
    paymentTypes: Object.values(s.paymentTypes ?? {}) as PaymentTypeRow[],
  };
}

describe('the receipt of a discounted bill paid with several tenders', () => {
  it('[DISC3] [TEND3] lines show their discounts, the totals the discounted bill, each tender and the change', () => {
    const receipt = buildReceipt(paidWithDiscounts(), 0)!;
    // pizza 440.00 − 44.00 (bill 10%) = 396.00 + 19.80 GST; the cola comped
    expect(receipt.lines.map((l) => [l.price, l.discount, l.discountType])).toEqual([
      [44000, 4400, null],
      [5500, 5500, 'comp'],
    ]);
    expect(receipt).toMatchObject({ discountTotal: 9900, total: 41580, taxTotal: 1980, subTotal: 39600 });
    expect(receipt.tenders).toEqual([
      { title: 'Card', amount: 20000, tendered: 20000, change: 0 },
      { title: 'Cash', amount: 21580, tendered: 30000, change: 8420 },
    ]);
    const printed = JSON.stringify(receiptDocument(receipt));
    for (const text of ['Comp (Complaint)', 'Bill discount', 'Discounts', 'Change', '84.20'])
      expect(printed).toContain(text);
  });

  it('[DISC4] the GST tax invoice taxes the lines after their discounts, as the invoice charged', () => {
    const receipt = buildReceipt(paidWithDiscounts(), 0)!;
    const invoice = receipt.taxInvoice!;
    expect(invoice.lines.map((l) => l.taxable)).toEqual([39600, 0]);
    expect(invoice.cgst + invoice.sgst + invoice.igst + invoice.cess + invoice.otherTax).toBe(
      receipt.taxTotal,
    );
  });
});
