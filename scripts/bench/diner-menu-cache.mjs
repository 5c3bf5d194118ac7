// The diner's menu answer of a 10,000-item store (diner-big's seeded file) served with DIN-FP6's cache and without
// (DINER_MENU_CACHE=off), in the same run (ADR 0081): answers a second on keep-alive connections, each one request at
// a time, as a phone's first load (br, no validator: 175 KB) and as its poll every 15 s (If-None-Match of the last
// answer: 304). Run directly: `node scripts/bench/diner-menu-cache.mjs` (BENCH_DINER_ITEMS, BENCH_DINER_SECONDS).
import { copyFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dinerStoreFile } from './diner-big.mjs';
import { startTempServer } from './harness.mjs';
import { client } from './http-client.mjs';
import { round } from './load-kit.mjs';
import { load } from './rest-load.mjs';

const STORE_CODE = 'demo-kitchen';
const URL_PATH = `/api/v1/qrmenu/${STORE_CODE}`;
const CONNECTIONS = Number(process.env.BENCH_DINER_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_DINER_SECONDS ?? 10);
/** As Chromium asks. */
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * `CONNECTIONS` connections asking `headers()` for `SECONDS` after a second's warm-up (rest-load's `load`).
 * @param {number} port
 * @param {() => Record<string, string>} headers
 */
const measureMenu = (port, headers) =>
  load(
    [port],
    '',
    CONNECTIONS,
    SECONDS,
    async (c) => {
      const r = await c.call('GET', URL_PATH, undefined, headers());
      if (r.status !== 200 && r.status !== 304) throw new Error(`menu: ${r.status}`);
      return r;
    },
    1,
  );

/**
 * The two loads against a server on a copy of `file` with `env`.
 * @param {string} file
 * @param {NodeJS.ProcessEnv} env
 */
async function measure(file, env) {
  const server = await startTempServer({
    label: 'diner-menu',
    env,
    prepare: async (databaseUrl) => copyFileSync(file, databaseUrl.replace(/^file:/, '')),
  });
  try {
    const c = client(server.port);
    const first = await c.call('GET', URL_PATH, undefined, ACCEPT);
    c.close();
    const etag = first.headers.etag ?? '';
    const loads = await measureMenu(server.port, () => ACCEPT);
    const polls = await measureMenu(server.port, () => ({ ...ACCEPT, 'if-none-match': etag }));
    return { loads, polls };
  } finally {
    await server.stop();
  }
}

const bench = {
  async run() {
    const file = await dinerStoreFile();
    const on = await measure(file, {});
    const off = await measure(file, { DINER_MENU_CACHE: 'off' });
    console.log(`  cache on: ${JSON.stringify(on)}\n  cache off: ${JSON.stringify(off)}`);
    const size = `${process.env.BENCH_DINER_ITEMS ?? '10,000'} items, ${CONNECTIONS} connections`;
    /** @type {import('./types.d.mts').Row[]} */
    return [
      {
        what: `diner menu answer, a phone's first load (br, ${round(on.loads.bytes / 1024)} KB; ${size})`,
        value: on.loads.rate,
        unit: 'req/s',
        budget: null,
        met: null,
        note: on.loads,
        why: `DINER_MENU_CACHE=off: ${off.loads.rate} req/s (p99 ${off.loads.p99} ms)`,
      },
      {
        what: `diner menu answer, a poll (If-None-Match: 304; ${size})`,
        value: on.polls.rate,
        unit: 'req/s',
        budget: null,
        met: null,
        note: on.polls,
        why: `DINER_MENU_CACHE=off: ${off.polls.rate} req/s (p99 ${off.polls.p99} ms)`,
      },
    ];
  },
};
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await bench.run();
  console.log(JSON.stringify(rows, null, 1));
  process.exit(0);
}
