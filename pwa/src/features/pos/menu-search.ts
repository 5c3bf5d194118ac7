/**
 * PERF10: the POS's title search narrows as the cashier types. A query that extends the last one (the next
 * letter) can only match items the last one matched, so only those are searched, in their order: the same
 * answer as the shared `filterMenu` (CART9) over the whole menu, which a blank search, and every search with
 * the fast path off (`fastPos`), still gets. Any other change (a letter erased, another category, a new menu)
 * searches the whole menu again, on titles lowered once per menu.
 */
import { filterMenu, type MenuFilter, type MenuItem } from '@tavola/shared';
import { fastPos } from './fast-pos.ts';

type Item = Pick<MenuItem, 'title' | 'categoryId'>;

type Last<I> = {
  readonly items: readonly I[];
  readonly categoryId: string | null;
  readonly q: string;
  readonly shown: readonly I[];
  /** `shown`'s titles lowered, in its order. */
  readonly titles: readonly string[];
};

/** Each menu's titles lowered once (a menu is one array until it changes). */
const loweredTitles = new WeakMap<readonly Item[], readonly string[]>();
function lowered(items: readonly Item[]): readonly string[] {
  let titles = loweredTitles.get(items);
  if (!titles) {
    titles = items.map((i) => i.title.toLocaleLowerCase());
    loweredTitles.set(items, titles);
  }
  return titles;
}

/** A search that remembers its last answer: one per grid. */
export function narrowingSearch<I extends Item>(): (items: readonly I[], filter: MenuFilter) => readonly I[] {
  let last: Last<I> | null = null;
  return (items, filter) => {
    const q = filter.search.trim().toLocaleLowerCase();
    if (q === '' || !fastPos()) {
      last = null;
      return filterMenu(items, filter);
    }
    const from =
      last && last.items === items && last.categoryId === filter.categoryId && q.startsWith(last.q)
        ? last
        : null;
    if (from && from.q === q) return from.shown;
    const pool = from ? from.shown : items;
    const poolTitles = from ? from.titles : lowered(items);
    const shown: I[] = [];
    const titles: string[] = [];
    for (let at = 0; at < pool.length; at++) {
      const item = pool[at] as I;
      if (!from && filter.categoryId !== null && item.categoryId !== filter.categoryId) continue;
      const title = poolTitles[at] as string;
      if (!title.includes(q)) continue;
      shown.push(item);
      titles.push(title);
    }
    last = { items, categoryId: filter.categoryId, q, shown, titles };
    return shown;
  };
}
