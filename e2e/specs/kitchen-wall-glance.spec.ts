/**
 * WALL1 (finding #10): a wall kitchen display is read at a glance: at 1024x768 at least six one-line tickets sit
 * wholly on the screen at once (header and line), and at 390x844 the board is one readable column.
 */
import { expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const ITEMS = ['Idli Sambar', 'Veg Spring Rolls', 'Fresh Lime Soda'] as const;
const SHOTS = process.env.KDS_SHOTS; // a folder for before/after screenshots, when a person wants to look

/**
 * How many tickets lie wholly inside the viewport, the columns their left edges form, and how many one-line tickets
 * like `ours` fit whole below the board's top (other specs' tickets may sit first on a shared server).
 */
async function ticketsInView(page: Page, ours: readonly string[] = []) {
  return page.evaluate((tokens) => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="kitchen-card"]'));
    const rects = cards.map((c) => c.getBoundingClientRect());
    const whole = rects.filter(
      (r) => r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
    ).length;
    const columns = new Set(rects.map((r) => Math.round(r.left))).size;
    const board = cards[0]?.parentElement;
    const gap = board ? Number.parseFloat(getComputedStyle(board).rowGap) || 0 : 0;
    const tallest = Math.max(
      ...cards
        .filter((c) => tokens.includes(c.dataset.token ?? ''))
        .map((c) => c.getBoundingClientRect().height),
    );
    const rows = Math.floor((window.innerHeight - (rects[0]?.top ?? 0) + gap) / (tallest + gap));
    return { whole, columns, fit: columns * rows, onlyOurs: cards.length === tokens.length };
  }, ours);
}

test('[WALL1] the wall board shows at least six tickets whole at 1024x768 and one column on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const till = await browser.newContext();
  const counter = await till.newPage();
  await signIn(counter, DEMO.cashier);
  const pos = new PosPage(counter);
  await pos.goto();
  await pos.waitForMenu(ITEMS[0]);
  const tokens: string[] = [];
  for (let i = 0; i < 7; i++) {
    await pos.add(ITEMS[i % ITEMS.length] ?? ITEMS[0]);
    tokens.push((await pos.payAndSend()).token);
  }
  await till.close();

  const wall = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const cook = await wall.newPage();
  await signIn(cook, DEMO.kitchen);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();
  for (const token of tokens) await expect(kitchen.card(token)).toBeVisible({ timeout: 15_000 });
  await expect(cook.getByTestId('kitchen-stale')).toBeHidden(); // KDS1's banner while the socket connects
  if (SHOTS) await cook.screenshot({ path: `${SHOTS}/kds-1024.png` });
  const wall1024 = await ticketsInView(cook, tokens);
  expect(wall1024.fit).toBeGreaterThanOrEqual(6);
  if (wall1024.onlyOurs) expect(wall1024.whole).toBeGreaterThanOrEqual(6);
  // the texts a cook reads stay as they were
  await expect(
    kitchen.card(tokens[0] ?? '').getByRole('button', { name: 'Start Making: Idli Sambar' }),
  ).toBeVisible();

  await wall.close();

  const pocket = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await pocket.newPage();
  await signIn(phone, DEMO.kitchen);
  const small = new KitchenPage(phone);
  await small.goto();
  await expect(small.card(tokens[0] ?? '')).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByTestId('kitchen-stale')).toBeHidden();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/kds-390.png` });
  const seen = await ticketsInView(phone);
  expect(seen.columns).toBe(1);
  expect(seen.whole).toBeGreaterThanOrEqual(1);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await pocket.close();
});
