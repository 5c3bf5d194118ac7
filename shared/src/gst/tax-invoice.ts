/**
 * GST3: the tax invoice of a payment, when the store has a GSTIN: the store's legal name, address, GSTIN (and
 * state), FSSAI licence; the invoice number (INVS) and date; a B2B buyer's name and GSTIN; per line HSN, quantity,
 * rate and taxable value; the tax summary by rate (CGST + SGST or IGST, cess); the totals as invoiced. A store
 * under the composition scheme may not collect tax: its bill is a Bill of Supply saying so (CGST Rule 49).
 */
import type { Money } from '../money/money.ts';
import { money } from '../money/money.ts';
import type { InvoiceRow, OrderItemRow, StoreSettingsRow } from '../sync/rows.ts';
import { isInterState } from './gst-split.ts';
import { gstStateName } from './gst-states.ts';
import { gstinStateCode } from './gstin.ts';
import { invoiceLinesOf } from './invoice-lines.ts';
import { type InvoiceLine, summaryTotals, type TaxSummaryRow, taxSummary } from './invoice-tax.ts';

export const TAX_INVOICE_TEXTS = {
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  composition: 'composition taxable person, not eligible to collect tax',
} as const;

export type TaxInvoice = {
  readonly title: string;
  readonly legalName: string;
  readonly address: string | null;
  readonly gstin: string;
  /** 'Karnataka (29)'. */
  readonly state: string | null;
  readonly fssai: string | null;
  readonly invoiceNo: string | null;
  /** The invoice's business day (YYYY-MM-DD). */
  readonly date: string;
  readonly buyer: { readonly name: string | null; readonly gstin: string | null } | null;
  readonly interState: boolean;
  readonly lines: readonly InvoiceLine[];
  /** Empty for a composition store (no tax is collected). */
  readonly summary: readonly TaxSummaryRow[];
  readonly taxable: Money;
  readonly cgst: Money;
  readonly sgst: Money;
  readonly igst: Money;
  readonly cess: Money;
  readonly otherTax: Money;
  /** A service charge or platform fee: its own line, only when there is one. */
  readonly fees: Money;
  /** RND2: the bill's rounding to the cash unit: its own line, only when there is one. */
  readonly roundOff: Money;
  readonly total: Money;
  readonly compositionNote: string | null;
};

/** GST3: null when the store has no GSTIN (the bill stays a plain receipt). */
export function buildTaxInvoice(
  store: StoreSettingsRow | null,
  invoice: InvoiceRow,
  items: readonly OrderItemRow[],
  /** DISC3-DISC4: each line's discount (its own and its bill share): its taxable value is after it. */
  lineDiscounts: ReadonlyMap<string, number> = new Map(),
): TaxInvoice | null {
  if (!store?.gstin) return null;
  const composition = store.composition === true;
  const interState = isInterState(store.gstin, invoice.buyerGstin);
  const lines = invoiceLinesOf(items, lineDiscounts).map((l) => l.line);
  const summary = composition ? [] : taxSummary(lines, interState);
  const t = summaryTotals(summary);
  const code = gstinStateCode(store.gstin);
  const buyer =
    invoice.buyerGstin || invoice.name ? { name: invoice.name, gstin: invoice.buyerGstin ?? null } : null;
  return {
    title: composition ? TAX_INVOICE_TEXTS.billOfSupply : TAX_INVOICE_TEXTS.taxInvoice,
    legalName: store.legalName || store.storeName,
    address: store.address,
    gstin: store.gstin,
    state: code ? `${gstStateName(code) ?? ''} (${code})` : null,
    fssai: store.fssai ?? null,
    invoiceNo: invoice.invoiceNo ?? null,
    date: invoice.businessDay,
    buyer,
    interState,
    lines,
    summary,
    taxable: money(invoice.subTotal),
    cgst: t.cgst,
    sgst: t.sgst,
    igst: t.igst,
    cess: t.cess,
    otherTax: t.other,
    fees: money(invoice.feeTotal),
    roundOff: money(invoice.roundOff ?? 0),
    total: money(invoice.total),
    compositionNote: composition ? TAX_INVOICE_TEXTS.composition : null,
  };
}

/** GST3: '5%' for a rate in ppm (MON7), '2.5%' for half of it. */
export const percentText = (ppm: number): string => `${Number((ppm / 10_000).toFixed(4))}%`;
