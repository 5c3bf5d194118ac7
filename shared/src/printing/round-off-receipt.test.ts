import { describe, expect, it } from 'vitest';
import { taxInvoiceText } from '../gst/tax-invoice-text.ts';
import { decodeEscPos } from '../test-support/escpos-decoder.ts';
import { aRow } from '../test-support/sync.ts';
import { encodeDocument } from './encode.ts';
import { receiptDocument } from './receipt.ts';
import { buildReceipt, type ReceiptData } from './receipt-model.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const order = aRow('orders', { id: 'o1', tokenNo: '9', subTotal: 24033, taxTotal: 1202, total: 25235 });
const data = (over: Partial<ReceiptData> = {}): ReceiptData => ({
  orders: [order],
  items: [aRow('orderItems', { id: 'l1', orderId: 'o1', itemTitle: 'Thali', unitPrice: 24033, quantity: 1 })],
  printSettings: aRow('printSettings', { pageFormat: '80' }),
  storeSettings: aRow('storeSettings', { currency: 'INR', roundBills: true, gstin: '29AAGCB7383J1Z4' }),
  tables: [],
  customers: [],
  ...over,
});

describe('round-off on receipts and tax invoices', () => {
  it('[RND2] a paid bill prints the invoice’s round-off as its own line and the rounded total, on paper and the tax invoice', async () => {
    const invoice = aRow('invoices', {
      id: 'i1',
      subTotal: 24033,
      taxTotal: 1202,
      total: 25200,
      roundOff: -35,
    });
    const receipt = buildReceipt(data({ invoices: [invoice] }), NOW);
    expect(receipt).toMatchObject({ roundOff: -35, total: 25200 });
    expect(receipt?.taxInvoice).toMatchObject({ roundOff: -35, total: 25200 });
    const text = receipt?.taxInvoice ? taxInvoiceText(receipt.taxInvoice, 'INR') : null;
    expect(text?.totals).toEqual(
      expect.arrayContaining([
        { left: 'Round off', right: '-0.35' },
        { left: 'Invoice total', right: '252.00', bold: true },
      ]),
    );
    if (!receipt) throw new Error('no receipt');
    const paper = decodeEscPos(
      await encodeDocument(receiptDocument(receipt), { columns: 48, language: 'esc-pos' }),
    );
    const lines = paper.texts.join('\n');
    expect(lines).toMatch(/Round off\s+\S*-0\.35/);
    expect(lines).toMatch(/Total\s+\S*252\.00/);
  });

  it('[RND2] a bill not paid yet rounds by the store’s setting; a store that does not round prints no line', () => {
    expect(buildReceipt(data(), NOW)).toMatchObject({ roundOff: -35, total: 25200, toCollect: 25200 });
    const plain = data({ storeSettings: aRow('storeSettings', { currency: 'INR', roundBills: false }) });
    expect(buildReceipt(plain, NOW)).toMatchObject({ roundOff: 0, total: 25235, toCollect: 25235 });
  });
});
