/** GST3: the tax invoice on a thermal printer, from the same text the `/print-receipt` page shows. */
import type { TaxInvoice } from '../gst/tax-invoice.ts';
import { taxInvoiceText } from '../gst/tax-invoice-text.ts';
import { type PrintBlock, row, rule, text } from './document.ts';

export function taxInvoiceBlocks(ti: TaxInvoice, currency: string): PrintBlock[] {
  const t = taxInvoiceText(ti, currency);
  return [
    text(t.title, { bold: true, size: 2, align: 'center' }),
    ...t.seller.map((s) => text(s, { align: 'center' })),
    rule(),
    ...t.details.map((d) => text(d)),
    rule(),
    ...t.lines.map((l) => (l.right ? row(l.left, l.right) : text(l.left))),
    rule(),
    ...t.summary.map((r) => row(r.left, r.right)),
    ...(t.summary.length ? [rule()] : []),
    ...t.totals.map((r) => row(r.left, r.right, r.bold ? { bold: true } : {})),
    ...(t.note ? [text(t.note, { align: 'center' })] : []),
  ];
}
