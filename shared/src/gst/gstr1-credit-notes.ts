/**
 * GST6: refunds of tax invoices in the GSTR-1 export, as credit notes. A credit note gives back the lines it
 * refunds (by lines: those; whole: the lines no earlier refund of the invoice gave back), taxed as the invoice
 * taxed them (`invoiceLine`), so a bill refunded in full nets to zero per rate and per HSN. Registered buyers:
 * CDNR rows per note and rate; unregistered ones: taken off the B2C summary of the note's period (see gstr1.ts).
 */
import type { Money } from '../money/money.ts';
import type { RefundRow } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderItemRow, OrderRow } from '../sync/rows.ts';

/** A refund of the period with the invoice it gives back, that invoice's lines and its refunds before this one. */
export type Gstr1CreditNote = {
  readonly refund: RefundRow;
  readonly invoice: InvoiceRow;
  readonly items: readonly OrderItemRow[];
  /** GST8: the orders the invoice paid, so the note's lines are net of their discounts as invoiced. */
  readonly orders?: readonly OrderRow[];
  /** The invoice's other refunds given before this one (what a whole refund leaves out). */
  readonly earlier: readonly RefundRow[];
};

export type Gstr1CdnrRow = {
  readonly buyerGstin: string;
  readonly buyerName: string | null;
  readonly noteNo: string | null;
  readonly noteDate: string;
  /** 'C': a credit note (GSTR-1's note type). */
  readonly noteType: 'C';
  readonly invoiceNo: string | null;
  readonly invoiceDate: string;
  /** What the refund gave back. */
  readonly noteValue: Money;
  readonly placeOfSupply: string | null;
  readonly rate: number;
  readonly taxable: Money;
  readonly igst: Money;
  readonly cgst: Money;
  readonly sgst: Money;
  readonly cess: Money;
};

/** GST6: the invoice's lines a credit note gives back (cancelled lines never were on the invoice). */
export function creditNoteItems(note: Gstr1CreditNote): OrderItemRow[] {
  const live = note.items.filter((i) => i.status !== 'cancelled');
  if (note.refund.itemIds.length > 0) {
    const ids = new Set(note.refund.itemIds);
    return live.filter((i) => ids.has(i.id));
  }
  const before = new Set(note.earlier.flatMap((r) => r.itemIds));
  // an earlier whole refund left nothing: REF2 refuses a second one, so this is only the rest after line refunds
  if (note.earlier.some((r) => r.itemIds.length === 0)) return [];
  return live.filter((i) => !before.has(i.id));
}

/** GST6: the refunds of `refunds` (all of one invoice) given before `refund`: by time, then id. */
export const refundsBefore = (refund: RefundRow, refunds: readonly RefundRow[]): RefundRow[] =>
  refunds.filter(
    (r) =>
      r.id !== refund.id &&
      (r.createdAt < refund.createdAt || (r.createdAt === refund.createdAt && r.id < refund.id)),
  );
