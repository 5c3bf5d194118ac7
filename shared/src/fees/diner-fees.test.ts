import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Money, money } from '../money/money.ts';
import { RATE_SCALE, rate, rateFromPercent } from '../money/rate.ts';
import { cartTotals } from '../orders/cart.ts';
import { DEFAULT_FEE_CONFIG, type DinerPricedLine, dinerOrderSummary, type FeeConfig } from './diner-fees.ts';

type LineTax = DinerPricedLine['tax'];
const gst5: LineTax = { title: 'GST', type: 'exclusive', rate: rateFromPercent(5) };
const vat12incl: LineTax = { title: 'VAT 12% (incl.)', type: 'inclusive', rate: rateFromPercent(12) };
const line = (unitPrice: number, tax: LineTax = null, quantity = 1): DinerPricedLine => ({
  unitPrice: money(unitPrice),
  quantity,
  tax,
});
const arbRate = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent * 10_000 }).map(rate);
const arbTax: fc.Arbitrary<LineTax> = fc.option(
  fc.record({
    title: fc.constantFrom('GST', 'VAT', 'Service'),
    type: fc.constantFrom('exclusive', 'inclusive', 'other'),
    rate: arbRate(30),
  }),
);
const arbConfig: fc.Arbitrary<FeeConfig> = fc.record({
  platformFeeRate: fc.record({ online: arbRate(20), cash: arbRate(20) }),
  gstOnPlatformFeeRate: arbRate(30),
  processingFeeRate: fc.record({ online: arbRate(5), cash: arbRate(5) }),
});
const arbLine = fc.record({
  unitPrice: fc.integer({ min: 0, max: 1e7 }).map(money),
  quantity: fc.integer({ min: 1, max: 99 }),
  tax: arbTax,
});
const arbLines = fc.array(arbLine, { maxLength: 6 });
const arbMethod = fc.constantFrom('online' as const, 'cash' as const);
const sumOf = (r: Readonly<Record<string, Money>>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('diner fees', () => {
  it('[FEE6] the default configuration reads the spec values 0.03, 0.18 and 0.02655', () => {
    expect(DEFAULT_FEE_CONFIG).toEqual({
      platformFeeRate: { online: 30_000, cash: 30_000 },
      gstOnPlatformFeeRate: 180_000,
      processingFeeRate: { online: 26_550, cash: 0 },
    });
  });

  it('[FEE1][FEE2][FEE4][FEE5] an online order of 1000.00 with 5% exclusive GST', () => {
    expect(dinerOrderSummary([line(100000, gst5)], 'online')).toEqual({
      mrp: 100000,
      taxTotal: 5000,
      includedTax: 0,
      netTotal: 100000,
      platformFee: 3000, // 3% of 1000.00
      gstonplatformfee: 540, // 18% of 30.00
      processingFee: 2882, // 2.655% of 1085.40 = 28.817…
      totalTaxAndCharges: 11422,
      total: 111422,
      taxes: { 'GST-add': 5000 },
    });
  });

  it('[FEE4] a cash order pays no processing fee by default', () => {
    const s = dinerOrderSummary([line(100000, gst5)], 'cash');
    expect(s.processingFee).toBe(0);
    expect(s.total).toBe(100000 + 5000 + 3000 + 540);
  });

  it('[FEE7] an inclusive tax stays inside the price: a 20.00 chai with VAT 12% (incl.) costs 20.00 plus fees', () => {
    const s = dinerOrderSummary([line(2000, vat12incl)], 'cash');
    expect(s.taxes).toEqual({});
    expect(s.includedTax).toBe(214); // 20.00 × 12/112
    expect(s.taxTotal).toBe(214);
    expect(s.total).toBe(2000 + s.platformFee + s.gstonplatformfee); // not 33.71
  });

  it('[FEE7] an untaxed item carries no tax, whatever taxes the store has', () => {
    const s = dinerOrderSummary(
      [line(5000), line(2000, { title: 'Odd', type: 'other', rate: rateFromPercent(5) })],
      'cash',
    );
    expect(s.taxTotal).toBe(0);
    expect(s.taxes).toEqual({});
    expect(s.total).toBe(7000 + s.platformFee + s.gstonplatformfee);
  });

  it('[FEE7][TAX4] exclusive taxes of the same title add up per line under one key', () => {
    const s = dinerOrderSummary([line(1999, gst5), line(1999, gst5, 2)], 'cash');
    expect(s.taxes).toEqual({ 'GST-add': 100 + 200 }); // 99.95 → 100 and 199.9 → 200, rounded per line
  });

  it('[FEE1] rates come from the configuration, per payment method', () => {
    const config: FeeConfig = {
      platformFeeRate: { online: rateFromPercent(2), cash: rateFromPercent(1) },
      gstOnPlatformFeeRate: rateFromPercent(0),
      processingFeeRate: { online: rateFromPercent(0), cash: rateFromPercent(0) },
    };
    expect(dinerOrderSummary([line(10000)], 'online', config).platformFee).toBe(200);
    expect(dinerOrderSummary([line(10000)], 'cash', config).platformFee).toBe(100);
  });

  it('[FEE5] an empty cart costs nothing', () => {
    expect(dinerOrderSummary([], 'online').total).toBe(0);
  });

  it("[FEE5][CART10] total = mrp + totalTaxAndCharges = the till's payable total + the fees", () => {
    fc.assert(
      fc.property(arbLines, arbMethod, arbConfig, (lines, method, config) => {
        const s = dinerOrderSummary(lines, method, config);
        const till = cartTotals(lines);
        const fees = s.platformFee + s.gstonplatformfee + s.processingFee;
        expect(s.totalTaxAndCharges).toBe(sumOf(s.taxes) + fees);
        expect(s.total).toBe(s.mrp + s.totalTaxAndCharges);
        expect(s.total).toBe(till.payableTotal + fees);
        expect([s.mrp, s.taxTotal, s.netTotal]).toEqual([till.itemsTotal, till.taxTotal, till.netTotal]);
        expect(s.includedTax + sumOf(s.taxes)).toBe(s.taxTotal);
        for (const v of [s.platformFee, s.gstonplatformfee, s.processingFee, ...Object.values(s.taxes)]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
      }),
    );
  });

  it('[FEE1][FEE2][MON4] each fee is within half a minor unit of its exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), arbMethod, arbConfig, (mrp, method, config) => {
        const s = dinerOrderSummary([line(mrp)], method, config);
        const exactPlatform = (mrp * config.platformFeeRate[method]) / RATE_SCALE;
        expect(Math.abs(s.platformFee - exactPlatform)).toBeLessThanOrEqual(0.5 + 1e-6);
        const exactGst = (s.platformFee * config.gstOnPlatformFeeRate) / RATE_SCALE;
        expect(Math.abs(s.gstonplatformfee - exactGst)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('[FEE5] one more line never costs less', () => {
    fc.assert(
      fc.property(arbLines, arbLine, arbMethod, (lines, extra, method) => {
        expect(dinerOrderSummary(lines, method).total).toBeLessThanOrEqual(
          dinerOrderSummary([...lines, extra], method).total,
        );
      }),
    );
  });
});
