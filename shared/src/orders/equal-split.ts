/**
 * SPLIT5: a bill split equally into n shares: its total and its tax are each divided into n, the remainder paisa
 * going to the first shares, one each; a share's net is its total less its tax. The shares add up to the bill,
 * to the paisa, taxes too (ADR 0066: they are tenders of the one bill, not new bills).
 */
import { type Money, money } from '../money/money.ts';

export type EqualShare = { readonly total: Money; readonly tax: Money; readonly net: Money };

/** At most this many equal shares. */
export const MAX_EQUAL_SHARES = 20;

/** `amount` in n parts: the first `amount mod n` parts one paisa more. */
export function divideEvenly(amount: Money, n: number): Money[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const base = Math.floor(amount / n);
  const rest = amount - base * n;
  return Array.from({ length: n }, (_, k) => money(base + (k < rest ? 1 : 0)));
}

export function equalShares(total: Money, taxTotal: Money, n: number): EqualShare[] {
  const totals = divideEvenly(total, n);
  const taxes = divideEvenly(taxTotal, n);
  return totals.map((t, k) => ({ total: t, tax: taxes[k]!, net: money(t - taxes[k]!) }));
}
