/**
 * RND3: the money of the spec's invoice entity over REST (`GET /invoices…`), written once: its subtotal and tax,
 * the round-off (RND2; 0 when the store does not round) and the total, which is the rounded amount collected.
 */
import type { InvoiceRow } from '../sync/rows.ts';

export type InvoiceAmountsWire = {
  readonly sub_total: number;
  readonly tax_total: number;
  /** RND2: what rounding to the cash unit added to the bill (negative: took off). */
  readonly round_off: number;
  /** The rounded total: what was collected (sub_total + tax_total + fees + round_off). */
  readonly total: number;
};

export const invoiceAmountsWire = (
  i: Pick<InvoiceRow, 'subTotal' | 'taxTotal' | 'total'> & { readonly roundOff?: number | null },
): InvoiceAmountsWire => ({
  sub_total: i.subTotal,
  tax_total: i.taxTotal,
  round_off: i.roundOff ?? 0,
  total: i.total,
});
