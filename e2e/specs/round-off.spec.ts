/**
 * Round-off (issue 31; RND1, RND2): the owner switches 'Round bills to the rupee' on Store Details; the till's
 * totals show the round-off and the rounded payable (tablet and phone), the sale is charged the rounded total and
 * its receipt prints 'Round off' on its own line. The demo store is shared by every spec: switched off at the end.
 */
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';

const SETTING = 'Round bills to the rupee (the currency’s smallest cash unit)';

async function setRounding(page: Page, on: boolean) {
  await page.goto('/dashboard/settings');
  const toggle = page.getByRole('switch', { name: SETTING });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Store details saved successfully!')).toBeVisible();
}

test('[RND2] a store that rounds bills: the till shows the round-off, charges whole rupees, the receipt says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  try {
    await setRounding(page, true);
    const pos = new PosPage(page);
    await pos.goto();
    await pos.waitForMenu('Masala Dosa');
    // ₹90.00 + 5% GST = ₹94.50: rounds up to ₹95.00
    await pos.add('Masala Dosa');
    const totals = page.getByTestId('pos-totals').first();
    await expect(totals.getByTestId('round-off')).toHaveText('₹0.50');
    await expect(totals.getByTestId('payable-total')).toHaveText('₹95.00');
    await page.screenshot({ path: '/tmp/w4-roundoff-tablet.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole('button', { name: /^View Cart/ });
    await expect(bar).toContainText('₹95.00');
    await bar.click();
    await expect(page.getByRole('button', { name: 'Hide Cart' })).toBeInViewport();
    await page.waitForTimeout(400); // the sheet slides up
    await page.screenshot({ path: '/tmp/w4-roundoff-phone.png' });
    await page.setViewportSize({ width: 1024, height: 768 });
    const paid = await pos.payAndSend();
    expect(paid.payable).toBe('₹95.00');

    const receipt = await page.context().newPage();
    await receipt.addInitScript(() => {
      window.print = () => undefined;
    });
    await receipt.goto(`/print-receipt?orderId=${paid.orderId}`);
    await expect(receipt.getByText('Round off')).toBeVisible({ timeout: 15_000 });
    await expect(receipt.locator('.receipt-totals')).toContainText('₹95.00');
    await receipt.screenshot({ path: '/tmp/w4-roundoff-receipt.png', fullPage: true });
    await receipt.close();
  } finally {
    await setRounding(page, false);
  }
});
