/** CART3-CART5: line totals and cart totals; taxes per line (TAX4). */
import { type Money, multiplyMoney, sumMoney } from '../money/money.ts';
import { splitLineTax, type TaxRule } from '../tax/line-tax.ts';

/** What pricing needs of a line: its unit price (CART1-2), quantity and the item's tax. */
export type PricedLine = {
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly tax: TaxRule | null;
};

export type LinePrice = {
  /** CART3: unit price × quantity, as shown on the menu (an inclusive tax is inside it). */
  readonly lineTotal: Money;
  readonly tax: Money;
  /** What the line adds to the payable total. */
  readonly payable: Money;
  /** The line without any tax. */
  readonly net: Money;
};

export function priceLine(line: PricedLine): LinePrice {
  const lineTotal = multiplyMoney(line.unitPrice, line.quantity);
  return { lineTotal, ...splitLineTax(lineTotal, line.tax) };
}

/**
 * CART4: itemsTotal = Σ line totals (menu prices); taxTotal = Σ per-line taxes of both kinds;
 * payableTotal = itemsTotal + exclusive taxes (what the customer pays).
 * CART5: netTotal = payableTotal − taxTotal, the "subtotal excluding tax" of receipts, invoices and the
 * send-to-kitchen summary; an inclusive tax is taken out of it, an exclusive one was never in it.
 */
export type CartTotals = {
  readonly itemsTotal: Money;
  readonly taxTotal: Money;
  readonly payableTotal: Money;
  readonly netTotal: Money;
};

export function cartTotals(lines: Iterable<PricedLine>): CartTotals {
  const priced = Array.from(lines, priceLine);
  return {
    itemsTotal: sumMoney(priced.map((p) => p.lineTotal)),
    taxTotal: sumMoney(priced.map((p) => p.tax)),
    payableTotal: sumMoney(priced.map((p) => p.payable)),
    netTotal: sumMoney(priced.map((p) => p.net)),
  };
}
