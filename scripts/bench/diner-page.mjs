// The diner's menu page under Lighthouse (issue 8): `/m/<store code>` of the demo restaurant on a started
// server, Lighthouse 12's default mobile emulation (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium
// through chrome-launcher. Budgets: performance ≥ 90 and installable. Lighthouse 12 dropped its PWA category,
// so installability is Chrome's own verdict for the page (CDP Page.getInstallabilityErrors, the check Lighthouse's
// installable-manifest audit reported), asked in the same browser once the service worker controls the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, root } from '../lib.mjs';
import { onCleanup, startServer } from './harness.mjs';
import { CHROMIUM_FLAGS, chromium, ensurePwaBuild, waitForServiceWorker } from './large-store.mjs';

/** The demo restaurant's QR code (sync-server/src/seed/demo.ts). */
const DEMO_STORE_CODE = 'demo-kitchen';
const MIN_SCORE = 90;

/**
 * Chrome's installability errors for `url`, after the service worker has taken control of the page.
 * @param {number} port
 * @param {string} url
 */
async function installabilityErrors(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]; // the profile's own context: an incognito one is never installable
    const page = await context.newPage();
    await page.goto(url);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    await page.close();
    /** @typedef {{ errorId: string, errorArguments: { name: string, value: string }[] }} InstallabilityError */
    return errors.map((/** @type {InstallabilityError} */ e) =>
      [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
    );
  } finally {
    await browser.close().catch(() => {});
  }
}

export default {
  async run() {
    ensurePwaBuild();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-diner-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startServer({
      databaseUrl: `file:${join(dir, 'diner.sqlite')}`,
      dir,
      env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    });
    const userDataDir = join(dir, 'chrome-profile');
    mkdirSync(userDataDir);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      userDataDir,
      logLevel: 'error',
    });
    const killChrome = onCleanup(() => chrome.kill());
    try {
      const url = `${server.origin}/m/${DEMO_STORE_CODE}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // the whole report, for the opportunities and diagnostics behind the score
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      // one report, as JSON (the default output): a string
      writeFileSync(
        join(root, 'bench-results', 'diner-page-lighthouse.json'),
        /** @type {string} */ (result.report),
      );
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      /** @param {string} id */
      const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
      const metrics = {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      };
      console.log(
        `  Lighthouse ${lhr.lighthouseVersion} on ${lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0]}: ` +
          `performance ${score}; ${Object.entries(metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}; benchmark index ${lhr.environment?.benchmarkIndex}`,
      );
      const errors = await installabilityErrors(chrome.port, url);
      console.log(`  installable: ${errors.length === 0 ? 'yes' : `no (${errors.join('; ')})`}`);
      return [
        {
          what: `Lighthouse performance of the diner menu /m/${DEMO_STORE_CODE} (mobile)`,
          value: score,
          unit: '/ 100',
          budget: `≥ ${MIN_SCORE}`,
          met: score >= MIN_SCORE,
          why:
            `Lighthouse's benchmark index of this machine was ${lhr.environment?.benchmarkIndex} in this run ` +
            `(metrics: ${Object.entries(metrics)
              .map(([k, v]) => `${k} ${v}`)
              .join(
                ', ',
              )}); the same build scored 92–95 on this machine when it ran faster (docs/benchmarks.md, journal 0022).`,
          note: {
            lighthouse: lhr.lighthouseVersion,
            metrics,
            benchmarkIndex: lhr.environment?.benchmarkIndex,
          },
        },
        {
          what: `diner menu installable (Chrome's installability check)`,
          value: errors.length === 0 ? 'yes' : `no: ${errors.join('; ')}`,
          unit: '',
          budget: 'installable',
          met: errors.length === 0,
        },
      ];
    } finally {
      killChrome();
      await server.stop();
      removeDir();
    }
  },
};
