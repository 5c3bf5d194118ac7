// What a live answer costs to rebuild after a write (ADR 0071): 1,000 open orders / 5,000 lines on SQLite, then
// `BENCH_REBUILD_ROUNDS` times a kitchen line moves (POST /kitchen/{id}) and GET /kitchen and GET /orders are read
// whole (as Chromium asks: compressed, ADR 0071): the read's latency is the new version's rebuild and compression.
// Run once with LIVE_READ_FRAGMENTS on and once off.
// `node scripts/bench/rest-rebuild.mjs`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './bench-server.mjs';
import { installHooks } from './cleanup.mjs';
import { client } from './http-client.mjs';
import { now, quantile, round } from './load-kit.mjs';
import { ACCEPT_ENCODING, openOrders, store } from './rest-load.mjs';

const ROUNDS = Number(process.env.BENCH_REBUILD_ROUNDS ?? 40);
const STEPS = ['preparing', 'completed', 'delivered'];

installHooks();
const dir = mkdtempSync(join(tmpdir(), 'tavola-rebuild-'));
try {
  for (const fragments of ['on', 'off']) {
    const url = `file:${join(dir, `rebuild-${fragments}.sqlite`)}`;
    const server = await startServer(url, dir, `rebuild-${fragments}`, { LIVE_READ_FRAGMENTS: fragments });
    try {
      const s = await store(server.port);
      await openOrders(server.port, s, 1000);
      const c = client(server.port, s.cookie);
      const kitchen = (await c.call('GET', '/api/v1/kitchen')).json;
      const lines = kitchen.orders.flatMap((/** @type {any} */ g) =>
        g.orders.flatMap((/** @type {any} */ o) => o.items.map((/** @type {any} */ i) => i.id)),
      );
      /** @type {Record<string, number[]>} */
      const took = { '/api/v1/kitchen': [], '/api/v1/orders': [] };
      for (let i = 0; i < ROUNDS; i++) {
        const line = lines[(i * 7919) % lines.length];
        await c.call('POST', `/api/v1/kitchen/${line}`, { status: STEPS[Math.floor(i / lines.length) % 3] });
        for (const path of Object.keys(took)) {
          const t = now();
          const r = await c.call('GET', path, undefined, { 'accept-encoding': ACCEPT_ENCODING });
          if (r.status !== 200) throw new Error(`GET ${path}: ${r.status}`);
          took[path]?.push(now() - t);
        }
      }
      c.close();
      for (const [path, xs] of Object.entries(took)) {
        xs.sort((a, b) => a - b);
        console.log(
          `LIVE_READ_FRAGMENTS=${fragments} ${path} after a write: p50 ${round(quantile(xs, 0.5), 1)} ms, p90 ${round(quantile(xs, 0.9), 1)} ms (${xs.length} rebuilds)`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
