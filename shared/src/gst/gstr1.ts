/**
 * GST4: the accountant's export of a period's invoices, shaped like GSTR-1: B2B invoices (a buyer GSTIN given),
 * the B2C summary by place of supply and rate (every other invoice), and the HSN summary. Each invoice is split as
 * its printed tax invoice is (GST2, per invoice and rate), so B2B + B2C add up to the invoices to the paisa; the
 * HSN summary splits each HSN and rate's summed tax (the same GST2 rule), so its CGST and SGST may differ from
 * the invoices' by the odd paisa of a group, never its total. GST6: the period's refunds of tax invoices as credit
 * notes: CDNR rows for registered buyers; an unregistered buyer's note is taken off the B2C summary of its rate
 * in the note's period (GSTR-1's B2CS is net of credit notes; a restaurant's B2C sale is intra-state, so never
 * B2C-large and never CDNUR); the HSN summary is net of every note.
 */
import { type Money, money, sumMoney } from '../money/money.ts';
import type { InvoiceRow, OrderItemRow, OrderRow } from '../sync/rows.ts';
import { isInterState, splitTax } from './gst-split.ts';
import { gstinStateCode } from './gstin.ts';
import { creditNoteItems, type Gstr1CdnrRow, type Gstr1CreditNote } from './gstr1-credit-notes.ts';
import { type Gstr1DocRow, gstr1Documents } from './gstr1-docs.ts';
import { invoiceLineDiscounts, invoiceLinesOf } from './invoice-lines.ts';
import { taxSummary } from './invoice-tax.ts';
import { percentText } from './tax-invoice.ts';

export type Gstr1Invoice = {
  readonly invoice: InvoiceRow;
  readonly items: readonly OrderItemRow[];
  /** GST8: the orders it paid (their bill discounts); lines of orders not given are priced without discount. */
  readonly orders?: readonly OrderRow[];
};

type Parts = { taxable: Money; igst: Money; cgst: Money; sgst: Money; cess: Money };

export type Gstr1B2bRow = Parts & {
  readonly buyerGstin: string;
  readonly buyerName: string | null;
  readonly invoiceNo: string | null;
  readonly invoiceDate: string;
  readonly invoiceValue: Money;
  readonly placeOfSupply: string | null;
  /** Percent, e.g. 5. */
  readonly rate: number;
};
export type Gstr1B2csRow = Parts & { readonly placeOfSupply: string | null; readonly rate: number };
export type Gstr1HsnRow = Parts & {
  readonly hsn: string;
  readonly quantity: number;
  readonly totalValue: Money;
  readonly rate: number;
};

export type Gstr1 = {
  readonly gstin: string | null;
  readonly from: string;
  readonly to: string;
  readonly invoiceCount: number;
  readonly b2b: readonly Gstr1B2bRow[];
  readonly b2cs: readonly Gstr1B2csRow[];
  readonly hsn: readonly Gstr1HsnRow[];
  /** GST6: credit notes to registered buyers, per note and rate. */
  readonly cdnr: readonly Gstr1CdnrRow[];
  readonly creditNoteCount: number;
  /** GST5: documents issued, per invoice series; GST6: then per credit-note series. */
  readonly docs: readonly Gstr1DocRow[];
  /** What the sections add up to: the invoices' taxable value, tax and total. */
  readonly totals: { readonly taxable: Money; readonly tax: Money; readonly invoiceValue: Money };
  /** GST6: the credit notes' taxable value and tax (their lines) and what they gave back. */
  readonly creditNotes: { readonly taxable: Money; readonly tax: Money; readonly value: Money };
};

const pct = (ppm: number) => Number(percentText(ppm).slice(0, -1));
const add = (a: Parts, b: Parts): Parts => ({
  taxable: money(a.taxable + b.taxable),
  igst: money(a.igst + b.igst),
  cgst: money(a.cgst + b.cgst),
  sgst: money(a.sgst + b.sgst),
  cess: money(a.cess + b.cess),
});
const NONE: Parts = { taxable: money(0), igst: money(0), cgst: money(0), sgst: money(0), cess: money(0) };
const negate = (a: Parts): Parts =>
  add(NONE, {
    taxable: money(-a.taxable),
    igst: money(-a.igst),
    cgst: money(-a.cgst),
    sgst: money(-a.sgst),
    cess: money(-a.cess),
  });

/** A summary row as a GSTR-1 row's parts and rate: cess in its own column, other taxes left out of GST. */
function partsOf(r: ReturnType<typeof taxSummary>[number]): { parts: Parts; rate: number } {
  return {
    // cess is a column of its rate's row in GSTR-1: a cess line adds to the row of rate 0 of its own kind
    parts: {
      taxable: r.kind === 'cess' ? money(0) : r.taxable,
      igst: r.igst,
      cgst: r.cgst,
      sgst: r.sgst,
      cess: r.cess,
    },
    // taxes of kind 'other' are not GST: counted in the taxable value's row, their amount left out of GST columns
    rate: r.kind === 'gst' ? pct(r.taxRate) : 0,
  };
}

/** GST8: lines priced as the printed tax invoice prices them (after discounts), `of` among all `items` of the bill. */
const linesOf = (items: readonly OrderItemRow[], orders: readonly OrderRow[] = [], of = items) =>
  invoiceLinesOf(of, invoiceLineDiscounts(orders, items));

/** GST4: the GSTR-1 sections of `invoices` (of the period from..to) of a store with `storeGstin`. */
export function gstr1(
  storeGstin: string | null,
  from: string,
  to: string,
  invoices: readonly Gstr1Invoice[],
  notes: readonly Gstr1CreditNote[] = [],
): Gstr1 {
  const storeState = gstinStateCode(storeGstin);
  const b2b: Gstr1B2bRow[] = [];
  const b2cs = new Map<string, Gstr1B2csRow>();
  const hsn = new Map<string, { row: Gstr1HsnRow; tax: Money[]; kind: string; ppm: number }>();
  for (const { invoice, items, orders } of invoices) {
    const inter = isInterState(storeGstin, invoice.buyerGstin);
    const lines = linesOf(items, orders);
    for (const r of taxSummary(
      lines.map((l) => l.line),
      inter,
    )) {
      const { parts, rate } = partsOf(r);
      if (invoice.buyerGstin) {
        b2b.push({
          buyerGstin: invoice.buyerGstin,
          buyerName: invoice.name,
          invoiceNo: invoice.invoiceNo ?? null,
          invoiceDate: invoice.businessDay,
          invoiceValue: money(invoice.total),
          placeOfSupply: gstinStateCode(invoice.buyerGstin),
          rate,
          ...parts,
        });
      } else {
        const key = `${storeState}:${rate}`;
        const before = b2cs.get(key) ?? { placeOfSupply: storeState, rate, ...NONE };
        b2cs.set(key, { ...before, ...add(before, parts) });
      }
    }
    addHsn(lines, inter, 1);
  }
  const cdnr: Gstr1CdnrRow[] = [];
  const noteTotals = { taxable: [] as Money[], tax: [] as Money[], value: [] as Money[] };
  for (const note of notes) {
    const { refund, invoice } = note;
    const inter = isInterState(storeGstin, invoice.buyerGstin);
    const lines = linesOf(note.items, note.orders, creditNoteItems(note));
    noteTotals.value.push(money(refund.amount));
    for (const { line } of lines) {
      noteTotals.taxable.push(line.taxable);
      noteTotals.tax.push(line.tax);
    }
    for (const r of taxSummary(
      lines.map((l) => l.line),
      inter,
    )) {
      const { parts, rate } = partsOf(r);
      if (invoice.buyerGstin) {
        cdnr.push({
          buyerGstin: invoice.buyerGstin,
          buyerName: invoice.name,
          noteNo: refund.creditNoteNo ?? null,
          noteDate: refund.businessDay,
          noteType: 'C',
          invoiceNo: invoice.invoiceNo ?? null,
          invoiceDate: invoice.businessDay,
          noteValue: money(refund.amount),
          placeOfSupply: gstinStateCode(invoice.buyerGstin),
          rate,
          ...parts,
        });
      } else {
        const key = `${storeState}:${rate}`;
        const before = b2cs.get(key) ?? { placeOfSupply: storeState, rate, ...NONE };
        b2cs.set(key, { ...before, ...add(before, negate(parts)) });
      }
    }
    addHsn(lines, inter, -1);
  }
  function addHsn(lines: ReturnType<typeof linesOf>, inter: boolean, sign: 1 | -1) {
    for (const { item, line } of lines) {
      const code = line.hsn ?? 'NA';
      const ppm = line.tax === 0 ? 0 : line.taxRate;
      const kind = line.tax === 0 ? 'gst' : line.kind;
      const key = `${code}:${kind}:${ppm}:${inter ? 'i' : 'l'}`;
      const g = hsn.get(key) ?? {
        row: { hsn: code, quantity: 0, totalValue: money(0), rate: kind === 'gst' ? pct(ppm) : 0, ...NONE },
        tax: [],
        kind,
        ppm,
      };
      g.row = {
        ...g.row,
        quantity: g.row.quantity + sign * item.quantity,
        totalValue: money(g.row.totalValue + sign * (line.taxable + line.tax)),
        taxable: money(g.row.taxable + sign * line.taxable),
      };
      g.tax.push(money(sign * line.tax));
      hsn.set(key, g);
    }
  }
  const hsnRows = new Map<string, Gstr1HsnRow>();
  for (const [key, g] of hsn) {
    const inter = key.endsWith(':i');
    const split = splitTax(
      sumMoney(g.tax),
      g.kind === 'cess' ? 'cess' : g.kind === 'gst' ? 'gst' : 'other',
      inter,
    );
    const row = { ...g.row, igst: split.igst, cgst: split.cgst, sgst: split.sgst, cess: split.cess };
    // the intra- and inter-state parts of one HSN and rate are one row of the summary
    const k = key.slice(0, -2);
    const before = hsnRows.get(k);
    hsnRows.set(
      k,
      before
        ? {
            ...before,
            ...add(before, row),
            quantity: before.quantity + row.quantity,
            totalValue: money(before.totalValue + row.totalValue),
          }
        : row,
    );
  }
  return {
    gstin: storeGstin,
    from,
    to,
    invoiceCount: invoices.length,
    b2b,
    b2cs: [...b2cs.values()].sort((a, b) => a.rate - b.rate),
    hsn: [...hsnRows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate),
    cdnr,
    creditNoteCount: notes.length,
    docs: [
      ...gstr1Documents(invoices.map((i) => i.invoice.invoiceNo)),
      ...gstr1Documents(
        notes.map((n) => n.refund.creditNoteNo),
        'creditNote',
      ),
    ],
    totals: {
      taxable: sumMoney(invoices.map((i) => money(i.invoice.subTotal))),
      tax: sumMoney(invoices.map((i) => money(i.invoice.taxTotal))),
      invoiceValue: sumMoney(invoices.map((i) => money(i.invoice.total))),
    },
    creditNotes: {
      taxable: sumMoney(noteTotals.taxable),
      tax: sumMoney(noteTotals.tax),
      value: sumMoney(noteTotals.value),
    },
  };
}
