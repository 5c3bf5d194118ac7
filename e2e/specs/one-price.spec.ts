/**
 * One price everywhere (issue 29; CART10, FEE7, ADR 0050): the same two items, a Fresh Lime Soda with
 * 'VAT 12% (incl.)' inside its 80.00 and an untaxed 20.00 Cutting chai, cost the same at the till and on the
 * phone; the phone adds only its fees, and the server stores the till's totals for both orders.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DinerPage } from '../pages/diner.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';

const QRCODE = 'demo-kitchen';
test.setTimeout(120_000);

type StoredOrder = { id: string; sub_total: number; tax_total: number; fee_total: number; total: number };

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

/** An open order as the orders screen reads it, found by id wherever the groups hold it. */
async function storedOrder(owner: Page, id: string): Promise<StoredOrder> {
  // the till's order reaches the server through its sync outbox: wait for it
  await expect.poll(async () => (await openOrders(owner, id))[0]?.id, { timeout: 20_000 }).toBe(id);
  const [order] = await openOrders(owner, id);
  if (!order) throw new Error(`order ${id} not among the open orders`);
  return order;
}

async function openOrders(owner: Page, id: string): Promise<StoredOrder[]> {
  const r = await owner.request.get('/api/v1/orders');
  expect(r.ok()).toBe(true);
  const found: StoredOrder[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      if ((x as { id?: unknown }).id === id && 'tax_total' in x) found.push(x as StoredOrder);
      else Object.values(x).forEach(walk);
    }
  };
  walk(await r.json());
  return found;
}

test('the same cart priced the same at the till and on the phone, the phone adding only its fees', async ({
  browser,
}) => {
  const owner = await signedIn(browser);
  const pos = new PosPage(owner);
  await pos.goto();
  await pos.waitForMenu('Fresh Lime Soda');
  await pos.add('Fresh Lime Soda');
  await pos.add('Masala Chai', { variant: 'Cutting' });
  const totals = owner.getByTestId('pos-totals').first();
  // 80.00 × 12/112 = 8.57 inside the soda; the chai carries no tax
  await expect(totals.getByTestId('tax-total')).toHaveText('₹8.57');
  await expect(totals.getByTestId('net-total')).toHaveText('₹91.43');
  await expect(totals.getByTestId('payable-total')).toHaveText('₹100.00');
  const till = await pos.sendToKitchen();

  const diner = new DinerPage(
    await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage(),
  );
  await diner.page.goto(`/m/${QRCODE}`);
  await expect(diner.page.getByTestId('diner-item').first()).toBeVisible();
  await diner.add('Fresh Lime Soda');
  await diner.add('Masala Chai', { variant: 'Cutting' });
  await expect(diner.cartCount).toHaveText('2 items · ₹100.00 + fees');
  await diner.openCart();
  await expect(diner.cart.getByTestId('included-tax')).toHaveText('(incl. ₹8.57 tax)');
  // no tax added on top: only the platform fee (3% of 100.00) and 18% GST on it; cash pays no processing fee
  expect(await diner.breakdown()).toEqual({
    'Platform fee': '₹3.00',
    'GST on platform fee': '₹0.54',
    'Processing fee': '₹0.00',
    'Total taxes & charges': '₹3.54',
  });
  await expect(diner.cart.getByTestId('order-summary')).toContainText('₹103.54');
  await diner.placeOrder();
  await expect(diner.page).toHaveURL(/\/orderstatus\//);
  await expect(diner.status.getByTestId('order-summary')).toContainText('₹103.54'); // the server's figures
  const dinerOrderId = /\/orderstatus\/([^/]+)\//.exec(diner.page.url())?.[1] ?? '';

  const atTill = await storedOrder(owner, till.orderId.trim());
  const atTable = await storedOrder(owner, dinerOrderId);
  expect(atTill).toMatchObject({ sub_total: 9143, tax_total: 857, fee_total: 0, total: 10000 });
  expect({
    sub_total: atTable.sub_total,
    tax_total: atTable.tax_total,
    total: atTable.total - atTable.fee_total,
  }).toEqual({ sub_total: atTill.sub_total, tax_total: atTill.tax_total, total: atTill.total });
  expect(atTable.fee_total).toBe(354);
});
