/**
 * GST9 (issue 31, ADR 0069): in a GST store, a refund from the Invoices screen ends on "Print credit note", which
 * opens the slip "Credit Note" with its number and the original invoice's number.
 */
import { expect, type Page, test } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const SHOTS = '/tmp/credit-note';
const post = (page: Page, url: string, data: Record<string, unknown>) =>
  page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
const STORE = {
  storeName: 'Tavola Demo Kitchen',
  address: '12 MG Road, Bengaluru',
  phone: '+91 80 4000 1234',
  email: DEMO.admin.username,
  currency: 'INR',
  isQRMenuEnabled: true,
};

test('a GST store refund prints a Credit Note', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const owner = await context.newPage();
  await signIn(owner, DEMO.admin);
  try {
    expect(
      (
        await post(owner, '/api/v1/settings/store-setting', {
          ...STORE,
          gstin: '29AAGCB7383J1Z4',
          legalName: 'Tavola Demo Foods Pvt Ltd',
        })
      ).status(),
    ).toBe(200);
    const pos = new PosPage(owner);
    await pos.goto();
    await pos.waitForMenu('Masala Chai');
    await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
    await pos.add('Masala Chai');
    await owner.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
    const quick = owner.getByRole('dialog', { name: 'Create Receipt & Pay' });
    await quick.getByRole('button', { name: 'Pay & Send' }).click();
    const sent = owner.getByRole('dialog', { name: 'Order sent to Kitchen!' });
    await sent.getByRole('button', { name: 'Close', exact: true }).first().click();
    await owner.goto('/dashboard/invoices');
    const row = owner.getByTestId('invoice-row').first();
    await row.getByTestId('refund-open').click();
    const refund = owner.getByTestId('refund-dialog');
    await refund.getByTestId('refund-reason').fill('Cold tea');
    await refund.getByTestId('refund-save').click();
    const done = owner.getByTestId('refund-done');
    await expect(done.getByRole('button', { name: 'Print credit note' })).toBeVisible();
    await owner.screenshot({ path: `${SHOTS}/refund-done-1024.png` });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/refund-done-390.png` });
    await owner.setViewportSize({ width: 1024, height: 768 });
    const [slip] = await Promise.all([
      context.waitForEvent('page'),
      done.getByRole('button', { name: 'Print credit note' }).click(),
    ]);
    const note = slip.getByTestId('credit-note');
    await expect(note.getByRole('heading', { name: 'Credit Note' })).toBeVisible();
    await expect(note.getByTestId('credit-note-details')).toContainText(
      /Credit Note No: [A-Z]{1,4}\/C\d\d-\d\d\/\d+/,
    );
    await expect(note.getByTestId('credit-note-details')).toContainText(
      /Original Invoice No: [A-Z]{1,4}\/\d\d-\d\d\/\d+/,
    );
    await slip.screenshot({ path: `${SHOTS}/credit-note-slip.png`, fullPage: true });
    await done.getByTestId('refund-done-close').click();
    await expect(row.getByTestId('invoice-refund')).toContainText('/C');
    await owner.screenshot({ path: `${SHOTS}/invoices-refund-1024.png` });
  } finally {
    await post(owner, '/api/v1/settings/store-setting', { ...STORE, gstin: '', fssai: '', legalName: '' });
    await context.close();
  }
});
