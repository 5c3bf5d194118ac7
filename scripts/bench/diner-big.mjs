// `pnpm bench diner-big` (issue 34 item 4, ADR 0075): the diner's QR menu `/m/<qrcode>` of a store with 10,000
// menu items with photos (seed-big-store.mjs without customers or orders; the file is kept under the temp dir),
// opened in a fresh Chromium context at phone size (390x844), 4× CPU slowdown, on Chrome DevTools' "Slow 3G".
// Measured from navigation start: first paint and first contentful paint (Paint Timing), when the store's name
// and the first category's first items are on screen (the honest mark: a blank shell painting early does not
// count), when their photos have loaded, and when the app's own cards (with Add buttons) have taken over.
// Budget: first paint ≤ 2,500 ms, and the store's name and first items on screen by then too. The same run
// measures it all switched off (DINER_FIRST_PAINT=off, DINER_MENU_COMPRESS=off, the phone's cards at once).
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { round, runTsx, startTempServer } from './harness.mjs';
import { ensurePwaBuild, launchChromium } from './large-store.mjs';

const ITEMS = Number(process.env.BENCH_DINER_ITEMS ?? 10_000);
const FIRST_PAINT_BUDGET_MS = 2_500;
/** The demo restaurant's QR code (sync-server/src/seed/demo.ts). */
const STORE_CODE = 'demo-kitchen';
/** Past this the app's own menu is not waited for any longer (the switched-off page loads the whole menu). */
const TAKEOVER_TIMEOUT_MS = 300_000;

/**
 * Chrome DevTools' "Slow 3G" preset (called "3G" since Chrome 126), as devtools-frontend defines it in
 * front_end/core/sdk/NetworkManager.ts: `download: 500 * 1000 / 8 * .8` and `upload: 500 * 1000 / 8 * .8`
 * (bytes/s, "~500Kbps"), `latency: slow3GTargetLatency * 5` with slow3GTargetLatency = 400 ("400ms RTT"): the
 * 2,000 ms are added to every request.
 */
export const SLOW_3G = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5,
};

/** The seeded file for this many items and these migrations, seeded when missing (seconds). */
export async function dinerStoreFile() {
  const migrations = readdirSync(join(root, 'sync-server', 'drizzle', 'sqlite')).filter((f) =>
    f.endsWith('.sql'),
  );
  const dir = join(tmpdir(), 'tavola-bench-cache');
  const file = join(dir, `diner-big-${ITEMS}-m${migrations.length}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir))
    if (old.startsWith('diner-big-')) rmSync(join(dir, old), { force: true });
  const seeding = `${file}.seeding`;
  console.log(`  seeding the diner store (${ITEMS} items with photos) into ${file}`);
  await runTsx(join(import.meta.dirname, 'seed-big-store.mjs'), [`file:${seeding}`, String(ITEMS), '0', '0']);
  for (const extra of ['-wal', '-shm']) rmSync(`${seeding}${extra}`, { force: true });
  renameSync(seeding, file);
  return file;
}

/**
 * Runs in the page before its first byte: polls every frame for the marks (a frame's callback runs just before
 * it paints). A card counts when it is laid out inside the viewport.
 */
function watchMarks() {
  /** @type {{ items: number | null, photos: number | null, app: number | null }} */
  const marks = { items: null, photos: null, app: null };
  /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).benchMarks = marks;
  /** @param {Element} el */
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const check = () => {
    const now = performance.now();
    const cards = [...document.querySelectorAll('.diner-item')].filter(onScreen);
    const named = [...document.querySelectorAll('.diner-store-name')].some(
      (h) => onScreen(h) && (h.textContent ?? '').trim() !== '',
    );
    if (marks.items === null && named && cards.length > 0) marks.items = now;
    if (marks.photos === null && cards.length > 0) {
      const photos = cards.flatMap((c) => [...c.querySelectorAll('img')]).filter(onScreen);
      if (photos.length > 0 && photos.every((i) => i.complete && i.naturalWidth > 0)) marks.photos = now;
    }
    if (marks.app === null && document.querySelector('#root .diner-item .diner-add')) marks.app = now;
    if (marks.items === null || marks.photos === null || marks.app === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * One phone opening the menu: the marks, the paint entries and what the menu answer and the page cost.
 * @param {import('../../e2e/node_modules/playwright-core').Browser} browser
 * @param {string} origin
 */
async function openMenu(browser, origin, cardsAtOnce = false, locale = 'en-US') {
  const context = await browser.newContext({
    // DIN-FP5: the browser's languages (Accept-Language) choose the first screen's
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(watchMarks);
    // DIN-FP4 switched off on the phone: every card at once
    if (cardsAtOnce) await context.addInitScript(() => localStorage.setItem('tavola.dinerCardsAtOnce', '1'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/m/${STORE_CODE}`, { waitUntil: 'commit' });
    // a mark not reached in time stays null (the switched-off page may take minutes for the whole menu)
    await page
      .waitForFunction(
        () => {
          const m = /** @type {{ benchMarks: Record<string, number | null> }} */ (
            /** @type {unknown} */ (window)
          ).benchMarks;
          return m.items !== null && m.photos !== null && m.app !== null;
        },
        undefined,
        { timeout: TAKEOVER_TIMEOUT_MS, polling: 500 },
      )
      .catch(() => console.log(`  not every mark within ${TAKEOVER_TIMEOUT_MS} ms`));
    const shot = join(root, 'bench-results', `diner-big-${Date.now()}.png`);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    await page.screenshot({ path: shot });
    return await page.evaluate(() => {
      const paint = Object.fromEntries(
        performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]),
      );
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const menu = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).find(
        (r) => r.name.includes('/api/v1/qrmenu/'),
      );
      const m = /** @type {{ benchMarks: Record<string, number | null> }} */ (/** @type {unknown} */ (window))
        .benchMarks;
      /** @param {number | null} x */
      const ms = (x) => (x === null ? null : Math.round(x));
      const fcp = paint['first-contentful-paint'] ?? null;
      return {
        fp: paint['first-paint'] ?? null,
        fcp,
        // laid out on screen in a frame (its callback runs before that frame paints), painted no earlier than FCP
        items: m.items === null || m.items === undefined ? null : Math.round(Math.max(m.items, fcp ?? 0)),
        photos: ms(m.photos ?? null),
        app: ms(m.app ?? null),
        html: { bytes: nav.transferSize, at: Math.round(nav.responseEnd) },
        menu: menu ? { bytes: menu.transferSize, at: Math.round(menu.responseEnd) } : null,
        images: performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/v1/images/'))
          .length,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The real server on a copy of the store, with `env`.
 * @param {string} file
 * @param {NodeJS.ProcessEnv} env
 */
const startStore = (file, env) =>
  startTempServer({
    label: 'diner-big',
    // a build of the PWA elsewhere (not pwa/dist, which other work may be rebuilding): BENCH_PWA_DIST
    env: { ...env, ...(process.env.BENCH_PWA_DIST ? { PWA_DIST: process.env.BENCH_PWA_DIST } : {}) },
    prepare: async (databaseUrl) => copyFileSync(file, databaseUrl.replace(/^file:/, '')),
  });

/**
 * @param {string} file
 * @param {NodeJS.ProcessEnv} env
 * @param {string} label
 */
async function measure(file, env, label, cardsAtOnce = false, locale = 'en-US') {
  const store = await startStore(file, env);
  const chromium = await launchChromium();
  try {
    const figures = await openMenu(chromium.browser, store.origin, cardsAtOnce, locale);
    console.log(`  ${label}: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await chromium.close();
    await store.stop();
  }
}

export default {
  async run() {
    ensurePwaBuild();
    const file = await dinerStoreFile();
    const on = await measure(file, {}, 'first-paint menu on');
    // DIN-FP5: a Hindi diner's page (its first screen in Hindi): what the translated texts cost
    const hindi = await measure(file, {}, 'first-paint menu on, a Hindi diner', false, 'hi-IN');
    const off = await measure(
      file,
      { DINER_FIRST_PAINT: 'off', DINER_MENU_COMPRESS: 'off' },
      'switched off',
      true,
    );
    const size = `${ITEMS.toLocaleString('en')} items with photos, Slow 3G, CPU 4x, 390x844`;
    const fp = on.fp ?? Number.POSITIVE_INFINITY;
    /** @type {import('./types.d.mts').Row[]} */
    return [
      {
        what: `diner menu first paint (${size})`,
        value: fp,
        unit: 'ms',
        budget: `≤ ${FIRST_PAINT_BUDGET_MS.toLocaleString('en')} ms`,
        met: fp <= FIRST_PAINT_BUDGET_MS,
        note: on,
        why: `the HTML answered at ${on.html.at} ms (${on.html.bytes} bytes): Slow 3G adds 2,000 ms to every request`,
      },
      { what: 'same, first contentful paint', value: on.fcp ?? '—', unit: 'ms', budget: null, met: null },
      {
        what: `same, a Hindi diner (first screen in Hindi, DIN-FP5): first paint; page ${hindi.html.bytes} B against ${on.html.bytes} B`,
        value: hindi.fp ?? '—',
        unit: 'ms',
        budget: `≤ ${FIRST_PAINT_BUDGET_MS.toLocaleString('en')} ms`,
        met: hindi.fp !== null && hindi.fp <= FIRST_PAINT_BUDGET_MS,
        note: hindi,
      },
      {
        what: 'same, store name and first items on screen',
        value: on.items ?? '—',
        unit: 'ms',
        budget: `≤ ${FIRST_PAINT_BUDGET_MS.toLocaleString('en')} ms`,
        met: on.items !== null && on.items <= FIRST_PAINT_BUDGET_MS,
      },
      { what: 'same, their photos loaded', value: on.photos ?? '—', unit: 'ms', budget: null, met: null },
      {
        what: `same, the app's own cards (Add) on screen; menu answer ${round((on.menu?.bytes ?? 0) / 1024)} KB`,
        value: on.app ?? '—',
        unit: 'ms',
        budget: null,
        met: null,
      },
      {
        what: 'switched off (DINER_FIRST_PAINT, DINER_MENU_COMPRESS off, cards at once): first paint / first items',
        value: `${off.fp} / ${off.items}`,
        unit: 'ms',
        budget: null,
        met: null,
        note: off,
      },
      {
        what: `switched off: the app's own cards on screen; menu answer ${round((off.menu?.bytes ?? 0) / 1024)} KB`,
        value: off.app ?? '—',
        unit: 'ms',
        budget: null,
        met: null,
      },
    ];
  },
};
