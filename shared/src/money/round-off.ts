/**
 * RND1-RND2: a bill rounded to the smallest cash unit its currency has in circulation (India: the rupee, coins
 * below ₹1 are not in use), when the store asks for it. The difference is the bill's round-off, printed as its own
 * line and kept on the invoice, so total = lines + tax + fees + round-off.
 */
import { type Money, money } from './money.ts';

/** RND1: the smallest cash unit in minor units; a currency not listed pays to the minor unit (no rounding). */
export const CASH_UNITS: Readonly<Record<string, number>> = {
  INR: 100,
  PKR: 100,
  LKR: 100,
  NPR: 100,
  BDT: 100,
  CHF: 5,
  AUD: 5,
  NZD: 10,
  CAD: 5,
  SEK: 100,
  NOK: 100,
  DKK: 50,
};

export const cashUnitOf = (currency: string | null | undefined): number =>
  CASH_UNITS[(currency ?? '').toUpperCase()] ?? 1;

export type RoundedBill = { readonly total: Money; readonly roundOff: Money };

export const ROUND_OFF_TEXTS = {
  roundOff: 'Round off',
  setting: 'Round bills to the rupee (the currency’s smallest cash unit)',
} as const;

/**
 * RND1: `total` to the nearest cash unit of `currency` (a half unit rounds up, as Indian bills do: ₹252.50 is
 * ₹253), and the round-off that makes it; off, or a currency paid to the minor unit: unchanged, round-off 0.
 */
export function roundBill(total: Money, currency: string | null | undefined, on: boolean): RoundedBill {
  const unit = cashUnitOf(currency);
  if (!on || unit <= 1) return { total, roundOff: money(0) };
  const rounded = Math.floor((total + unit / 2) / unit) * unit;
  return { total: money(rounded), roundOff: money(rounded - total) };
}

/**
 * RND3: what the cashier collects for `total` in a store (`roundBills`, `currency`): the same rounding as the
 * invoice's (RND2), so the Orders screen, the pay dialogs and the invoice agree on one amount.
 */
export const amountCollected = (
  total: Money,
  store: { readonly currency?: string | null; readonly roundBills?: boolean | null } | null | undefined,
): Money => roundBill(total, store?.currency, store?.roundBills === true).total;
