/**
 * Who ordered (issue 29, WHO1-WHO7): a diner orders from the phone with a name, phone and address; the staff
 * Orders card shows the name, phone, address and the amount to collect, and searching the short reference the
 * diner's panel leads with finds it.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DinerPage } from '../pages/diner.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';

const QRCODE = 'demo-kitchen';
// two browser contexts (phone, till) on a machine shared with other work
test.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;
const TABLET = { width: 1024, height: 768 } as const;
const SHOTS = process.env.WHO_SHOTS_DIR;

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: TABLET })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

test('the staff card shows the diner’s name and the amount to collect; the short reference finds it', async ({
  browser,
}) => {
  const owner = await signedIn(browser, DEMO.admin);
  const diner = new DinerPage(await (await browser.newContext(PHONE)).newPage());
  await diner.page.goto(`/m/${QRCODE}`);
  await expect(diner.page.getByTestId('diner-item').first()).toBeVisible();

  await diner.add('Butter Chicken', { variant: 'Large', addons: ['Butter Naan'] });
  await diner.openCart();
  const details = diner.cart.getByTestId('delivery-info');
  await details.getByRole('button', { name: 'Add details' }).click();
  await details.getByLabel('Phone').fill('9845012345');
  await details.getByLabel('Name').fill('Asha Rao');
  await details.getByLabel('Address').fill('12 MG Road');
  await details.getByLabel('Landmark').fill('Near the bank');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toContainText('Asha Rao');
  await diner.placeOrder();

  // WHO1: the panel leads with the token (or the wait for it) and the short reference
  await expect(diner.statusToken).toBeVisible();
  const reference = ((await diner.status.getByTestId('status-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^#[0-9A-F]{6}$/);
  // the server's figures: what the counter is to collect
  const payable = ((await diner.status.locator('.diner-summary-total dd').textContent()) ?? '').trim();
  expect(payable).toMatch(/^₹[\d,]+\.\d\d$/);
  if (SHOTS) await diner.page.screenshot({ path: `${SHOTS}/who-status-390.png` });

  const orders = new OrdersPage(owner);
  await orders.goto();
  await owner.getByRole('searchbox', { name: 'Search token, reference, name or phone' }).fill(reference);
  const entries = owner.getByTestId('order-entry');
  await expect(entries).toHaveCount(1, { timeout: 15_000 });
  const card = entries.first();
  await expect(card.getByTestId('order-reference')).toHaveText(`Ref ${reference}`);
  await expect(card.getByTestId('order-who')).toContainText('Asha Rao');
  await expect(card.getByRole('link', { name: 'Call 9845012345' })).toBeVisible();
  await expect(card.getByTestId('order-due')).toHaveText(`To collect ${payable}`);
  await expect(card.getByText('QR menu')).toBeVisible();
  const delivery = card.getByRole('region', { name: 'Delivery Details' });
  await expect(delivery).toContainText('12 MG Road');
  await expect(delivery).toContainText('Near the bank');
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/who-card-1024.png` });
});
