/**
 * FRI3: a busy till on a 1024×768 tablet. The cart's list is about 190 px tall there, and an open line (quantity,
 * course, Discount, Comp, Note, Remove) about 160 px: every line open showed one line at a time. Now the line
 * just rung up is open and in sight, the others are one short row each, and a tap opens any of them.
 */
import { expect, type Locator, test } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

test.use({ viewport: { width: 1024, height: 768 } });

const height = async (l: Locator) => (await l.boundingBox())?.height ?? 0;

test('[FRI3] the till keeps the newest cart line open and in sight, the others compact; a tap opens a line', async ({
  page,
}) => {
  await signIn(page, DEMO.cashier);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Masala Dosa');
  const items = ['Idli Sambar', 'Fresh Lime Soda', 'Veg Spring Rolls', 'Masala Dosa'];
  for (const item of items) await pos.add(item);
  await expect(pos.cartLines).toHaveCount(4);

  const list = page.locator('.pos-lines-scroll');
  const box = await list.boundingBox();
  if (!box) throw new Error('no cart list');
  // the newest line: open, whole, inside the list's visible box
  const newest = pos.cartLines.last();
  await expect(newest.getByRole('button', { name: 'Remove Masala Dosa' })).toBeInViewport();
  await expect
    .poll(async () => {
      const b = await newest.boundingBox();
      return b ? b.y >= box.y - 1 && b.y + b.height <= box.y + box.height + 1 : false;
    })
    .toBe(true);
  // the older ones: one short row each (title and amount), so three of them take less than one open line
  for (const i of [0, 1, 2]) expect(await height(pos.cartLines.nth(i))).toBeLessThan(80);
  expect(await height(newest)).toBeGreaterThan(120);

  // a tap on an older line opens it: its Remove works
  const first = pos.cartLines.first();
  await first.scrollIntoViewIfNeeded();
  await first.getByText('Idli Sambar', { exact: true }).click();
  await expect.poll(() => height(first)).toBeGreaterThan(120);
  await first.getByRole('button', { name: 'Remove Idli Sambar' }).click();
  await expect(pos.cartLines).toHaveCount(3);
  await expect(pos.cartLines.first()).toContainText('Fresh Lime Soda');
});

test('[FRI6][SHIFT5] Print X report opens a window that shows and prints the X report', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await signIn(page, DEMO.cashier);
  await page.goto('/dashboard/shifts');
  await page.getByLabel('Opening float').fill('1500');
  await page.getByRole('button', { name: 'Open shift' }).click();
  const printX = page.getByRole('button', { name: 'Print X report' });
  const [popup] = await Promise.all([context.waitForEvent('page'), printX.click()]);
  await expect(popup).toHaveURL(/\/print-shift-report\?kind=X&shiftId=/);
  await expect(popup.getByTestId('x-report')).toContainText('1,500.00');
  await expect(popup.locator('body')).toHaveAttribute('data-printed', 'yes');
  await popup.close();

  // no shift left open on the demo store's day: shift-close.spec's Z report covers the whole day
  await page.getByTestId('close-shift').click();
  const close = page.getByTestId('close-shift-dialog');
  await close.getByTestId('counted-cash').fill('1500');
  await close.getByTestId('close-shift-save').click();
  await expect(page.getByRole('button', { name: 'Open shift' })).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Online', { timeout: 45_000 });
});
