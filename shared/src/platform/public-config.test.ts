import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_CONFIG } from '../fees/diner-fees.ts';
import { rateFromPercent } from '../money/rate.ts';
import { feeClaim, publicFeesOf, telHref } from './public-config.ts';

describe('public config', () => {
  it('[PLAT3] the landing quotes the configured fee: 3% plus 18% GST by default, no dollar amount', () => {
    const claim = feeClaim(publicFeesOf(DEFAULT_FEE_CONFIG));
    expect(claim).toBe(
      'Keep 100% of your product revenue. A small platform fee of 3% of the order, plus 18% GST on the fee, is added at checkout.',
    );
    expect(claim).not.toMatch(/\$/);
  });

  it('[PLAT3] other rates, a rate per method, and no fee at all read as configured', () => {
    const fees = {
      ...DEFAULT_FEE_CONFIG,
      platformFeeRate: { online: rateFromPercent(2.5), cash: rateFromPercent(1) },
      gstOnPlatformFeeRate: rateFromPercent(0),
    };
    expect(feeClaim(publicFeesOf(fees))).toBe(
      'Keep 100% of your product revenue. A small platform fee of 2.5% of an online-paid order (1% paid at the counter) is added at checkout.',
    );
    const none = { ...fees, platformFeeRate: { online: rateFromPercent(0), cash: rateFromPercent(0) } };
    expect(feeClaim(publicFeesOf(none))).toBe(
      'Keep 100% of your product revenue. No platform fee is added at checkout.',
    );
  });

  it('[SUP1] a configured phone becomes a tel: link', () => {
    expect(telHref('+91 98450 12345')).toBe('tel:+919845012345');
  });
});
