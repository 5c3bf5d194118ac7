/**
 * The diner's cart (CART6, VAL13): what was chosen, never a price; each render
 * prices it from the current menu (CART1-2, CART8), so a stale cart can never show or send an old price.
 * Each line carries its item's own tax and is totalled by the till's rule (CART10).
 */
import {
  addCartLine,
  CART_LIMITS,
  type CreateOrderBody,
  cartLineKey,
  cartTotals,
  changeLineQuantity,
  type DinerOrderSummary,
  type DinerPaymentMethod,
  dinerOrderSummary,
  type FeeConfig,
  type KeyedLine,
  type LineChoice,
  type MenuItem,
  type MenuTax,
  type Money,
  multiplyMoney,
  priceFromMenu,
} from '@tavola/shared';

export type DinerLine = KeyedLine & {
  readonly itemId: string;
  readonly variantId: string | null;
  readonly addonIds: readonly string[];
};

export type PricedDinerLine = DinerLine & {
  readonly title: string;
  readonly variantTitle: string | null;
  readonly addonTitles: readonly string[];
  readonly unitPrice: Money;
  readonly lineTotal: Money;
  /** The item's own tax, as the till applies it (TAX1-3). */
  readonly tax: MenuTax | null;
};

export type PricedCart = {
  readonly lines: readonly PricedDinerLine[];
  /** The item total at menu prices (CART4 itemsTotal). */
  readonly mrp: Money;
  /** What the till would charge for the same cart: items plus exclusive taxes (CART4 payableTotal). */
  readonly payable: Money;
  readonly count: number;
};

/** A new line: quantity starts at 1, notes null (CART7). */
export const newLine = (itemId: string, choice: LineChoice): DinerLine => ({
  key: cartLineKey({ itemId, ...choice }),
  itemId,
  variantId: choice.variantId,
  addonIds: [...new Set(choice.addonIds)],
  quantity: 1,
  notes: null,
});

export const addLine = (lines: readonly DinerLine[], line: DinerLine): DinerLine[] =>
  lines.length >= CART_LIMITS.dinerLinesMax && !lines.some((l) => l.key === line.key)
    ? [...lines]
    : addCartLine(lines, line, CART_LIMITS.dinerQuantityMax);

/** CART6: plus and minus; going to 0 removes the line. */
export const stepLine = (lines: readonly DinerLine[], key: string, delta: number): DinerLine[] =>
  changeLineQuantity(lines, key, delta, CART_LIMITS.dinerQuantityMax);

/** Prices every line from the menu; a line whose item, variant or addon is gone is left out. */
export function priceCart(items: ReadonlyMap<string, MenuItem>, lines: readonly DinerLine[]): PricedCart {
  const priced: PricedDinerLine[] = [];
  for (const line of lines) {
    const item = items.get(line.itemId);
    const p = priceFromMenu(item, line);
    if (!p.ok || !item) continue;
    priced.push({
      ...line,
      title: item.title,
      variantTitle: p.variant?.title ?? null,
      addonTitles: p.addons.map((a) => a.title),
      unitPrice: p.unitPrice,
      lineTotal: multiplyMoney(p.unitPrice, line.quantity),
      tax: item.tax,
    });
  }
  const totals = cartTotals(priced);
  return {
    lines: priced,
    mrp: totals.itemsTotal,
    payable: totals.payableTotal,
    count: priced.reduce((n, l) => n + l.quantity, 0),
  };
}

/** FEE7: the breakdown the server will charge: the till's taxes of these lines plus the menu's fees. */
export const cartSummary = (
  cart: PricedCart,
  method: DinerPaymentMethod,
  fees: FeeConfig,
): DinerOrderSummary => dinerOrderSummary(cart.lines, method, fees);

/** The order's items as create-order takes them: ids, quantities and notes only. */
export const orderItems = (lines: readonly PricedDinerLine[]): CreateOrderBody['items'] =>
  lines.map((l) => ({
    itemId: l.itemId,
    variantId: l.variantId,
    addonIds: [...l.addonIds],
    quantity: l.quantity,
    notes: l.notes,
  }));
