import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import {
  formatPercent,
  parsePercent,
  percentFromRate,
  percentOf,
  ppmFromPercent,
  RATE_SCALE,
  rate,
  rateFromPercent,
} from './rate.ts';

describe('Rate', () => {
  it('[MON7] holds percents as integer parts per million', () => {
    expect(rateFromPercent(5)).toBe(50_000);
    expect(rateFromPercent(18)).toBe(180_000);
    expect(rateFromPercent(2.655)).toBe(26_550);
    expect(rateFromPercent(8.875)).toBe(88_750);
    expect(rateFromPercent(0)).toBe(0);
    expect(percentFromRate(rate(26_550))).toBe(2.655);
  });

  it('[MON7] refuses percents that are negative or finer than 4 decimals', () => {
    expect(ppmFromPercent(2.12345)).toBeNull();
    expect(ppmFromPercent(-1)).toBeNull();
    expect(ppmFromPercent(Number.NaN)).toBeNull();
    expect(() => rateFromPercent(2.12345)).toThrow(RangeError);
    expect(() => rate(1.5)).toThrow(RangeError);
    expect(() => rate(-1)).toThrow(RangeError);
  });

  it.each([
    [50_000, '5'],
    [25_000, '2.5'],
    [26_550, '2.655'],
    [0, '0'],
    [1, '0.0001'],
    [1_000_000, '100'],
  ])('[MON7] formats %i ppm as %j percent', (ppm, text) => {
    expect(formatPercent(rate(ppm))).toBe(text);
  });

  it.each([
    ['18', { ok: true, value: 180_000 }],
    ['2.655', { ok: true, value: 26_550 }],
    [' .5 ', { ok: true, value: 5_000 }],
    ['', { ok: false, code: 'EMPTY' }],
    ['-1', { ok: false, code: 'INVALID' }],
    ['5%', { ok: false, code: 'INVALID' }],
    ['2.12345', { ok: false, code: 'TOO_PRECISE' }],
  ])('[MON7] parses %j', (text, result) => {
    expect(parsePercent(text)).toEqual(result);
  });

  it('[MON7] format and parse round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * RATE_SCALE }), (ppm) => {
        expect(parsePercent(formatPercent(rate(ppm)))).toEqual({ ok: true, value: ppm });
        expect(rateFromPercent(Number(formatPercent(rate(ppm))))).toBe(ppm);
      }),
    );
  });
});

describe('percentOf', () => {
  it('[MON4] takes a percentage with half-up rounding', () => {
    expect(percentOf(money(1999), rateFromPercent(5))).toBe(100); // 99.95
    expect(percentOf(money(1990), rateFromPercent(5))).toBe(100); // 99.5 → 100
    expect(percentOf(money(1989), rateFromPercent(5))).toBe(99); // 99.45
    expect(percentOf(money(10000), rateFromPercent(2.655))).toBe(266); // 265.5 → 266
    expect(percentOf(money(0), rateFromPercent(18))).toBe(0);
  });

  it('[MON4] is within half a minor unit of the exact percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 2 * RATE_SCALE }), (a, r) => {
        const exact = (a * r) / RATE_SCALE;
        expect(Math.abs(percentOf(money(a), rate(r)) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('[MON4] never decreases when the amount grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: RATE_SCALE }),
        (a, b, r) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(percentOf(money(lo), rate(r))).toBeLessThanOrEqual(percentOf(money(hi), rate(r)));
        },
      ),
    );
  });
});
