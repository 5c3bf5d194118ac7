/**
 * A day at the counter (issue 5), complementing offline-till-kitchen.spec.ts: the till goes offline and rings
 * up a dine-in order with a variant and addons, a takeaway and a sale on Credit (khata) for a customer; it
 * prints a token and a receipt (their windows open and print); a reload keeps everything; back online the
 * kitchen shows the paid orders without a refresh, the cook bumps them to delivered, and the orders screen,
 * the customer's balance and today's invoices all agree with what the till charged.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { type Paid, PosPage } from '../pages/pos.page.ts';
import { clearOfDayTurn } from '../support/business-day.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { signIn } from '../support/sign-in.ts';

/** The sales and today's invoices must fall in one business day. */
const NEEDED_MS = 2 * 60_000;

/** Print windows call window.print() after 400 ms; record it instead of opening the system dialog. */
const recordPrints = (context: BrowserContext) =>
  context.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });

/** '₹1,234.50' → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function expectPrinted(window: Page, path: string, text: string) {
  await window.waitForLoadState();
  expect(new URL(window.url()).pathname).toBe(path);
  await expect(window.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(window.locator('html')).toHaveAttribute('data-printed', 'yes');
  await window.close();
}

test('an offline till, the kitchen and the khata agree at the end of the day', async ({ browser }) => {
  test.setTimeout(180_000);
  await clearOfDayTurn(NEEDED_MS);
  const tillContext = await browser.newContext();
  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await recordPrints(tillContext);
  const till = await tillContext.newPage();
  const wall = await kitchenContext.newPage();

  await signIn(wall, DEMO.kitchen);
  const kitchen = new KitchenPage(wall);
  await kitchen.goto();

  await signIn(till, DEMO.cashier);
  // a customer for the khata, added online (the till's customers sync with it)
  const phone = `98${Date.now().toString().slice(-8)}`;
  // a name of this run's own, so a retry does not meet the first try's customer and invoice
  const customer = `Kavya Rao ${phone.slice(-4)}`;
  await till.goto('/dashboard/customers');
  await till.getByRole('button', { name: 'New', exact: true }).click();
  const add = till.getByRole('dialog', { name: 'Add Customer' });
  await add.getByLabel('Phone').fill(phone);
  await add.getByLabel('Name').fill(customer);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Butter Chicken');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  await till.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await goOffline(tillContext);
  await pos.add('Butter Chicken', { variant: 'Large', addons: ['Butter Naan'] });
  const tokenWindow = tillContext.waitForEvent('page');
  const dineIn = await pos.payAndSend({ printToken: true });
  await expectPrinted(await tokenWindow, '/print-token', dineIn.token);

  await pos.diningOption('Take Away');
  await pos.add('Masala Chai');
  const takeaway = await pos.payAndSend();

  await pos.chooseCustomer(phone, customer);
  await pos.add('Gulab Jamun');
  const credit = await pos.payAndSend({ credit: true });
  const sales: Paid[] = [dineIn, takeaway, credit];
  expect(new Set(sales.map((s) => s.token)).size).toBe(3);
  await expect(pos.syncState).toContainText('3 unsent', { timeout: 15_000 });

  // the takeaway has its own Delivery card; its receipt prints from there, still offline
  const orders = new OrdersPage(till);
  await orders.goto();
  const receiptWindow = tillContext.waitForEvent('page');
  await orders.deliveryAction(takeaway.token, 'Print Receipt');
  await expectPrinted(await receiptWindow, '/print-receipt', 'Masala Chai');

  // a reload with the network still off: shell from the service worker, orders from IndexedDB
  await till.reload();
  for (const s of sales) await expect(orders.order(s.token)).toBeVisible({ timeout: 15_000 });
  await expect(kitchen.card(dineIn.token)).toHaveCount(0);

  await goOnline(tillContext);
  await pos.goto();
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });
  const synced = Date.now();
  // no refresh on the wall: the poke brings every paid order (credit is paid at once, ADR 0011)
  for (const s of sales) await expect(kitchen.card(s.token)).toBeVisible({ timeout: 15_000 });
  test.info().annotations.push({ type: 'kitchen after sync (ms)', description: String(Date.now() - synced) });
  await expect(kitchen.line(dineIn.token, 'Butter Chicken')).toContainText('Large');

  await kitchen.deliverAll(dineIn.token, ['Butter Chicken']);
  await kitchen.deliverAll(takeaway.token, ['Masala Chai']);
  await kitchen.deliverAll(credit.token, ['Gulab Jamun']);
  // they leave the wall (other specs' paid orders may still be on the demo kitchen: not 'No Orders Pending!')
  for (const s of sales) await expect(kitchen.card(s.token)).toHaveCount(0);

  // the orders screen: every order delivered and paid, so none of them is pending
  await orders.goto();
  for (const s of sales) await expect(orders.order(s.token)).toHaveCount(0, { timeout: 15_000 });

  // the khata: the customer owes exactly the credit sale
  await till.goto('/dashboard/customers');
  await till.getByRole('searchbox', { name: 'Search customers' }).fill(phone);
  const card = till.getByTestId('customer-card').filter({ hasText: customer });
  await expect(card.getByTestId('balance-due')).toHaveText(credit.payable);

  // today's invoices: one per sale, with the totals the till charged
  await till.goto('/dashboard/invoices');
  await till.getByRole('button', { name: 'Filter' }).click();
  const filter = till.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('combobox', { name: 'Filter' }).selectOption('today');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(till.getByRole('heading', { name: 'Showing Invoices for Today' })).toBeVisible();
  for (const s of sales) {
    const row = till
      .getByTestId('invoice-row')
      .filter({ has: till.getByRole('cell', { name: s.token, exact: true }) });
    await expect(row).toHaveCount(1);
    expect(amount((await row.getByRole('cell').nth(5).textContent()) ?? '')).toBe(amount(s.payable));
  }
  await expect(till.getByTestId('invoice-row').filter({ hasText: customer })).toHaveCount(1);

  await tillContext.close();
  await kitchenContext.close();
});
