/** GST9: the credit note (or refund slip) on a thermal printer, from the same text the print window shows. */
import type { CreditNote } from '../gst/credit-note.ts';
import { creditNoteText } from '../gst/credit-note-text.ts';
import { cut, feed, type PrintBlock, type PrintDocument, row, rule, text } from './document.ts';

export function creditNoteBlocks(note: CreditNote, currency: string): PrintBlock[] {
  const t = creditNoteText(note, currency);
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

/** GST9: the slip as a receipt printer's document (printed where receipts print). */
export const creditNoteDocument = (note: CreditNote, currency: string): PrintDocument => ({
  kind: 'receipt',
  title: `${note.title} ${note.noteNo ?? note.date}`,
  blocks: [...creditNoteBlocks(note, currency), feed(2), cut()],
});
