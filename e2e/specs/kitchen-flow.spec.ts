/**
 * The kitchen flow (issue 33, ADR 0058): with the store's setting on, a dine-in order reaches the kitchen when sent,
 * before payment (KDS10); a bumped ticket comes back from the recall strip and a step is undone from its toast
 * (KDS12, KDS14); a held main course shows greyed until the waiter fires it from the Orders screen or the till
 * (CRS3). The till is the admin's browser context speaking the sync protocol, as in kitchen.spec.ts (e2e/support/sync-till.ts).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';
import { openSyncTill } from '../support/sync-till.ts';

const SETTING = 'Kitchen shows dine-in orders before payment';

async function openKitchen(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cook = await context.newPage();
  await signIn(cook, DEMO.kitchen);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();
  return { context, cook, kitchen };
}

async function openCounter(browser: Browser) {
  const context = await browser.newContext();
  const counter = await context.newPage();
  await signIn(counter, DEMO.admin);
  return { context, counter, till: await openSyncTill(counter.request) };
}

/** Settings → Store Details: the kitchen switch set to `on`, saved. */
async function setKitchenRule(page: Page, on: boolean) {
  await page.goto('/dashboard/settings');
  const toggle = page.getByRole('switch', { name: SETTING });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Store details saved successfully!')).toBeVisible();
}

test('[KDS10] with the setting on, a dine-in order reaches the kitchen when sent, before payment', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const before = await till.sell([{ item: 'Idli Sambar' }], { table: 'T3' });
    await setKitchenRule(counter, true);
    // the rule changed: the kitchen starts again from the server and gets the order sent before
    await expect(kitchen.card(before)).toBeVisible({ timeout: 10_000 });
    const sent = await till.sell([{ item: 'Masala Dosa' }], { table: 'T4' });
    await expect(kitchen.card(sent)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(sent, 'Masala Dosa', 'Start Making');
    await kitchen.bump(sent, 'Masala Dosa', 'Complete');
    await cook.getByRole('button', { name: 'Delivered: Masala Dosa' }).click();
    await expect(cook.getByText('Please complete the payment')).toBeVisible();
    await cook.screenshot({ path: '/tmp/kf/kitchen-unpaid.png' });
  } finally {
    await setKitchenRule(counter, false);
    await cookContext.close();
    await counterContext.close();
  }
});

test('[KDS12][KDS14] a step is undone from its toast; a bumped ticket comes back from the recall strip', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, till } = await openCounter(browser);
  try {
    const token = await till.sell([{ item: 'Idli Sambar' }], { table: 'R1', paidWith: 'Cash' });
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(token, 'Idli Sambar', 'Start Making');
    await cook.getByTestId('kitchen-undo').getByRole('button', { name: 'Undo' }).click();
    await expect(kitchen.line(token, 'Idli Sambar').getByRole('button')).toHaveText('Start Making');

    await kitchen.deliverAll(token, ['Idli Sambar']);
    await expect(kitchen.card(token)).toHaveCount(0);
    const recall = cook.getByRole('button', { name: `Recall ticket ${token}` });
    await expect(recall).toBeVisible();
    await cook.screenshot({ path: '/tmp/kf/kitchen-recall.png' });
    await recall.click();
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await expect(kitchen.line(token, 'Idli Sambar').getByRole('button')).toHaveText('Delivered');
    await expect(recall).toHaveCount(0);
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});

test('[CRS2][CRS3] a held main course is greyed on the kitchen until fired from the Orders screen', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const token = await till.sell(
      [
        { item: 'Veg Spring Rolls', course: 'starter' },
        { item: 'Masala Dosa', course: 'main' },
      ],
      { table: 'R2', paidWith: 'Cash' },
    );
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    const main = kitchen.line(token, 'Masala Dosa');
    await expect(main).toHaveAttribute('data-held', 'true');
    await expect(main).toContainText('Held · Main');
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(kitchen.line(token, 'Veg Spring Rolls').getByRole('button')).toHaveText('Start Making');
    await cook.setViewportSize({ width: 1024, height: 768 });
    await cook.screenshot({ path: '/tmp/kf/kitchen-held.png' });

    const orders = new OrdersPage(counter);
    await orders.goto();
    await orders.order(token).getByRole('button', { name: 'Fire Main' }).click();
    await expect(counter.getByText('Main fired')).toBeVisible();
    await expect(orders.order(token).getByRole('button', { name: 'Fire Main' })).toHaveCount(0);

    await expect(main).not.toHaveAttribute('data-held', /.*/, { timeout: 5_000 });
    await expect(main.getByRole('button')).toHaveText('Start Making');
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});

test('[CRS3] the till fires the held main of the table it has chosen', async ({ browser }) => {
  const { context: cookContext, kitchen } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const token = await till.sell(
      [
        { item: 'Veg Spring Rolls', course: 'starter' },
        { item: 'Masala Dosa', course: 'main' },
      ],
      { table: 'T2', paidWith: 'Cash' },
    );
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(token, 'Veg Spring Rolls', 'Start Making');
    await kitchen.bump(token, 'Veg Spring Rolls', 'Complete');
    const main = kitchen.line(token, 'Masala Dosa');
    await expect(main).toHaveAttribute('data-held', 'true');

    const pos = new PosPage(counter);
    await counter.setViewportSize({ width: 1024, height: 768 });
    await pos.goto();
    await pos.waitForMenu('Masala Dosa');
    const table = counter.getByLabel('Table', { exact: true });
    await table.selectOption({
      label: (await table.locator('option', { hasText: /^T2 - / }).textContent()) ?? '',
    });
    const fire = counter
      .getByTestId('till-fire')
      .locator('.pos-table-fire-order', { hasText: `Token ${token}` });
    await expect(fire).toBeVisible();
    await counter.screenshot({ path: '/tmp/kf/till-fire-tablet.png' });
    await fire.getByRole('button', { name: 'Fire Main' }).click();
    await expect(counter.getByText('Main fired')).toBeVisible();
    await expect(fire).toHaveCount(0);
    await expect(main).not.toHaveAttribute('data-held', /.*/, { timeout: 5_000 });
    await expect(main.getByRole('button')).toHaveText('Start Making');
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});
