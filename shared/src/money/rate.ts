/**
 * MON7: rates (tax rates, fee rates) are integer parts per million of the amount: 1% = 10 000,
 * 18% = 180 000, 2.655% = 26 550. That holds any percent with up to 4 decimals exactly (NYC's 8.875%,
 * the 0.02655 processing fee) while staying integer, like money.
 */
import { type Money, mulDivHalfUp } from './money.ts';

declare const rateBrand: unique symbol;
export type Rate = number & { readonly [rateBrand]: 'Rate' };

/** Parts per million in 100%. */
export const RATE_SCALE = 1_000_000;
/** Parts per million in one percent. */
export const PPM_PER_PERCENT = 10_000;
export const PERCENT_DECIMALS = 4;

export const isRate = (n: unknown): n is Rate => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Brands a ppm integer; a negative or fractional value is a programmer error (RangeError). */
export function rate(ppm: number): Rate {
  if (!isRate(ppm)) throw new RangeError(`Not a rate in parts per million: ${ppm}`);
  return ppm;
}

/** The ppm for a percent number if it is exact to 4 decimals, else null: 2.5 → 25 000, 2.12345 → null. */
export function ppmFromPercent(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0) return null;
  const scaled = percent * PPM_PER_PERCENT;
  const ppm = Math.round(scaled);
  if (!Number.isSafeInteger(ppm) || Math.abs(scaled - ppm) > 1e-6) return null;
  return ppm;
}

/** 5 → 50 000 ppm. Throws RangeError when the percent is negative or has more than 4 decimals. */
export function rateFromPercent(percent: number): Rate {
  const ppm = ppmFromPercent(percent);
  if (ppm === null) throw new RangeError(`Not a percent with at most 4 decimals: ${percent}`);
  return rate(ppm);
}

/** 50 000 → 5; 26 550 → 2.655. */
export const percentFromRate = (r: Rate): number => r / PPM_PER_PERCENT;

/** 50 000 → '5', 25 000 → '2.5', 26 550 → '2.655'. */
export function formatPercent(r: Rate): string {
  const whole = Math.floor(r / PPM_PER_PERCENT);
  const fraction = String(r % PPM_PER_PERCENT)
    .padStart(PERCENT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type ParsedRate = { ok: true; value: Rate } | { ok: false; code: 'EMPTY' | 'INVALID' | 'TOO_PRECISE' };

/** User text in percent → Rate as a result: '18' → 180 000, '2.655' → 26 550, '-1' → INVALID. */
export function parsePercent(text: string): ParsedRate {
  const s = text.trim();
  if (s === '') return { ok: false, code: 'EMPTY' };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  const [, whole = '', fraction = ''] = m ?? [];
  if (!m || (whole === '' && fraction === '') || whole.length > 9) return { ok: false, code: 'INVALID' };
  if (fraction.length > PERCENT_DECIMALS) return { ok: false, code: 'TOO_PRECISE' };
  return { ok: true, value: rate(Number(whole || '0') * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0'))) };
}

/** MON4: rate% of an amount, rounded half-up once: percentOf(1999, 5%) = 99.95 → 100. */
export const percentOf = (amount: Money, r: Rate): Money => mulDivHalfUp(amount, r, RATE_SCALE);
