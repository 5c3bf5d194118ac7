/**
 * GST3: the tax invoice as the lines it prints, in the store's number format (LOC1): one text for the
 * `/print-receipt` page and the thermal printers, so both say the same.
 */
import { formatAmount } from '../money/format.ts';
import { ROUND_OFF_TEXTS } from '../money/round-off.ts';
import { type GstDocumentText, type InvoiceTextRow, lineRows, taxSummaryRows } from './invoice-text-rows.ts';
import type { TaxInvoice } from './tax-invoice.ts';

export type { GstDocumentText, InvoiceTextRow } from './invoice-text-rows.ts';

export type TaxInvoiceText = GstDocumentText & {
  /** Under composition (CGST Rule 49): why no tax is collected. */
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
  const lines = lineRows(ti.lines, amount);
  const summary = taxSummaryRows(ti.summary, amount);
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
