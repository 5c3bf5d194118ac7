/** CART3-CART5: line totals and cart totals; taxes per line (TAX4) on the discounted amount (DISC3-DISC4). */
import { type Money, money, multiplyMoney, sumMoney } from '../money/money.ts';
import { splitLineTax, type TaxRule } from '../tax/line-tax.ts';
import { type Discount, discountAmount, spreadDiscount } from './discounts.ts';

/** What pricing needs of a line: its unit price (CART1-2), quantity, the item's tax and its own discount. */
export type PricedLine = {
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly tax: TaxRule | null;
  /** DISC1: the line's own discount or comp; absent or null: none. */
  readonly discount?: Discount | null;
};

export type LinePrice = {
  /** CART3: unit price × quantity, as shown on the menu (an inclusive tax is inside it). */
  readonly lineTotal: Money;
  /** DISC3: the line's own discount plus its share of the bill discount. */
  readonly discount: Money;
  readonly tax: Money;
  /** What the line adds to the payable total. */
  readonly payable: Money;
  /** The line without any tax. */
  readonly net: Money;
};

/** One line alone, its own discount applied (no bill discount). */
export function priceLine(line: PricedLine): LinePrice {
  return priceLines([line])[0]!;
}

/**
 * DISC1-DISC4: every line priced: its own discount first, then its share of the bill discount (DISC3, taken off
 * the lines' values after their own discounts), then its tax on what is left.
 */
export function priceLines(lines: readonly PricedLine[], billDiscount: Discount | null = null): LinePrice[] {
  const totals = lines.map((l) => multiplyMoney(l.unitPrice, l.quantity));
  const own = lines.map((l, i) => discountAmount(totals[i]!, l.discount));
  const after = totals.map((t, i) => money(t - own[i]!));
  const billType = billDiscount?.type === 'comp' ? null : billDiscount;
  const bill = discountAmount(sumMoney(after), billType);
  const shares = spreadDiscount(bill, after);
  return lines.map((l, i) => {
    const lineTotal = totals[i]!;
    const discount = money(own[i]! + shares[i]!);
    // DISC4: the tax is split from the line after discount: exclusive added to it, inclusive extracted from it
    return { lineTotal, discount, ...splitLineTax(money(lineTotal - discount), l.tax) };
  });
}

/**
 * CART4: itemsTotal = Σ line totals (menu prices); discountTotal = Σ line discounts (DISC3, the bill's included);
 * taxTotal = Σ per-line taxes of both kinds on the discounted lines; payableTotal = itemsTotal − discountTotal +
 * exclusive taxes (what the customer pays).
 * CART5: netTotal = payableTotal − taxTotal, the "subtotal excluding tax" of receipts, invoices and the
 * send-to-kitchen summary; an inclusive tax is taken out of it, an exclusive one was never in it.
 */
export type CartTotals = {
  readonly itemsTotal: Money;
  readonly discountTotal: Money;
  readonly taxTotal: Money;
  readonly payableTotal: Money;
  readonly netTotal: Money;
};

export function cartTotals(lines: Iterable<PricedLine>, billDiscount: Discount | null = null): CartTotals {
  const prices = priceLines(Array.from(lines), billDiscount);
  return {
    itemsTotal: sumMoney(prices.map((p) => p.lineTotal)),
    discountTotal: sumMoney(prices.map((p) => p.discount)),
    taxTotal: sumMoney(prices.map((p) => p.tax)),
    payableTotal: sumMoney(prices.map((p) => p.payable)),
    netTotal: sumMoney(prices.map((p) => p.net)),
  };
}
