import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  isMoney,
  MAX_MONEY,
  type Money,
  money,
  mulDivHalfUp,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  ZERO,
} from './money.ts';

const amount = (max = 10_000_000) => fc.integer({ min: 0, max }).map(money);

describe('Money', () => {
  it('[MON1] holds integer minor units', () => {
    expect(money(1250)).toBe(1250);
    expect(ZERO).toBe(0);
    expect(isMoney(12.5)).toBe(false);
    expect(isMoney(-3)).toBe(true);
    expect(isMoney('12')).toBe(false);
  });

  it('[MON2] throws RangeError only for values no amount can hold', () => {
    for (const bad of [12.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_MONEY + 1]) {
      expect(() => money(bad)).toThrow(RangeError);
    }
    expect(money(MAX_MONEY)).toBe(MAX_MONEY);
  });

  it('[MON3] adds, subtracts and sums exactly', () => {
    expect(addMoney(money(1050), money(250))).toBe(1300);
    expect(subtractMoney(money(1050), money(1100))).toBe(-50);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([money(1), money(2), money(3)])).toBe(6);
  });

  it('[MON2] a sum leaving the safe range is a RangeError, never a silent wrong total', () => {
    expect(() => addMoney(money(MAX_MONEY), money(1))).toThrow(RangeError);
  });

  it('[MON3] multiplies by an integer quantity', () => {
    expect(multiplyMoney(money(1250), 3)).toBe(3750);
    expect(() => multiplyMoney(money(1250), 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(money(MAX_MONEY), 2)).toThrow(RangeError);
  });

  it('[MON3] sum of n copies equals multiplication by n', () => {
    fc.assert(
      fc.property(amount(), fc.integer({ min: 0, max: 50 }), (a, n) => {
        expect(sumMoney(Array.from({ length: n }, () => a))).toBe(multiplyMoney(a, n));
      }),
    );
  });

  it('[MON4] mulDivHalfUp is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(
        amount(1e8),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 1, max: 1e7 }),
        (a, n, d) => {
          const r: Money = mulDivHalfUp(a, n, d);
          const twiceError = 2n * (BigInt(r) * BigInt(d) - BigInt(a) * BigInt(n));
          expect(twiceError <= BigInt(d) && twiceError > -BigInt(d)).toBe(true);
        },
      ),
    );
  });

  it('[MON4] mulDivHalfUp stays exact where floats would not (no intermediate overflow)', () => {
    expect(mulDivHalfUp(money(MAX_MONEY), 1_000_000, 1_000_000)).toBe(MAX_MONEY);
    expect(() => mulDivHalfUp(money(10), 1.5, 2)).toThrow(RangeError);
  });
});
