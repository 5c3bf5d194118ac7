/**
 * GST4: the GSTR-1 export as CSV: its sections (B2B, B2CS, HSN, GST5's DOCS, GST6's CDNR), each its header row then its rows, a blank line
 * between; amounts in rupees with 2 decimals and no grouping (machine-read, unlike screens, LOC1).
 */
import { formatMinor } from '../money/parse.ts';
import type { Gstr1 } from './gstr1.ts';

const cell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const line = (cells: readonly (string | number | null)[]) => cells.map(cell).join(',');
const rs = (minor: number) => formatMinor(minor);

export function gstr1Csv(r: Gstr1): string {
  const out: string[] = [
    line(['B2B']),
    line([
      'GSTIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
    ]),
    ...r.b2b.map((b) =>
      line([
        b.buyerGstin,
        b.buyerName,
        b.invoiceNo,
        b.invoiceDate,
        rs(b.invoiceValue),
        b.placeOfSupply,
        b.rate,
        rs(b.taxable),
        rs(b.igst),
        rs(b.cgst),
        rs(b.sgst),
        rs(b.cess),
      ]),
    ),
    '',
    line(['B2CS']),
    line(['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'IGST', 'CGST', 'SGST', 'Cess']),
    ...r.b2cs.map((b) =>
      line(['OE', b.placeOfSupply, b.rate, rs(b.taxable), rs(b.igst), rs(b.cgst), rs(b.sgst), rs(b.cess)]),
    ),
    '',
    line(['HSN']),
    line([
      'HSN',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
    ]),
    ...r.hsn.map((h) =>
      line([
        h.hsn,
        'NOS',
        h.quantity,
        rs(h.totalValue),
        h.rate,
        rs(h.taxable),
        rs(h.igst),
        rs(h.cgst),
        rs(h.sgst),
        rs(h.cess),
      ]),
    ),
    '',
    line(['DOCS']),
    line(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']),
    ...r.docs.map((d) => line([d.nature, d.from, d.to, d.total, d.cancelled])),
    '',
    line(['CDNR']),
    line([
      'GSTIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Invoice Number',
      'Invoice Date',
      'Note Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
    ]),
    ...r.cdnr.map((c) =>
      line([
        c.buyerGstin,
        c.buyerName,
        c.noteNo,
        c.noteDate,
        c.noteType,
        c.invoiceNo,
        c.invoiceDate,
        rs(c.noteValue),
        c.placeOfSupply,
        c.rate,
        rs(c.taxable),
        rs(c.igst),
        rs(c.cgst),
        rs(c.sgst),
        rs(c.cess),
      ]),
    ),
  ];
  return `${out.join('\n')}\n`;
}
