/**
 * Issue 29: the kitchen opens on its board (PERM7); devices are named (DEV1); removing a till that holds unsent
 * sales warns with the count and lets it deliver them before it signs out (DEV2, DEV3). The till's pushes are
 * held back by routing /sync/push to a failure, the way a flaky network would.
 */
import { expect, test } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { routeFakeTiles } from '../support/fake-tiles.ts';
import { signIn } from '../support/sign-in.ts';

test('[PERM7] the kitchen user lands on the kitchen board, and so does the installed app', async ({
  page,
}) => {
  await signIn(page, DEMO.kitchen);
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All of Kitchen' })).toBeVisible();
  await page.goto('/dashboard'); // the manifest's start_url
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/);
  await expect(page.getByText("You don't have access")).toHaveCount(0);
});

test('[DEV1][DEV3] a till is named, and removing it while it holds an unsent sale warns and keeps the sale', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tillContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const till = await tillContext.newPage();

  await signIn(till, DEMO.cashier);
  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Gulab Jamun');
  await till.route('**/api/v1/sync/push', (route) => route.abort('connectionfailed'));
  await pos.add('Gulab Jamun');
  await pos.payAndSend();
  await expect(pos.syncState).toContainText(/\d+ unsent/, { timeout: 15_000 });
  const unsent = /(\d+) unsent/.exec((await pos.syncState.textContent()) ?? '')?.[1] ?? '';
  const tillId = await till.evaluate(async () => {
    const r = await fetch('/api/v1/auth/devices');
    const { devices } = (await r.json()) as { devices: { device_id: string; isMyDevice: boolean }[] };
    return devices.find((d) => d.isMyDevice)?.device_id ?? '';
  });

  await signIn(owner, DEMO.admin);
  await owner.goto('/dashboard/devices');
  const cashierCard = owner.locator(`[data-device-id="${tillId}"]`);
  // the till reports what it holds a moment after the count settles
  await expect(async () => {
    await owner.reload();
    await expect(cashierCard.getByTestId('device-unsent')).toHaveText(unsent, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await cashierCard.getByRole('button', { name: 'Rename' }).click();
  await owner.getByLabel('Device name').fill('Counter 1');
  await owner.getByRole('button', { name: 'Save' }).click();
  const counter = cashierCard;
  await expect(counter.getByRole('heading', { name: 'Counter 1' })).toBeVisible();
  await owner.screenshot({ path: 'test-results/devices-named.png' });

  const question = new Promise<string>((resolve) =>
    owner.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  await counter.getByRole('button', { name: 'Remove' }).click();
  expect(await question).toContain(`This device has ${unsent} unsent`);
  await expect(counter.getByTestId('device-retiring')).toBeVisible();
  await owner.screenshot({ path: 'test-results/devices-retiring.png' });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: 'test-results/devices-retiring-phone.png', fullPage: true });

  // still signed in: once its push goes through, the sale arrives and the till signs out
  await expect(till).toHaveURL(/\/dashboard\/pos$/);
  await till.unroute('**/api/v1/sync/push');
  await expect(till).toHaveURL(/\/login$/, { timeout: 60_000 });
  await owner.reload();
  await expect(owner.getByTestId('device-card').first()).toBeVisible();
  await expect(cashierCard).toHaveCount(0);

  await ownerContext.close();
  await tillContext.close();
});

test('[MAP1] Map Settings draws the base map (tiles routed to a local fake) and takes typed coordinates', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const tiles = await routeFakeTiles(page);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings/map-settings');
  await expect(page.getByTestId('settings-map')).toBeVisible();
  await expect.poll(tiles, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toContainText('© Fake tiles for tests');
  await page.getByLabel('Coordinates (latitude,longitude)').fill('12.9716,77.5946');
  await page.getByRole('button', { name: 'Use coordinates' }).click();
  await expect(page.getByTestId('picked-location')).toHaveText('Selected: 12.9716,77.5946');
  await page.waitForTimeout(1_000); // the tiles fade in
  await page.screenshot({ path: 'test-results/map-settings-tiles.png' });
  await context.close();
});
