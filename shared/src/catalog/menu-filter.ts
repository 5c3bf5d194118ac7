/** CART9: the menu's category chips and title search, shared by the till and the diner's QR menu. */
import type { MenuItem } from './menu.ts';

export type MenuFilter = { readonly categoryId: string | null; readonly search: string };

/** The category filter (null: All) and the title search: case-insensitive contains; blank after trim is ignored. */
export function filterMenu<I extends Pick<MenuItem, 'title' | 'categoryId'>>(
  items: readonly I[],
  filter: MenuFilter,
): readonly I[] {
  const q = filter.search.trim().toLocaleLowerCase();
  if (filter.categoryId === null && q === '') return items;
  const titles = q === '' ? null : loweredTitles(items);
  return items.filter(
    (i, at) =>
      (filter.categoryId === null || i.categoryId === filter.categoryId) &&
      (titles === null || (titles[at] as string).includes(q)),
  );
}

/** PERF5: each menu's titles lowered once (a menu is one array until it changes), not on every keystroke. */
const lowered = new WeakMap<readonly object[], readonly string[]>();
function loweredTitles(items: readonly { readonly title: string }[]): readonly string[] {
  let titles = lowered.get(items);
  if (!titles) {
    titles = items.map((i) => i.title.toLocaleLowerCase());
    lowered.set(items, titles);
  }
  return titles;
}

/** An item with variants or addons opens the picker; any other is added as it is. */
export const needsPicker = (item: {
  readonly variants: readonly unknown[];
  readonly addons: readonly unknown[];
}): boolean => item.variants.length > 0 || item.addons.length > 0;
