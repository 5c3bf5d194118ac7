/**
 * The till as a cashier sees it on a 1024×768 tablet (issue 29, TILL1-TILL3): the cart survives a reload, the
 * menu keeps two columns and the pay dialog's Pay & Send is in view without scrolling, and a sale rung up
 * offline keeps the time it was sold after it syncs.
 */
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

test.use({ viewport: { width: 1024, height: 768 } });

async function openTill(page: Page): Promise<PosPage> {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Paneer Tikka');
  return pos;
}

test('[TILL3] the cart survives a reload, with its table', async ({ page }) => {
  const pos = await openTill(page);
  await pos.add('Gulab Jamun');
  await pos.add('Paneer Tikka', { variant: 'Half' });
  const table = page.getByLabel('Table', { exact: true });
  await table.selectOption({ index: 1 });
  const chosen = await table.inputValue();
  await expect(pos.cartLines).toHaveCount(2);

  await page.reload();
  await pos.waitForMenu('Paneer Tikka');
  await expect(pos.cartLines).toHaveCount(2);
  await expect(pos.cartLines.first()).toContainText('Gulab Jamun');
  await expect(table).toHaveValue(chosen);
});

test('[TILL2] at 1024×768 the menu has two columns and Pay & Send is in view; on a phone too', async ({
  page,
}) => {
  const pos = await openTill(page);
  const cards = page.getByTestId('pos-item');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
  await page.screenshot({ path: test.info().outputPath('pos-1024x768.png') });

  await pos.add('Gulab Jamun');
  await page.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Create Receipt & Pay' });
  await expect(pay.getByRole('button', { name: 'Pay & Send' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('pay-1024x768.png') });
  await pay.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^View Cart/ }).click();
  await page.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
  await expect(pay.getByRole('button', { name: 'Pay & Send' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('pay-390x844.png') });
});

test('[TILL1] a sale rung up offline keeps the time it was sold after it syncs', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const pos = await openTill(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // the cashier has opened Orders once online, so its screen's files are on the device
  await page.getByRole('link', { name: 'Table Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await pos.goto();
  await pos.waitForMenu('Gulab Jamun');
  await goOffline(context);
  await pos.add('Gulab Jamun');
  const sold = await pos.payAndSend();
  await page.getByRole('link', { name: 'Table Orders' }).click();
  const time = page.locator(
    `[data-testid="order-entry"][data-token="${sold.token}"] .order-entry-head .muted`,
  );
  const soldAt = (await time.textContent()) ?? '';
  expect(soldAt).toMatch(/\d/);

  // offline until the clock shows the next minute: a time stamped on sync would differ from the sale's
  await page.waitForTimeout(60_000 - (Date.now() % 60_000) + 2_000);
  await goOnline(context);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });
  await expect(time).toHaveText(soldAt);
});
