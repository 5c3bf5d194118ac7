/**
 * GST3: the tax invoice as the lines it prints, in the store's number format (LOC1): one text for the
 * `/print-receipt` page and the thermal printers, so both say the same.
 */
import { formatAmount } from '../money/format.ts';
import { ROUND_OFF_TEXTS } from '../money/round-off.ts';
import { percentText, type TaxInvoice } from './tax-invoice.ts';

/** A printed line: text on the left, an amount (or nothing) on the right. */
export type InvoiceTextRow = { readonly left: string; readonly right: string; readonly bold?: boolean };

export type TaxInvoiceText = {
  readonly title: string;
  /** Legal name, address, GSTIN, state, FSSAI: centred under the title. */
  readonly seller: readonly string[];
  /** Invoice number, date, buyer. */
  readonly details: readonly string[];
  /** Per line: title, then HSN, quantity × rate and the taxable value. */
  readonly lines: readonly InvoiceTextRow[];
  /** By rate: the taxable value, then CGST + SGST (or IGST), cess. */
  readonly summary: readonly InvoiceTextRow[];
  readonly totals: readonly InvoiceTextRow[];
  readonly note: string | null;
};

export function taxInvoiceText(ti: TaxInvoice, currency: string): TaxInvoiceText {
  const amount = (minor: number) => formatAmount(minor, currency);
  const seller = [
    ti.legalName,
    ...(ti.address ? [ti.address] : []),
    `GSTIN: ${ti.gstin}`,
    ...(ti.state ? [`State: ${ti.state}`] : []),
    ...(ti.fssai ? [`FSSAI Lic. No: ${ti.fssai}`] : []),
  ];
  const details = [
    ...(ti.invoiceNo ? [`Invoice No: ${ti.invoiceNo}`] : []),
    `Invoice Date: ${ti.date}`,
    ...(ti.buyer?.name ? [`Buyer: ${ti.buyer.name}`] : []),
    ...(ti.buyer?.gstin ? [`Buyer GSTIN: ${ti.buyer.gstin}`] : []),
  ];
  const lines = ti.lines.flatMap((l): InvoiceTextRow[] => [
    { left: l.title, right: '' },
    {
      left: `  ${l.hsn ? `HSN ${l.hsn} ` : ''}${l.quantity} x ${amount(l.rate)}`,
      right: amount(l.taxable),
    },
  ]);
  const summary = ti.summary.flatMap((r): InvoiceTextRow[] => {
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
  const totals: InvoiceTextRow[] = [{ left: 'Taxable value', right: amount(ti.taxable) }];
  if (ti.cgst || ti.sgst)
    totals.push({ left: 'CGST', right: amount(ti.cgst) }, { left: 'SGST', right: amount(ti.sgst) });
  if (ti.igst) totals.push({ left: 'IGST', right: amount(ti.igst) });
  if (ti.cess) totals.push({ left: 'Cess', right: amount(ti.cess) });
  if (ti.otherTax) totals.push({ left: 'Other tax', right: amount(ti.otherTax) });
  if (ti.fees) totals.push({ left: 'Service charge / fees', right: amount(ti.fees) });
  if (ti.roundOff) totals.push({ left: ROUND_OFF_TEXTS.roundOff, right: amount(ti.roundOff) });
  totals.push({ left: 'Invoice total', right: amount(ti.total), bold: true });
  return { title: ti.title, seller, details, lines, summary, totals, note: ti.compositionNote };
}
