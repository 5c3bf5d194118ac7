/**
 * I18N6 (ADR 0069): the Hindi catalog is a chunk of its own, not in the English diner's first load, yet precached
 * by the service worker: a phone that opened the menu in English switches it to Hindi with no signal.
 */
import { expect, test } from '@playwright/test';

const QRCODE = 'demo-kitchen';

test('[I18N6] an English diner’s first load carries no Hindi catalog; switched offline, the menu speaks Hindi', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const fetchedByPage: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetchedByPage.push(new URL(r.url()).pathname);
  });
  await page.goto(`/m/${QRCODE}`);
  await expect(page.getByPlaceholder('Search dishes')).toBeVisible({ timeout: 30_000 });
  // the page itself asked for no catalog chunk (the worker precaches it in the background)
  expect(fetchedByPage.filter((p) => /\/assets\/hi-[\w-]+\.js$/.test(p))).toEqual([]);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (/\/assets\/hi-[\w-]+\.js/.test(request.url)) return true;
        return false;
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.getByTestId('diner-language').selectOption('hi');
  await expect(page.getByPlaceholder('व्यंजन खोजें')).toBeVisible();
  await page.screenshot({
    path: `${process.env.SHOTS_DIR ?? 'test-results'}/diner-hindi-offline-390x844.png`,
  });
  await context.setOffline(false);
  await context.close();
});
