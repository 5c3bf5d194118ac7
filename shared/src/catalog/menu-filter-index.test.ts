import { describe, expect, it, vi } from 'vitest';
import { filterMenu } from './menu-filter.ts';

describe('the title search on a big menu (PERF5, ADR 0072)', () => {
  it('[PERF5][CART9] lowers each title once per menu, not on every keystroke; a new menu is lowered afresh', () => {
    const menu = Array.from({ length: 1000 }, (_, i) => ({ title: `Dish ${i}`, categoryId: null }));
    const lower = vi.spyOn(String.prototype, 'toLocaleLowerCase');
    try {
      for (const q of ['d', 'di', 'dis', 'dish', 'dish 9', 'dish 99'])
        filterMenu(menu, { categoryId: null, search: q });
      expect(lower.mock.calls.length).toBeLessThanOrEqual(menu.length + 6);
      expect(filterMenu(menu, { categoryId: null, search: 'DISH 99' }).map((i) => i.title)).toEqual([
        'Dish 99',
        'Dish 990',
        'Dish 991',
        'Dish 992',
        'Dish 993',
        'Dish 994',
        'Dish 995',
        'Dish 996',
        'Dish 997',
        'Dish 998',
        'Dish 999',
      ]);
      const renamed = menu.map((i) => (i.title === 'Dish 5' ? { ...i, title: 'Paneer 5' } : i));
      expect(filterMenu(renamed, { categoryId: null, search: 'paneer' }).map((i) => i.title)).toEqual([
        'Paneer 5',
      ]);
    } finally {
      lower.mockRestore();
    }
  });
});
