/**
 * SYNC7, CART8: the lines of a new order, priced against the loaded menu. One builder for the till's
 * order.create.v1 and the diner's order.diner-create.v1; they differ only in the unit price kept. Both
 * snapshot the item's tax on the line, so a diner order is taxed as the till taxes it (CART10, DIN6).
 */
import { priceFromMenu } from '../../catalog/unit-price.ts';
import type { Money } from '../../money/money.ts';
import { type StationRouted, stationIdForItem } from '../../stations/routing.ts';
import type { Loaded } from '../mutator.ts';
import type { OrderItemRow } from '../rows.ts';
import { menuItemOf } from './menu-rows.ts';
import { type Rejected, rejectSync, rowOf } from './support.ts';

/** STN1: the loaded categories by id (order mutators read them whole). */
const categoriesOf = (loaded: Loaded): Readonly<Record<string, StationRouted>> =>
  (loaded.categories ?? {}) as Readonly<Record<string, StationRouted>>;

export type CartChoice = {
  readonly itemId: string;
  readonly variantId: string | null;
  readonly addonIds: readonly string[];
  readonly quantity: number;
  readonly notes: string | null;
};

export type BuiltLine<L> = { readonly line: L; readonly row: OrderItemRow; readonly menuPrice: Money };

export function buildOrderLines<L extends CartChoice>(
  loaded: Loaded,
  order: { readonly id: string; readonly now: number },
  cart: readonly L[],
  itemIds: readonly string[],
  options: {
    /** The unit price to keep: the till's as rung up, the diner's from the menu. */
    readonly unitPrice: (line: L, menuPrice: Money) => number;
  },
): { ok: true; lines: BuiltLine<L>[] } | Rejected {
  const lines: BuiltLine<L>[] = [];
  for (const [k, line] of cart.entries()) {
    const menuItem = menuItemOf(loaded, line.itemId);
    const priced = priceFromMenu(menuItem, line);
    if (!priced.ok) return priced; // CART8: item, variant or addon no longer on the menu
    if (!menuItem) return rejectSync('MENU_ITEM_NOT_FOUND'); // unreachable: priceFromMenu rejects first
    const tax = menuItem.tax;
    const row: OrderItemRow = {
      id: itemIds[k]!,
      createdAt: order.now,
      updatedAt: order.now,
      orderId: order.id,
      itemId: menuItem.id,
      itemTitle: menuItem.title,
      variantId: priced.variant?.id ?? null,
      variantTitle: priced.variant?.title ?? null,
      variantPrice: priced.variant?.price ?? null,
      unitPrice: options.unitPrice(line, priced.unitPrice),
      quantity: line.quantity,
      taxRate: tax?.rate ?? 0,
      taxType: tax?.type ?? null,
      status: 'created',
      notes: line.notes,
      addons: priced.addons.map((x) => ({ id: x.id, title: x.title, price: x.price })),
      // STN1: the station it is rung up with stays on the line
      stationId: stationIdForItem(rowOf(loaded, 'menuItems', menuItem.id) ?? menuItem, categoriesOf(loaded)),
      // GST3: the HSN code and the tax's kind as rung up, like the rate
      hsn: rowOf(loaded, 'menuItems', menuItem.id)?.hsn ?? null,
      // I18N5: the regional-language name as rung up, like the title
      titleLocal: rowOf(loaded, 'menuItems', menuItem.id)?.titleLocal ?? null,
      taxKind: tax ? (rowOf(loaded, 'taxes', tax.id)?.kind ?? 'other') : null,
    };
    lines.push({ line, row, menuPrice: priced.unitPrice });
  }
  return { ok: true, lines };
}
