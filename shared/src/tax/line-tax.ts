/** TAX1-TAX4: the tax of one line: exclusive adds rate%, inclusive extracts it, anything else adds none. */
import { type Money, money, mulDivHalfUp, sumMoney, ZERO } from '../money/money.ts';
import { percentOf, RATE_SCALE, type Rate } from '../money/rate.ts';

export const TAX_TYPES = ['exclusive', 'inclusive'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const isTaxType = (s: unknown): s is TaxType => s === 'exclusive' || s === 'inclusive';

/** The tax attached to a menu item. `type` is open: stored data may hold any other value (TAX3). */
export type TaxRule = { readonly rate: Rate; readonly type: string };

/** TAX3: 'Exclusive ' reads as exclusive; any value other than the two known types means no tax. */
export function taxKind(tax: TaxRule | null | undefined): TaxType | 'none' {
  const t = tax?.type.trim().toLowerCase();
  return isTaxType(t) ? t : 'none';
}

export type LineTaxSplit = {
  /** The line's tax, rounded half-up once for the line (TAX4). */
  readonly tax: Money;
  /** What the line adds to the payable total: the line total, plus the tax when exclusive. */
  readonly payable: Money;
  /** The line without any tax: the line total, less the tax when inclusive. */
  readonly net: Money;
};

/**
 * TAX1: exclusive → tax = total × rate/100, payable = total + tax.
 * TAX2: inclusive → tax = total − total / (1 + rate/100) = total × rate / (100 + rate), payable = total.
 * TAX3: any other type (or no tax) → tax 0.
 */
export function splitLineTax(lineTotal: Money, tax: TaxRule | null | undefined): LineTaxSplit {
  switch (taxKind(tax)) {
    case 'exclusive': {
      const t = percentOf(lineTotal, tax!.rate);
      return { tax: t, payable: money(lineTotal + t), net: lineTotal };
    }
    case 'inclusive': {
      const r = tax!.rate;
      const t = mulDivHalfUp(lineTotal, r, RATE_SCALE + r);
      return { tax: t, payable: lineTotal, net: money(lineTotal - t) };
    }
    default:
      return { tax: ZERO, payable: lineTotal, net: lineTotal };
  }
}

export const lineTax = (lineTotal: Money, tax: TaxRule | null | undefined): Money =>
  splitLineTax(lineTotal, tax).tax;

/** TAX4: taxes are rounded per line, then summed (never computed on the summed total). */
export const sumLineTaxes = (lines: Iterable<{ lineTotal: Money; tax: TaxRule | null | undefined }>): Money =>
  sumMoney(Array.from(lines, (l) => lineTax(l.lineTotal, l.tax)));
