/**
 * An equal split paid share by share (issue 32, ADR 0067): a table of three splits its bill equally on the Orders
 * screen and pays one share in cash (with change and a slip), one by card and one by UPI; the last share closes the
 * bill, and the Invoices screen lists its one invoice with the three tenders (SPLIT6-SPLIT9). The till selling the
 * order is the admin's browser context speaking the sync protocol (e2e/support/sync-till.ts).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';
import { openSyncTill } from '../support/sync-till.ts';

const SHOTS = '/tmp/equal-split';

/** Pays share k with one tender: `type` handing over what the editor prefilled, or `amount`. */
async function payShare(page: Page, dialog: Locator, k: number, type: string, amount?: string, slip = false) {
  const open = dialog
    .getByTestId('split-shares')
    .getByRole('button', { name: `Pay share ${k}`, exact: true });
  if (await open.isEnabled()) await open.click(); // else its tenders are open already
  const pay = dialog.getByTestId('share-pay');
  await pay.getByTestId('tender-type').selectOption({ label: type });
  if (amount) await pay.getByTestId('tender-amount').fill(amount);
  const print = pay.getByRole('checkbox', { name: 'Print a slip for this share' });
  if (!slip) await print.uncheck();
  const popup = slip ? page.waitForEvent('popup') : null;
  await pay.getByTestId('share-pay-submit').click();
  return popup;
}

test('[SPLIT6][SPLIT8][SPLIT9] a table of three pays an equal split by cash, card and UPI; the invoice lists 3 tenders', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const counter = await context.newPage();
  await signIn(counter, DEMO.admin);
  const till = await openSyncTill(counter.request);
  try {
    const table = await till.table('Q');
    const token = await till.sell(['Masala Dosa', 'Idli Sambar', 'Fresh Lime Soda'], { table });
    const orders = new OrdersPage(counter);
    await orders.goto();
    await expect(orders.order(token)).toBeVisible({ timeout: 10_000 });
    await counter.getByRole('button', { name: `Actions for ${table}` }).click();
    await counter.getByRole('menuitem', { name: 'Split bill', exact: true }).click();
    const dialog = counter.getByTestId('split-bill-dialog');
    await dialog.getByLabel('Equally').check();
    await dialog.getByLabel('People').fill('3');
    const shares = dialog.getByTestId('split-share');
    await expect(shares).toHaveCount(3);

    // share 1 in cash, more than its amount: the change is shown, and its slip prints
    const slip = await payShare(counter, dialog, 1, 'Cash', '500', true);
    await expect(counter.getByText('Share 1 of 3 paid!')).toBeVisible();
    const slipPage = await slip;
    if (slipPage) {
      await expect(slipPage.getByTestId('share-slip')).toContainText('Share 1 of 3');
      await slipPage.screenshot({ path: `${SHOTS}/share-slip.png` });
      await slipPage.close();
    }
    await expect(shares.nth(0)).toHaveAttribute('data-paid', 'true');
    await expect(shares.nth(0)).toContainText('Paid · Cash');
    await expect(dialog.getByTestId('shares-locked')).toHaveText('This bill is being paid in 3 shares.');
    await dialog
      .getByTestId('split-shares')
      .getByRole('button', { name: 'Pay share 2', exact: true })
      .click();
    await counter.screenshot({ path: `${SHOTS}/shares-tablet.png` });
    await counter.setViewportSize({ width: 390, height: 844 });
    await counter.screenshot({ path: `${SHOTS}/shares-phone.png` });
    await counter.setViewportSize({ width: 1024, height: 768 });

    await payShare(counter, dialog, 2, 'Card');
    await expect(counter.getByText('Share 2 of 3 paid!')).toBeVisible();
    await payShare(counter, dialog, 3, 'UPI');
    await expect(counter.getByText('All shares paid: the bill is paid and completed!')).toBeVisible();
    await expect(orders.group(table)).toHaveCount(0);

    // one invoice for the table's bill, listing the three tenders (cash with its change)
    await counter.goto('/dashboard/invoices');
    const row = counter.getByTestId('invoice-row').filter({ hasText: table });
    await expect(row).toHaveCount(1, { timeout: 10_000 });
    const tenders = row.getByTestId('invoice-tenders').getByRole('listitem');
    await expect(tenders).toHaveCount(3);
    await expect(tenders.nth(0)).toContainText('Cash');
    await expect(tenders.nth(1)).toContainText('Card');
    await expect(tenders.nth(2)).toContainText('UPI');
    await counter.screenshot({ path: `${SHOTS}/invoice-tenders.png` });
  } finally {
    await context.close();
  }
});
