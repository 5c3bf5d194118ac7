import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { RATE_SCALE, rate, rateFromPercent } from '../money/rate.ts';
import { anInclusiveTax, aTax } from '../test-support/builders.ts';
import { lineTax, splitLineTax, sumLineTaxes, taxKind } from './line-tax.ts';

const total = fc.integer({ min: 0, max: 1e10 }).map(money);
const anyRate = fc.integer({ min: 0, max: 3 * RATE_SCALE }).map(rate);

describe('line tax', () => {
  it('[TAX1] exclusive adds rate% of the line total', () => {
    const gst = aTax({ rate: rateFromPercent(5), type: 'exclusive' });
    expect(splitLineTax(money(20000), gst)).toEqual({ tax: 1000, payable: 21000, net: 20000 });
    expect(lineTax(money(1999), gst)).toBe(100); // 99.95 rounds half-up
  });

  it('[TAX2] inclusive extracts the tax: total − total / (1 + rate/100)', () => {
    const vat = anInclusiveTax(5);
    // 210.00 incl. 5% → net 200.00, tax 10.00
    expect(splitLineTax(money(21000), vat)).toEqual({ tax: 1000, payable: 21000, net: 20000 });
    // 100.00 incl. 18% → 15.2542… → 15.25
    expect(lineTax(money(10000), anInclusiveTax(18))).toBe(1525);
  });

  it('[TAX3] any other type adds no tax', () => {
    for (const type of ['', 'none', 'flat', 'EXCLUSIVEX']) {
      expect(splitLineTax(money(10000), aTax({ type }))).toEqual({ tax: 0, payable: 10000, net: 10000 });
    }
    expect(lineTax(money(10000), null)).toBe(0);
    expect(lineTax(money(10000), undefined)).toBe(0);
  });

  it('[TAX3] reads the type case-insensitively and ignores surrounding blanks', () => {
    expect(taxKind(aTax({ type: ' Exclusive ' }))).toBe('exclusive');
    expect(taxKind(aTax({ type: 'INCLUSIVE' }))).toBe('inclusive');
  });

  it('[TAX2] inclusive tax never exceeds the total and net + tax = total', () => {
    fc.assert(
      fc.property(total, anyRate, (t, r) => {
        const s = splitLineTax(t, { rate: r, type: 'inclusive' });
        expect(s.tax).toBeGreaterThanOrEqual(0);
        expect(s.tax).toBeLessThanOrEqual(t);
        expect(s.net + s.tax).toBe(t);
        expect(s.payable).toBe(t);
      }),
    );
  });

  it('[TAX2][MON4] inclusive tax is within half a minor unit of total − total/(1+rate/100)', () => {
    fc.assert(
      fc.property(total, anyRate, (t, r) => {
        const exact = t - t / (1 + r / RATE_SCALE);
        expect(Math.abs(lineTax(t, { rate: r, type: 'inclusive' }) - exact)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });

  it('[TAX1] exclusive: payable = total + tax, net = total', () => {
    fc.assert(
      fc.property(total, anyRate, (t, r) => {
        const s = splitLineTax(t, { rate: r, type: 'exclusive' });
        expect(s.payable).toBe(t + s.tax);
        expect(s.net).toBe(t);
        expect(Math.abs(s.tax - (t * r) / RATE_SCALE)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });

  it('[TAX4] rounds per line, then sums', () => {
    const gst = aTax({ rate: rateFromPercent(5) });
    // three lines of 0.10: 0.005 each → 0.01 each → 0.03 (not 5% of 0.30 = 0.015 → 0.02)
    const lines = [1, 2, 3].map(() => ({ lineTotal: money(10), tax: gst }));
    expect(sumLineTaxes(lines)).toBe(3);
  });
});
