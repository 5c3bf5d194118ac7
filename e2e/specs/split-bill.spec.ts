/**
 * Split, merge and move (issue 32, ADR 0066): a table of four splits its bill by items on the Orders screen and
 * each part is paid on its own (one cash, one card) (SPLIT1); a paid table's order moves to another table and the
 * kitchen keeps its ticket, line statuses unchanged (MOVE1, MOVE3). The till selling the orders is the admin's
 * browser context speaking the sync protocol (e2e/support/sync-till.ts).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';
import { openSyncTill } from '../support/sync-till.ts';

const SHOTS = '/tmp/split-bill';

async function openCounter(browser: Browser, viewport = { width: 1024, height: 768 }) {
  const context = await browser.newContext({ viewport });
  const counter = await context.newPage();
  await signIn(counter, DEMO.admin);
  return { context, counter, till: await openSyncTill(counter.request) };
}

/** Pays one bill from the Pay & Complete dialog with `type`. */
async function payWith(page: Page, type: 'Cash' | 'Card') {
  const dialog = page.getByTestId('pay-complete-dialog');
  await dialog.getByLabel('Payment Type').selectOption({ label: type });
  await dialog.getByRole('checkbox', { name: 'Print Receipt?' }).uncheck();
  await dialog.getByRole('button', { name: 'Pay & Complete' }).click();
  await expect(dialog).toBeHidden();
}

test('[SPLIT1][SPLIT2] a table of four splits the bill by items and each part is paid on its own, cash and card', async ({
  browser,
}) => {
  const { context, counter, till } = await openCounter(browser);
  try {
    const t2 = await till.table('S');
    const token = await till.sell(['Masala Dosa', 'Idli Sambar', 'Veg Spring Rolls', 'Fresh Lime Soda'], {
      table: t2,
    });
    const orders = new OrdersPage(counter);
    await orders.goto();
    await expect(orders.order(token)).toBeVisible({ timeout: 10_000 });
    await counter.getByRole('button', { name: `Actions for ${t2}` }).click();
    await counter.getByRole('menuitem', { name: 'Split bill', exact: true }).click();
    const dialog = counter.getByTestId('split-bill-dialog');
    await dialog.getByLabel('Idli Sambar to Bill 2').fill('1');
    await dialog.getByLabel('Fresh Lime Soda to Bill 2').fill('1');
    await counter.screenshot({ path: `${SHOTS}/split-tablet.png` });
    await counter.setViewportSize({ width: 390, height: 844 });
    await counter.screenshot({ path: `${SHOTS}/split-phone.png` });
    await counter.setViewportSize({ width: 1024, height: 768 });
    await dialog.getByRole('button', { name: 'Split', exact: true }).click();
    await expect(counter.getByText('Bill split into 2!')).toBeVisible();

    // the part is its own bill at the same table, token '<token>.1', holding the two items chosen
    const part = orders.order(`${token}.1`);
    await expect(part.getByTestId('order-line')).toHaveCount(2);
    for (const item of ['Idli Sambar × 1', 'Fresh Lime Soda × 1']) await expect(part).toContainText(item);
    await expect(orders.order(token).getByTestId('order-line')).toHaveCount(2);
    for (const item of ['Masala Dosa × 1', 'Veg Spring Rolls × 1'])
      await expect(orders.order(token)).toContainText(item);
    await counter.screenshot({ path: `${SHOTS}/orders-after-split.png` });

    await counter.getByRole('button', { name: `Actions for ${t2}` }).click();
    await counter.getByRole('menuitem', { name: `Pay Token ${token}.1`, exact: true }).click();
    await expect(counter.getByTestId('pay-complete-dialog').getByTestId('pay-summary')).toContainText(
      'Total',
    );
    await payWith(counter, 'Cash');
    await expect(part).toHaveCount(0);

    await orders.groupAction(t2, 'Pay & Complete');
    await payWith(counter, 'Card');
    await expect(orders.group(t2)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('[MOVE1][MOVE3] a table’s order moves to another table; the kitchen keeps its ticket and line statuses', async ({
  browser,
}) => {
  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cook = await kitchenContext.newPage();
  await signIn(cook, DEMO.kitchen);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();
  const { context, counter, till } = await openCounter(browser);
  try {
    const t3 = await till.table('M');
    const r2 = await till.table('D');
    const token = await till.sell(['Masala Dosa', 'Idli Sambar'], { table: t3, paidWith: 'Cash' });
    await expect(kitchen.card(token)).toBeVisible({ timeout: 10_000 });
    await expect(kitchen.card(token)).toContainText(t3);
    await kitchen.bump(token, 'Masala Dosa', 'Start Making');

    const orders = new OrdersPage(counter);
    await orders.goto();
    await expect(orders.order(token)).toBeVisible({ timeout: 10_000 });
    await counter.getByRole('button', { name: `Actions for ${t3}` }).click();
    await counter.getByRole('menuitem', { name: 'Move / merge', exact: true }).click();
    const dialog = counter.getByTestId('move-bill-dialog');
    await dialog.getByLabel('To table').selectOption({ label: r2 });
    await counter.screenshot({ path: `${SHOTS}/move-tablet.png` });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(counter.getByText('Bill moved!')).toBeVisible();
    await expect(orders.group(r2).getByTestId('order-entry')).toHaveAttribute('data-token', token);
    await expect(orders.group(t3)).toHaveCount(0);

    // the kitchen's ticket: same token, now at R2, the started line still started
    await expect(kitchen.card(token)).toContainText(r2, { timeout: 10_000 });
    await expect(kitchen.card(token).getByTestId('kitchen-moved')).toHaveText(`Moved from ${t3}`);
    await expect(orders.order(token).getByTestId('order-moved')).toHaveText(`Moved from ${t3}`);
    await expect(kitchen.card(token).getByRole('button', { name: 'Complete: Masala Dosa' })).toBeVisible();
    await expect(
      kitchen.card(token).getByRole('button', { name: 'Start Making: Idli Sambar' }),
    ).toBeVisible();
    await cook.screenshot({ path: `${SHOTS}/kitchen-moved.png` });
  } finally {
    await context.close();
    await kitchenContext.close();
  }
});
