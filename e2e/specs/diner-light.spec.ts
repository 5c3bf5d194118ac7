/**
 * The diner's phone stays light (issue 29; PWA1-PWA3, ADR 0054): a menu link downloads the shell and the menu,
 * never the staff app's screens, also once the service worker has installed; the same device opening a staff
 * page gets the staff app precached. A link without its code says 'Broken Link!'; the tab names the store.
 */
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Request, test } from '@playwright/test';

const QRCODE = 'demo-kitchen';
/** The demo restaurant's name (sync-server/src/seed/demo-data.ts). */
const DEMO_STORE = 'Tavola Demo Kitchen';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;

type Chunk = { file: string; isDynamicEntry?: boolean; dynamicImports?: string[] };
const manifest = JSON.parse(
  readFileSync(new URL('../../pwa/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, Chunk>;
const dinerLazy = new Set(manifest['src/features/diner/diner-screens.tsx']?.dynamicImports ?? []);
/** Every lazy screen of the build that is not the diner's (POS, orders, kitchen, settings, super-admin…). */
const staffScreens = new Map(
  Object.entries(manifest)
    .filter(
      ([key, c]) =>
        c.isDynamicEntry &&
        key.startsWith('src/features/') &&
        !key.startsWith('src/features/diner/') &&
        !dinerLazy.has(key),
    )
    .map(([key, c]) => [`/${c.file}`, key]),
);

type Download = { path: string; bytes: number; byWorker: boolean };

/** What the context downloads from the server (the page's and the service worker's requests, not cache hits). */
function recordDownloads(context: BrowserContext): Download[] {
  const seen: Download[] = [];
  context.on('requestfinished', (request: Request) => {
    void (async () => {
      const url = new URL(request.url());
      if (!/^https?:$/.test(url.protocol) || url.pathname.startsWith('/api/')) return;
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes().catch(() => null);
      seen.push({
        path: url.pathname,
        bytes: sizes?.responseBodySize ?? 0,
        byWorker: request.serviceWorker() !== null,
      });
    })();
  });
  return seen;
}

test('[PWA1] the phone not fetching staff chunks: a menu link, with the service worker settled, downloads no staff screen', async ({
  browser,
}) => {
  expect(staffScreens.size).toBeGreaterThan(20);
  const context = await browser.newContext(PHONE);
  const downloads = recordDownloads(context);
  const page = await context.newPage();
  await page.goto(`/m/${QRCODE}`);
  await expect(page.getByTestId('diner-item').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  // the worker's own downloads are seen, so a precache of the staff app would be too
  expect(downloads.some((d) => d.byWorker)).toBe(true);
  // the figures of ADR 0054, printed before the verdict so a failing run reports them too
  const files = new Set(downloads.map((d) => d.path));
  const kb = Math.round(downloads.reduce((sum, d) => sum + d.bytes, 0) / 1024);
  test.info().annotations.push({ type: 'phone downloads', description: `${files.size} files, ${kb} KB` });
  console.log(`diner phone: ${files.size} files, ${kb} KB (${downloads.length} requests)`);
  const staff = downloads.filter((d) => staffScreens.has(d.path)).map((d) => staffScreens.get(d.path));
  expect(staff).toEqual([]);
  const staffCached = () =>
    page.evaluate(async () =>
      (await caches.has('tavola-staff')) ? (await (await caches.open('tavola-staff')).keys()).length : 0,
    );
  expect(await staffCached()).toBe(0);

  // [PWA1] the same device opening a staff page gets the staff app precached for offline use
  await page.goto('/login');
  await expect.poll(staffCached, { timeout: 30_000 }).toBeGreaterThan(staffScreens.size);
  await context.close();
});

test("[PWA2] a link without its code says 'Broken Link!'; an unknown page is a not-found page", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/m/');
  await expect(page.getByText('Broken Link!')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await context.close();
});

test("[PWA3] the menu's tab carries the store's name; a staff page is named for itself", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // a shared link's preview reads the page the server sends, before any script runs
  const served = await (await page.request.get(`/m/${QRCODE}`)).text();
  expect(served).toContain(`<meta property="og:title" content="${DEMO_STORE} · Menu">`);
  await page.goto(`/m/${QRCODE}`);
  await expect(page).toHaveTitle(`${DEMO_STORE} · Menu`);
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Tavola');
  await context.close();
});

test("[PWA4] installing from a menu link installs the store's menu, not the staff app", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/m/${QRCODE}`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/m/${QRCODE}/manifest.webmanifest`);
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: `${DEMO_STORE} · Menu`,
    start_url: `/m/${QRCODE}`,
    scope: `/m/${QRCODE}/`,
  });
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await context.close();
});
