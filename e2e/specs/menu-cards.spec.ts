/**
 * Richer menu cards (issue 29; CARD1-CARD7, ADR 0055): a cashier flips an item sold out on one till; the
 * second till greys it by the live poke and the diner's open menu shows "Sold out" on its next read, without
 * a reload. The diner's cards lead with the photo when there is one and carry the veg mark and allergens.
 * It puts the item back on sale and removes the photo it uploaded, so other specs see the seeded menu.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';

const QRCODE = 'demo-kitchen';
const ITEM = 'Veg Spring Rolls';
const PHOTO_ITEM = 'Paneer Tikka';
const SHOTS = process.env.SHOTS_DIR;
test.setTimeout(120_000);

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

async function openTill(browser: Browser): Promise<{ page: Page; pos: PosPage }> {
  const page = await signedIn(browser, DEMO.cashier);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu(ITEM);
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  return { page, pos };
}

/** A 640 × 360 PNG drawn in the page: something that looks like a photo for the card. */
const drawnPhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 360);
    const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const sky = g.createLinearGradient(0, 0, 640, 360);
    sky.addColorStop(0, '#7a2e0e');
    sky.addColorStop(1, '#e0a040');
    g.fillStyle = sky;
    g.fillRect(0, 0, 640, 360);
    for (const [x, y] of [
      [200, 180],
      [330, 150],
      [450, 200],
    ] as const) {
      g.fillStyle = '#f4e2b8';
      g.fillRect(x - 45, y - 35, 90, 70);
      g.fillStyle = '#5a1d06';
      g.fillRect(x - 45, y - 8, 90, 10);
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });

async function itemId(owner: Page, title: string): Promise<string> {
  const r = await owner.request.get('/api/v1/menu-items');
  const items = (await r.json()).menuItems as { id: string; title: string }[];
  const found = items.find((i) => i.title === title);
  if (!found) throw new Error(`no item ${title}`);
  return found.id;
}

test('a till flips an item sold out; the other till and the diner see it without reloading', async ({
  browser,
}) => {
  const owner = await signedIn(browser, DEMO.admin);
  const photoId = await itemId(owner, PHOTO_ITEM);
  const uploaded = await owner.request.post(`/api/v1/menu-items/update/${photoId}/upload-photo`, {
    multipart: {
      image: { name: 'tikka.png', mimeType: 'image/png', buffer: Buffer.from(await drawnPhoto(owner)) },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await phone.goto(`/m/${QRCODE}`);
  const dinerCard = (title: string) => phone.getByTestId('diner-item').filter({ hasText: title });
  await expect(dinerCard(ITEM)).toBeVisible();
  // CARD1, CARD2: photo first, veg mark, description, allergens
  await expect(dinerCard(PHOTO_ITEM).locator('img.diner-item-hero')).toBeVisible();
  await expect(dinerCard(PHOTO_ITEM).getByRole('img', { name: 'Veg' })).toBeVisible();
  await expect(dinerCard(PHOTO_ITEM).getByTestId('allergens')).toHaveText('Contains: Milk, Mustard');
  await expect(dinerCard('Butter Chicken').getByRole('img', { name: 'Non-veg' })).toBeVisible();

  const a = await openTill(browser);
  const b = await openTill(browser);
  const tillCard = (page: Page) =>
    page.getByTestId('pos-item').filter({ has: page.getByRole('heading', { name: ITEM }) });
  try {
    await a.page.getByRole('switch', { name: `${ITEM} sold out` }).click();
    await expect(tillCard(a.page)).toHaveClass(/pos-item-soldout/);
    await expect(a.pos.addButton(ITEM)).toBeDisabled();

    // the second till: by pull and poke, no reload
    await expect(tillCard(b.page)).toHaveClass(/pos-item-soldout/, { timeout: 20_000 });
    await expect(b.pos.addButton(ITEM)).toBeDisabled();
    await expect(b.page.getByRole('switch', { name: `${ITEM} sold out` })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // the diner's open menu: on its next read (every 15 s while shown), no reload
    await expect(dinerCard(ITEM).getByTestId('sold-out')).toHaveText('Sold out', { timeout: 30_000 });
    await expect(phone.getByRole('button', { name: `Add ${ITEM}`, exact: true })).toHaveCount(0);

    if (SHOTS) {
      await tillCard(b.page).scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: `${SHOTS}/pos-1024x768.png` });
      await phone
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: 'Starters' })
        .click();
      await expect(
        phone.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Starters' }),
      ).toHaveAttribute('aria-current', 'true');
      await phone.waitForTimeout(800);
      await phone.screenshot({ path: `${SHOTS}/diner-390x844.png` });
    }
  } finally {
    await a.page.getByRole('switch', { name: `${ITEM} sold out` }).click();
    await expect(b.pos.addButton(ITEM)).toBeEnabled({ timeout: 20_000 });
    await owner.request.post(`/api/v1/menu-items/update/${photoId}/remove-photo`);
  }
});
