/** GST9: the credit note (or refund slip) as the lines it prints: one text for the print window and thermal printers. */
import { formatAmount } from '../money/format.ts';
import type { CreditNote } from './credit-note.ts';
import { type GstDocumentText, type InvoiceTextRow, lineRows, taxSummaryRows } from './invoice-text-rows.ts';

export type CreditNoteText = GstDocumentText;

export function creditNoteText(n: CreditNote, currency: string): CreditNoteText {
  const amount = (minor: number) => formatAmount(minor, currency);
  const details = [
    ...(n.noteNo ? [`Credit Note No: ${n.noteNo}`] : []),
    `Date: ${n.date}`,
    ...(n.invoiceNo ? [`Original Invoice No: ${n.invoiceNo}`] : []),
    ...(n.buyer?.name ? [`Buyer: ${n.buyer.name}`] : []),
    ...(n.buyer?.gstin ? [`Buyer GSTIN: ${n.buyer.gstin}`] : []),
    `Reason: ${n.reason}`,
  ];
  const lines = lineRows(n.lines, amount);
  const summary = taxSummaryRows(n.summary, amount);
  const totals: InvoiceTextRow[] = [
    ...(n.tax ? [{ left: 'Tax refunded', right: amount(n.tax) }] : []),
    { left: 'Amount refunded', right: amount(n.amount), bold: true },
  ];
  const seller = [n.seller.legalName, ...(n.seller.gstin ? [`GSTIN: ${n.seller.gstin}`] : [])].filter(
    Boolean,
  );
  return { title: n.title, seller, details, lines, summary, totals };
}
