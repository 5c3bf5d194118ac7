/**
 * DIN-FP5 (ADR 0081): a diner who chose Hindi gets the server's first screen in Hindi on the next visit, and the
 * app takes over from it without a frame of English. A watcher in the page records every English text of the
 * screen's (search box, table line, Add, Sold out) from the first byte to the app's menu; without the language
 * cookie (a choice made before it existed) it sees the English first screen, so it can tell.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

const QRCODE = 'demo-kitchen';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';

/** Runs in the page before its first byte: records English texts of the menu screen, every mutation and frame. */
function watchForEnglish() {
  const seen: string[] = [];
  const hindi: string[] = [];
  Object.assign(window, { __english: seen, __hindi: hindi });
  const check = () => {
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('.diner-search'))) {
      if (el.placeholder === 'Search dishes')
        seen.push(`search@${el.closest('#diner-first-paint') ? 'fp' : 'app'}`);
      if (el.placeholder === 'व्यंजन खोजें') hindi.push('search');
    }
    for (const el of Array.from(document.querySelectorAll('.diner-add, .diner-sold-out, .diner-store-sub'))) {
      const text = el.textContent?.trim() ?? '';
      if (/^(Add|Sold out|Order from your phone|Table .*)$/.test(text)) seen.push(text);
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A visit with `state` (its saved menu too), the app held until the first screen is checked; what the watcher saw. */
async function visit(
  browser: Browser,
  state: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
  viewport: { width: number; height: number },
  onFirstScreen: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport,
    storageState: state,
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchForEnglish);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // the app's files and its menu held until the first screen is checked (the page alone paints it)
  for (const pattern of ['**/assets/**', `**/api/v1/qrmenu/${QRCODE}*`])
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
  await page.goto(`/m/${QRCODE}`, { waitUntil: 'commit' });
  await expect(page.locator('#diner-first-paint')).toBeVisible();
  await onFirstScreen(page);
  release();
  await expect(page.locator('#diner-first-paint')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('diner-item').first()).toBeVisible();
  await page.screenshot({
    path: `${SHOTS}/diner-app-${state.cookies.length}-${viewport.width}x${viewport.height}.png`,
  });
  // a few frames of the app's menu
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const seen = await page.evaluate(() => ({
    english: (window as unknown as { __english: string[] }).__english,
    hindi: (window as unknown as { __hindi: string[] }).__hindi,
  }));
  await context.close();
  return seen;
}

test('[DIN-FP5] a Hindi diner’s next visit: the first screen in Hindi, the app’s takeover without English', async ({
  browser,
}) => {
  // the diner chooses Hindi on the menu (an English browser)
  const first = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await first.newPage();
  await page.goto(`/m/${QRCODE}`);
  await expect(page.getByPlaceholder('Search dishes')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('diner-language').selectOption('hi');
  await expect(page.getByPlaceholder('व्यंजन खोजें')).toBeVisible();
  const state = await first.storageState();
  await first.close();
  expect(state.cookies.find((c) => c.name === 'tavola_diner_language')?.value).toBe('hi');

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    const seen = await visit(browser, state, viewport, async (p) => {
      await expect(p.locator('#diner-first-paint .diner-search')).toHaveAttribute('placeholder', 'व्यंजन खोजें');
      await expect(p.locator('html')).toHaveAttribute('lang', 'hi');
      await p.screenshot({ path: `${SHOTS}/diner-first-paint-hi-${viewport.width}x${viewport.height}.png` });
    });
    expect(seen.english).toEqual([]);
    expect(seen.hindi.length).toBeGreaterThan(0);
  }

  // the watcher can tell: the same choice without the cookie (made before DIN-FP5) paints English first
  const noCookie = { ...state, cookies: state.cookies.filter((c) => c.name !== 'tavola_diner_language') };
  const before = await visit(browser, noCookie, { width: 390, height: 844 }, async (p) => {
    await expect(p.locator('#diner-first-paint .diner-search')).toHaveAttribute(
      'placeholder',
      'Search dishes',
    );
  });
  expect(before.english).toContain('search@fp');
});

test('[DIN-FP6] [DIN-FP7] the open menu’s poll is a 304 on the wire (the server rebuilt nothing)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** The menu answers' statuses as the server sent them (the page sees a revalidated answer as 200). */
  const wire: number[] = [];
  const menuRequests = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes(`/api/v1/qrmenu/${QRCODE}`)) menuRequests.add(e.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    if (menuRequests.has(e.requestId)) wire.push(e.statusCode);
  });
  await page.goto(`/m/${QRCODE}`);
  await expect(page.getByTestId('diner-item').first()).toBeVisible({ timeout: 30_000 });
  // the re-read every 15 s (MENU_REREAD_MS)
  await expect.poll(() => wire.length, { timeout: 25_000 }).toBeGreaterThanOrEqual(2);
  expect(wire[0]).toBe(200);
  expect(wire.slice(1)).toEqual(wire.slice(1).map(() => 304));
  await context.close();
});
