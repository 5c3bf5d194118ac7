/**
 * Shift and day close (SHIFT1-SHIFT7, APPR1-APPR6, AUD1; ADR 0063): the owner sets an approval PIN; the cashier
 * opens a shift with a float, sells for cash and card, pays out (offline, approved by the manager's PIN on the
 * till), closes with a count and closes the day; the Z report's totals match the day's invoices, and the owner
 * sees the shift and the approval in Reports.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

/** '₹1,234.50' or '-₹10.00' → minor units. */
const minor = (text: string | null): number => {
  const n = Number((text ?? '').replace(/[^\d.-]/g, ''));
  return Math.round(n * 100);
};

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

/** Create Receipt & Pay with the payment type titled `type`; returns the payable total the summary showed. */
async function payWith(till: Page, type: 'Cash' | 'Card'): Promise<{ payable: string }> {
  await till.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
  const pay = till.getByRole('dialog', { name: 'Create Receipt & Pay' });
  const payable = (await pay.getByTestId('payable-total').textContent()) ?? '';
  await pay.getByLabel('Payment Type').selectOption({ label: type });
  await pay.getByRole('button', { name: 'Pay & Send' }).click();
  const sent = till.getByRole('dialog', { name: 'Order sent to Kitchen!' });
  await sent.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(sent).toBeHidden();
  return { payable };
}

test('a cashier closes the shift and the day; the Z report matches the invoices', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, DEMO.admin);
  await owner.goto('/dashboard/profile');
  const card = owner.getByTestId('approval-pin-card');
  await card.getByTestId('new-pin').fill('2468');
  await card.getByTestId('repeat-pin').fill('2468');
  await card.getByTestId('save-pin').click();
  await expect(owner.getByText('Your approval PIN is set!')).toBeVisible();

  const till = await signedIn(browser, DEMO.cashier);
  await till.goto('/dashboard/shifts');
  await till.getByTestId('opening-float').fill('500');
  await till.getByTestId('open-shift').click();
  await expect(till.getByTestId('shift-open')).toBeVisible();

  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Masala Dosa');
  await pos.add('Masala Dosa');
  const cashSale = await payWith(till, 'Cash');
  await pos.add('Masala Chai');
  await payWith(till, 'Card');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });

  await till.goto('/dashboard/shifts');
  const x = till.getByTestId('x-report');
  await expect
    .poll(async () => minor(await x.getByTestId('report-cash-sales').textContent()))
    .toBe(minor(cashSale.payable));
  await till.screenshot({ path: '/tmp/shift-x-1024.png', fullPage: true });

  // APPR4: the pay-out offline, approved on the till by the manager's PIN (checked against the synced verifier)
  await goOffline(till.context());
  await till.getByTestId('pay-out').click();
  await till.getByTestId('movement-amount').fill('50');
  await till.getByTestId('movement-reason').fill('Milk');
  await till.getByTestId('movement-save').click();
  const approval = till.getByTestId('approval-dialog');
  await approval.getByTestId('approval-pin').fill('1111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByTestId('approval-error')).toHaveText('Wrong PIN!');
  await approval.getByTestId('approval-pin').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  const expected = minor(cashSale.payable) + 50000 - 5000;
  await expect.poll(async () => minor(await x.getByTestId('report-expected').textContent())).toBe(expected);
  await goOnline(till.context());
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // close with a count 10.00 short, closing the day
  await till.getByTestId('close-shift').click();
  const close = till.getByTestId('close-shift-dialog');
  expect(minor(await close.getByTestId('close-expected').textContent())).toBe(expected);
  await close.getByTestId('counted-cash').fill(((expected - 1000) / 100).toFixed(2));
  expect(minor(await close.getByTestId('close-difference').textContent())).toBe(-1000);
  await close.getByTestId('close-day').check();
  await till.setViewportSize({ width: 390, height: 844 });
  await till.screenshot({ path: '/tmp/shift-close-390.png', fullPage: true });
  await close.getByTestId('close-shift-save').click();
  const z = till.getByTestId('z-report');
  await expect(z).toBeVisible();
  await till.screenshot({ path: '/tmp/shift-z-390.png', fullPage: true });
  expect(minor(await z.getByTestId('report-difference').textContent())).toBe(-1000);
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // the Z report's totals are the day's invoices
  const invoices = (await (await till.request.get('/api/v1/invoices?type=today')).json()).invoices as {
    total: number;
    tax_total: number;
  }[];
  expect(minor(await z.getByTestId('report-revenue').textContent())).toBe(
    invoices.reduce((n, i) => n + i.total, 0),
  );
  expect(minor(await z.getByTestId('report-taxes').textContent())).toBe(
    invoices.reduce((n, i) => n + i.tax_total, 0),
  );
  expect(Number(await z.getByTestId('report-invoices').textContent())).toBe(invoices.length);

  // TILLSHIFT1: back at the POS with its shift closed, the till says its sales now count in no drawer
  await pos.goto();
  const hint = till.getByTestId('no-shift-hint');
  await expect(hint).toHaveText('No shift is open on this till: its sales count in no drawer. Open shift');
  await till.screenshot({ path: '/tmp/shift-none-pos.png' });
  await hint.getByRole('link', { name: 'Open shift' }).click();
  await expect(till.getByTestId('open-shift')).toBeVisible();

  // the owner: the server's figures of the shift, and the approval in the audit log
  const shifts = (await (await owner.request.get('/api/v1/reports/shifts?type=today')).json()).shifts;
  // the day-closing shift closed last: this one (bill-day.spec closes a day of the demo store too)
  const mine = shifts
    .filter((s: { closesDay: boolean }) => s.closesDay)
    .sort((a: { closedAt: number }, b: { closedAt: number }) => b.closedAt - a.closedAt)[0];
  expect(mine.figures.cash).toMatchObject({ expected, counted: expected - 1000, difference: -1000 });
  await owner.goto('/dashboard/reports/audit');
  await owner.getByTestId('audit-action').selectOption('approval');
  // other specs' approvals (a comp, a refund) share the demo store's log: this one is the pay-out's
  await expect(owner.getByTestId('audit-entry').filter({ hasText: 'approved shift.pay-out' })).toHaveCount(1);
  await owner.screenshot({ path: '/tmp/audit-1024.png', fullPage: true });
  const phone = await owner.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/dashboard/reports/audit');
  await expect(phone.getByTestId('audit-entry').first()).toBeVisible();
  await phone.screenshot({ path: '/tmp/audit-390.png', fullPage: true });
  await phone.goto('/dashboard/reports/shifts');
  await expect(phone.getByTestId('shift-figures')).toBeVisible();
  await phone.screenshot({ path: '/tmp/shift-reports-390.png', fullPage: true });
});
