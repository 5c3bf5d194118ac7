// Sync push benchmark (issue 8; issue 3 `pnpm bench sync`; docs/architecture.md §6.3). On SQLite, then on a throwaway
// PostgreSQL cluster, in one run:
//   1. a real server process (the compiled sync-server/dist/server/main.mjs, demo seed, production settings) and 50 tills,
//      each a registered device with leased tokens pushing one `order.create.v1` of 5 demo-menu lines per
//      `POST /api/v1/sync/push`, one push after another, for WARMUP_S + LOAD_S seconds: orders per second
//      acknowledged during the LOAD_S window;
//   2. meanwhile a kitchen display in a child process (sync-kitchen.mjs: WebSocket + pulls) notes when each
//      order of its store first arrives in a pull: latency from the push's commit, p50 and p99 (on PostgreSQL
//      the commit timestamp of the transaction that wrote the order, ADR 0014; on SQLite, and also reported on
//      PostgreSQL, the instant its COMMIT went out, bounded from below by the push's Server-Timing: sent + time
//      from arrival to COMMIT), and from just before the push was sent;
//   3. with the server stopped, the naive limit on the same database: the same rows the push writes (version
//      bump, order, 5 lines, mutation log, client and device rows) inserted one durable transaction per order
//      (SQLite: better-sqlite3, synchronous=FULL, one process; PostgreSQL: as many connections as the server's
//      pool, each transaction pipelined after its version bump), with the cores the loop and PostgreSQL used;
//      it counts only orders whose rows are in the database afterwards (checked: ADR 0014).
// A store holds at most 26 devices (codes A-Z), so the 50 tills are 25 of the demo store and 25 of a second
// store signed up here, with the same five dishes and taxes copied from the demo menu; the kitchen is the
// demo store's 26th device.
// The server runs as deployed: default LOG_LEVEL (info, to a log file in the temp dir), SQLite in WAL with
// synchronous=FULL. The throwaway PostgreSQL cluster of pg-harness runs here with fsync, synchronous_commit and
// full_page_writes on (the tests' clusters run without): a commit is on disk before the push is answered, for
// the server and the naive limit alike. The machine is shared: each phase prints the cores its
// parts used and how busy the machine was before it started, to tell a slow server from a busy machine.
// On PostgreSQL the bench runs ANALYZE a second before the warm-up ends, as autovacuum does within its first
// minute (autovacuum_naptime) on any live cluster: without it the whole run measures a new database's first
// seconds, whose plans (the named statements' generic plans, the foreign keys' checks) were made on empty tables
// without statistics and scan the tables as they grow (ADR 0014).
// Knobs: BENCH_SYNC_TILLS, BENCH_SYNC_WARMUP_S, BENCH_SYNC_LOAD_S, BENCH_SYNC_NAIVE_S, BENCH_SYNC_SERVER_FLAGS,
// BENCH_SYNC_DATABASES (default 'sqlite,pg': the databases to run, e.g. 'sqlite' while profiling),
// BENCH_SYNC_PG_STATS (a file: PostgreSQL runs with pg_stat_statements and its top statements of the push window
// are written there, the naive limit's to the same name with `.naive` added), BENCH_SYNC_ONLINE_NUMBERS=1 (each
// till takes its order's token online, TOK8: a lease a sale; by default they sell from their reserve).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../pg-harness.mjs';
import { startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { backgroundLoad, cpuShare, cpuSnapshot, postmaster } from './cpu-usage.mjs';
import { sourceConstant } from './harness.mjs';
import {
  CASHIER,
  commitDur,
  DEMO_PASSWORD,
  firstSync,
  forkClient,
  KITCHEN,
  lease,
  nextNumber,
  now,
  orderArgs,
  pickMenu,
  quantile,
  secondStore,
  signIn,
  sleep,
  tills,
  uuidv7,
} from './load-kit.mjs';
import { isPg } from './server-drivers.mjs';
import { DATABASES, LOAD_S, NAIVE_S, ONLINE_NUMBERS, PG_STATS, TILLS, WARMUP_S } from './sync-knobs.mjs';
import { naivePg, naiveSqlite } from './sync-naive.mjs';
import { analyze, commitInstants, writeStatementStats } from './sync-pg.mjs';
import { describe, resultRows } from './sync-rows.mjs';

/** @typedef {import('./types.d.mts').Row} Row */
/** @typedef {import('./load-kit.mjs').Client} Client */
/** @typedef {import('./load-kit.mjs').Device} Device */
/** @typedef {import('./load-kit.mjs').Till} Till */
/** @typedef {import('./load-kit.mjs').Message} Message */
/** @typedef {import('./cpu-usage.mjs').CpuSnapshot} CpuSnapshot */
/** @typedef {import('./cpu-usage.mjs').Cores} Cores */

/** Devices per store: codes A-Z, and the kitchen holds one in the demo store. */
const TILLS_PER_STORE = 25;
/**
 * PostgreSQL's defaults, which pg-harness turns off for the tests' speed: the push is durable, as issue 8 asks and
 * as the naive limit's label says (ADR 0014).
 */
const PG_DURABLE = ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on'];

/** The server's PostgreSQL pool size, read from its source so the naive limit uses as many connections. */
const serverPoolSize = () => sourceConstant('sync-server/src/db/pg.ts', 'POOL_MAX');

// ---------------------------------------------------------------------------------------------------------
// The kitchen.

/**
 * @param {number} port
 * @param {Client} session
 * @param {Device} device
 */
function startKitchen(port, session, device) {
  const child = forkClient('sync-kitchen.mjs');
  return {
    pid: child.pid,
    get failure() {
      return child.failure;
    },
    start: () =>
      child.ask(
        { type: 'start', port, cookie: session.cookie, deviceId: device.deviceId, clientId: uuidv7() },
        'ready',
      ),
    /** @type {(ids: string[], timeoutMs: number) => Promise<Message>} */
    seen: (ids, timeoutMs) => child.ask({ type: 'await', ids, timeoutMs }, 'seen'),
    stop: () => child.stop(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The load: every till pushes one order at a time until told to stop.

/**
 * @typedef {{ stop: boolean, from: number, to: number, acked: number, errors: number, unavailable: number,
 *   firstError: string | null, sent: Map<string, number>, committed: Map<string, number>, cpu: Cores | null }} LoadState
 */

/**
 * @param {Till} till
 * @param {LoadState} state
 */
async function runTill(till, state) {
  while (!state.stop) {
    if (ONLINE_NUMBERS) await nextNumber(till);
    else if (till.free.length === 0) await lease(till); // TOK1: a reserve when none is left, as the PWA holds one
    const n = till.free.shift();
    if (n === undefined) throw new Error(`till ${till.device.deviceCode} got no token numbers`);
    till.used.add(n);
    const args = orderArgs(till, n);
    const body = {
      protocolVersion: 1,
      schemaVersion: 1,
      clientId: till.clientId,
      deviceId: till.device.deviceId,
      mutations: [{ id: ++till.mutationId, name: 'order.create.v1', args, clientTime: Date.now() }],
    };
    const sent = now();
    const r = await till.c.call('POST', '/api/v1/sync/push', body);
    const done = now();
    const result = r.json?.ok ? r.json.results?.[0] : null;
    if (r.status === 503) {
      // Transient (the store's answer to a database fault): nothing advanced, the till resends after a pause.
      state.unavailable++;
      till.mutationId--;
      till.used.delete(n);
      till.free.unshift(n);
      await sleep(1000);
      continue;
    }
    if (r.status !== 200 || result?.status !== 'applied') {
      state.errors++;
      state.firstError ??= `push: ${r.status} ${r.text.slice(0, 300)}`;
      state.stop = true;
      return;
    }
    if (done >= state.from && done < state.to) state.acked++;
    if (till.store === 'demo' && sent >= state.from && sent < state.to) {
      state.sent.set(args.id, sent);
      state.committed.set(args.id, sent + commitDur(r.headers['server-timing']));
    }
  }
}

/**
 * @param {Till[]} allTills
 * @param {{ pgid: number | undefined }} server
 * @param {{ pid: number | undefined }} kitchen
 * @param {number | null} dbPid
 * @param {(() => Promise<void>) | undefined} beforeMeasuring
 */
async function load(allTills, server, kitchen, dbPid, beforeMeasuring) {
  const start = now();
  /** @type {LoadState} */
  const state = {
    stop: false,
    from: start + WARMUP_S * 1000,
    to: start + (WARMUP_S + LOAD_S) * 1000,
    acked: 0,
    errors: 0,
    unavailable: 0,
    firstError: null,
    sent: new Map(),
    /** Per order: no later than its commit (see commitDur). */
    committed: new Map(),
    cpu: null,
  };
  /** @type {CpuSnapshot | null} */
  let before = null;
  const running = allTills.map((till) => runTill(till, state));
  const prepare = beforeMeasuring
    ? sleep(Math.max(0, state.from - start - 1000)).then(beforeMeasuring)
    : Promise.resolve();
  const warm = setTimeout(() => {
    before = cpuSnapshot(server, kitchen, dbPid);
  }, state.from - start);
  const timer = setTimeout(() => {
    state.cpu = cpuShare(before, cpuSnapshot(server, kitchen, dbPid), LOAD_S);
    state.stop = true;
  }, state.to - start);
  await Promise.all([...running, prepare]);
  clearTimeout(warm);
  clearTimeout(timer);
  if (state.errors > 0) throw new Error(`${state.errors} pushes failed; first: ${state.firstError}`);
  return state;
}

/**
 * Server phase of one database: setup, the kitchen, the load; leaves the server stopped. `beforeMeasuring` runs a
 * second before the warm-up ends.
 * @param {string} databaseUrl
 * @param {string} dir
 * @param {string} label
 * @param {() => Promise<void>} [beforeMeasuring]
 */
async function serverPhase(databaseUrl, dir, label, beforeMeasuring) {
  const background = await backgroundLoad();
  const server = await startServer(databaseUrl, dir, label);
  /** @type {Client[]} */
  const sessions = [];
  /** @type {ReturnType<typeof startKitchen> | null} */
  let kitchen = null;
  try {
    const { port } = server;
    const cashier = await signIn(port, CASHIER, DEMO_PASSWORD);
    sessions.push(cashier);
    const demoTills = await tills(port, cashier, TILLS_PER_STORE, 'demo');
    const menu = pickMenu(await firstSync(cashier, demoTills[0].device));
    for (const till of demoTills) till.menu = menu;
    const owner = await secondStore(port, menu);
    sessions.push(owner);
    const secondTills = await tills(port, owner, TILLS - TILLS_PER_STORE, 'second');
    const secondMenu = pickMenu(await firstSync(owner, secondTills[0].device));
    for (const till of secondTills) till.menu = secondMenu;
    const all = [...demoTills, ...secondTills];
    if (all.length !== TILLS) throw new Error(`${all.length} tills registered, wanted ${TILLS}`);

    const kitchenSession = await signIn(port, KITCHEN, DEMO_PASSWORD);
    sessions.push(kitchenSession);
    const kitchenDevice = await kitchenSession.post('/api/v1/sync/register-device', {
      name: 'Bench kitchen',
    });
    kitchen = startKitchen(port, kitchenSession, kitchenDevice);
    await kitchen.start();

    console.log(`  ${label}: ${TILLS} tills pushing for ${WARMUP_S} s warm-up + ${LOAD_S} s measured`);
    const state = await load(all, server, kitchen, postmaster(databaseUrl), beforeMeasuring);
    if (kitchen.failure) throw kitchen.failure;
    const ids = [...state.sent.keys()];
    const seen = await kitchen.seen(ids, 10_000);
    const seenIds = ids.filter((id) => seen.times[id] !== undefined);
    /** @param {Map<string, number>} from */
    const since = (from) =>
      seenIds.map((id) => seen.times[id] - /** @type {number} */ (from.get(id))).sort((a, b) => a - b);
    const commits = isPg(databaseUrl) ? await commitInstants(databaseUrl, ids) : state.committed;
    const latencies = since(commits);
    // No order reaches the kitchen before its commit: an earlier one would mean the clocks were mapped wrongly.
    if (latencies[0] < 0) throw new Error(`an order was seen ${-latencies[0]} ms before its commit`);
    const fromIssued = since(state.committed);
    const fromSent = since(state.sent);
    /** @type {(xs: number[], p: number) => number} */
    const q = (xs, p) => (xs.length ? quantile(xs, p) : Number.NaN);
    /** @type {number[]} */
    const pullMs = [...seen.pullMs].sort((a, b) => a - b);
    for (const till of all) till.c.close();
    return {
      ordersPerSecond: state.acked / LOAD_S,
      acked: state.acked,
      samples: ids.length,
      missing: ids.length - latencies.length,
      /** From the commit: PostgreSQL's own commit timestamps; on SQLite its COMMIT going out (see commitDur). */
      commitFrom: isPg(databaseUrl) ? "PostgreSQL's commit timestamps" : 'COMMIT sent',
      p50: q(latencies, 0.5),
      p99: q(latencies, 0.99),
      issuedP50: q(fromIssued, 0.5),
      issuedP99: q(fromIssued, 0.99),
      sentP50: q(fromSent, 0.5),
      sentP99: q(fromSent, 0.99),
      pullP50: q(pullMs, 0.5),
      pullP99: q(pullMs, 0.99),
      pokes: seen.pokes,
      pulls: seen.pulls,
      unavailable: state.unavailable,
      cpu: state.cpu
        ? /** @type {Cores & { busyBefore: number | null }} */ ({ ...state.cpu, busyBefore: background })
        : null,
      tills: all,
    };
  } catch (error) {
    console.error(`  ${label} server log (tail):\n${server.tail()}`);
    throw error;
  } finally {
    await kitchen?.stop();
    for (const s of sessions) s.close();
    await server.stop();
  }
}

/**
 * What `serverPhase` measured.
 * @typedef {Awaited<ReturnType<typeof serverPhase>>} Phase
 */

export default {
  async run() {
    installHooks();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-sync-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    /** @type {Row[]} */
    const results = [];
    try {
      if (DATABASES.includes('sqlite')) {
        // SQLite: a file on disk, durable (the server opens it WAL + synchronous=FULL).
        const file = join(dir, 'bench.sqlite');
        const sqlite = await serverPhase(`file:${file}`, dir, 'SQLite');
        console.log(`  SQLite: naive limit for ${NAIVE_S} s`);
        const sqliteNaive = await naiveSqlite(file, sqlite.tills);
        describe('SQLite', sqlite, sqliteNaive);
        results.push(...resultRows('SQLite', sqlite, sqliteNaive, 3000));
      }
      if (!DATABASES.includes('pg')) return results;

      const pg = await startPostgres({
        settings: [
          ...PG_DURABLE,
          'track_commit_timestamp=on', // the kitchen's latency counts from each order's commit (commitInstants)
          ...(PG_STATS
            ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on']
            : []),
        ],
      });
      const stopPg = onCleanup(() => {
        pg.stop();
      });
      try {
        const phase = await serverPhase(pg.url, dir, 'PostgreSQL', () => analyze(pg.url));
        if (PG_STATS) await writeStatementStats(pg.url, PG_STATS, true);
        const connections = serverPoolSize();
        console.log(`  PostgreSQL: naive limit for ${NAIVE_S} s on ${connections} connections`);
        const naive = await naivePg(pg.url, phase.tills, connections);
        if (PG_STATS) await writeStatementStats(pg.url, `${PG_STATS}.naive`);
        describe('PostgreSQL', phase, naive);
        results.push(...resultRows('PostgreSQL', phase, naive, 1500));
      } finally {
        await pg.stop();
        stopPg();
      }
    } finally {
      removeDir();
    }
    return results;
  },
};
