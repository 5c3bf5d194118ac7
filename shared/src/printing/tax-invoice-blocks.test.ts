import { describe, expect, it } from 'vitest';
import { aThaliLine } from '../test-support/gst-rows.ts';
import { aRow, T0 } from '../test-support/sync.ts';
import type { PrintBlock } from './document.ts';
import { receiptDocument } from './receipt.ts';
import { buildReceipt, type ReceiptData } from './receipt-model.ts';

const data = (store: Record<string, unknown>): ReceiptData => ({
  orders: [aRow('orders', { id: 'o1', tokenNo: '7', subTotal: 1200000, taxTotal: 60000, total: 1260000 })],
  items: [aThaliLine()],
  printSettings: aRow('printSettings', {}),
  storeSettings: aRow('storeSettings', { storeName: 'Dosa Corner', currency: 'INR', ...store }),
  tables: [],
  customers: [],
  invoices: [
    aRow('invoices', {
      id: 'inv',
      businessDay: '2026-04-01',
      subTotal: 1200000,
      taxTotal: 60000,
      total: 1260000,
      invoiceNo: 'A/26-27/1',
    }),
  ],
});

const printed = (blocks: readonly PrintBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'text' ? [b.text] : b.kind === 'row' ? [`${b.left} | ${b.right}`] : []));

describe('tax invoice on the thermal receipt', () => {
  it('[GST3][PRT10] prints what the receipt page shows: title, GSTIN, number, HSN line, CGST + SGST in lakhs', () => {
    const receipt = buildReceipt(data({ gstin: '29AAGCB7383J1Z4', fssai: '10020042007183' }), T0);
    const lines = printed(receiptDocument(receipt!).blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'GSTIN: 29AAGCB7383J1Z4',
        'FSSAI Lic. No: 10020042007183',
        'Invoice No: A/26-27/1',
        '  HSN 996331 3 x 4,000.00 | 12,000.00',
        '  CGST 2.5% | 300.00',
        '  SGST 2.5% | 300.00',
        'Invoice total | 12,600.00',
      ]),
    );
  });

  it('[GST3] a store without a GSTIN prints no tax invoice', () => {
    const lines = printed(receiptDocument(buildReceipt(data({}), T0)!).blocks);
    expect(lines).not.toContain('Tax Invoice');
  });
});
