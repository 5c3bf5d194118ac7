import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { RATE_SCALE, rate, rateFromPercent } from '../money/rate.ts';
import {
  DEFAULT_FEE_CONFIG,
  dinerOrderSummary,
  type FeeConfig,
  type FeeTax,
  flatTaxAmount,
} from './diner-fees.ts';

const gst5: FeeTax = { title: 'GST', type: 'exclusive', rate: rateFromPercent(5) };
const arbRate = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent * 10_000 }).map(rate);
const arbTax: fc.Arbitrary<FeeTax> = fc.record({
  title: fc.constantFrom('GST', 'VAT', 'Service'),
  type: fc.constantFrom('exclusive', 'inclusive', 'other'),
  rate: arbRate(30),
});
const arbConfig: fc.Arbitrary<FeeConfig> = fc.record({
  platformFeeRate: fc.record({ online: arbRate(20), cash: arbRate(20) }),
  gstOnPlatformFeeRate: arbRate(30),
  processingFeeRate: fc.record({ online: arbRate(5), cash: arbRate(5) }),
});
const arbMrp = fc.integer({ min: 0, max: 1e9 }).map(money);
const arbMethod = fc.constantFrom('online' as const, 'cash' as const);

describe('diner fees', () => {
  it('[FEE6] the default configuration reads the spec values 0.03, 0.18 and 0.02655', () => {
    expect(DEFAULT_FEE_CONFIG).toEqual({
      platformFeeRate: { online: 30_000, cash: 30_000 },
      gstOnPlatformFeeRate: 180_000,
      processingFeeRate: { online: 26_550, cash: 0 },
    });
  });

  it('[FEE1][FEE2][FEE4][FEE5] an online order of 1000.00 with 5% exclusive GST', () => {
    expect(dinerOrderSummary(money(100000), [gst5], 'online')).toEqual({
      mrp: 100000,
      platformFee: 3000, // 3% of 1000.00
      gstonplatformfee: 540, // 18% of 30.00
      processingFee: 2882, // 2.655% of 1085.40 = 28.817…
      totalTaxAndCharges: 11422,
      total: 111422,
      taxes: { 'GST-add': 5000 },
    });
  });

  it('[FEE4] a cash order pays no processing fee by default', () => {
    const s = dinerOrderSummary(money(100000), [gst5], 'cash');
    expect(s.processingFee).toBe(0);
    expect(s.total).toBe(100000 + 5000 + 3000 + 540);
  });

  it('[FEE3] a tax of any type but exclusive is a flat amount', () => {
    const packing: FeeTax = { title: 'Packing', type: 'inclusive', rate: rateFromPercent(20) };
    const s = dinerOrderSummary(money(100000), [gst5, packing], 'cash');
    expect(s.taxes).toEqual({ 'GST-add': 5000, 'Packing-add': 2000 });
    expect(flatTaxAmount(rateFromPercent(2.5))).toBe(250);
    expect(flatTaxAmount(rateFromPercent(2.655))).toBe(266);
  });

  it('[FEE3] taxes with the same title are added together under one key', () => {
    const s = dinerOrderSummary(money(10000), [gst5, gst5], 'cash');
    expect(s.taxes).toEqual({ 'GST-add': 1000 });
  });

  it('[FEE1] rates come from the configuration, per payment method', () => {
    const config: FeeConfig = {
      platformFeeRate: { online: rateFromPercent(2), cash: rateFromPercent(1) },
      gstOnPlatformFeeRate: rateFromPercent(0),
      processingFeeRate: { online: rateFromPercent(0), cash: rateFromPercent(0) },
    };
    expect(dinerOrderSummary(money(10000), [], 'online', config).platformFee).toBe(200);
    expect(dinerOrderSummary(money(10000), [], 'cash', config).platformFee).toBe(100);
  });

  it('[FEE5] an empty cart costs nothing but its flat taxes', () => {
    expect(dinerOrderSummary(money(0), [gst5], 'online').total).toBe(0);
  });

  it('[FEE5] total = mrp + totalTaxAndCharges = mrp + every part', () => {
    fc.assert(
      fc.property(
        arbMrp,
        fc.array(arbTax, { maxLength: 4 }),
        arbMethod,
        arbConfig,
        (mrp, taxes, method, config) => {
          const s = dinerOrderSummary(mrp, taxes, method, config);
          const taxSum = Object.values(s.taxes).reduce((a, b) => a + b, 0);
          expect(s.totalTaxAndCharges).toBe(taxSum + s.platformFee + s.gstonplatformfee + s.processingFee);
          expect(s.total).toBe(mrp + s.totalTaxAndCharges);
          for (const v of [s.platformFee, s.gstonplatformfee, s.processingFee, ...Object.values(s.taxes)]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
        },
      ),
    );
  });

  it('[FEE1][FEE2][MON4] each fee is within half a minor unit of its exact value', () => {
    fc.assert(
      fc.property(arbMrp, arbMethod, arbConfig, (mrp, method, config) => {
        const s = dinerOrderSummary(mrp, [], method, config);
        const exactPlatform = (mrp * config.platformFeeRate[method]) / RATE_SCALE;
        expect(Math.abs(s.platformFee - exactPlatform)).toBeLessThanOrEqual(0.5 + 1e-6);
        const exactGst = (s.platformFee * config.gstOnPlatformFeeRate) / RATE_SCALE;
        expect(Math.abs(s.gstonplatformfee - exactGst)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('[FEE5] a bigger cart never costs less', () => {
    fc.assert(
      fc.property(arbMrp, arbMrp, fc.array(arbTax, { maxLength: 3 }), arbMethod, (a, b, taxes, method) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(dinerOrderSummary(lo, taxes, method).total).toBeLessThanOrEqual(
          dinerOrderSummary(hi, taxes, method).total,
        );
      }),
    );
  });
});
