/**
 * Bill operations (issue 32 items 2, 4, 5; ADR 0065): a cashier sends a bill to the kitchen; offline, a manager
 * approves a comp with the PIN on the till (DISC2, APPR4); the bill is paid card + cash with change (TEND1-TEND2);
 * the invoice lists the tenders; a refund goes to a customer's khata with the manager's approval (REF1-REF3), and
 * the customer's balance and the audit log show it.
 */
import { expect, test } from '@playwright/test';
import { OrdersPage } from '../pages/orders.page.ts';
import { approve, payCardAndCash, readyPos, setApprovalPin, signedIn } from '../support/bill-ops.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

const SHOTS = '/tmp/bill-operations';

test('a comp approved offline, a bill paid card + cash with change, a refund to the khata', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedIn(browser, DEMO.admin);
  await setApprovalPin(owner);
  const phone = `98${String(Date.now()).slice(-8)}`;
  const added = await owner.request.post('/api/v1/customers/add', { data: { phone, name: 'Kavya' } });
  expect(added.status()).toBe(200);
  const customerId = (await added.json()).id as string;

  const till = await signedIn(browser, DEMO.cashier);
  const pos = await readyPos(till);
  // TEND1 at the counter: a quick sale paid card + cash with change
  await pos.add('Masala Chai');
  await till.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
  const quick = till.getByRole('dialog', { name: 'Create Receipt & Pay' });
  await payCardAndCash(quick, '10', '100');
  await till.screenshot({ path: `${SHOTS}/pos-tenders-1024.png` });
  await quick.getByRole('button', { name: 'Pay & Send' }).click();
  const quickSent = till.getByRole('dialog', { name: 'Order sent to Kitchen!' });
  await quickSent.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(quickSent).toBeHidden();

  await pos.add('Masala Dosa');
  await pos.add('Masala Chai');
  const sent = await pos.sendToKitchen();
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });

  // DISC2, APPR4: offline, the cashier comps the chai; the manager approves with the PIN on the till
  const orders = new OrdersPage(till);
  await orders.goto();
  const entry = orders.order(sent.token);
  await expect(entry).toBeVisible();
  const before = (await entry.textContent()) ?? '';
  await goOffline(till.context());
  await entry.getByRole('button', { name: 'Status of Masala Chai' }).click();
  await till.getByRole('menuitem', { name: 'Comp…' }).click();
  const comp = till.getByTestId('line-op-dialog');
  await comp.getByTestId('op-reason').selectOption('Complaint');
  await till.screenshot({ path: `${SHOTS}/comp-1024.png` });
  await comp.getByTestId('op-save').click();
  await approve(till);
  await expect(comp).toBeHidden();
  await expect.poll(async () => (await entry.textContent()) ?? '').not.toBe(before);
  await goOnline(till.context());
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // TEND1-TEND2: Pay & Complete with a card part and the rest in cash, change given
  await orders.deliveryAction(sent.token, 'Pay & Complete');
  const pay = till.getByTestId('pay-complete-dialog');
  await payCardAndCash(pay, '50', '500');
  await till.setViewportSize({ width: 390, height: 844 });
  await till.screenshot({ path: `${SHOTS}/tenders-390.png` });
  await till.setViewportSize({ width: 1024, height: 768 });
  await pay.getByRole('checkbox', { name: /Print Receipt/ }).uncheck();
  await pay.getByRole('button', { name: 'Pay & Complete' }).click();
  await expect(pay).toBeHidden();
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // the server's invoice: the comp off the total, two tenders, the change on the cash one
  const list = (await (await till.request.get('/api/v1/invoices?type=today')).json()).invoices as {
    id: string;
    total: number;
  }[];
  expect(list.length).toBeGreaterThan(0);
  await till.goto('/dashboard/invoices');
  const invoiceRow = till.getByTestId('invoice-row').first();
  await expect(invoiceRow.getByTestId('invoice-tenders')).toContainText('Card');
  await expect(invoiceRow.getByTestId('invoice-tenders')).toContainText('change');
  // the counter sale's invoice lists its two tenders too
  await expect(till.getByTestId('invoice-row').nth(1).getByTestId('invoice-tenders')).toContainText('Card');
  await till.screenshot({ path: `${SHOTS}/invoices-1024.png`, fullPage: true });

  // REF1-REF3: refund the dosa to Kavya's khata; above the limit: the manager approves
  await invoiceRow.getByTestId('refund-open').click();
  const refund = till.getByTestId('refund-dialog');
  await refund.getByTestId('refund-line').first().check();
  await refund.getByTestId('refund-method').selectOption('khata');
  await refund.getByTestId('refund-customer').selectOption(customerId);
  await refund.getByTestId('refund-reason').fill('Too spicy');
  await till.setViewportSize({ width: 390, height: 844 });
  await till.screenshot({ path: `${SHOTS}/refund-390.png` });
  await till.setViewportSize({ width: 1024, height: 768 });
  await refund.getByTestId('refund-save').click();
  await approve(till);
  await expect(refund).toBeHidden();
  await expect(invoiceRow.getByTestId('invoice-refunded')).toBeVisible();
  await expect(pos.syncState).toHaveText('Online', { timeout: 45_000 });

  // the customer's khata is credited; the owner sees the comp, the refund and the approvals in the audit log
  await expect
    .poll(async () => {
      const res = await owner.request.get(`/api/v1/customers?filter=${phone}`);
      const body = (await res.json()) as { customers?: { id: string; balance_due?: number }[] };
      return body.customers?.find((c) => c.id === customerId)?.balance_due ?? null;
    })
    .toBeLessThan(0);
  const audit = (await (await owner.request.get('/api/v1/reports/audit')).json()).entries as {
    action: string;
    reason: string | null;
  }[];
  expect(audit.map((e) => e.action)).toEqual(
    expect.arrayContaining(['order.comp', 'invoice.refund', 'approval']),
  );
  expect(audit.find((e) => e.action === 'invoice.refund')?.reason).toBe('Too spicy');
});
