// Reports benchmark (issue 8): every report preset on 1,000,000 orders (5,000,000 lines) across 100 tenants,
// on SQLite and on a throwaway PostgreSQL cluster; budget ≤ 200 ms per preset on each. The data set is
// report-data.mjs; reports-worker.mjs loads it and times the route's code (median of BENCH_REPORTS_RUNS runs
// per tenant, the slowest of three tenants reported). Both databases must give the same figures, and every
// whole past period some orders.
// Knobs: BENCH_REPORTS_TENANTS, BENCH_REPORTS_ORDERS_PER_TENANT (a smaller set for a quick look), BENCH_REPORTS_RUNS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { startPostgres } from '../pg-harness.mjs';
import { onCleanup, round, runTsx } from './harness.mjs';
import { DAYS, LINES, ORDERS_PER_TENANT, TENANTS } from './report-data.mjs';

const WORKER = join(import.meta.dirname, 'reports-worker.mjs');
const BUDGET_MS = 200;
const SCALE = `${(TENANTS * ORDERS_PER_TENANT).toLocaleString('en')} orders × ${LINES} lines, ${TENANTS} tenants`;

/** Presets whose whole range is past and inside the data set, so their figures cannot be empty. */
const FULL_PERIODS = ['yesterday', 'last_7days', 'last_month', 'custom'];

/** @typedef {{ tenant: number, median: number, cpuMedian: number, runs: number[] }} Timing of one tenant */
/**
 * What reports-worker.mjs writes. `figures`: the route's figures by `<tenant>/<preset>`, as JSON; `any`, since
 * they are only compared whole and read for their order count and top-selling items.
 * @typedef {{ seedMs: number, timings: Record<string, Timing[]>, figures: Record<string, any> }} WorkerResult
 */

/**
 * @param {string} url
 * @param {string} dir
 * @param {string} label
 * @param {number} now
 * @returns {Promise<WorkerResult>}
 */
async function measure(url, dir, label, now) {
  const out = join(dir, `${label}.json`);
  console.log(
    `  ${label}: loading ${(TENANTS * ORDERS_PER_TENANT).toLocaleString('en')} orders, then timing`,
  );
  await runTsx(WORKER, [url, String(now), out]);
  const result = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`  ${label}: loaded in ${round(result.seedMs / 1000, 1)} s`);
  return result;
}

/**
 * @param {string} label
 * @param {WorkerResult} result
 * @returns {import('./types.d.mts').Row[]}
 */
function rows(label, result) {
  return Object.entries(result.timings).map(([preset, perTenant]) => {
    const worst = perTenant.reduce((a, b) => (b.median > a.median ? b : a));
    console.log(
      `  ${label} ${preset}: medians ${perTenant.map((p) => `${round(p.median)} ms`).join(', ')}` +
        ` (CPU of this process ${perTenant.map((p) => `${round(p.cpuMedian)} ms`).join(', ')})`,
    );
    const ms = round(worst.median, 1);
    return {
      what: `report ${preset}, ${label}, ${SCALE}: slowest of ${perTenant.length} tenants' medians`,
      value: ms,
      unit: 'ms',
      budget: `≤ ${BUDGET_MS} ms`,
      met: ms <= BUDGET_MS,
      note: {
        perTenant: perTenant.map((p) => ({
          tenant: p.tenant,
          median: round(p.median, 1),
          cpuMedianInProcess: round(p.cpuMedian, 1),
        })),
      },
    };
  });
}

export default {
  async run() {
    const now = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-reports-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    try {
      const sqlite = await measure(`file:${join(dir, 'reports.sqlite')}`, dir, 'SQLite', now);
      rmSync(join(dir, 'reports.sqlite'), { force: true }); // ~1.5 GB: free it before PostgreSQL loads
      const pg = await startPostgres();
      const stopPg = onCleanup(() => pg.stop());
      /** @type {WorkerResult} */
      let postgres;
      try {
        postgres = await measure(pg.url, dir, 'PostgreSQL', now);
      } finally {
        await pg.stop();
        stopPg();
      }
      const differ = Object.keys(sqlite.figures).filter(
        (k) => !isDeepStrictEqual(sqlite.figures[k], postgres.figures[k]),
      );
      if (differ.length) {
        const k = differ[0];
        throw new Error(
          `SQLite and PostgreSQL disagree on ${differ.length} reports; ${k}:\n` +
            `${JSON.stringify(sqlite.figures[k])}\n${JSON.stringify(postgres.figures[k])}`,
        );
      }
      // Agreeing on nothing would time nothing: every whole past period lies inside the data's days and, at
      // some 20 orders a day or more, holds orders (a smaller set for a quick look may have empty days).
      const empty = Object.entries(ORDERS_PER_TENANT >= 20 * DAYS ? sqlite.figures : {}).filter(
        ([k, f]) =>
          FULL_PERIODS.includes(k.split('/')[1]) && !(f.ordersCount > 0 && f.topSellingItems.length > 0),
      );
      if (empty.length)
        throw new Error(`reports without orders or items: ${empty.map(([k]) => k).join(', ')}`);
      console.log(`  ${SCALE}: both databases gave the same figures for every preset and tenant`);
      return [...rows('SQLite', sqlite), ...rows('PostgreSQL', postgres)];
    } finally {
      removeDir();
    }
  },
};
