/** The POS menu from the device database's rows (CART9): items with their variants, addons, tax. */
import {
  type AddonRow,
  type CategoryRow,
  cardOfRow,
  type MenuItem,
  type MenuItemRow,
  type MenuTax,
  money,
  rate,
  type TaxRow,
  type VariantRow,
} from '@tavola/shared';

export type MenuRows = {
  readonly menuItems: readonly MenuItemRow[];
  readonly variants: readonly VariantRow[];
  readonly addons: readonly AddonRow[];
  readonly categories: readonly CategoryRow[];
  readonly taxes: readonly TaxRow[];
};

function byItem<R extends { readonly itemId: string }>(rows: readonly R[]): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of rows) {
    const list = m.get(r.itemId);
    if (list) list.push(r);
    else m.set(r.itemId, [r]);
  }
  return m;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

/**
 * Every item as the pricing rules see it, by category title then item title. Variants and addons keep the
 * rows' order (by id: UUIDv7, the order they were entered), so the picker's default is the first entered.
 */
export function menuFromRows(rows: MenuRows): MenuItem[] {
  const variants = byItem(rows.variants);
  const addons = byItem(rows.addons);
  const categories = new Map(rows.categories.map((c) => [c.id, c.title]));
  const taxes = new Map(
    rows.taxes.map((t): [string, MenuTax] => [
      t.id,
      { id: t.id, title: t.title, rate: rate(t.rate), type: t.type },
    ]),
  );
  const items = rows.menuItems.map(
    (i): MenuItem => ({
      id: i.id,
      title: i.title,
      price: money(i.price),
      netPrice: i.netPrice === null ? null : money(i.netPrice),
      categoryId: i.categoryId,
      categoryTitle: (i.categoryId && categories.get(i.categoryId)) || null,
      tax: (i.taxId && taxes.get(i.taxId)) || null,
      image: i.imageHash,
      variants: (variants.get(i.id) ?? []).map((v) => ({ ...pick(v), price: money(v.price) })),
      addons: (addons.get(i.id) ?? []).map((a) => ({ ...pick(a), price: money(a.price) })),
      // CARD3: rows pulled before ADR 0055 lack the card fields; cardOfRow reads them as on sale, no marks
      card: cardOfRow(i),
      titleLocal: i.titleLocal ?? null,
    }),
  );
  return items.sort((a, b) => (a.categoryTitle ?? '').localeCompare(b.categoryTitle ?? '') || byTitle(a, b));
}

const pick = (r: VariantRow | AddonRow) => ({ id: r.id, itemId: r.itemId, title: r.title });

// CART9: the search and picker rules are shared with the diner's QR menu
export { filterMenu, type MenuFilter, needsPicker } from '@tavola/shared';
