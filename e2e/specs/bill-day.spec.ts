/**
 * Issue 32's own e2e, in one day at one till (ADR 0068): a cashier opens a shift; a table of four rings up five
 * items on the POS and sends them; the bill is split by items; one part is paid cash + card with change for the
 * cash; offline, from the till's cart, the table's running bill gets a comp approved by the manager's PIN and a
 * new line is discounted on the cart and sent; back online everything syncs; the rest is paid; the shift closes
 * the day, and the Z report's sales by payment type, taxes and discounts (comps included) equal the sum of the
 * day's invoices as the server holds them.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { OrdersPage } from '../pages/orders.page.ts';
import { approve, payCardAndCash, readyPos, setApprovalPin, signedIn, TABLET } from '../support/bill-ops.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { openSyncTill } from '../support/sync-till.ts';

const SHOTS = '/tmp/bill-day';
const PHONE = { width: 390, height: 844 };

/** '₹1,234.50' or '-₹10.00' → minor units. */
const minor = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

type Invoice = {
  id: string;
  businessDay: string;
  total: number;
  taxTotal: number;
  discountTotal?: number | null;
  isCredit: boolean;
  paymentTypeId: string | null;
  tenders?: { paymentTypeId: string; amount: number }[] | null;
};

/** The server's rows of `tables`, as a device pulls them (the invoices with their tenders and discounts). */
async function serverRows(request: APIRequestContext, tables: string[]) {
  const post = async (path: string, body: unknown) => {
    const res = await request.post(`/api/v1/sync/${path}`, { data: body });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const { deviceId } = await post('register-device', { name: 'bill-day auditor' });
  const rows = new Map<string, Record<string, unknown>[]>();
  let cookie: number | null = null;
  for (let more = true; more; ) {
    const page = await post('pull', {
      protocolVersion: 1,
      schemaVersion: 1,
      clientId: randomUUID(),
      deviceId,
      cookie,
    });
    for (const p of page.patch as { table: string; op: string; row?: Record<string, unknown> }[])
      if (p.op === 'put' && p.row && tables.includes(p.table))
        rows.set(p.table, [...(rows.get(p.table) ?? []), p.row]);
    cookie = page.cookie;
    more = page.more;
  }
  return rows;
}

/** Both sizes of the till's screen, the cart sheet open on the phone. */
async function shots(till: Page, name: string): Promise<void> {
  await till.screenshot({ path: `${SHOTS}/${name}-1024.png` });
  await till.setViewportSize(PHONE);
  const bar = till.locator('.pos-cart-bar');
  if (await bar.isVisible()) await bar.click();
  await till.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await till.setViewportSize(TABLET);
}

test('[DISC7][SHIFT8] a table of four: split by items, cash + card, a comp approved offline, the Z report equals the invoices', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedIn(browser, DEMO.admin);
  await setApprovalPin(owner);
  const table = await (await openSyncTill(owner.request, 'bill-day setup')).table('BD');

  // the cashier's shift, with a float
  const till = await signedIn(browser, DEMO.cashier);
  await till.goto('/dashboard/shifts');
  await till.getByTestId('opening-float').fill('500');
  await till.getByTestId('open-shift').click();
  await expect(till.getByTestId('shift-open')).toBeVisible();

  // a table of four rings up five items and sends them to the kitchen
  const pos = await readyPos(till);
  await pos.diningOption('Dine-In');
  const tableSelect = till.getByLabel('Table', { exact: true });
  await expect(tableSelect.locator('option', { hasText: table })).toHaveCount(1, { timeout: 30_000 });
  await tableSelect.selectOption({ label: `${table} - 4 persons - Ground` });
  for (const item of ['Masala Dosa', 'Idli Sambar', 'Veg Spring Rolls', 'Fresh Lime Soda', 'Masala Chai'])
    await pos.add(item);
  const sent = await pos.sendToKitchen();
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });

  // split by items: the idli and the soda go to bill 2
  const orders = new OrdersPage(till);
  await orders.goto();
  await expect(orders.order(sent.token)).toBeVisible({ timeout: 15_000 });
  await till.getByRole('button', { name: `Actions for ${table}` }).click();
  await till.getByRole('menuitem', { name: 'Split bill', exact: true }).click();
  const split = till.getByTestId('split-bill-dialog');
  await split.getByLabel('Idli Sambar to Bill 2').fill('1');
  await split.getByLabel('Fresh Lime Soda to Bill 2').fill('1');
  await split.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(till.getByText('Bill split into 2!')).toBeVisible();
  const part = orders.order(`${sent.token}.1`);
  await expect(part.getByTestId('order-line')).toHaveCount(2);

  // that part is paid card + cash, the cash handing over more: change
  await till.getByRole('button', { name: `Actions for ${table}` }).click();
  await till.getByRole('menuitem', { name: `Pay Token ${sent.token}.1`, exact: true }).click();
  const pay = till.getByTestId('pay-complete-dialog');
  await payCardAndCash(pay, '50', '500');
  await pay.getByRole('checkbox', { name: /Print Receipt/ }).uncheck();
  await pay.getByRole('button', { name: 'Pay & Complete' }).click();
  await expect(pay).toBeHidden();
  await expect(part).toHaveCount(0);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // offline, at the till: the table's running bill under the cart; the chai is comped, a manager approves by PIN
  await pos.goto();
  await pos.waitForMenu('Masala Dosa');
  await goOffline(till.context());
  await tableSelect.selectOption({ label: `${table} - 4 persons - Ground` });
  const running = till.getByTestId('running-bill');
  await expect(running).toHaveCount(1);
  const before = minor(await running.getByTestId('running-total').textContent());
  await running.getByRole('button', { name: 'Comp… Masala Chai' }).click();
  const comp = till.getByTestId('line-op-dialog');
  await comp.getByTestId('op-reason').selectOption('Complaint');
  await comp.getByTestId('op-save').click();
  await approve(till);
  await expect(comp).toBeHidden();
  await expect
    .poll(async () => minor(await running.getByTestId('running-total').textContent()))
    .toBeLessThan(before);
  await expect(running.getByTestId('order-line-discount')).toContainText('Comp');

  // a second round: 10% off an idli on the cart itself (within the cashier's cap), sent offline
  await pos.add('Idli Sambar');
  await till.getByRole('button', { name: 'Discount Idli Sambar' }).click();
  const discount = till.getByTestId('line-op-dialog');
  await discount.getByTestId('discount-value').fill('10');
  await discount.getByTestId('op-reason').selectOption('Regular customer');
  await discount.getByTestId('op-save').click();
  await expect(discount).toBeHidden();
  await expect(till.getByTestId('cart-line-discount')).toContainText('Regular customer');
  await expect(till.getByTestId('discount-total')).toBeVisible();
  await shots(till, 'till-cart-running-bill');
  await pos.sendToKitchen();

  // back online: the comp, its approval and the discounted order reach the server
  await goOnline(till.context());
  await expect(pos.syncState).toHaveText('Online', { timeout: 60_000 });

  // the rest of the table is paid by card
  await orders.goto();
  await orders.groupAction(table, 'Pay & Complete');
  const rest = till.getByTestId('pay-complete-dialog');
  await rest.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await rest.getByRole('checkbox', { name: /Print Receipt/ }).uncheck();
  await rest.getByRole('button', { name: 'Pay & Complete' }).click();
  await expect(rest).toBeHidden();
  await expect(orders.group(table)).toHaveCount(0);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // SHIFT8: the owner's dashboard shows the shift open now, its sales and the cash expected, the X report a tap away
  await owner.goto('/dashboard/home');
  const card = owner.getByTestId('home-shifts');
  await expect(card.getByTestId('home-shift').filter({ hasText: 'Ravi Cashier' }).first()).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/dashboard-shifts-1024.png`, fullPage: true });
  await owner.setViewportSize(PHONE);
  await owner.screenshot({ path: `${SHOTS}/dashboard-shifts-390.png`, fullPage: true });
  await card
    .getByTestId('home-shift')
    .filter({ hasText: 'Ravi Cashier' })
    .first()
    .getByRole('button', { name: 'X report' })
    .click();
  await expect(owner.getByTestId('home-x-report').getByTestId('x-report')).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/dashboard-x-390.png`, fullPage: true });

  // the day is closed: the count equals what the drawer should hold
  await till.goto('/dashboard/shifts');
  await till.getByTestId('close-shift').click();
  const close = till.getByTestId('close-shift-dialog');
  const expected = minor(await close.getByTestId('close-expected').textContent());
  await close.getByTestId('counted-cash').fill((expected / 100).toFixed(2));
  await close.getByTestId('close-day').check();
  await close.getByTestId('close-shift-save').click();
  const z = till.getByTestId('z-report');
  await expect(z).toBeVisible();
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });
  await till.screenshot({ path: `${SHOTS}/z-report-1024.png`, fullPage: true });

  // the Z report's totals are the sums of the day's invoices as the server holds them
  const server = await serverRows(owner.request, ['invoices', 'paymentTypes', 'orderItems', 'orders']);
  // the day-closing shift closed last: this one (shift-close.spec closes a day of the demo store too)
  const shift = (await (await owner.request.get('/api/v1/reports/shifts?type=today')).json()).shifts
    .filter((s: { closesDay: boolean }) => s.closesDay)
    .sort((a: { closedAt: number }, b: { closedAt: number }) => b.closedAt - a.closedAt)[0];
  const day = shift.businessDay as string;
  const invoices = (server.get('invoices') ?? []).filter(
    (i) => i.businessDay === day,
  ) as unknown as Invoice[];
  const sum = (f: (i: Invoice) => number) => invoices.reduce((n, i) => n + f(i), 0);
  expect(Number(await z.getByTestId('report-invoices').textContent())).toBe(invoices.length);
  expect(minor(await z.getByTestId('report-revenue').textContent())).toBe(sum((i) => i.total));
  expect(minor(await z.getByTestId('report-taxes').textContent())).toBe(sum((i) => i.taxTotal));
  expect(minor(await z.getByTestId('report-discounts').textContent())).toBe(sum((i) => i.discountTotal ?? 0));
  const types = new Map(
    (server.get('paymentTypes') ?? []).map((t) => [t.id as string, String(t.title).trim()]),
  );
  const byType = new Map<string, number>();
  for (const i of invoices) {
    const parts = i.isCredit
      ? [{ title: 'Credit', amount: i.total }]
      : i.tenders?.length
        ? i.tenders.map((t) => ({ title: types.get(t.paymentTypeId) ?? 'Other', amount: t.amount }))
        : [{ title: (i.paymentTypeId && types.get(i.paymentTypeId)) || 'Other', amount: i.total }];
    for (const p of parts) byType.set(p.title, (byType.get(p.title) ?? 0) + p.amount);
  }
  for (const [title, total] of byType)
    expect(minor(await z.getByTestId(`report-tender-${title}`).textContent()), title).toBe(total);
  // the comp is in the discounts: the chai's line is comped on the server, with the manager's approval
  const comped = (server.get('orderItems') ?? []).find(
    (l) => l.itemTitle === 'Masala Chai' && l.discountType === 'comp' && l.discountReason === 'Complaint',
  );
  expect(comped).toBeTruthy();
  // SHIFT10: the Z report shows the day's comps apart (they stay inside the discounts)
  const liveOrders = new Set(
    (server.get('orders') ?? [])
      .filter((o) => o.businessDay === day && o.status !== 'cancelled')
      .map((o) => o.id),
  );
  const comps = (server.get('orderItems') ?? []).filter(
    (l) => liveOrders.has(l.orderId) && l.discountType === 'comp' && l.status !== 'cancelled',
  );
  const [compCount, compValue] = String(await z.getByTestId('report-comps').textContent()).split('·');
  expect(Number(compCount)).toBe(comps.length);
  expect(minor(compValue ?? null)).toBe(
    comps.reduce((n, l) => n + Number(l.unitPrice) * Number(l.quantity), 0),
  );
  const audit = (await (await owner.request.get('/api/v1/reports/audit')).json()).entries as {
    action: string;
  }[];
  expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['order.comp', 'approval', 'day.close']));
  expect(shift.figures.cash).toMatchObject({ expected, counted: expected, difference: 0 });
});
