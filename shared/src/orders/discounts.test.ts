import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Money, money } from '../money/money.ts';
import { rate, rateFromPercent } from '../money/rate.ts';
import { splitLineTax } from '../tax/line-tax.ts';
import { cartTotals, type PricedLine, priceLines } from './cart.ts';
import { type Discount, discountAmount, discountRate, spreadDiscount } from './discounts.ts';

const taxArb = fc.option(
  fc.record({
    rate: fc.integer({ min: 0, max: 300_000 }).map(rate),
    type: fc.constantFrom('exclusive', 'inclusive', 'none'),
  }),
);
const discountArb: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 200_000 }) }),
    fc.record({ type: fc.constant('comp' as const), value: fc.constant(1_000_000) }),
  ),
);
const lineArb: fc.Arbitrary<PricedLine> = fc.record({
  unitPrice: fc.integer({ min: 0, max: 500_000 }).map(money),
  quantity: fc.integer({ min: 1, max: 20 }),
  tax: taxArb,
  discount: discountArb,
});
const billArb = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 5_000_000 }) }),
  ),
);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('discounts', () => {
  it('[DISC1] percent rounds half-up once, amount is capped at the price, a comp takes all', () => {
    expect(discountAmount(money(1999), { type: 'percent', value: rateFromPercent(10) })).toBe(200);
    expect(discountAmount(money(1000), { type: 'amount', value: 1500 })).toBe(1000);
    expect(discountAmount(money(1000), { type: 'comp', value: 0 })).toBe(1000);
    expect(discountAmount(money(1000), null)).toBe(0);
  });

  it('[DISC3] a bill discount is spread by line value; the remainder paisa go to the largest line', () => {
    expect(spreadDiscount(money(100), [money(500), money(300), money(200)])).toEqual([50, 30, 20]);
    // 10 over 3 equal-ish lines: 3,3,3 rounded down, the 1 left to the largest (the second)
    expect(spreadDiscount(money(10), [money(100), money(101), money(100)])).toEqual([3, 4, 3]);
    // the largest line is used up: the next largest takes the rest, no line below zero
    expect(spreadDiscount(money(2), [money(1), money(1), money(1)])).toEqual([1, 1, 0]);
  });

  it('[DISC3] property: shares sum to the discount (capped at the basis) and no line goes below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (d, vs) => {
          const shares = spreadDiscount(money(d), vs.map(money));
          expect(sum(shares)).toBe(Math.min(d, sum(vs)));
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(vs[i]!);
          });
        },
      ),
    );
  });

  it('[DISC4] exclusive tax on the net after discount; inclusive re-extracted from the discounted gross', () => {
    const gst5 = { rate: rateFromPercent(5), type: 'exclusive' };
    const vat10 = { rate: rateFromPercent(10), type: 'inclusive' };
    const tenPercent: Discount = { type: 'percent', value: rateFromPercent(10) };
    const [ex, inc] = priceLines(
      [
        { unitPrice: money(20000), quantity: 1, tax: gst5, discount: tenPercent },
        { unitPrice: money(11000), quantity: 1, tax: vat10, discount: tenPercent },
      ],
      null,
    );
    expect(ex).toEqual({ lineTotal: 20000, discount: 2000, tax: 900, payable: 18900, net: 18000 });
    expect(inc).toEqual({ lineTotal: 11000, discount: 1100, tax: 900, payable: 9900, net: 9000 });
  });

  it('[DISC3] [DISC4] property: every total is the sum of its lines after discounts, to the paisa', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 10 }), billArb, (lines, bill) => {
        const prices = priceLines(lines, bill);
        const t = cartTotals(lines, bill);
        expect(t.payableTotal).toBe(sum(prices.map((p) => p.payable)));
        expect(t.taxTotal).toBe(sum(prices.map((p) => p.tax)));
        expect(t.netTotal).toBe(t.payableTotal - t.taxTotal);
        const exclusiveTax = sum(
          prices.filter((_, i) => lines[i]!.tax?.type === 'exclusive').map((p) => p.tax),
        );
        expect(t.payableTotal).toBe(t.itemsTotal - t.discountTotal + exclusiveTax);
        prices.forEach((p, i) => {
          expect(p.discount).toBeGreaterThanOrEqual(0);
          expect(p.discount).toBeLessThanOrEqual(p.lineTotal);
          // each line's tax is that of its discounted amount (TAX4 per line)
          expect(p.tax).toBe(splitLineTax(money(p.lineTotal - p.discount) as Money, lines[i]!.tax).tax);
        });
        if (!bill && lines.every((l) => !l.discount)) expect(t.discountTotal).toBe(0);
      }),
    );
  });

  it('[DISC2] the discount rate rounds up, so just above the cap counts as above', () => {
    expect(discountRate(money(10000), money(1000))).toBe(100_000);
    expect(discountRate(money(10000), money(1001))).toBe(100_100);
    expect(discountRate(money(3), money(1))).toBe(333_334);
    expect(discountRate(money(0), money(0))).toBe(0);
  });
});
