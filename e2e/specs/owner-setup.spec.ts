/**
 * A new owner from sign-up to the first report (issue 4): register a restaurant, save the store details
 * (they create the store's QR menu code), set up a category, an
 * exclusive tax, a menu item with a variant, two addons and a photo, two tables (every QR code in
 * tables_qr_codes.zip decoded), a cashier with the POS scope signed in in a second browser context, two
 * paid orders rung up on the till, and the reports screen showing totals computed here from the prices
 * entered.
 */
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { PosPage } from '../pages/pos.page.ts';
import { field, SettingsPage } from '../pages/settings.page.ts';
import { clearOfDayTurn } from '../support/business-day.ts';
import { uniqueEmail } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const PASSWORD = 'first-day-2026';
const CASHIER_PASSWORD = 'till-shift-2026';

/** A 1×1 PNG for the item's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// What the owner types, in rupees; the expected figures below are derived from these in minor units.
const ITEM = { title: 'Paneer Tikka', price: '220', category: 'Starters', tax: 'GST 5%' };
const TAX_PERCENT = 5;
/** The sales and today's report must fall in one business day. */
const NEEDED_MS = 2 * 60_000;
const VARIANT = { title: 'Full Plate', price: '240' };
const ADDONS = [
  { title: 'Mint Dip', price: '30' },
  { title: 'Extra Cheese', price: '20' },
] as const;
const TABLES = [
  { title: 'Patio 1', floor: 'Ground', seats: '4' },
  { title: 'Window 2', floor: 'First', seats: '2' },
] as const;

const minor = (rupees: string) => Math.round(Number(rupees) * 100);
/** TAX: an exclusive tax adds rate% of the line total, rounded half up per line. */
const exclusiveTax = (lineTotal: number) => Math.round((lineTotal * TAX_PERCENT) / 100);
const rupees = (m: number) => (m / 100).toFixed(2);

async function register(page: Page, business: string, email: string): Promise<void> {
  await page.goto('/register');
  await field(page, 'Business Name').fill(business);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Every PNG of the zip decoded as a QR code: file name → encoded text. */
async function decodeQrZip(zipBytes: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(zipBytes);
  const decoded = new Map<string, string>();
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const png = PNG.sync.read(await entry.async('nodebuffer'));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    decoded.set(entry.name, qr?.data ?? '(not a readable QR code)');
  }
  return decoded;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a new owner sets up the restaurant, a cashier sells, and the report adds up', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueEmail('owner');
  await register(page, 'Saffron Street', owner);
  await signIn(page, { username: owner, password: PASSWORD }, /\/dashboard\/home$/);

  // --- the store, then the menu
  const settings = new SettingsPage(page);
  await settings.saveStoreDetails({ name: 'Saffron Street', phone: '9876543210', address: '12 MG Road' });
  await settings.addCategory(ITEM.category);
  await settings.addTax(ITEM.tax, String(TAX_PERCENT), 'exclusive');
  await settings.addMenuItem(ITEM);
  await settings.addOption('Variant', VARIANT);
  for (const addon of ADDONS) await settings.addOption('Addon', addon);
  await settings.uploadPhoto('paneer.png', PHOTO);
  await expect(page.getByTestId('item-photo').getByRole('img', { name: ITEM.title })).toHaveAttribute(
    'src',
    /^\/api\/v1\/images\/[0-9a-f]{64}$/,
  );

  // --- tables and their QR codes
  for (const t of TABLES) await settings.addTable(t.title, t.floor, t.seats);
  const store = (await (await page.request.get('/api/v1/settings/store-setting')).json()).storeSettings;
  const code: string = store.uniqueQRCode;
  expect(code).toBeTruthy();
  const tableIds = new Map<string, string>(
    (await (await page.request.get('/api/v1/settings/store-tables')).json()).storeTables.map(
      (t: { id: string; table_title: string }) => [t.table_title, t.id],
    ),
  );
  expect([...tableIds.keys()].sort()).toEqual(TABLES.map((t) => t.title).sort());

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All QR Codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tables_qr_codes.zip');
  const decoded = await decodeQrZip(await readFile(await download.path()));
  expect(Object.fromEntries(decoded)).toEqual(
    Object.fromEntries(
      TABLES.map((t) => [`${t.title}.png`, `${baseURL}/tm/${code}/${tableIds.get(t.title)}`]),
    ),
  );

  // --- a cashier with the POS scope, signed in on a second device
  const cashier = uniqueEmail('cashier');
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'New User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add New User' });
  await field(addUser, 'Name').fill('Kiran');
  await field(addUser, 'Username \\(email\\)').fill(cashier);
  await field(addUser, 'Password').fill(CASHIER_PASSWORD);
  await addUser.getByLabel('Scopes').selectOption('POS');
  await addUser.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User added successfully!')).toBeVisible();
  await expect(page.getByTestId('user-card').filter({ hasText: cashier })).toContainText('POS');

  const till = await newPage(browser);
  await signIn(till, { username: cashier, password: CASHIER_PASSWORD }, /\/dashboard\/pos$/); // PERM7: the first screen POS allows
  await till.goto('/dashboard/settings');
  await expect(till).toHaveURL(/\/no-access$/);
  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu(ITEM.title);

  // the sales and today's report fall in one business day
  await clearOfDayTurn(NEEDED_MS);
  // order 1: the variant with both addons; order 2: the variant with the first addon
  await pos.add(ITEM.title, { variant: VARIANT.title, addons: ADDONS.map((a) => a.title) });
  await pos.payAndSend();
  await pos.add(ITEM.title, { variant: VARIANT.title, addons: [ADDONS[0].title] });
  await pos.payAndSend();
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });

  const lines = [
    minor(VARIANT.price) + minor(ADDONS[0].price) + minor(ADDONS[1].price),
    minor(VARIANT.price) + minor(ADDONS[0].price),
  ];
  const net = lines.reduce((a, b) => a + b, 0);
  const tax = lines.map(exclusiveTax).reduce((a, b) => a + b, 0);
  const revenue = net + tax;

  // --- the owner's report
  await page.goto('/dashboard/reports');
  await expect(page.getByText('Showing Data for Today')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('report-orders').textContent({ timeout: 10_000 });
      },
      { timeout: 30_000 },
    )
    .toContain('2');
  await expect(page.getByTestId('report-revenue')).toContainText(rupees(revenue));
  await expect(page.getByTestId('report-net')).toContainText(rupees(net));
  await expect(page.getByTestId('report-tax')).toContainText(rupees(tax));
  await expect(page.getByTestId('report-aov')).toContainText(rupees(revenue / 2));
  await expect(page.getByTestId('report-top-selling')).toContainText(ITEM.title);
  await expect(page.getByTestId('report-top-selling')).toContainText('2 orders');
  await till.context().close();
});
