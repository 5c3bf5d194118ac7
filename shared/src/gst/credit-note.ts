/**
 * GST9: the slip a refund prints. A GST store's refund of a numbered invoice is a "Credit Note": its number and
 * date, the original invoice's number, the lines given back (priced as the invoice priced them, after discounts:
 * GST8) with their tax summary, and the amount refunded. Any other refund prints a plain "Refund" slip.
 */
import { type Money, money } from '../money/money.ts';
import type { RefundRow } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderItemRow, OrderRow, StoreSettingsRow } from '../sync/rows.ts';
import { isInterState } from './gst-split.ts';
import { creditNoteItems } from './gstr1-credit-notes.ts';
import { invoiceLineDiscounts, invoiceLinesOf } from './invoice-lines.ts';
import { type InvoiceLine, type TaxSummaryRow, taxSummary } from './invoice-tax.ts';

export const CREDIT_NOTE_TEXTS = { creditNote: 'Credit Note', refund: 'Refund' } as const;

export type CreditNote = {
  readonly title: string;
  /** Null on a plain refund slip. */
  readonly noteNo: string | null;
  /** The refund's business day (YYYY-MM-DD). */
  readonly date: string;
  readonly invoiceNo: string | null;
  readonly seller: { readonly legalName: string; readonly gstin: string | null };
  readonly buyer: { readonly name: string | null; readonly gstin: string | null } | null;
  readonly lines: readonly InvoiceLine[];
  /** Empty on a plain refund slip and for a composition store (no tax was collected). */
  readonly summary: readonly TaxSummaryRow[];
  /** The tax inside the amount (REF2). */
  readonly tax: Money;
  /** What was given back. */
  readonly amount: Money;
  readonly reason: string;
};

export type CreditNoteInput = {
  readonly store: StoreSettingsRow | null;
  readonly invoice: InvoiceRow;
  readonly refund: RefundRow;
  /** The orders the invoice paid, and all their lines. */
  readonly orders: readonly OrderRow[];
  readonly items: readonly OrderItemRow[];
  /** The invoice's refunds given before this one (what a refund of "the rest" leaves out). */
  readonly earlier: readonly RefundRow[];
};

/** GST9: the credit note (or refund slip) of `refund`. */
export function buildCreditNote(i: CreditNoteInput): CreditNote {
  const { store, invoice, refund } = i;
  const gst = Boolean(store?.gstin && refund.creditNoteNo);
  const given = creditNoteItems({ refund, invoice, items: i.items, earlier: i.earlier });
  const lines = invoiceLinesOf(given, invoiceLineDiscounts(i.orders, i.items)).map((l) => l.line);
  const interState = isInterState(store?.gstin ?? null, invoice.buyerGstin);
  return {
    title: gst ? CREDIT_NOTE_TEXTS.creditNote : CREDIT_NOTE_TEXTS.refund,
    noteNo: gst ? (refund.creditNoteNo ?? null) : null,
    date: refund.businessDay,
    invoiceNo: invoice.invoiceNo ?? null,
    seller: { legalName: store?.legalName || store?.storeName || '', gstin: store?.gstin ?? null },
    buyer:
      invoice.buyerGstin || invoice.name ? { name: invoice.name, gstin: invoice.buyerGstin ?? null } : null,
    lines,
    summary: gst && store?.composition !== true ? taxSummary(lines, interState) : [],
    tax: money(refund.taxAmount),
    amount: money(refund.amount),
    reason: refund.reason,
  };
}
