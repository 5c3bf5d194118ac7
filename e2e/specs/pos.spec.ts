/** The till (POS): a sale online, two more with the network off, a reload, and the sync catching up. */
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

const TOKEN = /^(\d+|[A-Z]{1,4}-\d+)$/; // TOK2: a device code is 1-4 letters (27+ devices in one run)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('the cashier rings up a sale, then two more offline that survive a reload and sync when back online', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Butter Chicken');

  await pos.add('Butter Chicken', { variant: 'Large', addons: ['Butter Naan'] });
  await pos.add('Masala Chai');
  await expect(pos.cartLines).toHaveCount(2);
  await expect(pos.cartLines.first()).toContainText('Large');
  await expect(pos.cartLines.first()).toContainText('Butter Naan');
  const first = await pos.sendToKitchen();
  expect(first.token).toMatch(TOKEN);
  expect(first.orderId).toMatch(UUID);
  await expect(pos.cartLines).toHaveCount(0);
  await expect(pos.syncState).toHaveText('Online');

  // the app shell must come from the service worker after the reload below
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await goOffline(context);
  await pos.add('Idli Sambar');
  const second = await pos.sendToKitchen();
  await pos.add('Veg Spring Rolls');
  await pos.add('Masala Dosa', { addons: ['Extra Chutney'] });
  const third = await pos.sendToKitchen();
  const tokens = [first.token, second.token, third.token];
  for (const t of tokens) expect(t).toMatch(TOKEN);
  expect(new Set(tokens).size).toBe(3);
  await expect(pos.syncState).toContainText('2 unsent', { timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await pos.waitForMenu('Butter Chicken');
  await expect(pos.syncState).toContainText('2 unsent', { timeout: 15_000 });

  await goOnline(context);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });
});
