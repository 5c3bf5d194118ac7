/**
 * GST2: how a tax amount is split on a tax invoice. GST of an intra-state sale (the buyer's state is the store's,
 * or the buyer gave no GSTIN) is CGST + SGST at half the rate each; of an inter-state sale, IGST. The odd paisa of
 * an odd tax goes to SGST: CGST = ⌊tax / 2⌋, SGST = tax − CGST, so CGST + SGST = tax exactly.
 */
import { type Money, money, ZERO } from '../money/money.ts';
import { gstinStateCode } from './gstin.ts';

export const TAX_KINDS = ['gst', 'cess', 'other'] as const;
export type TaxKindOfTax = (typeof TAX_KINDS)[number];
/** GST2: a tax's kind as stored; rows written before kinds, or holding anything else, are 'other'. */
export const taxKindOf = (kind: unknown): TaxKindOfTax =>
  kind === 'gst' || kind === 'cess' ? kind : 'other';

export type GstParts = {
  readonly cgst: Money;
  readonly sgst: Money;
  readonly igst: Money;
  readonly cess: Money;
  /** Taxes of kind 'other' (not GST): shown as plain tax. */
  readonly other: Money;
};

export const NO_GST: GstParts = { cgst: ZERO, sgst: ZERO, igst: ZERO, cess: ZERO, other: ZERO };

/** GST2: intra-state unless the buyer's GSTIN names another state than the store's. */
export function isInterState(
  storeGstin: string | null | undefined,
  buyerGstin: string | null | undefined,
): boolean {
  const store = gstinStateCode(storeGstin);
  const buyer = gstinStateCode(buyerGstin);
  return store !== null && buyer !== null && store !== buyer;
}

/** GST2: one tax amount as its parts. */
export function splitTax(tax: Money, kind: TaxKindOfTax, interState: boolean): GstParts {
  if (kind === 'cess') return { ...NO_GST, cess: tax };
  if (kind === 'other') return { ...NO_GST, other: tax };
  if (interState) return { ...NO_GST, igst: tax };
  const cgst = money(Math.floor(tax / 2));
  return { ...NO_GST, cgst, sgst: money(tax - cgst) };
}

export const sumOfParts = (p: GstParts): Money => money(p.cgst + p.sgst + p.igst + p.cess + p.other);
