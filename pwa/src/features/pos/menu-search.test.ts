import { filterMenu, type MenuFilter } from '@tavola/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastPos, setFastPos } from './fast-pos.ts';
import { narrowingSearch } from './menu-search.ts';

type Item = { id: string; title: string; categoryId: string | null };

/** A small random generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

const WORDS = ['Masala', 'dosa', 'CHAI', 'Paneer', 'tikka', 'Lime', 'soda', 'Dal', 'İdli', 'Straße'];

function aMenu(pick: (n: number) => number, size: number): Item[] {
  return Array.from({ length: size }, (_, k) => ({
    id: `i${k}`,
    title: `${WORDS[pick(WORDS.length)]} ${WORDS[pick(WORDS.length)]} ${String(pick(1000)).padStart(3, '0')}`,
    categoryId: pick(4) === 0 ? null : `c${pick(3)}`,
  }));
}

/** What a cashier does: types letters, erases some, clears, pads with spaces, switches category. */
function keystrokes(pick: (n: number) => number, count: number): MenuFilter[] {
  const steps: MenuFilter[] = [];
  let search = '';
  let categoryId: string | null = null;
  const letters = 'asdiltkmno 0123 ';
  for (let k = 0; k < count; k++) {
    const what = pick(10);
    if (what < 6) search += letters[pick(letters.length)];
    else if (what < 8) search = search.slice(0, -1 - pick(2));
    else if (what === 8) search = pick(2) ? '' : ` ${search.trim()} `;
    else categoryId = pick(2) ? null : `c${pick(3)}`;
    steps.push({ search, categoryId });
  }
  return steps;
}

afterEach(() => {
  setFastPos(null);
  localStorage.removeItem('tavola.fastPos');
});

describe('the POS title search', () => {
  it('[PERF10] is switched off by the browser setting tavola.fastPos = 0', () => {
    expect(fastPos()).toBe(true);
    localStorage.setItem('tavola.fastPos', '0');
    expect(fastPos()).toBe(false);
  });

  for (const fast of [true, false])
    it(`[PERF10] answers each keystroke as the shared filter does (CART9), fast path ${fast ? 'on' : 'off'}`, () => {
      setFastPos(fast);
      for (let seed = 1; seed <= 40; seed++) {
        const pick = random(seed);
        let menu = aMenu(pick, 60 + pick(200));
        const search = narrowingSearch<Item>();
        for (const [at, filter] of keystrokes(pick, 80).entries()) {
          if (at === 40) menu = aMenu(pick, 50); // a pull changes the menu halfway
          const want = filterMenu(menu, filter).map((i) => i.id);
          expect(
            search(menu, filter).map((i) => i.id),
            `seed ${seed}, step ${at}`,
          ).toEqual(want);
        }
      }
    });

  it('[PERF10] a typed letter searches the last matches only; with the fast path off, every item', () => {
    const menu = aMenu(random(7), 500);
    const searched = (fast: boolean) => {
      setFastPos(fast);
      const search = narrowingSearch<Item>();
      const includes = vi.spyOn(String.prototype, 'includes');
      try {
        for (const q of ['m', 'ma', 'mas', 'masa']) search(menu, { search: q, categoryId: null });
        return includes.mock.calls.length;
      } finally {
        includes.mockRestore();
      }
    };
    const matches = (q: string) => filterMenu(menu, { search: q, categoryId: null }).length;
    expect(searched(true)).toBe(500 + matches('m') + matches('ma') + matches('mas'));
    expect(searched(false)).toBe(4 * 500);
    setFastPos(true);
    const search = narrowingSearch<Item>();
    const first = search(menu, { search: 'ma', categoryId: null });
    expect(search(menu, { search: ' ma ', categoryId: null })).toBe(first); // the same query once trimmed
  });
});
