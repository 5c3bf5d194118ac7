/** GST9: the credit note (or refund slip) on a thermal printer, from the same text the print window shows. */
import type { CreditNote } from '../gst/credit-note.ts';
import { creditNoteText } from '../gst/credit-note-text.ts';
import { cut, feed, type PrintBlock, type PrintDocument } from './document.ts';
import { gstDocumentBlocks } from './gst-document-blocks.ts';

export const creditNoteBlocks = (note: CreditNote, currency: string): PrintBlock[] =>
  gstDocumentBlocks(creditNoteText(note, currency));

/** GST9: the slip as a receipt printer's document (printed where receipts print). */
export const creditNoteDocument = (note: CreditNote, currency: string): PrintDocument => ({
  kind: 'receipt',
  title: `${note.title} ${note.noteNo ?? note.date}`,
  blocks: [...creditNoteBlocks(note, currency), feed(2), cut()],
});
