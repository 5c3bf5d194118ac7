/** CART11: the variant an item's picker starts on: the cheapest (the card's "from" price), first of equals. */
import type { MenuItem, MenuVariant } from './menu.ts';

export const cheapestVariant = (item: Pick<MenuItem, 'variants'>): MenuVariant | null =>
  item.variants.reduce<MenuVariant | null>((best, v) => (best && best.price <= v.price ? best : v), null);
