/** The current menu of loaded rows as the pricing rules see it (CART8, docs/architecture.md §6.6). */
import type { MenuItem, MenuTax } from '../../catalog/menu.ts';
import { cardOfRow } from '../../catalog/menu-card.ts';
import { money } from '../../money/money.ts';
import { rate } from '../../money/rate.ts';
import type { Loaded, ReadSpec } from '../mutator.ts';
import { rowOf, rowsOf } from './support.ts';

/** Items with their variants and addons; taxes whole, since the items name them. */
export const menuReads = (itemIds: readonly string[]): ReadSpec[] => [
  { table: 'menuItems', ids: itemIds },
  { table: 'variants', by: 'itemId', values: itemIds },
  { table: 'addons', by: 'itemId', values: itemIds },
  { table: 'taxes', all: true },
  // STN1: a line keeps its station, which may come from the item's category
  { table: 'categories', all: true },
];

export function menuItemOf(loaded: Loaded, itemId: string): MenuItem | undefined {
  const item = rowOf(loaded, 'menuItems', itemId);
  if (!item) return undefined;
  const taxRow = rowOf(loaded, 'taxes', item.taxId);
  const tax: MenuTax | null = taxRow
    ? { id: taxRow.id, title: taxRow.title, rate: rate(taxRow.rate), type: taxRow.type }
    : null;
  return {
    id: item.id,
    title: item.title,
    price: money(item.price),
    netPrice: item.netPrice === null ? null : money(item.netPrice),
    categoryId: item.categoryId,
    categoryTitle: rowOf(loaded, 'categories', item.categoryId)?.title ?? null,
    tax,
    image: item.imageHash,
    variants: rowsOf(loaded, 'variants')
      .filter((v) => v.itemId === itemId)
      .map((v) => ({ id: v.id, itemId, title: v.title, price: money(v.price) })),
    addons: rowsOf(loaded, 'addons')
      .filter((a) => a.itemId === itemId)
      .map((a) => ({ id: a.id, itemId, title: a.title, price: money(a.price) })),
    card: cardOfRow(item),
  };
}
