// Offline start of an installed till (issue 8): after a first sync and with the service worker active and
// controlling the page, the browser context goes offline and the app is launched again in a new window at its
// manifest's start_url; timed until the POS (opened from the navigation) shows the menu and Add puts a line in
// the cart. Budget ≤ 1.5 s; the median of BENCH_OFFLINE_START_RUNS launches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { median, round } from './harness.mjs';
import {
  addToCart,
  benchDish,
  CASHIER,
  launchChromium,
  openPos,
  signIn,
  startLargeStore,
  waitForServiceWorker,
} from './large-store.mjs';

const RUNS = Number(process.env.BENCH_OFFLINE_START_RUNS ?? 5);
const ITEMS = 1_000;
const CUSTOMERS = 10_000;
const BUDGET_MS = 1_500;

/** @typedef {import('../../e2e/node_modules/playwright-core').BrowserContext} BrowserContext */

/**
 * Signs in, syncs the store and waits until the service worker controls the page (the app is installed).
 * @param {BrowserContext} context
 * @param {string} origin
 */
async function install(context, origin) {
  const page = await context.newPage();
  await signIn(page, origin, CASHIER);
  await openPos(page);
  await addToCart(page, benchDish(ITEMS), 120_000);
  await waitForServiceWorker(page);
  await page.close();
}

/**
 * @param {BrowserContext} context
 * @param {string} url
 */
async function launch(context, url) {
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(url);
    await openPos(page);
    await addToCart(page, benchDish(ITEMS), 30_000);
    const ms = performance.now() - start;
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the offline launch was not served by the service worker');
    return ms;
  } finally {
    await page.close();
  }
}

export default {
  async run() {
    const manifest = JSON.parse(readFileSync(join(root, 'pwa', 'dist', 'manifest.webmanifest'), 'utf8'));
    const store = await startLargeStore({ items: ITEMS, customers: CUSTOMERS });
    const chromium = await launchChromium();
    try {
      const context = await chromium.browser.newContext({ viewport: { width: 1024, height: 768 } });
      await install(context, store.origin);
      await context.setOffline(true);
      const times = [];
      for (let i = 0; i < RUNS; i++)
        times.push(await launch(context, `${store.origin}${manifest.start_url}`));
      console.log(`  offline start: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
      const ms = round(median(times));
      return [
        {
          what: `offline start of an installed till: ${manifest.start_url} → POS → Add, network off`,
          value: ms,
          unit: 'ms',
          budget: `≤ ${BUDGET_MS.toLocaleString('en')} ms`,
          met: ms <= BUDGET_MS,
          note: { runs: times.map((t) => round(t)) },
        },
      ];
    } finally {
      await chromium.close();
      await store.stop();
    }
  },
};
