/**
 * The diner's QR menu end to end (issue 6): a phone orders from a table link, the till collects the payment
 * and the phone's status shows the token live, the kitchen gets the order; online payment with the demo
 * provider, failing then succeeding; an order placed with no signal is sent when the signal returns.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DinerPage } from '../pages/diner.page.ts';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

const QRCODE = 'demo-kitchen';
// three browser contexts (phone, till, kitchen wall) on a machine shared with other work
test.setTimeout(150_000);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

async function tableId(owner: Page, title: string): Promise<string> {
  const r = await owner.request.get('/api/v1/settings/store-tables');
  expect(r.ok()).toBe(true);
  const { storeTables } = (await r.json()) as { storeTables: { id: string; table_title: string }[] };
  const table = storeTables.find((t) => t.table_title === title);
  if (!table) throw new Error(`no table ${title}`);
  return table.id;
}

async function dinerPhone(browser: Browser): Promise<DinerPage> {
  return new DinerPage(await (await browser.newContext(PHONE)).newPage());
}

test('a cash order from a table: the breakdown, waiting, Payment Collected shows the token live, the kitchen has it', async ({
  browser,
}) => {
  const owner = await signedIn(browser, DEMO.admin);
  const diner = await dinerPhone(browser);
  await diner.gotoTable(QRCODE, await tableId(owner, 'R2'));
  await expect(diner.page.getByText('Table R2')).toBeVisible();

  await diner.add('Butter Chicken', { variant: 'Large', addons: ['Butter Naan'] });
  await expect(diner.cartCount).toHaveText('1 item · ₹535.50 + fees');
  await diner.openCart();
  // FEE1-FEE5, FEE7 with the item's own tax and the default rates, on an item total of 510.00:
  // GST 5% exclusive = 25.50 (as at the till); platform fee 3% = 15.30; GST 18% on it = 2.754 → 2.75;
  // no processing fee for cash.
  expect(await diner.breakdown()).toEqual({
    'GST 5%': '₹25.50',
    'Platform fee': '₹15.30',
    'GST on platform fee': '₹2.75',
    'Processing fee': '₹0.00',
    'Total taxes & charges': '₹43.55',
  });
  await expect(diner.cart.getByTestId('order-summary')).toContainText('₹553.55');
  await expect(diner.cart.getByTestId('payment-method-value')).toHaveText('Billing Counter');
  await diner.placeOrder();

  await expect(diner.statusToken).toHaveText('Waiting for store to accept your order...');
  await expect(diner.status.getByTestId('order-summary')).toContainText('₹553.55'); // the server's figures
  await expect(diner.status.getByTestId('status-item')).toContainText('Butter Chicken');

  const orders = new OrdersPage(owner);
  await orders.goto();
  await orders.groupAction('R2', 'Payment Collected');

  // no reload on the phone: payment_update over the diner's socket
  await expect(diner.statusToken).toContainText('Token No.', { timeout: 15_000 });
  const token = ((await diner.statusToken.locator('.diner-token-number').textContent()) ?? '').trim();
  expect(token).toMatch(/^\d+$/);

  const wall = await signedIn(browser, DEMO.kitchen);
  const kitchen = new KitchenPage(wall);
  await kitchen.goto();
  await expect(kitchen.line(token, 'Butter Chicken')).toContainText('Large');

  // the kitchen's states reach the phone too: delivered counts as done
  await kitchen.deliverAll(token, ['Butter Chicken']);
  await expect(diner.status.getByTestId('status-item')).toHaveAttribute('data-status', 'delivered', {
    timeout: 15_000,
  });
  await diner.status.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(diner.myOrders.first()).toContainText(`Token No. ${token}`);
});

test('an online order with the demo provider: a failed payment, then a successful retry', async ({
  browser,
}) => {
  const diner = await dinerPhone(browser);
  await diner.page.goto(`/m/${QRCODE}`);
  await diner.add('Idli Sambar');
  await diner.openCart();
  await diner.choosePayment('Pay Online');
  await diner.placeOrder();

  await diner.settleDemoPayment('fail');
  await expect(diner.page.getByText('Payment failed. Please try again.')).toBeVisible();
  await expect(diner.statusToken).toHaveText(
    'Online Transaction failed, Please proceed to the payment counter',
  );
  await expect(diner.page.getByTestId('cart-count')).toHaveCount(0); // the cart was emptied

  await diner.status.getByRole('button', { name: 'Try paying online again' }).click();
  await diner.settleDemoPayment('pay');
  await expect(diner.page.getByText('Payment successful!')).toBeVisible();
  await expect(diner.statusToken).toContainText('Token No.');
  await expect(diner.statusToken.locator('.diner-token-number')).toHaveText(/^\d+$/);
});

test('an order placed with no signal waits on the phone and is sent when the signal returns', async ({
  browser,
}) => {
  const diner = await dinerPhone(browser);
  await diner.page.goto(`/m/${QRCODE}`);
  await diner.add('Idli Sambar');
  await diner.add('Masala Dosa', { addons: ['Extra Chutney'] });
  await diner.openCart();

  await goOffline(diner.page.context());
  await diner.placeOrder();
  await expect(diner.queued).toContainText('Waiting for signal: will be sent when online');
  await expect(diner.page.getByTestId('cart-count')).toHaveCount(0);
  await expect(diner.myOrders).toHaveCount(0);

  await goOnline(diner.page.context());
  await expect(diner.queued).toHaveCount(0, { timeout: 20_000 });
  await expect(diner.page.getByText('Your saved order was sent to the store.')).toBeVisible();
  await expect(diner.myOrders).toHaveCount(1);
  await expect(diner.myOrders.first()).toContainText('Awaiting payment');
});
