// The browser benchmarks' stage: the demo restaurant grown to `items` menu items and `customers` customers on a
// fresh SQLite file, the real server serving the built PWA, and Debian's Chromium through playwright-core.
//   const store = await startLargeStore({ items: 1000, customers: 10000 });
//   const browser = await launchChromium(); ... await signIn(page, store.origin, CASHIER); ... await store.stop();
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROMIUM, mustPnpm, root } from '../lib.mjs';
import { onCleanup, runTsx, startTempServer } from './harness.mjs';

export { benchDish } from './bench-dish.mjs';

/** @typedef {import('../../e2e/node_modules/playwright-core').Page} Page */

export const CASHIER = { username: 'cashier@demo.tavola.app', password: 'tavola-demo' };

/** e2e's playwright-core (the scripts have no dependency of their own on it). */
export const { chromium } = /** @type {typeof import('../../e2e/node_modules/playwright-core')} */ (
  createRequire(join(root, 'e2e', 'package.json'))('playwright-core')
);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Builds the PWA when there is no build (the bundles benchmark builds it afresh anyway). */
export function ensurePwaBuild() {
  if (!existsSync(join(root, 'pwa', 'dist', 'index.html')))
    mustPnpm(['--filter', '@tavola/pwa', 'run', 'build']);
}

/** @param {{ items: number, customers: number }} size */
export async function startLargeStore({ items, customers }) {
  ensurePwaBuild();
  return startTempServer({
    label: 'store',
    prepare: (databaseUrl) =>
      runTsx(join(import.meta.dirname, 'seed-large-store.mjs'), [
        databaseUrl,
        String(items),
        String(customers),
      ]),
  });
}

export async function launchChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const release = onCleanup(() => browser.close());
  return {
    browser,
    async close() {
      await browser.close();
      release();
    },
  };
}

/**
 * Slows the page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate; 1: full speed again).
 * @param {Page} page
 * @param {number} rate
 */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { reset: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }) };
}

/**
 * From the login form to the signed-in landing page.
 * @param {Page} page
 * @param {string} origin
 * @param {{ username: string, password: string }} user
 */
export async function signIn(page, origin, { username, password }) {
  await page.goto(`${origin}/login`);
  await page.getByLabel(/username|email/i).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL(/\/dashboard\//);
}

/**
 * Waits until the service worker is active and controls `page` (reloading once: a first install does not
 * take over the page that registered it), as an installed app's next launch would be.
 * @param {Page} page
 */
export async function waitForServiceWorker(page) {
  const controlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
  if (await controlled()) return;
  await page.reload();
  if (!(await controlled())) throw new Error('the service worker does not control the page after a reload');
}

// The locators below are CSS on purpose: a role-and-name locator makes Playwright compute the accessible name
// of every element while it polls, which on a grid of 1,000 items cost more than the app itself (profiled).

/**
 * Opens the POS from the dashboard's navigation, as a cashier does.
 * @param {Page} page
 */
export const openPos = (page) =>
  page.locator('nav[aria-label="Main navigation"] a[href="/dashboard/pos"]').click();

/**
 * POS interactive: searching the title finds `item` (the grid shows its first page only, so the last item of a
 * large menu is reached by search, which also proves the whole menu has synced) and Add puts a line in the cart.
 * A screenshot is kept on failure.
 * @param {Page} page
 * @param {string} item
 * @param {number} timeout
 */
export async function addToCart(page, item, timeout) {
  try {
    const search = page.locator('input[aria-label="Search items"]');
    await search.waitFor({ state: 'visible', timeout });
    await search.fill(item);
    const add = page.locator(`button[aria-label="Add ${item}"]`);
    await add.waitFor({ state: 'visible', timeout });
    await add.click();
    await page.locator('[data-testid="cart-line"]').first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const path = join(root, 'bench-results', `failed-${Date.now()}.png`);
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path }).catch(() => {});
    const message = /** @type {Error} */ (error).message;
    throw new Error(`POS not interactive at ${page.url()} (screenshot ${path}): ${message}`);
  }
}
