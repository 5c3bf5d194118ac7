/**
 * The product in Hindi (issue 31 item 5; I18N1-I18N5, ADR 0064): a cashier switches to Hindi in the profile and
 * rings up a sale on a till that shows Hindi labels; the kitchen printer gets the ticket with the item's Hindi
 * name as its second line (Devanagari goes as an image); a diner whose browser prefers Hindi sees the menu in
 * Hindi. The cashier's language and the item's second name are put back at the end for the other specs.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type FakePrinter, startFakePrinter } from '../../sync-server/src/test-support/fake-printer.ts';
import { LoginPage } from '../pages/login.page.ts';
import { DEMO } from '../support/demo.ts';

const QRCODE = 'demo-kitchen';
const ITEM = 'Paneer Tikka';
const HINDI = 'पनीर टिक्का';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
test.setTimeout(120_000);

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

type Item = {
  id: string;
  title: string;
  price: number;
  net_price: number | null;
  tax_id: string | null;
  category_id: string | null;
};

async function menuItem(request: APIRequestContext, title: string): Promise<Item> {
  const items = (await (await request.get('/api/v1/menu-items')).json()).menuItems as Item[];
  const found = items.find((i) => i.title === title);
  if (!found) throw new Error(`no item ${title}`);
  return found;
}

/** I18N5: the item's second name over REST, as the menu item form saves it. */
async function setTitleLocal(request: APIRequestContext, item: Item, titleLocal: string) {
  const res = await request.post(`/api/v1/menu-items/update/${item.id}`, {
    data: {
      title: item.title,
      price: item.price,
      netPrice: item.net_price,
      categoryId: item.category_id,
      taxId: item.tax_id,
      titleLocal,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo's Kitchen station id, as a device pulls it. */
async function kitchenStation(request: APIRequestContext): Promise<string> {
  const versions = { protocolVersion: 1, schemaVersion: 1 };
  const device = await (
    await request.post('/api/v1/sync/register-device', { data: { name: 'e2e hindi' } })
  ).json();
  const clientId = randomUUID();
  let cookie: number | null = null;
  for (let more = true; more; ) {
    const res = await request.post('/api/v1/sync/pull', {
      data: { ...versions, clientId, deviceId: device.deviceId, cookie },
    });
    const page = (await res.json()) as {
      cookie: number;
      more: boolean;
      patch: { table: string; op: string; row?: { id: string; title?: string } }[];
    };
    for (const p of page.patch)
      if (p.table === 'stations' && p.op === 'put' && p.row?.title === 'Kitchen') return p.row.id;
    cookie = page.cookie;
    more = page.more;
  }
  throw new Error('no Kitchen station');
}

/** ESC/POS raster image command (GS v 0): how the printer gets text its code pages lack. */
const hasImage = (bytes: Buffer) => bytes.includes(Buffer.from([0x1d, 0x76, 0x30]));

test('a cashier works in Hindi: profile switch, a sale on the till, the kitchen ticket with the Hindi name', async ({
  browser,
}) => {
  const owner = await signedIn(browser, DEMO.admin);
  const item = await menuItem(owner.request, ITEM);
  const printer: FakePrinter = await startFakePrinter();
  let printerId: string | null = null;
  const till = await signedIn(browser, DEMO.cashier);
  try {
    await setTitleLocal(owner.request, item, HINDI);
    const added = await owner.request.post('/api/v1/settings/printers/add', {
      data: {
        title: 'Hindi kitchen printer',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: '80',
        language: 'esc-pos',
        role: 'kitchen',
        stationIds: [await kitchenStation(owner.request)],
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    printerId = (await added.json()).printer.id;

    // the profile's language choice translates the app at once and is kept with the user
    await till.goto('/dashboard/profile');
    await expect(till.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await till.getByTestId('language-select').selectOption('hi');
    await expect(till.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeVisible();
    await expect(till.getByTestId('nav-pos')).toHaveText('POS');
    await expect(till.getByTestId('nav-orders')).toHaveText('ऑर्डर');
    await expect
      .poll(async () => (await (await till.request.get('/api/v1/auth/me')).json()).user.language)
      .toBe('hi');
    await till.screenshot({ path: `${SHOTS}/hindi-profile.png` });

    // the till in Hindi, with the item's Hindi name on its card
    await till.getByTestId('nav-pos').click();
    await expect(till.getByRole('heading', { name: 'POS - पॉइंट ऑफ़ सेल' })).toBeVisible();
    const add = till.getByRole('button', { name: `${ITEM} जोड़ें`, exact: true });
    await expect(add).toBeVisible({ timeout: 30_000 });
    const card = till.getByTestId('pos-item').filter({ has: add });
    await expect(card.getByTestId('pos-item-local')).toHaveText(HINDI, { timeout: 30_000 });
    await expect(card).toContainText('2 वैरिएंट');
    await add.click();
    const picker = till.getByRole('dialog', { name: ITEM });
    await picker.getByRole('button', { name: /^कार्ट में डालें/ }).click();
    await expect(picker).toBeHidden();
    await expect(till.getByText('कुल देय राशि').first()).toBeVisible();
    await till.screenshot({ path: `${SHOTS}/hindi-pos-1024x768.png` });
    await till.getByRole('button', { name: 'रसीद बनाएँ और भुगतान लें', exact: true }).click();
    const summary = till.getByRole('dialog', { name: 'रसीद बनाएँ और भुगतान लें' });
    await expect(summary.getByText('भुगतान का तरीका')).toBeVisible();
    await summary.getByRole('button', { name: 'भुगतान लें और भेजें' }).click();
    const sent = till.getByTestId('token-dialog');
    await expect(sent.getByText('टोकन नं.')).toBeVisible();
    await sent.getByRole('button', { name: 'बंद करें' }).first().click();

    // the kitchen ticket: the English title as text, then the Hindi second line
    const [received] = await printer.waitFor(1, 15_000);
    const ticket = received?.bytes ?? Buffer.alloc(0);
    const text = ticket.toString('latin1');
    expect(text).toContain(`x ${ITEM}`);
    // the second line: an image where the server rasterises (PRT12), else the code page's '?' per letter
    const asQuestionMarks = [...HINDI].map((c) => (c === ' ' ? ' ' : '?')).join('');
    const second = text.indexOf(asQuestionMarks, text.indexOf(`x ${ITEM}`));
    expect(hasImage(ticket) || second > 0, text).toBe(true);
  } finally {
    await till.request.post('/api/v1/auth/language', { data: { language: 'en' } });
    await setTitleLocal(owner.request, item, '');
    if (printerId) await owner.request.delete(`/api/v1/settings/printers/${printerId}`);
    await printer.stop();
  }
});

test('a diner whose browser prefers Hindi sees the menu in Hindi, and can switch it', async ({ browser }) => {
  const owner = await signedIn(browser, DEMO.admin);
  const item = await menuItem(owner.request, ITEM);
  await setTitleLocal(owner.request, item, HINDI);
  try {
    const phone = await (
      await browser.newContext({ locale: 'hi-IN', viewport: { width: 390, height: 844 }, isMobile: true })
    ).newPage();
    await phone.goto(`/m/${QRCODE}`);
    await expect(phone.getByPlaceholder('व्यंजन खोजें')).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByTestId('diner-item-local').filter({ hasText: HINDI })).toBeVisible();
    await expect(phone.getByRole('button', { name: `${ITEM} जोड़ें` })).toBeVisible();
    await phone.screenshot({ path: `${SHOTS}/hindi-diner-390x844.png` });
    await phone.getByTestId('diner-language').selectOption('en');
    await expect(phone.getByPlaceholder('Search dishes')).toBeVisible();
    // the choice is this browser's: it holds on the next visit
    await phone.reload();
    await expect(phone.getByPlaceholder('Search dishes')).toBeVisible({ timeout: 30_000 });
  } finally {
    await setTitleLocal(owner.request, item, '');
  }
});
