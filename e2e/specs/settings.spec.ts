/** The settings area as an owner uses it: tables, menu items, print settings, QR zip. */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A short tag that makes names unique per attempt, so a retry does not meet the first attempt's rows. */
const runTag = (): string => Date.now().toString(36).slice(-5).toUpperCase();

/** A required field's label ends with ' *'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The names and first bytes of the files in a zip (its central directory; entries stored or not). */
function zipEntries(zip: Buffer): { name: string; data: Buffer; method: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer; method: number }[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, method, data: zip.subarray(dataAt, dataAt + size) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.admin, /\/dashboard\/home$/);
});

test('add a table and see its card, also after a reload', async ({ page }) => {
  const title = `Terrace ${runTag()}`;
  await page.goto('/dashboard/settings/tables');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Table' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide Title!')).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Floor').fill('Roof');
  await field(page, 'Seating Capacity').fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('table-card').filter({ hasText: title });
  await expect(card).toContainText('Roof');
  await expect(card).toContainText('6');
  await page.reload();
  await expect(page.getByTestId('table-card').filter({ hasText: title })).toBeVisible();
  // the server has it too
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/settings/store-tables')).json()).storeTables)
    .toContainEqual(expect.objectContaining({ table_title: title, floor: 'Roof', seating_capacity: 6 }));
});

test('add a menu item with a variant and a photo', async ({ page }) => {
  const name = `Truffle Fries ${runTag()}`;
  await page.goto('/dashboard/settings/menu-items');
  await page.getByRole('button', { name: 'New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Item' });
  await field(page, 'Title').fill(name);
  await field(page, 'Price').fill('180');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const card = page.getByTestId('menu-item-card').filter({ hasText: name });
  await expect(card).toContainText('180.00');
  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/menu-items\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Variant' }).click();
  const variant = page.getByRole('dialog', { name: 'Add Variant' });
  await variant.getByLabel(/^Title/).fill('Large');
  await variant.getByLabel(/^Price/).fill('240');
  await variant.getByRole('button', { name: 'Save' }).click();
  await expect(variant).toBeHidden();
  await expect(page.getByTestId('variants')).toContainText('Large');
  await expect(page.getByTestId('variants')).toContainText('240.00');

  // a photo: image files only, compressed in the browser, then shown from the server by its hash
  const photo = page.getByTestId('item-photo');
  await photo
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Please select an image file!')).toBeVisible();
  await photo
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'fries.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await expect(photo.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/v1\/images\/[0-9a-f]{64}$/);

  // as a person would, wait for the toasts over the top of the page to go before using the breadcrumb
  await expect(page.getByText('Please select an image file!')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Photo uploaded successfully!')).toBeHidden({ timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Menu Items' })
    .click();
  await expect(page.getByTestId('menu-item-card').filter({ hasText: name })).toContainText('1 variant');
});

type PrintWire = {
  page_format: string;
  header: string;
  footer: string;
  show_notes: number;
  is_enable_print: number;
  show_store_details: number;
  show_customer_details: number;
  print_token: number;
};

test('print settings are kept after a reload and reach the server', async ({ page }) => {
  // the demo store is shared by every spec: put its print settings back as they were at the end
  const before = (await (await page.request.get('/api/v1/settings/print-setting')).json())
    .printSettings as PrintWire;
  try {
    await changePrintSettings(page);
  } finally {
    await restorePrintSettings(page, before);
  }
});

async function changePrintSettings(page: Page): Promise<void> {
  await page.goto('/dashboard/settings/print-settings');
  await expect(page.getByText('The token number resets automatically every day.')).toBeVisible();
  const enable = page.getByRole('switch', { name: 'Enable Print' });
  const wasOn = await enable.isChecked();
  await enable.click();
  await page.getByLabel('Format (Page Size)').selectOption('57');
  await page.getByLabel('Header').fill('Tavola Demo Kitchen — e2e');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Print settings saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable Print' })).toBeChecked({ checked: !wasOn });
  await expect(page.getByLabel('Format (Page Size)')).toHaveValue('57');
  await expect(page.getByLabel('Header')).toHaveValue('Tavola Demo Kitchen — e2e');
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/settings/print-setting')).json()).printSettings)
    .toMatchObject({
      page_format: '57',
      header: 'Tavola Demo Kitchen — e2e',
      is_enable_print: wasOn ? 0 : 1,
    });
}

async function restorePrintSettings(page: Page, before: PrintWire): Promise<void> {
  const restored = await page.request.post('/api/v1/settings/print-setting', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      pageFormat: before.page_format,
      header: before.header,
      footer: before.footer,
      showNotes: before.show_notes === 1,
      isEnablePrint: before.is_enable_print === 1,
      showStoreDetails: before.show_store_details === 1,
      showCustomerDetails: before.show_customer_details === 1,
      printToken: before.print_token === 1,
    },
  });
  expect(restored.status()).toBe(200);
}

test('Download All QR Codes saves tables_qr_codes.zip with one PNG per table', async ({ page }) => {
  await page.goto('/dashboard/settings/tables');
  const cards = page.getByTestId('table-card');
  await expect(cards.first()).toBeVisible();
  const tables = await cards.count();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All QR Codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tables_qr_codes.zip');
  const entries = zipEntries(await readFile(await download.path()));
  expect(entries).toHaveLength(tables);
  for (const e of entries) {
    expect(e.name).toMatch(/\.png$/);
    expect(e.method).toBe(0); // stored
    expect(e.data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(e.data.readUInt32BE(16)).toBe(1080); // IHDR width
  }
});
