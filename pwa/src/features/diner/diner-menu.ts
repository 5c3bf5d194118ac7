/** The menu answer as shared's pricing rules see it (CART8: diner lines are priced from the current menu only). */
import { cardOfRow, type DinerMenuAnswer, type MenuItem, money, rate } from '@tavola/shared';

export function menuItemsOf(answer: DinerMenuAnswer): MenuItem[] {
  const categories = new Map(answer.categories.map((c) => [c.id, c.title]));
  const taxes = new Map(answer.tax.map((t) => [t.id, { ...t, rate: rate(t.rate) }]));
  return answer.menuItems.map((i) => ({
    id: i.id,
    title: i.title,
    price: money(i.price),
    netPrice: i.netPrice === null ? null : money(i.netPrice),
    categoryId: i.categoryId,
    categoryTitle: (i.categoryId && categories.get(i.categoryId)) || null,
    tax: (i.taxId && taxes.get(i.taxId)) || null,
    image: i.imageUrl,
    variants: i.variants.map((v) => ({ ...v, itemId: i.id, price: money(v.price) })),
    addons: i.addons.map((a) => ({ ...a, itemId: i.id, price: money(a.price) })),
    card: cardOfRow({ ...i, allergens: i.allergens?.join(',') ?? null }),
    titleLocal: i.titleLocal ?? null,
  }));
}
