/**
 * FEE1-FEE7: the diner's "tax and charges" breakdown over the till's own cart pricing (CART10),
 * one pure function with every fee rate taken from a configuration object. Amounts in minor units.
 */
import { type Money, money, sumMoney } from '../money/money.ts';
import { percentOf, type Rate, rateFromPercent } from '../money/rate.ts';
import { cartTotals, type PricedLine, priceLine } from '../orders/cart.ts';
import { type TaxRule, taxKind } from '../tax/line-tax.ts';

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

/** A priced cart line with its item's tax and that tax's title (for the breakdown's '<title>-add' keys). */
export type DinerPricedLine = PricedLine & { readonly tax: (TaxRule & { readonly title: string }) | null };

export type DinerOrderSummary = {
  /** The item total: the sum of the cart's line totals at menu prices (CART4 itemsTotal). */
  readonly mrp: Money;
  /** FEE7: the till's tax of the same cart (CART4 taxTotal): inclusive and exclusive line taxes. */
  readonly taxTotal: Money;
  /** FEE7: the part of taxTotal already inside the menu prices (inclusive taxes), added nowhere. */
  readonly includedTax: Money;
  /** CART5: the cart without any tax. */
  readonly netTotal: Money;
  readonly platformFee: Money;
  readonly gstonplatformfee: Money;
  readonly processingFee: Money;
  readonly totalTaxAndCharges: Money;
  readonly total: Money;
  /** FEE7: one '<title>-add' amount per exclusive tax title: the taxes added on top of the item total. */
  readonly taxes: Readonly<Record<string, Money>>;
};

/**
 * FEE1-FEE2, FEE4-FEE5, FEE7, each amount rounded half-up once:
 *   the cart's items, taxes and payable total are the till's (cartTotals, CART4-5, TAX1-4)
 *   taxes[title-add] = the exclusive line taxes of that title (inclusive ones are inside mrp)
 *   platformFee      = platform rate (by method) × mrp
 *   gstonplatformfee = GST rate × platformFee
 *   processingFee    = processing rate (by method) × (mrp + added taxes + platformFee + gstonplatformfee)
 *   totalTaxAndCharges = added taxes + platformFee + gstonplatformfee + processingFee;  total = mrp + that
 */
export function dinerOrderSummary(
  lines: readonly DinerPricedLine[],
  method: DinerPaymentMethod,
  config: FeeConfig = DEFAULT_FEE_CONFIG,
): DinerOrderSummary {
  const cart = cartTotals(lines);
  const taxAmounts: Record<string, Money> = {};
  for (const line of lines) {
    if (!line.tax || taxKind(line.tax) !== 'exclusive') continue;
    const key = `${line.tax.title}-add`;
    taxAmounts[key] = money((taxAmounts[key] ?? 0) + priceLine(line).tax);
  }
  const added = money(cart.payableTotal - cart.itemsTotal);
  const mrp = cart.itemsTotal;
  const platformFee = percentOf(mrp, config.platformFeeRate[method]);
  const gstonplatformfee = percentOf(platformFee, config.gstOnPlatformFeeRate);
  const processingBase = sumMoney([cart.payableTotal, platformFee, gstonplatformfee]);
  const processingFee = percentOf(processingBase, config.processingFeeRate[method]);
  const totalTaxAndCharges = sumMoney([added, platformFee, gstonplatformfee, processingFee]);
  return {
    mrp,
    taxTotal: cart.taxTotal,
    includedTax: money(cart.taxTotal - added),
    netTotal: cart.netTotal,
    platformFee,
    gstonplatformfee,
    processingFee,
    totalTaxAndCharges,
    total: money(mrp + totalTaxAndCharges),
    taxes: taxAmounts,
  };
}

/** DIN4: the fees of a diner order (platform fee, GST on it, processing fee), without its taxes. */
export const dinerFeeTotal = (
  s: Pick<DinerOrderSummary, 'platformFee' | 'gstonplatformfee' | 'processingFee'>,
) => money(s.platformFee + s.gstonplatformfee + s.processingFee);
