/** The menu as the pricing rules see it (CART1-CART3, CART8). Money in minor units. */
import type { Money } from '../money/money.ts';
import type { Rate } from '../money/rate.ts';
import type { MenuCard } from './menu-card.ts';

export type MenuTax = {
  readonly id: string;
  readonly title: string;
  readonly rate: Rate;
  readonly type: string;
};

/** A variant's price is a final price that replaces the item's base price (CART1). */
export type MenuVariant = {
  readonly id: string;
  readonly itemId: string;
  readonly title: string;
  readonly price: Money;
};

/** An addon's price is added on top (CART2). */
export type MenuAddon = {
  readonly id: string;
  readonly itemId: string;
  readonly title: string;
  readonly price: Money;
};

export type MenuItem = {
  readonly id: string;
  readonly title: string;
  readonly price: Money;
  readonly netPrice: Money | null;
  readonly categoryId: string | null;
  readonly categoryTitle: string | null;
  readonly tax: MenuTax | null;
  readonly image: string | null;
  readonly variants: readonly MenuVariant[];
  readonly addons: readonly MenuAddon[];
  /** CARD1-CARD3: description, marks, sold out. */
  readonly card: MenuCard;
  /** I18N5: the item's name in a regional language, shown under the title; absent or null: none. */
  readonly titleLocal?: string | null;
};

export type Category = { readonly id: string; readonly title: string };
