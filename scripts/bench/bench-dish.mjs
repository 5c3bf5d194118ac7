// The titles of the menu items the large store of the browser benchmarks is grown with (seed-large-store.mjs
// writes them, the benchmarks search for them). A module of its own: the seed runs under tsx beside the server's
// TypeScript and is type-checked with the server's settings (scripts/tsconfig.server.json), without the browser.

/**
 * Item titles of the seeded store: `Bench Dish 0001` …
 * @param {number} n
 */
export const benchDish = (n) => `Bench Dish ${String(n).padStart(4, '0')}`;
