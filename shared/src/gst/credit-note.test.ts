/** GST9: a refund's slip: a GST store's "Credit Note" with its number, the original invoice and the tax given back. */
import { describe, expect, it } from 'vitest';
import { creditNoteDocument } from '../printing/credit-note-blocks.ts';
import type { PrintBlock } from '../printing/document.ts';
import { linePrices } from '../sync/mutators/order-rows.ts';
import { aRow } from '../test-support/sync.ts';
import { buildCreditNote } from './credit-note.ts';
import { creditNoteText } from './credit-note-text.ts';

const KA = '29AAGCB7383J1Z4';

/** 440.00 pizza + 5% GST and 55.00 cola (18% inside), 10% off the bill; invoice A/25-26/7. */
function aPaidBill() {
  const order = aRow('orders', { id: 'o1', discountType: 'percent', discountValue: 100_000 });
  const items = [
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Margherita',
      unitPrice: 44_000,
      quantity: 1,
      taxRate: 50_000,
      taxType: 'exclusive',
      taxKind: 'gst',
      hsn: '996331',
    }),
    aRow('orderItems', {
      id: 'l2',
      orderId: 'o1',
      itemTitle: 'Cola',
      unitPrice: 5_500,
      quantity: 1,
      taxRate: 180_000,
      taxType: 'inclusive',
      taxKind: 'gst',
      hsn: '2202',
    }),
  ];
  const invoice = aRow('invoices', { id: 'inv-1', invoiceNo: 'A/25-26/7', businessDay: '2026-01-15' });
  const p = linePrices(order, items).get('l1')!;
  const refund = aRow('refunds', {
    id: 'r1',
    invoiceId: 'inv-1',
    businessDay: '2026-01-16',
    itemIds: ['l1'],
    amount: p.payable,
    taxAmount: p.tax,
    reason: 'Cold food',
    creditNoteNo: 'A/C25-26/1',
  });
  return { order, items, invoice, refund };
}

const texts = (blocks: readonly PrintBlock[]) =>
  blocks.map((b) => (b.kind === 'text' ? b.text : b.kind === 'row' ? `${b.left} | ${b.right}` : '--'));

describe('credit note slip', () => {
  it('[GST9] a GST store refund of a numbered invoice prints "Credit Note", its number, the invoice and the tax, after discounts', () => {
    const { order, items, invoice, refund } = aPaidBill();
    const store = aRow('storeSettings', { gstin: KA, legalName: 'Marigold Foods Pvt Ltd' });
    const note = buildCreditNote({ store, invoice, refund, orders: [order], items, earlier: [] });
    // 440.00 less its 10% share (44.00): 396.00 taxable, 19.80 GST
    expect(note).toMatchObject({
      title: 'Credit Note',
      noteNo: 'A/C25-26/1',
      invoiceNo: 'A/25-26/7',
      amount: 41_580,
    });
    expect(note.lines).toEqual([
      expect.objectContaining({ title: 'Margherita', taxable: 39_600, tax: 1_980 }),
    ]);
    expect(note.summary).toEqual([expect.objectContaining({ taxable: 39_600, cgst: 990, sgst: 990 })]);
    const lines = texts(creditNoteDocument(note, 'INR').blocks);
    expect(lines[0]).toBe('Credit Note');
    expect(lines).toContain('Credit Note No: A/C25-26/1');
    expect(lines).toContain('Original Invoice No: A/25-26/7');
    expect(lines).toContain('Date: 2026-01-16');
    expect(lines).toContain('  CGST 2.5% | 9.90');
    expect(lines).toContain('Amount refunded | 415.80');
  });

  it('[GST9] "the rest" gives back the lines no earlier refund did', () => {
    const { order, items, invoice, refund } = aPaidBill();
    const store = aRow('storeSettings', { gstin: KA });
    const rest = {
      ...refund,
      id: 'r2',
      itemIds: [],
      creditNoteNo: 'A/C25-26/2',
      createdAt: refund.createdAt + 1,
    };
    const note = buildCreditNote({ store, invoice, refund: rest, orders: [order], items, earlier: [refund] });
    expect(note.lines.map((l) => l.title)).toEqual(['Cola']);
  });

  it('[GST9] not a GST store: a plain "Refund" slip, no credit-note number and no tax summary', () => {
    const { order, items, invoice, refund } = aPaidBill();
    const store = aRow('storeSettings', { gstin: null });
    const note = buildCreditNote({
      store,
      invoice: { ...invoice, invoiceNo: null },
      refund: { ...refund, creditNoteNo: null },
      orders: [order],
      items,
      earlier: [],
    });
    expect(note).toMatchObject({ title: 'Refund', noteNo: null, summary: [] });
    const t = creditNoteText(note, 'INR');
    expect(t.details.some((d) => d.includes('Credit Note'))).toBe(false);
    expect(t.totals.at(-1)).toEqual({ left: 'Amount refunded', right: '415.80', bold: true });
  });
});
