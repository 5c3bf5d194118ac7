import { money } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { parseUsdRates } from '../config.ts';
import { addMonths } from './subscription-checkout.ts';
import { sumInUsd, usdConverter } from './usd-rates.ts';

describe('USD conversion of store money', () => {
  it('converts minor units with one half-up rounding; overrides replace built-in rates', () => {
    const usd = usdConverter();
    expect(usd.toUsd(money(49_900), 'INR')).toBe(574); // 573.85
    expect(usd.toUsd(money(1_234), 'usd')).toBe(1_234);
    expect(usd.toUsd(money(100), 'XAF')).toBeNull();
    expect(usdConverter({ INR: 12_000 }).toUsd(money(49_900), 'INR')).toBe(599); // 598.8
  });

  it('sums several currencies and names those without a rate', () => {
    const r = sumInUsd(usdConverter(), [
      { currency: 'INR', amount: 100_000 },
      { currency: 'USD', amount: 250 },
      { currency: 'XAF', amount: 9 },
      { currency: 'XAF', amount: 1 },
    ]);
    expect(r).toEqual({ usd: 1_150 + 250, unconverted: ['XAF'] });
  });

  it('reads USD_RATES as CODE=dollars pairs, in parts per million', () => {
    expect(parseUsdRates('inr=0.012, EUR = 1.08')).toEqual({ INR: 12_000, EUR: 1_080_000 });
    expect(parseUsdRates('')).toEqual({});
    expect(parseUsdRates('INR:0.012')).toBeNull();
  });
});

describe('subscription periods', () => {
  it('adds calendar months, clamped at month ends', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 15, 9), 1)).toISOString()).toBe('2026-02-15T09:00:00.000Z');
    expect(new Date(addMonths(Date.UTC(2026, 0, 31), 1)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(addMonths(Date.UTC(2028, 0, 31), 1)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(addMonths(Date.UTC(2026, 11, 10), 1)).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });
});
