/**
 * Conversion of store money to US dollars for the platform figures (the spec's "Store Sales Volume Today,
 * converted to USD, final amount may vary"). Rates are US dollars per unit in parts per million (MON7), so
 * the conversion is exact integer math with one half-up rounding (MON4). USD_RATES overrides entries.
 */
import { type Money, money, mulDivHalfUp, RATE_SCALE, ZERO } from '@tavola/shared';

/** Indicative rates (US$ per unit, early 2026), ppm. The dashboard says the final amount may vary. */
export const USD_PER_UNIT_PPM: Readonly<Record<string, number>> = {
  USD: 1_000_000,
  INR: 11_500,
  EUR: 1_080_000,
  GBP: 1_270_000,
  AED: 272_300,
  SAR: 266_700,
  QAR: 274_700,
  KWD: 3_250_000,
  OMR: 2_597_000,
  BHD: 2_653_000,
  SGD: 745_000,
  MYR: 225_000,
  THB: 29_000,
  IDR: 62,
  PHP: 17_500,
  LKR: 3_400,
  NPR: 7_200,
  BDT: 8_300,
  PKR: 3_600,
  AUD: 650_000,
  NZD: 600_000,
  CAD: 730_000,
  JPY: 6_600,
  CNY: 138_000,
  HKD: 128_000,
  ZAR: 54_000,
  KES: 7_700,
  NGN: 650,
  CHF: 1_130_000,
  SEK: 95_000,
  NOK: 93_000,
  DKK: 145_000,
  MXN: 50_000,
  BRL: 170_000,
};

export type UsdConverter = {
  /** Minor units of `currency` → US cents; null when the currency has no rate. */
  toUsd(amount: Money, currency: string): Money | null;
};

export function usdConverter(overrides: Readonly<Record<string, number>> = {}): UsdConverter {
  const table: Record<string, number> = { ...USD_PER_UNIT_PPM, ...overrides };
  return {
    toUsd(amount, currency) {
      const ppm = table[currency.trim().toUpperCase()];
      return ppm === undefined ? null : mulDivHalfUp(amount, ppm, RATE_SCALE);
    },
  };
}

/** Sums amounts in several currencies as US cents; currencies without a rate are listed, not guessed. */
export function sumInUsd(
  converter: UsdConverter,
  parts: readonly { currency: string; amount: number }[],
): { usd: Money; unconverted: string[] } {
  let usd = ZERO;
  const unconverted: string[] = [];
  for (const p of parts) {
    const converted = converter.toUsd(money(p.amount), p.currency);
    if (converted === null) unconverted.push(p.currency);
    else usd = money(usd + converted);
  }
  return { usd, unconverted: [...new Set(unconverted)].sort() };
}
