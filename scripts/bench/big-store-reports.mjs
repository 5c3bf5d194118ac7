// `pnpm bench big-store` (issue 34 item 4, PERF9): the Reports screen's two requests (GET /reports and
// GET /reports/preparation-times) for each date preset, on the big store's 2,000,000 orders, through the real
// server as the owner; the median of RUNS per preset, the slowest preset reported (budget ≤ 200 ms each).
import { median, round } from './harness.mjs';
import { signIn } from './load-kit.mjs';

const OWNER = { username: 'owner@demo.tavola.app', password: 'tavola-demo' };
const PRESETS = ['today', 'yesterday', 'last_7days', 'this_month', 'last_month'];
const ROUTES = ['/api/v1/reports', '/api/v1/reports/preparation-times'];
const RUNS = 5;
const BUDGET_MS = 200;

/**
 * @param {number} port
 * @param {string} size the store's size, for the rows' labels
 * @returns {Promise<import('./types.d.mts').Row[]>}
 */
export async function measureReports(port, size) {
  const owner = await signIn(port, OWNER.username, OWNER.password);
  try {
    /** @type {{ route: string, preset: string, ms: number }[]} */
    const medians = [];
    for (const route of ROUTES)
      for (const preset of PRESETS) {
        const times = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const r = await owner.call('GET', `${route}?type=${preset}`);
          times.push(performance.now() - t0);
          if (r.status !== 200)
            throw new Error(`${route}?type=${preset}: ${r.status} ${r.text.slice(0, 200)}`);
        }
        medians.push({ route, preset, ms: median(times) });
      }
    console.log(
      `  reports: ${medians.map((m) => `${m.route.slice(8)} ${m.preset} ${round(m.ms)} ms`).join(', ')}`,
    );
    return ROUTES.map((route) => {
      const worst = medians.filter((m) => m.route === route).reduce((a, b) => (b.ms > a.ms ? b : a));
      const ms = round(worst.ms, 1);
      return {
        what: `GET ${route.slice(7)}, slowest preset (${worst.preset}), median of ${RUNS} (${size})`,
        value: ms,
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms`,
        met: ms <= BUDGET_MS,
      };
    });
  } finally {
    owner.close();
  }
}
