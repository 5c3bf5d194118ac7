/**
 * GST6: credit note numbers (a GST store's refund of a numbered tax invoice), from a series per device taken
 * offline like invoice numbers (INVS1-INVS4): `<code>/C<yy-yy>/<n>` ('B/C26-27/3'). The 'C' before the financial
 * year keeps the series apart from the device's invoices; the longest code leaves four digits within GST's 16
 * characters ('ABCD/C26-27/9999'), a one-letter till seven. Its last number is an `invoiceSeries` row too.
 */
import type { Loaded } from '../sync/mutator.ts';
import {
  INVOICE_NO_MAX_LENGTH,
  type InvoiceNo,
  type TakenInvoiceNo,
  takeSeriesNo,
} from './invoice-series.ts';

const SHAPE = /^([A-Z]{1,4}|S0)\/C(\d{2}-\d{2})\/([1-9]\d{0,6})$/;

export const creditNoteSeriesOf = (code: string, fy: string): string => `${code}/C${fy}`;
export const formatCreditNoteNo = (no: InvoiceNo): string => `${creditNoteSeriesOf(no.code, no.fy)}/${no.n}`;

/** GST6: reads a credit note number, or null when it is not one (or longer than 16 characters). */
export function parseCreditNoteNo(text: string): InvoiceNo | null {
  if (text.length > INVOICE_NO_MAX_LENGTH) return null;
  const m = SHAPE.exec(text);
  return m ? { code: m[1]!, fy: m[2]!, n: Number(m[3]) } : null;
}

/**
 * GST6: the number a credit note of `businessDay` takes on this device (the server: 'S0'), and its series row
 * advanced to it; `wanted` (the number the till printed) is kept on INVS3-INVS4's terms, else the next one.
 */
export const takeCreditNoteNo = (
  loaded: Loaded,
  ctx: { readonly tenantId: string; readonly deviceCode: string; readonly now: number },
  businessDay: string,
  wanted: string | null,
): TakenInvoiceNo =>
  takeSeriesNo(
    { seriesOf: creditNoteSeriesOf, parse: parseCreditNoteNo, format: formatCreditNoteNo },
    loaded,
    ctx,
    businessDay,
    wanted,
  );
