/** GST9: the credit note (or refund slip) as the lines it prints: one text for the print window and thermal printers. */
import { formatAmount } from '../money/format.ts';
import type { CreditNote } from './credit-note.ts';
import { percentText } from './tax-invoice.ts';
import type { InvoiceTextRow } from './tax-invoice-text.ts';

export type CreditNoteText = {
  readonly title: string;
  readonly seller: readonly string[];
  readonly details: readonly string[];
  readonly lines: readonly InvoiceTextRow[];
  readonly summary: readonly InvoiceTextRow[];
  readonly totals: readonly InvoiceTextRow[];
};

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
  const lines = n.lines.flatMap((l): InvoiceTextRow[] => [
    { left: l.title, right: '' },
    { left: `  ${l.hsn ? `HSN ${l.hsn} ` : ''}${l.quantity} x ${amount(l.rate)}`, right: amount(l.taxable) },
  ]);
  const summary = n.summary.flatMap((r): InvoiceTextRow[] => {
    const half = percentText(r.taxRate / 2);
    const rows: InvoiceTextRow[] = [
      {
        left: `${r.kind === 'cess' ? 'Cess' : r.kind === 'gst' ? 'GST' : 'Tax'} ${percentText(r.taxRate)} on`,
        right: amount(r.taxable),
      },
    ];
    if (r.cgst || r.sgst)
      rows.push(
        { left: `  CGST ${half}`, right: amount(r.cgst) },
        { left: `  SGST ${half}`, right: amount(r.sgst) },
      );
    if (r.igst) rows.push({ left: `  IGST ${percentText(r.taxRate)}`, right: amount(r.igst) });
    if (r.cess) rows.push({ left: `  Cess ${percentText(r.taxRate)}`, right: amount(r.cess) });
    if (r.other) rows.push({ left: `  Tax ${percentText(r.taxRate)}`, right: amount(r.other) });
    return rows;
  });
  const totals: InvoiceTextRow[] = [
    ...(n.tax ? [{ left: 'Tax refunded', right: amount(n.tax) }] : []),
    { left: 'Amount refunded', right: amount(n.amount), bold: true },
  ];
  const seller = [n.seller.legalName, ...(n.seller.gstin ? [`GSTIN: ${n.seller.gstin}`] : [])].filter(
    Boolean,
  );
  return { title: n.title, seller, details, lines, summary, totals };
}
