/**
 * GST3: a tax invoice's lines and its tax summary by rate: per line HSN, quantity, rate and taxable value; per
 * (kind, rate) the taxable value and the tax, split by GST2. Line taxes are those of TAX4 (rounded per line),
 * so the summary's tax adds up to the invoice's tax total.
 */
import { type Money, money, sumMoney } from '../money/money.ts';
import type { Rate } from '../money/rate.ts';
import { splitLineTax } from '../tax/line-tax.ts';
import { type GstParts, NO_GST, splitTax, type TaxKindOfTax, taxKindOf } from './gst-split.ts';

export type InvoiceLineInput = {
  readonly title: string;
  readonly hsn: string | null;
  readonly quantity: number;
  /** The line's total as rung up (unit price with addons × quantity). */
  readonly lineTotal: Money;
  readonly taxRate: number;
  readonly taxType: string | null;
  readonly taxKind?: unknown;
};

export type InvoiceLine = {
  readonly title: string;
  readonly hsn: string | null;
  readonly quantity: number;
  /** The taxable value of one unit (rounded half-up; the line's taxable value is exact). */
  readonly rate: Money;
  readonly taxable: Money;
  readonly tax: Money;
  readonly taxRate: number;
  readonly kind: TaxKindOfTax;
};

export type TaxSummaryRow = GstParts & {
  readonly kind: TaxKindOfTax;
  /** ppm (MON7). */
  readonly taxRate: number;
  readonly taxable: Money;
  readonly tax: Money;
};

export function invoiceLine(l: InvoiceLineInput): InvoiceLine {
  const kind = taxKindOf(l.taxKind);
  const split = splitLineTax(l.lineTotal, { rate: l.taxRate as Rate, type: l.taxType ?? '' });
  const rate = l.quantity > 0 ? money(Math.round(split.net / l.quantity)) : split.net;
  return {
    title: l.title,
    hsn: l.hsn,
    quantity: l.quantity,
    rate,
    taxable: split.net,
    tax: split.tax,
    taxRate: split.tax === 0 && l.taxRate === 0 ? 0 : l.taxRate,
    kind,
  };
}

/** GST3: the tax summary by (kind, rate), lines without tax gathered under rate 0, in rate order. */
export function taxSummary(lines: readonly InvoiceLine[], interState: boolean): TaxSummaryRow[] {
  const groups = new Map<string, { kind: TaxKindOfTax; taxRate: number; taxable: Money[]; tax: Money[] }>();
  for (const l of lines) {
    const kind = l.tax === 0 ? 'gst' : l.kind;
    const taxRate = l.tax === 0 ? 0 : l.taxRate;
    const key = `${kind}:${taxRate}`;
    const g = groups.get(key) ?? { kind, taxRate, taxable: [], tax: [] };
    g.taxable.push(l.taxable);
    g.tax.push(l.tax);
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.taxRate - b.taxRate || a.kind.localeCompare(b.kind))
    .map((g) => {
      const tax = sumMoney(g.tax);
      return {
        kind: g.kind,
        taxRate: g.taxRate,
        taxable: sumMoney(g.taxable),
        tax,
        ...splitTax(tax, g.kind, interState),
      };
    });
}

/** GST3: the summary's totals, one per part. */
export function summaryTotals(rows: readonly TaxSummaryRow[]): GstParts & { taxable: Money; tax: Money } {
  const sum = (f: (r: TaxSummaryRow) => Money) => sumMoney(rows.map(f));
  return {
    ...NO_GST,
    taxable: sum((r) => r.taxable),
    tax: sum((r) => r.tax),
    cgst: sum((r) => r.cgst),
    sgst: sum((r) => r.sgst),
    igst: sum((r) => r.igst),
    cess: sum((r) => r.cess),
    other: sum((r) => r.other),
  };
}
