/**
 * DISC1-DISC4: discounts on a line or on the bill, percent or amount, and comps (a line at zero price). All in
 * integer paisa: a bill discount is spread over the lines by their value so each line's tax is computed on its
 * discounted amount (DISC3).
 */
import { type Money, money, mulDivHalfUp, ZERO } from '../money/money.ts';
import { RATE_SCALE, type Rate } from '../money/rate.ts';

/** DISC1: percent (value in ppm, MON7), amount (value in paisa, for the whole line or bill), comp (line only). */
export const DISCOUNT_TYPES = ['percent', 'amount', 'comp'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A discount as stored on a line or an order. */
export type Discount = { readonly type: DiscountType; readonly value: number };

/** Stored columns → a discount, or null when none (unknown types read as none, like TAX3). */
export function discountOf(
  type: string | null | undefined,
  value: number | null | undefined,
): Discount | null {
  if (type !== 'percent' && type !== 'amount' && type !== 'comp') return null;
  return { type, value: Math.max(0, Math.trunc(value ?? 0)) };
}

/**
 * DISC1: what a discount takes off `base`, never more than `base` and never negative: percent rounds half-up
 * once (MON4), an amount is capped at the base, a comp takes all of it.
 */
export function discountAmount(base: Money, discount: Discount | null | undefined): Money {
  if (!discount || base <= 0) return ZERO;
  switch (discount.type) {
    case 'comp':
      return base;
    case 'percent':
      return mulDivHalfUp(base, Math.min(discount.value, RATE_SCALE), RATE_SCALE);
    case 'amount':
      return money(Math.min(discount.value, base));
  }
}

/**
 * DISC3: a bill discount of `total` spread over lines worth `values` (after their own discounts), in proportion
 * to each line's value, rounded down; the paisa left over go to the largest line (the first of equals), then the
 * next largest when a line is used up, so no line is discounted below zero and the shares sum to `total` exactly.
 */
export function spreadDiscount(total: Money, values: readonly Money[]): Money[] {
  const basis = values.reduce((s, v) => s + v, 0);
  if (total <= 0 || basis <= 0) return values.map(() => ZERO);
  const capped = Math.min(total, basis);
  const shares = values.map((v) => Number((BigInt(capped) * BigInt(v)) / BigInt(basis)));
  let left = capped - shares.reduce((s, v) => s + v, 0);
  const byValue = values.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
  for (const { v, i } of byValue) {
    if (left <= 0) break;
    const room = v - shares[i]!;
    const take = Math.min(room, left);
    shares[i] = shares[i]! + take;
    left -= take;
  }
  return shares.map(money);
}

/** DISC2: a discount's share of `base` in ppm (what the role cap compares): 0 when the base is zero. */
export const discountRate = (base: Money, amount: Money): Rate =>
  (base <= 0 ? 0 : Number((BigInt(amount) * BigInt(RATE_SCALE) + BigInt(base) - 1n) / BigInt(base))) as Rate;
