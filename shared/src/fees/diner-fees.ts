/**
 * FEE1-FEE6: the diner's "tax and charges" breakdown,
 * one pure function with every rate taken from a configuration object. Amounts in minor units.
 */
import { type Money, money, sumMoney } from '../money/money.ts';
import { PPM_PER_PERCENT, percentOf, type Rate, rateFromPercent } from '../money/rate.ts';
import { divideHalfUp } from '../money/rounding.ts';
import { taxKind } from '../tax/line-tax.ts';

export const DINER_PAYMENT_METHODS = ['online', 'cash'] as const;
export type DinerPaymentMethod = (typeof DINER_PAYMENT_METHODS)[number];

export type FeeConfig = {
  /** FEE1: platform fee, a percentage of the subtotal, one rate per payment method. */
  readonly platformFeeRate: Readonly<Record<DinerPaymentMethod, Rate>>;
  /** FEE2: GST charged on the platform fee. */
  readonly gstOnPlatformFeeRate: Rate;
  /** FEE4: processing fee, a percentage of the price before it, one rate per payment method. */
  readonly processingFeeRate: Readonly<Record<DinerPaymentMethod, Rate>>;
};

/**
 * FEE6: the reading of the spec's values. 0.03 is the platform fee rate (3%, both methods: the spec names
 * no other), 0.18 is GST on that fee (India's 18% on services), 0.02655 is the online processing fee
 * (a 2.25% gateway fee plus 18% GST on it); cash goes through no gateway, so 0. The 5 ('$5') is the
 * landing page's advertised fee per order, marketing copy, not a rate.
 */
export const DEFAULT_FEE_CONFIG: FeeConfig = {
  platformFeeRate: { online: rateFromPercent(3), cash: rateFromPercent(3) },
  gstOnPlatformFeeRate: rateFromPercent(18),
  processingFeeRate: { online: rateFromPercent(2.655), cash: rateFromPercent(0) },
};

/** A store tax as the diner menu sees it. */
export type FeeTax = { readonly title: string; readonly type: string; readonly rate: Rate };

export type DinerOrderSummary = {
  /** The subtotal: the sum of the cart's line totals. */
  readonly mrp: Money;
  readonly platformFee: Money;
  readonly gstonplatformfee: Money;
  readonly processingFee: Money;
  readonly totalTaxAndCharges: Money;
  readonly total: Money;
  /** One '<title>-add' amount per tax title. */
  readonly taxes: Readonly<Record<string, Money>>;
};

/** FEE3: a non-exclusive tax at the diner menu is a flat amount: its rate number read as currency units (5 → 5.00). */
export const flatTaxAmount = (r: Rate): Money =>
  money(Number(divideHalfUp(BigInt(r) * 100n, BigInt(PPM_PER_PERCENT))));

/**
 * FEE1-FEE5, each amount rounded half-up once:
 *   taxes[title-add] = exclusive: rate% of mrp; any other type: flat (FEE3)
 *   platformFee      = platform rate (by method) × mrp
 *   gstonplatformfee = GST rate × platformFee
 *   processingFee    = processing rate (by method) × (mrp + taxes + platformFee + gstonplatformfee)
 *   totalTaxAndCharges = taxes + platformFee + gstonplatformfee + processingFee;  total = mrp + that
 */
export function dinerOrderSummary(
  mrp: Money,
  taxes: readonly FeeTax[],
  method: DinerPaymentMethod,
  config: FeeConfig = DEFAULT_FEE_CONFIG,
): DinerOrderSummary {
  const taxAmounts: Record<string, Money> = {};
  for (const tax of taxes) {
    const amount = taxKind(tax) === 'exclusive' ? percentOf(mrp, tax.rate) : flatTaxAmount(tax.rate);
    const key = `${tax.title}-add`;
    taxAmounts[key] = money((taxAmounts[key] ?? 0) + amount);
  }
  const taxTotal = sumMoney(Object.values(taxAmounts));
  const platformFee = percentOf(mrp, config.platformFeeRate[method]);
  const gstonplatformfee = percentOf(platformFee, config.gstOnPlatformFeeRate);
  const processingBase = sumMoney([mrp, taxTotal, platformFee, gstonplatformfee]);
  const processingFee = percentOf(processingBase, config.processingFeeRate[method]);
  const totalTaxAndCharges = sumMoney([taxTotal, platformFee, gstonplatformfee, processingFee]);
  return {
    mrp,
    platformFee,
    gstonplatformfee,
    processingFee,
    totalTaxAndCharges,
    total: money(mrp + totalTaxAndCharges),
    taxes: taxAmounts,
  };
}
