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
 * @param {number} [offPort] a second server with REPORT_DAY_SUMMARY=off (RDS1): timed in turns with the first,
 *   its slowest presets reported as reference rows
 * @returns {Promise<import('./types.d.mts').Row[]>}
 */
export async function measureReports(port, size, offPort) {
  const servers = [
    { label: '', port },
    ...(offPort ? [{ label: ', REPORT_DAY_SUMMARY=off', port: offPort }] : []),
  ];
  const owners = [];
  for (const server of servers) owners.push(await signIn(server.port, OWNER.username, OWNER.password));
  try {
    // one untimed round first: each server's first reads (JIT, the day summary's first refresh) are not the figure
    for (const owner of owners)
      for (const route of ROUTES)
        for (const preset of PRESETS) await owner.call('GET', `${route}?type=${preset}`);
    /** @type {{ server: number, route: string, preset: string, ms: number }[]} */
    const medians = [];
    for (const route of ROUTES)
      for (const preset of PRESETS) {
        /** @type {number[][]} */
        const times = servers.map(() => []);
        /** @type {string[]} */
        const bodies = [];
        for (let i = 0; i < RUNS; i++)
          for (const [k, owner] of owners.entries()) {
            const t0 = performance.now();
            const r = await owner.call('GET', `${route}?type=${preset}`);
            times[k]?.push(performance.now() - t0);
            if (r.status !== 200)
              throw new Error(`${route}?type=${preset}: ${r.status} ${r.text.slice(0, 200)}`);
            bodies[k] = r.text;
          }
        // RDS1: the same answer both ways
        if (bodies.some((b) => b !== bodies[0]))
          throw new Error(`${route}?type=${preset}: the answers differ`);
        for (const k of servers.keys())
          medians.push({ server: k, route, preset, ms: median(times[k] ?? []) });
      }
    for (const [k, server] of servers.entries())
      console.log(
        `  reports${server.label}: ${medians
          .filter((m) => m.server === k)
          .map((m) => `${m.route.slice(8)} ${m.preset} ${round(m.ms)} ms`)
          .join(', ')}`,
      );
    return servers.flatMap((server, k) =>
      ROUTES.map((route) => {
        const worst = medians
          .filter((m) => m.server === k && m.route === route)
          .reduce((a, b) => (b.ms > a.ms ? b : a));
        const ms = round(worst.ms, 1);
        return {
          what: `GET ${route.slice(7)}, slowest preset (${worst.preset}), median of ${RUNS} (${size}${server.label})`,
          value: ms,
          unit: 'ms',
          budget: k === 0 ? `≤ ${BUDGET_MS} ms` : null,
          met: k === 0 ? ms <= BUDGET_MS : null,
        };
      }),
    );
  } finally {
    for (const owner of owners) owner.close();
  }
}
