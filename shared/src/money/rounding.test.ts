import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp } from './rounding.ts';

describe('divideHalfUp', () => {
  it('[MON4] rounds halves away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(3n, 2n)).toBe(2n);
    expect(divideHalfUp(1n, 2n)).toBe(1n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(5n, -2n)).toBe(-3n);
  });

  it('[MON4] rounds below a half down and above a half up', () => {
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(divideHalfUp(8n, 3n)).toBe(3n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
    expect(divideHalfUp(149n, 100n)).toBe(1n);
    expect(divideHalfUp(150n, 100n)).toBe(2n);
  });

  it('[MON4] throws RangeError on division by zero (a programmer error)', () => {
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('[MON4] is within half a unit of the exact quotient, ties away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 20n), 10n ** 20n), fc.bigInt(1n, 10n ** 12n), (n, d) => {
        const q = divideHalfUp(n, d);
        const twiceError = 2n * (q * d - n); // 2·(q − n/d)·d
        expect(twiceError <= d && twiceError >= -d).toBe(true);
        if (twiceError === d) expect(n > 0n).toBe(true);
        if (twiceError === -d) expect(n < 0n).toBe(true);
      }),
    );
  });
});
