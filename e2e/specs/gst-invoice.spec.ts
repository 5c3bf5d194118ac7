/**
 * GST tax invoices (issue 31; GST1, GST3, INVS1-INVS4): an owner sets the store's GSTIN and FSSAI on Store
 * Details; a cashier sells offline on two tills at once (two contexts, two devices); each till's receipts show
 * "Tax Invoice" with consecutive numbers of its own series and the CGST + SGST summary, and the server keeps the
 * numbers the tills printed. The demo store is shared by every spec: its tax identity is cleared at the end.
 */
import { expect, type Page, test } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { signIn } from '../support/sign-in.ts';

const GSTIN = '29AAGCB7383J1Z4';
const FSSAI = '10020042007183';
const SALES_PER_TILL = 2;
const NUMBER = /^Invoice No: ([A-Z]{1,4})\/(\d\d-\d\d)\/(\d+)$/;

const post = (page: Page, url: string, data: Record<string, unknown>) =>
  page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });

async function openTill(page: Page): Promise<PosPage> {
  await signIn(page, DEMO.cashier);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Idli Sambar');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return pos;
}

/** The receipt page of `orderId` on this till (offline: from the device's own database). */
async function receiptOf(page: Page, orderId: string) {
  const receipt = await page.context().newPage();
  await receipt.addInitScript(() => {
    window.print = () => undefined;
  });
  await receipt.goto(`/print-receipt?orderId=${orderId}`);
  const invoice = receipt.getByTestId('tax-invoice');
  await expect(invoice).toBeVisible({ timeout: 15_000 });
  await expect(invoice.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(invoice).toContainText(`GSTIN: ${GSTIN}`);
  await expect(invoice).toContainText(`FSSAI Lic. No: ${FSSAI}`);
  await expect(invoice.getByTestId('tax-summary')).toContainText('CGST 2.5%');
  await expect(invoice.getByTestId('tax-summary')).toContainText('SGST 2.5%');
  const details = (await invoice.getByTestId('tax-invoice-details').locator('p').allTextContents()).find(
    (t) => t.startsWith('Invoice No: '),
  );
  if (process.env.GST_SCREENSHOTS === '1')
    await receipt.screenshot({ path: '/tmp/gst-receipt.png', fullPage: true });
  await receipt.close();
  const m = NUMBER.exec(details ?? '');
  expect(m, `a valid invoice number, got ${details}`).not.toBeNull();
  return { text: (details ?? '').slice('Invoice No: '.length), code: m?.[1], fy: m?.[2], n: Number(m?.[3]) };
}

test('two offline tills print tax invoices numbered in their own series', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, DEMO.admin);
  try {
    // the owner fills in the tax identity on Store Details
    await owner.goto('/dashboard/settings');
    const form = owner.getByRole('form', { name: 'Store Details' });
    await form.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
    await form.getByLabel('FSSAI Licence No.').fill(FSSAI);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('GSTIN check character is wrong')).toBeVisible();
    await form.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
    await form.getByLabel('Legal Name').fill('Tavola Demo Foods Pvt Ltd');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => (await (await owner.request.get('/api/v1/settings/store-setting')).json()).storeSettings,
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ gstin: GSTIN, fssai: FSSAI, gstState: { code: '29', name: 'Karnataka' } });
    if (process.env.GST_SCREENSHOTS === '1') {
      for (const [name, size] of [
        ['tablet', { width: 1024, height: 768 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await owner.setViewportSize(size);
        await owner.reload();
        await owner.getByTestId('store-tax-identity').scrollIntoViewIfNeeded();
        await owner.screenshot({ path: `/tmp/gst-store-details-${name}.png` });
      }
    }
    // the demo's taxes are GST (split into CGST + SGST)
    const taxes = (await (await owner.request.get('/api/v1/settings/taxes')).json()).taxes as {
      id: string;
      title: string;
      rate: number;
      type: string;
    }[];
    for (const t of taxes) {
      const r = await post(owner, `/api/v1/settings/taxes/${t.id}/update`, { ...t, kind: 'gst' });
      expect(r.status()).toBe(200);
    }

    const contexts = [await browser.newContext(), await browser.newContext()];
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const tills = [await openTill(pages[0] as Page), await openTill(pages[1] as Page)];
    for (const c of contexts) await goOffline(c);

    const sales: string[][] = [[], []];
    for (let k = 0; k < SALES_PER_TILL; k++) {
      for (const [i, pos] of tills.entries()) {
        await pos.add('Idli Sambar');
        sales[i]?.push((await pos.payAndSend()).orderId);
      }
    }
    const printed = [];
    for (const [i, page] of pages.entries()) {
      const numbers = [];
      for (const orderId of sales[i] ?? []) numbers.push(await receiptOf(page, orderId));
      printed.push(numbers);
    }
    // each till: one code, one financial year, consecutive numbers; the two tills' codes differ
    for (const numbers of printed) {
      expect(new Set(numbers.map((x) => x.code)).size).toBe(1);
      expect(new Set(numbers.map((x) => x.fy)).size).toBe(1);
      const first = numbers[0]?.n ?? 0;
      expect(numbers.map((x) => x.n)).toEqual(numbers.map((_, k) => first + k));
    }
    expect(printed[0]?.[0]?.code).not.toBe(printed[1]?.[0]?.code);
    for (const x of printed.flat()) expect(x.text.length).toBeLessThanOrEqual(16);

    for (const c of contexts) await goOnline(c);
    for (const pos of tills) await expect(pos.syncState).toHaveText('Online', { timeout: 60_000 });
    // after syncing, each receipt still shows the number it printed offline: the server kept it (INVS4)
    for (const [i, page] of pages.entries()) {
      for (const [k, orderId] of (sales[i] ?? []).entries())
        expect((await receiptOf(page, orderId)).text).toBe(printed[i]?.[k]?.text);
    }
    for (const c of contexts) await c.close();
  } finally {
    await post(owner, '/api/v1/settings/store-setting', {
      storeName: 'Tavola Demo Kitchen',
      address: '12 MG Road, Bengaluru',
      phone: '+91 80 4000 1234',
      email: DEMO.admin.username,
      currency: 'INR',
      isQRMenuEnabled: true,
      gstin: '',
      fssai: '',
      legalName: '',
    });
    await owner.context().close();
  }
});
