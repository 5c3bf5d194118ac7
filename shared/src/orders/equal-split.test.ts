import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { divideEvenly, equalShares } from './equal-split.ts';

describe('equal split', () => {
  it('[SPLIT5] 1000.00 in 3: the remainder paisa go to the first shares, one each', () => {
    expect(divideEvenly(money(100_000), 3)).toEqual([33_334, 33_333, 33_333]);
    expect(equalShares(money(51_700), money(2_700), 4)).toEqual([
      { total: 12_925, tax: 675, net: 12_250 },
      { total: 12_925, tax: 675, net: 12_250 },
      { total: 12_925, tax: 675, net: 12_250 },
      { total: 12_925, tax: 675, net: 12_250 },
    ]);
    expect(divideEvenly(money(2), 3)).toEqual([1, 1, 0]);
  });

  it('[SPLIT5] shares add up to the bill to the paisa, taxes too, and differ by at most one paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        (t, x, n) => {
          const tax = x % (t + 1);
          const s = equalShares(money(t), money(tax), n);
          expect(s.reduce((a, p) => a + p.total, 0)).toBe(t);
          expect(s.reduce((a, p) => a + p.tax, 0)).toBe(tax);
          expect(s.reduce((a, p) => a + p.net, 0)).toBe(t - tax);
          const totals = s.map((p) => p.total);
          expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
          expect(totals).toEqual([...totals].sort((a, b) => b - a));
        },
      ),
    );
  });

  it('[SPLIT5] refuses a split into no parts', () => {
    expect(() => divideEvenly(money(100), 0)).toThrow(RangeError);
  });
});
