import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { cashUnitOf, roundBill } from './round-off.ts';

describe('round-off', () => {
  it('[RND1] an Indian bill rounds to the rupee, half a rupee up; off or a cents currency: unchanged', () => {
    expect(roundBill(money(25235), 'INR', true)).toEqual({ total: 25200, roundOff: -35 });
    expect(roundBill(money(25250), 'INR', true)).toEqual({ total: 25300, roundOff: 50 });
    expect(roundBill(money(25251), 'inr', true)).toEqual({ total: 25300, roundOff: 49 });
    expect(roundBill(money(25200), 'INR', true)).toEqual({ total: 25200, roundOff: 0 });
    expect(roundBill(money(25235), 'INR', false)).toEqual({ total: 25235, roundOff: 0 });
    expect(roundBill(money(1999), 'USD', true)).toEqual({ total: 1999, roundOff: 0 });
    expect(roundBill(money(1022), 'CHF', true)).toEqual({ total: 1020, roundOff: -2 });
    expect(cashUnitOf(null)).toBe(1);
  });

  it('[RND1] property: the total is whole cash units, the round-off at most half a unit, total = amount + round-off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('INR', 'CHF', 'DKK', 'USD'),
        (n, cur) => {
          const unit = cashUnitOf(cur);
          const r = roundBill(money(n), cur, true);
          expect(r.total % unit).toBe(0);
          expect(r.total).toBe(n + r.roundOff);
          expect(Math.abs(r.roundOff) * 2).toBeLessThanOrEqual(unit);
          // strictly under half a unit but for the exact half, which rounds up
          if (Math.abs(r.roundOff) * 2 === unit) expect(r.roundOff).toBeGreaterThan(0);
          if (cur === 'INR') expect(Math.abs(r.roundOff)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});
