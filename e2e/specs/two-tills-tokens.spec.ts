/**
 * Two tills offline at once (docs/architecture.md §6.4, TOK6): each browser context is its own device with its own
 * code and reserve (TOK9), so orders rung up on both while the network is off never print the same token, and
 * the server stores every one of them once they sync.
 * It expects the demo store's print settings as seeded (Enable Print off: the token dialog, not an automatic
 * receipt); specs that change them put them back.
 */
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { clearOfDayTurn } from '../support/business-day.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

const ORDERS_PER_TILL = 3;
/** Token numbers start again each business day: the tills' leases and sales must fall in one. */
const NEEDED_MS = 2 * 60_000;

async function openTill(page: Page): Promise<PosPage> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Idli Sambar');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return pos;
}

test('two tills offline at once never print the same token', async ({ browser }) => {
  test.setTimeout(150_000);
  await clearOfDayTurn(NEEDED_MS);
  const contexts = [await browser.newContext(), await browser.newContext()];
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const tills = [await openTill(pages[0] as Page), await openTill(pages[1] as Page)];

  for (const c of contexts) await goOffline(c);
  const printed: string[][] = [[], []];
  // interleaved, as two cashiers at one counter would be
  for (let k = 0; k < ORDERS_PER_TILL; k++) {
    for (const [i, pos] of tills.entries()) {
      // an item without variants or addons: no picker, so no race on whether it opened
      await pos.add('Idli Sambar');
      printed[i]?.push((await pos.sendToKitchen()).token);
    }
  }
  const all = printed.flat();
  expect(all).toHaveLength(2 * ORDERS_PER_TILL);
  expect(new Set(all).size).toBe(all.length);
  for (const pos of tills) await expect(pos.syncState).toContainText(`${ORDERS_PER_TILL} unsent`);

  for (const c of contexts) await goOnline(c);
  for (const pos of tills) await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // the server kept every order under the token its till printed: the other till shows them all
  const orders = new OrdersPage(pages[0] as Page);
  await orders.goto();
  for (const token of all) await expect(orders.order(token)).toHaveCount(1, { timeout: 15_000 });

  for (const c of contexts) await c.close();
});
