/**
 * Never quietly stale (issue 33, KDS1): cutting the network of the kitchen screen raises its "Not live" banner
 * within 5 s while the board keeps its tickets; a sale paid at a till meanwhile appears, and the banner goes,
 * once the network is back, without a reload.
 */
import { expect, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

test('[KDS1] cutting the network of one screen shows the banner within 5 s and it catches up after', async ({
  browser,
}) => {
  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tillContext = await browser.newContext();
  const wall = await kitchenContext.newPage();
  const till = await tillContext.newPage();

  await new LoginPage(wall).goto();
  await new LoginPage(wall).signIn(DEMO.kitchen.username, DEMO.kitchen.password);
  await expect(wall).toHaveURL(/\/dashboard\//);
  const kitchen = new KitchenPage(wall);
  await kitchen.goto();
  const banner = wall.getByTestId('kitchen-stale');

  await new LoginPage(till).goto();
  await new LoginPage(till).signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(till).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Gulab Jamun');

  // live: a first sale reaches the board and no banner stands over it
  await pos.add('Gulab Jamun');
  const before = await pos.payAndSend();
  await expect(kitchen.card(before.token)).toBeVisible({ timeout: 15_000 });
  await expect(banner).toBeHidden({ timeout: 10_000 });

  await goOffline(kitchenContext);
  const cutAt = Date.now();
  await expect(banner).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - cutAt).toBeLessThan(5_000);
  await expect(banner).toContainText(/Not live: last updated \d+ s ago/);
  await expect(kitchen.card(before.token)).toBeVisible(); // the board keeps what it has

  // a sale paid meanwhile cannot reach the cut-off screen
  await pos.add('Gulab Jamun');
  const during = await pos.payAndSend();
  await wall.waitForTimeout(1_500);
  await expect(kitchen.card(during.token)).toHaveCount(0);
  await expect(banner).toBeVisible();

  await goOnline(kitchenContext);
  await expect(kitchen.card(during.token)).toBeVisible({ timeout: 15_000 });
  await expect(banner).toBeHidden({ timeout: 10_000 });

  await tillContext.close();
  await kitchenContext.close();
});
