import { describe, expect, it } from 'vitest';
import { filterMenu, needsPicker } from './menu-filter.ts';

const items = [
  { title: 'Masala Dosa', categoryId: 'b', variants: [], addons: [{ id: 'a' }] },
  { title: 'Masala Chai', categoryId: 'd', variants: [{ id: 'v' }], addons: [] },
  { title: 'Lime Soda', categoryId: 'd', variants: [], addons: [] },
];
const titles = (categoryId: string | null, search: string) =>
  filterMenu(items, { categoryId, search }).map((i) => i.title);

describe('menu filter', () => {
  it('[CART9] search is a trimmed, case-insensitive match inside the title', () => {
    expect(titles(null, '  masala ')).toEqual(['Masala Dosa', 'Masala Chai']);
    expect(titles(null, 'SODA')).toEqual(['Lime Soda']);
    expect(titles(null, 'pizza')).toEqual([]);
  });

  it('[CART9] a blank search is ignored; a category keeps only its items; both combine', () => {
    expect(titles(null, '   ')).toHaveLength(3);
    expect(titles('d', '')).toEqual(['Masala Chai', 'Lime Soda']);
    expect(titles('d', 'masala')).toEqual(['Masala Chai']);
  });

  it('[CART9] only items with variants or addons open the picker', () => {
    expect(items.map(needsPicker)).toEqual([true, true, false]);
  });
});
