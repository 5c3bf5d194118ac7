/** CART1-CART2, CART8: the unit price of a cart line, from raw prices or from the current menu. */
import { type Money, money, sumMoney } from '../money/money.ts';
import type { MenuAddon, MenuItem, MenuVariant } from './menu.ts';

/** CART1: a chosen variant's price replaces the base price. CART2: addon prices are added on top. */
export const unitPrice = (
  basePrice: Money,
  variantPrice: Money | null,
  addonPrices: readonly Money[],
): Money => money((variantPrice ?? basePrice) + sumMoney(addonPrices));

export const MENU_PRICE_REJECTIONS = {
  ITEM_NOT_FOUND: 'This item is no longer available!',
  VARIANT_REQUIRED: 'Please select a variant!',
  VARIANT_NOT_FOUND: 'This variant is no longer available!',
  ADDON_NOT_FOUND: 'This addon is no longer available!',
} as const;
export type MenuPriceRejectionCode = keyof typeof MENU_PRICE_REJECTIONS;

export type LineChoice = { readonly variantId: string | null; readonly addonIds: readonly string[] };

export type MenuPrice =
  | { ok: true; unitPrice: Money; variant: MenuVariant | null; addons: MenuAddon[] }
  | { ok: false; code: MenuPriceRejectionCode; message: string };

const reject = (code: MenuPriceRejectionCode): MenuPrice => ({
  ok: false,
  code,
  message: MENU_PRICE_REJECTIONS[code],
});

/**
 * CART8: prices a choice from the current menu (diner orders, price audits). An item with variants needs
 * one of its own variants; addons must belong to the item; a repeated addon id counts once.
 */
export function priceFromMenu(item: MenuItem | undefined, choice: LineChoice): MenuPrice {
  if (!item) return reject('ITEM_NOT_FOUND');
  let variant: MenuVariant | null = null;
  if (choice.variantId !== null) {
    variant = item.variants.find((v) => v.id === choice.variantId) ?? null;
    if (!variant) return reject('VARIANT_NOT_FOUND');
  } else if (item.variants.length > 0) {
    return reject('VARIANT_REQUIRED');
  }
  const addons: MenuAddon[] = [];
  for (const id of new Set(choice.addonIds)) {
    const addon = item.addons.find((a) => a.id === id);
    if (!addon) return reject('ADDON_NOT_FOUND');
    addons.push(addon);
  }
  return {
    ok: true,
    unitPrice: unitPrice(
      item.price,
      variant?.price ?? null,
      addons.map((a) => a.price),
    ),
    variant,
    addons,
  };
}
