/**
 * Sales are sales (issue 29 point 1, SALE1-SALE2, ADR 0048): a diner's cash QR order the store has not accepted
 * moves neither the owner's Reports (Orders, Revenue) nor the dashboard home's Orders; once the cashier collects
 * the payment, Orders grows by one and Revenue by exactly what the diner was charged, the amount of its invoice.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DinerPage } from '../pages/diner.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';

// two browser contexts (phone, office) on a machine shared with other work
test.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;

/** '₹1,234.50' → 123450 (minor units). */
const minor = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

/** Today's figures as the owner reads them: Reports' Orders and Revenue, and the home's Orders. */
async function figures(owner: Page) {
  await owner.goto('/dashboard/reports');
  const value = (id: string) => owner.getByTestId(id).locator('.figure-value');
  await expect(value('report-revenue')).toBeVisible();
  const orders = Number(await value('report-orders').textContent());
  const revenue = minor((await value('report-revenue').textContent()) ?? '');
  await owner.goto('/dashboard/home');
  const home = owner.getByTestId('home-orders').locator('.figure-value');
  await expect(home).toBeVisible();
  return { orders, revenue, homeOrders: Number(await home.textContent()) };
}

test('an unpaid QR order moves no figure; accepted, Orders grows by one and Revenue by its amount', async ({
  browser,
}) => {
  const owner = await signedIn(browser);
  const before = await figures(owner);

  const diner = new DinerPage(await (await browser.newContext(PHONE)).newPage());
  await diner.page.goto('/m/demo-kitchen');
  await expect(diner.page.getByTestId('diner-item').first()).toBeVisible();
  await diner.add('Butter Chicken', { variant: 'Large', addons: ['Butter Naan'] });
  await diner.openCart();
  await expect(diner.cart.getByTestId('payment-method-value')).toHaveText('Billing Counter');
  await diner.placeOrder();
  await expect(diner.statusToken).toHaveText('Waiting for store to accept your order...');
  const charged = minor(
    (await diner.status.getByTestId('order-summary').locator('.diner-summary-total dd').textContent()) ?? '',
  );
  expect(charged).toBeGreaterThan(0);
  const reference = ((await diner.status.getByTestId('status-reference').textContent()) ?? '').trim();

  // not accepted yet: not a sale
  expect(await figures(owner)).toEqual(before);

  const orders = new OrdersPage(owner);
  await orders.goto();
  await owner.getByRole('searchbox', { name: 'Search token, reference, name or phone' }).fill(reference);
  const entry = owner.getByTestId('order-entry');
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  const token = (await entry.first().getAttribute('data-token')) ?? '';
  await orders.deliveryAction(token, 'Payment Collected');
  await expect(orders.order(token).getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  // the phone hears it: the token replaces the wait
  await expect(diner.statusToken).not.toHaveText('Waiting for store to accept your order...', {
    timeout: 15_000,
  });

  await expect
    .poll(async () => figures(owner), { timeout: 20_000 })
    .toEqual({
      orders: before.orders + 1,
      revenue: before.revenue + charged,
      homeOrders: before.homeOrders + 1,
    });
});
