// `pnpm bench rest` (issue 34, ADR 0062): the specification's own REST API under load, on the compiled server
// (demo seed) as deployed, each phase on a fresh database:
//   - POST /pos/create-order (the demo store's five dishes) at 10 and 50 connections on SQLite, and on
//     PostgreSQL (durable: fsync, synchronous_commit) with two server processes sharing the 50 connections;
//   - GET /kitchen and GET /orders with 1,000 open orders / 5,000 lines at 20 connections: each connection polls
//     as a live screen does, with the ETag of its last answer (If-None-Match), and, as a second row, without it
//     (every answer whole, from the cache).
// Each phase also runs with its switch off (REST_GROUP_COMMIT=off, LIVE_READ_CACHE=off), interleaved in the same
// run, as the reference the ratio is taken against. Knobs: BENCH_REST_SECONDS (default 10 per load),
// BENCH_REST_DATABASES (default 'sqlite,pg'), BENCH_REST_PHASES (default 'writes,reads'; PostgreSQL has writes
// only), BENCH_REST_REFERENCE=0 (skip the switched-off runs),
// BENCH_REST_ENV (JSON: more server variables), BENCH_SYNC_SERVER_FLAGS ('--cpu-prof --cpu-prof-dir=…': profile the servers),
// BENCH_REST_ENCODING (the live reads' Accept-Encoding, Chromium's by default, ADR 0071; '' for plain answers; the
// reference runs also read whole answers plain). Where a PostgreSQL create-order waits: rest-pg-probe.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../pg-harness.mjs';
import { startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { ACCEPT_ENCODING, createOrder, liveGet, load, openOrders, store } from './rest-load.mjs';
import { pgDriver } from './server-drivers.mjs';

const SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_REST_DATABASES ?? 'sqlite,pg').split(',');
const REFERENCE = process.env.BENCH_REST_REFERENCE !== '0';
const PHASES = (process.env.BENCH_REST_PHASES ?? 'writes,reads').split(',');
/** More server variables for every phase (JSON), for an A/B of another switch: '{"SQLITE_WRITE_THREAD":"off"}'. */
const EXTRA_ENV = JSON.parse(process.env.BENCH_REST_ENV ?? '{}');
const PG_DURABLE = ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on'];
const OPEN_ORDERS = 1000;

/** @typedef {import('./types.d.mts').Row} Row */
/** @typedef {import('./rest-load.mjs').Measured} Measured */

/** @param {Measured} m */
const noteOf = (m) =>
  `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.bytes} B an answer, ${JSON.stringify(m.statuses)}`;

/**
 * A row of `m`'s rate against a budget of at least `min` a second and p99 at most `p99` ms (either may be null).
 * @param {string} what
 * @param {Measured} m
 * @param {number | null} min
 * @param {number | null} p99
 * @returns {Row}
 */
function row(what, m, min, p99) {
  const budget = [min === null ? null : `≥ ${min}/s`, p99 === null ? null : `p99 ≤ ${p99} ms`].filter(
    Boolean,
  );
  const met =
    min === null && p99 === null ? null : (min === null || m.rate >= min) && (p99 === null || m.p99 <= p99);
  return { what, value: m.rate, unit: 'req/s', budget: budget.join(', ') || null, met, note: noteOf(m) };
}

/**
 * Runs `fn` with the servers of one phase on `url` (`processes` of them, the first seeding the demo store).
 * @template T
 * @param {string} url
 * @param {string} dir
 * @param {string} label
 * @param {Record<string, string>} env
 * @param {number} processes
 * @param {(ports: number[]) => Promise<T>} fn
 */
async function withServers(url, dir, label, env, processes, fn) {
  const servers = [];
  try {
    for (let i = 0; i < processes; i++)
      servers.push(await startServer(url, dir, `${label}-${i}`, { ...EXTRA_ENV, ...env }));
    return await fn(servers.map((s) => s.port));
  } finally {
    for (const s of servers) await s.stop();
  }
}

/**
 * create-order at each of `connections` on a fresh database of `fresh()`.
 * @param {() => Promise<{ url: string, drop(): Promise<void> }>} fresh
 * @param {string} dir
 * @param {string} label
 * @param {Record<string, string>} env
 * @param {number} processes
 * @param {number[]} connections
 */
async function writes(fresh, dir, label, env, processes, connections) {
  const db = await fresh();
  try {
    return await withServers(db.url, dir, label, env, processes, async (ports) => {
      const s = await store(ports[0]);
      /** @type {Measured[]} */
      const out = [];
      for (const n of connections) {
        console.log(`  ${label}: create-order, ${n} connections, ${SECONDS} s`);
        out.push(await load(ports, s.cookie, n, SECONDS, createOrder(s)));
      }
      return out;
    });
  } finally {
    await db.drop();
  }
}

/**
 * The live reads on SQLite with 1,000 open orders: /kitchen and /orders, conditional and whole.
 * @param {string} dir
 * @param {Record<string, string>} env
 * @param {string} label
 */
async function reads(dir, env, label) {
  const url = `file:${join(dir, `reads-${label}.sqlite`)}`;
  return withServers(url, dir, `reads-${label}`, env, 1, async ([port]) => {
    const s = await store(port);
    console.log(`  ${label}: ${OPEN_ORDERS} open orders of 5 lines`);
    await openOrders(port, s, OPEN_ORDERS);
    /** @type {Record<string, Measured>} */
    const out = {};
    for (const path of ['/api/v1/kitchen', '/api/v1/orders']) {
      for (const conditional of [true, false]) {
        console.log(`  ${label}: GET ${path}${conditional ? ' (If-None-Match)' : ''}, 20 connections`);
        out[`${path}|${conditional}`] = await load([port], s.cookie, 20, SECONDS, liveGet(path, conditional));
      }
      // ADR 0071: whole answers to a client that takes no compressed form (the cache's plain bytes)
      if (REFERENCE && ACCEPT_ENCODING && label === 'cached') {
        console.log(`  ${label}: GET ${path}, plain, 20 connections`);
        out[`${path}|plain`] = await load([port], s.cookie, 20, SECONDS, liveGet(path, false, ''));
      }
    }
    return out;
  });
}

/** @type {import('./types.d.mts').Benchmark} */
const bench = {
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-rest-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    /** @type {Row[]} */
    const rows = [];
    const off = { REST_GROUP_COMMIT: 'off', LIVE_READ_CACHE: 'off' };
    try {
      if (DATABASES.includes('sqlite')) {
        let n = 0;
        const fresh = async () => {
          const file = join(dir, `writes-${n++}.sqlite`);
          return { url: `file:${file}`, drop: async () => rmSync(file, { force: true }) };
        };
        if (PHASES.includes('writes')) {
          const [c10, c50] = await writes(fresh, dir, 'SQLite', {}, 1, [10, 50]);
          rows.push(row('REST create-order, SQLite, 10 connections', c10, 1000, null));
          rows.push(row('REST create-order, SQLite, 50 connections', c50, 3000, 100));
          if (REFERENCE) {
            const [r10, r50] = await writes(fresh, dir, 'SQLite-off', off, 1, [10, 50]);
            rows.push(row('  same, REST_GROUP_COMMIT=off, 10 connections (reference)', r10, null, null));
            rows.push(row('  same, REST_GROUP_COMMIT=off, 50 connections (reference)', r50, null, null));
          }
        }
      }
      if (DATABASES.includes('sqlite') && PHASES.includes('reads')) {
        const live = await reads(dir, {}, 'cached');
        const ref = REFERENCE ? await reads(dir, off, 'off') : null;
        for (const [path, screen] of [
          ['/api/v1/kitchen', 'GET /kitchen'],
          ['/api/v1/orders', 'GET /orders'],
        ]) {
          const what = `REST ${screen}, 1,000 open orders / 5,000 lines, 20 connections`;
          rows.push(row(`${what}, If-None-Match`, live[`${path}|true`], 200, 250));
          rows.push(row(`${what}, whole answers`, live[`${path}|false`], 200, 250));
          const plain = live[`${path}|plain`];
          if (plain) rows.push(row('  same, no Accept-Encoding (reference)', plain, null, null));
          if (ref)
            rows.push(row(`  same, LIVE_READ_CACHE=off (reference)`, ref[`${path}|false`], null, null));
        }
      }
      if (DATABASES.includes('pg')) {
        const pg = await startPostgres({ settings: PG_DURABLE });
        const stopPg = onCleanup(() => pg.stop());
        try {
          let n = 0;
          const { Client } = pgDriver();
          const fresh = async () => {
            const name = `rest_${n++}`;
            const admin = new Client({ connectionString: pg.url });
            await admin.connect();
            await admin.query(`create database ${name}`);
            await admin.end();
            return { url: pg.url.replace(/\/postgres(\?|$)/, `/${name}$1`), drop: async () => {} };
          };
          const [p50] = await writes(fresh, dir, 'PostgreSQL', {}, 2, [50]);
          rows.push({
            ...row('REST create-order, PostgreSQL (durable), 2 processes, 50 connections', p50, 1500, null),
            // measured by rest-pg-probe.mjs (ADR 0071): where it waits, and the CPU an order
            why:
              'CPU: servers ~0.7-1.5 ms an order with the load (HTTP, the group on the push thread; session reads ' +
              'batched, statements corked: ADR 0079; one WAL flush a group, thread messages batched: ADR 0083), ' +
              "PostgreSQL ~0.5, on two cores shared with the loader; a store's groups still take turns on its " +
              'version row (ADR 0077).',
          });
          if (REFERENCE) {
            // ADR 0077: numbers and answers in the group's transaction, the planner's choice of plans
            const long = { REST_PG_SHORT_LOCKS: 'off', SYNC_PG_KEYED_PLANS: 'off' };
            const [l50] = await writes(fresh, dir, 'PostgreSQL-long-locks', long, 2, [50]);
            rows.push(
              row('  same, REST_PG_SHORT_LOCKS=off SYNC_PG_KEYED_PLANS=off (reference)', l50, null, null),
            );
            // ADR 0079: a session statement a request
            const single = { SESSION_READ_BATCH: 'off' };
            const [s50] = await writes(fresh, dir, 'PostgreSQL-session-each', single, 2, [50]);
            rows.push(row('  same, SESSION_READ_BATCH=off (reference)', s50, null, null));
            // ADR 0083: a thread message a request, every cookie's HMAC (REST_PG_PRELUDE_ASYNC is off by default)
            const plain = {
              STORE_THREAD_BATCH: 'off',
              ACCESS_VERIFY_MEMO: 'off',
            };
            const [q50] = await writes(fresh, dir, 'PostgreSQL-plain-0083', plain, 2, [50]);
            rows.push(
              row('  same, STORE_THREAD_BATCH=off ACCESS_VERIFY_MEMO=off (reference)', q50, null, null),
            );
            const [r50] = await writes(fresh, dir, 'PostgreSQL-off', off, 2, [50]);
            rows.push(row('  same, REST_GROUP_COMMIT=off (reference)', r50, null, null));
          }
        } finally {
          await pg.stop();
          stopPg();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      removeDir();
    }
    return rows;
  },
};
export default bench;

// Run alone: `node scripts/bench/rest.mjs` prints the rows (a short A/B while working; `pnpm bench rest` records).
if (import.meta.url === `file://${process.argv[1]}`) {
  installHooks();
  const rows = await bench.run();
  for (const r of rows) console.log(`${r.what}: ${r.value} ${r.unit} (${r.budget ?? 'reference'}) ${r.note}`);
  process.exit(0);
}
