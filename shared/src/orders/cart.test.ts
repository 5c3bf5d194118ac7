import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { rate, rateFromPercent } from '../money/rate.ts';
import {
  aCartLine,
  aMenuItem,
  anAddon,
  anInclusiveTax,
  aTax,
  aVariant,
  cartLineFor,
} from '../test-support/builders.ts';
import { cartTotals, type PricedLine, priceLine } from './cart.ts';

const arbLine: fc.Arbitrary<PricedLine> = fc.record({
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map(money),
  quantity: fc.integer({ min: 1, max: 999 }),
  tax: fc.option(
    fc.record({
      rate: fc.integer({ min: 0, max: 500_000 }).map(rate),
      type: fc.constantFrom('exclusive', 'inclusive', 'none'),
    }),
    { nil: null },
  ),
});

describe('cart pricing', () => {
  it('[CART3] line total is unit price × quantity', () => {
    expect(priceLine(aCartLine({ unitPrice: money(12550), quantity: 3 })).lineTotal).toBe(37650);
  });

  it('[CART1][CART2][CART3] a variant with addons, times the quantity', () => {
    const item = aMenuItem({
      price: money(25000),
      variants: [aVariant({ id: 'v1', price: money(30000) })],
      addons: [anAddon({ id: 'a1', price: money(4000) })],
    });
    const line = cartLineFor(item, { variantId: 'v1', addonIds: ['a1'], quantity: 2 });
    expect(priceLine(line).lineTotal).toBe(68000);
  });

  it('[CART4] totals: items, tax and payable with exclusive and inclusive taxes', () => {
    const lines = [
      aCartLine({ unitPrice: money(20000), quantity: 2, tax: aTax({ rate: rateFromPercent(5) }) }), // 400 + 20
      aCartLine({ unitPrice: money(21000), quantity: 1, tax: anInclusiveTax(5) }), // 210 incl. 10
      aCartLine({ unitPrice: money(5000), quantity: 1, tax: null }), // 50
    ];
    expect(cartTotals(lines)).toEqual({
      itemsTotal: 66000,
      discountTotal: 0,
      taxTotal: 3000,
      payableTotal: 68000,
      netTotal: 65000,
    });
  });

  it('[CART4] an empty cart totals zero', () => {
    expect(cartTotals([])).toEqual({
      itemsTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      payableTotal: 0,
      netTotal: 0,
    });
  });

  it('[CART4] totals equal the sums of the priced lines', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), (lines) => {
        const t = cartTotals(lines);
        const priced = lines.map(priceLine);
        const sum = (f: (p: ReturnType<typeof priceLine>) => number) => priced.reduce((s, p) => s + f(p), 0);
        expect(t.itemsTotal).toBe(sum((p) => p.lineTotal));
        expect(t.taxTotal).toBe(sum((p) => p.tax));
        expect(t.payableTotal).toBe(sum((p) => p.payable));
      }),
    );
  });

  it('[CART5] net + tax = payable; payable − items = the exclusive taxes only', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), (lines) => {
        const t = cartTotals(lines);
        expect(t.netTotal + t.taxTotal).toBe(t.payableTotal);
        const exclusive = lines
          .filter((l) => l.tax?.type === 'exclusive')
          .reduce((s, l) => s + priceLine(l).tax, 0);
        expect(t.payableTotal - t.itemsTotal).toBe(exclusive);
        expect(t.netTotal).toBeLessThanOrEqual(t.itemsTotal);
      }),
    );
  });

  it('[CART4] the order of lines does not change the totals', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 20 }), (lines) => {
        expect(cartTotals([...lines].reverse())).toEqual(cartTotals(lines));
      }),
    );
  });
});
