/** GST3, GST9: a GST document's text (tax invoice or credit note) as thermal blocks, laid out alike for both. */
import type { GstDocumentText } from '../gst/invoice-text-rows.ts';
import { type PrintBlock, row, rule, text } from './document.ts';

export function gstDocumentBlocks(t: GstDocumentText): PrintBlock[] {
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
  ];
}
