// `pnpm bench week-offline` (issue 34 item 5, PERF2-PERF4): a till that sold offline for a week. The demo restaurant
// with 1,000 more items; the cashier signs in and the POS syncs; the browser context goes offline; in the page,
// 20,000 sales are rung up through the POS's own Send (bench-hook.ts: the mutator, the token taker, the outbox),
// spread over 7 business days by the till's clock. Then, at 4× CPU throttle:
//   - offline: tap Add → line in the cart, p95 of 50 (budget ≤ 50 ms), with the 20,000 orders queued;
//   - back online: the drain, from the network's return until the outbox holds nothing pending (pushed and
//     acknowledged by a pull), in orders a second (budget ≥ 1,000/s), and tap p95 while it drains (≤ 50 ms);
// Every order keeps the business day its till sold it in (PERF3): tested in sync-server (week-offline.test.ts).
// Knobs: BENCH_WEEK_ORDERS (20000); BENCH_WEEK_BATCH (100): sales rung up per transaction in the page, each its own
// Send (DRAIN3); BENCH_WEEK_FAST=0 switches the till's week-offline fast paths off (localStorage tavola.fastSync,
// DRAIN1-DRAIN2), to compare in one sitting; BENCH_WEEK_ECHO=0 switches off the pull that leaves out the till's own
// rows (localStorage tavola.syncEcho, DRAIN4, ADR 0080); BENCH_WEEK_KEEP=1 has the push keep the RST2
// copies at its answer instead of the pull's rebase (localStorage tavola.keepAtPush, DRAIN10, ADR 0084); BENCH_WEEK_AHEAD=0 has
// the push read each batch after the last answer is recorded (localStorage tavola.pushAhead, DRAIN11, ADR 0084).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { round, runTsx, startTempServer } from './harness.mjs';
import {
  addToCart,
  benchDish,
  CASHIER,
  ensurePwaBuild,
  launchChromium,
  openPos,
  throttleCpu,
} from './large-store.mjs';
import { quantile } from './load-kit.mjs';
import { measureAdds } from './pos.mjs';

const ORDERS = Number(process.env.BENCH_WEEK_ORDERS ?? 20_000);
const BATCH = Number(process.env.BENCH_WEEK_BATCH ?? 100);
const FAST = process.env.BENCH_WEEK_FAST !== '0';
const ECHO = process.env.BENCH_WEEK_ECHO !== '0';
const KEEP = process.env.BENCH_WEEK_KEEP === '1'; // DRAIN10 is off by default (ADR 0084)
const AHEAD = process.env.BENCH_WEEK_AHEAD !== '0';
const ITEMS = 1_000;
const DAYS = 7;
const DAY_MS = 86_400_000;
const TAP_BUDGET_MS = 50;
const DRAIN_BUDGET = 1_000;
const SAMPLES = 50;

/** @typedef {{ sell(title: string, at: number, count: number, stepMs: number, batch?: number): Promise<number>, unsent(): Promise<number> }} Hook */

/** @param {number[]} times */
const p95 = (times) =>
  round(
    quantile(
      [...times].sort((a, b) => a - b),
      0.95,
    ),
    1,
  );

export default {
  async run() {
    ensurePwaBuild();
    const store = await startTempServer({
      label: 'week',
      // a build of the PWA elsewhere (not pwa/dist, which other work may be rebuilding): BENCH_PWA_DIST
      env: process.env.BENCH_PWA_DIST ? { PWA_DIST: process.env.BENCH_PWA_DIST } : {},
      prepare: (databaseUrl) =>
        runTsx(join(import.meta.dirname, 'seed-large-store.mjs'), [databaseUrl, String(ITEMS), '0']),
    });
    const chromium = await launchChromium();
    try {
      const context = await chromium.browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addInitScript(
        ([fast, echo, keep, ahead]) => {
          localStorage.setItem('tavola.bench', '1');
          localStorage.setItem('tavola.fastSync', fast ? '1' : '0');
          localStorage.setItem('tavola.syncEcho', echo ? '1' : '0');
          localStorage.setItem('tavola.keepAtPush', keep ? '1' : '0');
          localStorage.setItem('tavola.pushAhead', ahead ? '1' : '0');
        },
        [FAST, ECHO, KEEP, AHEAD],
      );
      const page = await context.newPage();
      await page.goto(`${store.origin}/login`);
      await page.getByLabel(/username|email/i).fill(CASHIER.username);
      await page.getByLabel('Password').fill(CASHIER.password);
      await page.getByRole('button', { name: /sign in|login/i }).click();
      await page.waitForURL(/\/dashboard\//);
      await openPos(page);
      await addToCart(page, benchDish(ITEMS), 120_000);
      await context.setOffline(true);

      // a week of sales, rung up offline: the days' 12 busiest hours, the last day ending now
      const now = Date.now();
      const perDay = Math.ceil(ORDERS / DAYS);
      const step = Math.floor((12 * 3_600_000) / perDay);
      const seeding = performance.now();
      let sold = 0;
      for (let d = DAYS - 1; d >= 0; d--) {
        const count = Math.min(perDay, ORDERS - sold);
        const at = now - d * DAY_MS - count * step;
        sold += await page.evaluate(
          ([title, from, n, every, batch]) =>
            /** @type {{ tavolaBench: Hook }} */ (/** @type {unknown} */ (window)).tavolaBench.sell(
              String(title),
              Number(from),
              Number(n),
              Number(every),
              Number(batch),
            ),
          [benchDish(1), at, count, step, BATCH],
        );
        console.log(`  rung up ${sold} sales offline (${round((performance.now() - seeding) / 1000)} s)`);
      }
      const unsent = () =>
        page.evaluate(() =>
          /** @type {{ tavolaBench: Hook }} */ (/** @type {unknown} */ (window)).tavolaBench.unsent(),
        );
      const queued = await unsent();
      if (queued < ORDERS) throw new Error(`${queued} sales queued, wanted ${ORDERS}`);

      // each tap a new line: items not in the cart yet (the install put the last one there)
      let nextItem = ITEMS - 1;
      const tap = async (count = SAMPLES) => {
        /** @type {number[]} */
        const times = [];
        for (let i = 0; i < count && nextItem > 1; i++) {
          const title = benchDish(nextItem--);
          await page.locator('input[aria-label="Search items"]').fill(title);
          await page.locator(`button[aria-label="Add ${title}"]`).waitFor();
          const [ms] = await page.evaluate(measureAdds, [[title]]);
          times.push(/** @type {number} */ (ms));
        }
        return times;
      };
      const throttle = await throttleCpu(page, 4);
      const offlineTaps = await tap();

      // where the drain's time goes: each sync request's time on the wire and the server (logged, not a row)
      /** @type {WeakMap<import('../../e2e/node_modules/playwright-core').Request, number>} */
      const sentAt = new WeakMap();
      /** @type {{ kind: string, at: number, ms: number, server: number }[]} */
      const calls = [];
      page.on('request', (r) => {
        if (r.url().includes('/sync/')) sentAt.set(r, performance.now());
      });
      page.on('requestfinished', async (r) => {
        const kind = /\/sync\/(\w+)/.exec(r.url())?.[1];
        const at = sentAt.get(r);
        if (!kind || at === undefined) return;
        const ms = performance.now() - at;
        // the server's own account of its time (Server-Timing: wait and work), where it gives one
        const timing = (await r.response())?.headers()['server-timing'] ?? '';
        const server = [...timing.matchAll(/dur=([\d.]+)/g)].reduce((t, m) => t + Number(m[1]), 0);
        calls.push({ kind, at, ms, server });
      });

      // BENCH_WEEK_PROFILE=<file>: the page's CPU profile of the drain (a non-minified build names the functions)
      const profiling = process.env.BENCH_WEEK_PROFILE;
      const cdp = profiling ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
        await cdp.send('Profiler.start');
      }

      // the network comes back: the till drains its outbox while the cashier goes on tapping
      const drainStart = performance.now();
      await context.setOffline(false);
      /** @type {number[]} */
      const drainTaps = [];
      let left = queued;
      while (left > 0) {
        if (performance.now() - drainStart > 600_000)
          throw new Error(`${left} sales still unsent after 10 minutes`);
        drainTaps.push(...(await tap(2))); // the outbox checked every two taps
        left = await unsent();
      }
      const drainMs = performance.now() - drainStart;
      if (cdp && profiling) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(profiling, JSON.stringify(profile));
      }
      await throttle.reset();
      const rate = round(queued / (drainMs / 1000));
      console.log(
        `  drained ${queued} sales in ${round(drainMs)} ms (${rate}/s), ${drainTaps.length} taps meanwhile`,
      );
      for (const kind of ['push', 'pull']) {
        const of = calls.filter((c) => c.kind === kind && c.at >= drainStart);
        const first = of[0]?.at ?? drainStart;
        const last = of.at(-1);
        console.log(
          `  ${kind}: ${of.length} requests, ${round(of.reduce((t, c) => t + c.ms, 0))} ms waiting on them ` +
            `(server-timing ${round(of.reduce((t, c) => t + c.server, 0))} ms), ` +
            `first sent at +${round(first - drainStart)} ms, last answered at +${round(last ? last.at + last.ms - drainStart : 0)} ms`,
        );
      }

      await context.close();
      return [
        {
          what: `tap Add → line in the cart p95, offline with ${queued.toLocaleString('en')} sales queued over ${DAYS} days (CPU 4x)`,
          value: p95(offlineTaps),
          unit: 'ms',
          budget: `≤ ${TAP_BUDGET_MS} ms`,
          met: p95(offlineTaps) <= TAP_BUDGET_MS,
        },
        {
          what: `drain on reconnect: ${queued.toLocaleString('en')} queued sales pushed and acknowledged (CPU 4x)`,
          value: rate,
          unit: 'orders/s',
          budget: `≥ ${DRAIN_BUDGET.toLocaleString('en')}/s`,
          met: rate >= DRAIN_BUDGET,
          note: { drainMs: round(drainMs) },
        },
        {
          what: 'tap Add → line in the cart p95 while the outbox drains (CPU 4x)',
          value: p95(drainTaps),
          unit: 'ms',
          budget: `≤ ${TAP_BUDGET_MS} ms`,
          met: p95(drainTaps) <= TAP_BUDGET_MS,
          note: { taps: drainTaps.length },
        },
      ];
    } finally {
      await chromium.close();
      await store.stop();
    }
  },
};
