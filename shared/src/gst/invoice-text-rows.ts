/**
 * GST3, GST9: what a tax invoice and a credit note print alike (each line, the tax summary by rate), so that the
 * two documents cannot drift apart; each keeps its own seller block, details and totals.
 */
import type { InvoiceLine, TaxSummaryRow } from './invoice-tax.ts';
import { percentText } from './tax-invoice.ts';

/** A printed line: text on the left, an amount (or nothing) on the right. */
export type InvoiceTextRow = { readonly left: string; readonly right: string; readonly bold?: boolean };

/** The blocks of a printed GST document, top to bottom. */
export type GstDocumentText = {
  readonly title: string;
  /** Legal name, address, GSTIN, state, FSSAI: centred under the title. */
  readonly seller: readonly string[];
  /** The document's number, date, buyer. */
  readonly details: readonly string[];
  /** Per line: title, then HSN, quantity × rate and the taxable value. */
  readonly lines: readonly InvoiceTextRow[];
  /** By rate: the taxable value, then CGST + SGST (or IGST), cess. */
  readonly summary: readonly InvoiceTextRow[];
  readonly totals: readonly InvoiceTextRow[];
};

type Amount = (minor: number) => string;

/** Per line: its title, then HSN, quantity × rate and the taxable value. */
export const lineRows = (lines: readonly InvoiceLine[], amount: Amount): InvoiceTextRow[] =>
  lines.flatMap((l) => [
    { left: l.title, right: '' },
    { left: `  ${l.hsn ? `HSN ${l.hsn} ` : ''}${l.quantity} x ${amount(l.rate)}`, right: amount(l.taxable) },
  ]);

/** By rate: the taxable value, then CGST + SGST (or IGST), cess and other tax. */
export const taxSummaryRows = (summary: readonly TaxSummaryRow[], amount: Amount): InvoiceTextRow[] =>
  summary.flatMap((r) => {
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
