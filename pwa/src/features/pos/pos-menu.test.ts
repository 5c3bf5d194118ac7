import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { lineFor, linesFromDraft } from './pos-cart.ts';
import { filterMenu, menuFromRows, needsPicker } from './pos-menu.ts';

const rows = {
  menuItems: [
    aRow('menuItems', { id: 'dosa', title: 'Masala Dosa', price: 9_000, categoryId: 'b', taxId: 'gst' }),
    aRow('menuItems', { id: 'chai', title: 'Masala Chai', price: 3_000, categoryId: 'd', taxId: null }),
    aRow('menuItems', { id: 'soda', title: 'Lime Soda', price: 8_000, categoryId: 'd', taxId: null }),
  ],
  variants: [
    aRow('variants', { id: 'v1', itemId: 'chai', title: 'Cutting', price: 2_000 }),
    aRow('variants', { id: 'v2', itemId: 'chai', title: 'Full', price: 3_000 }),
  ],
  addons: [aRow('addons', { id: 'a1', itemId: 'dosa', title: 'Extra Chutney', price: 1_000 })],
  categories: [
    aRow('categories', { id: 'b', title: 'Breakfast' }),
    aRow('categories', { id: 'd', title: 'Drinks' }),
  ],
  taxes: [aRow('taxes', { id: 'gst', rate: 50_000, type: 'exclusive' })],
};

describe('the POS menu from device rows', () => {
  const menu = menuFromRows(rows);
  const byId = new Map(menu.map((i) => [i.id, i]));

  it('joins categories, taxes, variants and addons; orders by category then title', () => {
    expect(menu.map((i) => [i.categoryTitle, i.title])).toEqual([
      ['Breakfast', 'Masala Dosa'],
      ['Drinks', 'Lime Soda'],
      ['Drinks', 'Masala Chai'],
    ]);
    expect(byId.get('chai')?.variants.map((v) => v.title)).toEqual(['Cutting', 'Full']);
    expect(byId.get('dosa')?.tax).toMatchObject({ rate: 50_000, type: 'exclusive' });
    expect(menu.map(needsPicker)).toEqual([true, false, true]);
  });

  it('filters by category and by a case-insensitive title search; blank search is ignored', () => {
    const titles = (f: Parameters<typeof filterMenu>[1]) => filterMenu(menu, f).map((i) => i.title);
    expect(titles({ categoryId: null, search: 'masala' })).toEqual(['Masala Dosa', 'Masala Chai']);
    expect(titles({ categoryId: 'd', search: ' MASALA ' })).toEqual(['Masala Chai']);
    expect(titles({ categoryId: null, search: '   ' })).toHaveLength(3);
  });

  it('[CRS1] a draft keeps each line’s course; a course a newer or older app stored that is not known is dropped', () => {
    const stored = [
      {
        itemId: 'chai',
        title: 'Masala Chai',
        variantId: 'v2',
        addonIds: [],
        quantity: 1,
        notes: null,
        course: 'dessert',
      },
      {
        itemId: 'chai',
        title: 'Masala Chai',
        variantId: 'v1',
        addonIds: [],
        quantity: 1,
        notes: null,
        course: 'snack',
      },
    ];
    const { lines } = linesFromDraft(stored, byId);
    expect(lines.map((l) => [l.variantId, l.course ?? null])).toEqual([
      ['v2', 'dessert'],
      ['v1', null],
    ]);
  });

  it("a draft's lines are priced from today's menu; a line whose variant is gone is named and left out", () => {
    const full = lineFor(byId.get('chai'), { variantId: 'v2', addonIds: [] });
    expect(full).toMatchObject({ ok: true, line: { unitPrice: 3_000, variantTitle: 'Full' } });
    const stored = [
      {
        itemId: 'chai',
        title: 'Masala Chai',
        variantId: 'v2',
        addonIds: [],
        quantity: 2,
        notes: 'hot',
        unitPrice: 1,
      },
      { itemId: 'chai', title: 'Masala Chai', variantId: 'gone', addonIds: [], quantity: 1, notes: null },
      { nonsense: true },
    ];
    const { lines, problems } = linesFromDraft(stored, byId);
    expect(lines).toMatchObject([{ itemId: 'chai', unitPrice: 3_000, quantity: 2, notes: 'hot' }]);
    expect(problems).toEqual(['Masala Chai: This variant is no longer available!']);
  });
});
