/**
 * Sync, end to end (issue 3, check 15): a till goes offline, rings up three orders, reloads (everything is
 * still there), comes back online; the kitchen shows the paid ones without a manual refresh.
 */
import { expect, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

test('three orders rung up offline reach the kitchen live once the till is back online', async ({
  browser,
}) => {
  const tillContext = await browser.newContext();
  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const till = await tillContext.newPage();
  const wall = await kitchenContext.newPage();

  await new LoginPage(wall).goto();
  await new LoginPage(wall).signIn(DEMO.kitchen.username, DEMO.kitchen.password);
  await expect(wall).toHaveURL(/\/dashboard\//);
  const kitchen = new KitchenPage(wall);
  await kitchen.goto();

  await new LoginPage(till).goto();
  await new LoginPage(till).signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(till).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Paneer Tikka');
  await till.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await goOffline(tillContext);
  await pos.add('Paneer Tikka', { variant: 'Half' });
  const paid1 = await pos.payAndSend();
  await pos.add('Veg Biryani', { addons: ['Raita'] });
  const unpaid = await pos.sendToKitchen();
  await pos.add('Gulab Jamun');
  const paid2 = await pos.payAndSend();
  expect(new Set([paid1.token, unpaid.token, paid2.token]).size).toBe(3);
  await expect(pos.syncState).toContainText('3 unsent', { timeout: 15_000 });

  // Reload with the network still off: the shell comes from the service worker, the orders from IndexedDB.
  await till.reload();
  await pos.waitForMenu('Paneer Tikka');
  await expect(pos.syncState).toContainText('3 unsent', { timeout: 15_000 });
  await expect(kitchen.card(paid1.token)).toHaveCount(0);

  await goOnline(tillContext);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // No refresh on the wall: the poke over the WebSocket brings the paid orders, and only those.
  await expect(kitchen.card(paid1.token)).toBeVisible({ timeout: 15_000 });
  await expect(kitchen.card(paid2.token)).toBeVisible();
  await expect(kitchen.line(paid1.token, 'Paneer Tikka')).toContainText('Half');
  await expect(kitchen.card(unpaid.token)).toHaveCount(0);

  await tillContext.close();
  await kitchenContext.close();
});
