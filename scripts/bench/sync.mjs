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
// are written there, the naive limit's to the same name with `.naive` added).
import { fork, spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, SERVER_NODE_FLAGS, serverEntry } from '../lib.mjs';
import { startPostgres } from '../pg-harness.mjs';
import { sourceConstant } from './harness.mjs';
import { client } from './http-client.mjs';

const serverDir = join(root, 'sync-server');
const fromServer = createRequire(join(serverDir, 'package.json'));
/** node-postgres, the server's own driver (ADR 0046; the scripts have no dependency of their own on it). */
const pgDriver = () =>
  /** @type {typeof import('../../sync-server/node_modules/@types/pg')} */ (fromServer('pg'));

/** @typedef {import('./types.d.mts').Row} Row */
/** @typedef {ReturnType<typeof client>} Client */
/** A query on one connection: its rows (untyped, as node-postgres answers them). @typedef {(text: string, values?: unknown[]) => Promise<any[]>} Query */
/** @typedef {{ deviceId: string, deviceCode: string }} Device */
/** @typedef {{ id: string, title: string, rate: number, type: string }} Tax */
/**
 * @typedef {{ id: string, title: string, price: number, netPrice: number | null, taxId: string | null,
 *   tax: Tax | null }} MenuItem
 */
/**
 * An operation of a pull's patch. `any`: a row of whichever synced table, JSON as the server sends it.
 * @typedef {{ table: string, op: string, row: Record<string, any> }} Op
 */
/**
 * A till of the load: its connection, device, client id and outbox count, its leased numbers, its menu.
 * @typedef {{ store: string, c: Client, device: Device, clientId: string, mutationId: number,
 *   businessDay: string | null, free: number[], used: Set<number>, menu: MenuItem[] }} Till
 */
/**
 * A message between this process and a client process: its type and the fields of that type. `any`: each type
 * has fields of its own (sync-kitchen.mjs, fanout-client.mjs).
 * @typedef {{ type: string, [field: string]: any }} Message
 */
/**
 * CPU counters at one instant: milliseconds of CPU by part (server, kitchen, tills, database, the naive loop),
 * and the machine's busy and total jiffies.
 * @typedef {{ machine: { busy: number, total: number } } & Record<string, unknown>} CpuSnapshot
 */
/** Cores each part used between two snapshots, and `machineBusy`, the machine's busy share. @typedef {Record<string, number>} Cores */

/** @type {(name: string, fallback: number) => number} */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const TILLS = num('BENCH_SYNC_TILLS', 50);
/**
 * Long enough for V8 to settle: the push's plans are optimised and deoptimised over the first 11 s of load as new
 * object shapes reach them (docs/benchmarks.md, journal 0028); a server runs for days, so the window measures it settled.
 */
const WARMUP_S = num('BENCH_SYNC_WARMUP_S', 15);
const LOAD_S = num('BENCH_SYNC_LOAD_S', 12);
const NAIVE_S = num('BENCH_SYNC_NAIVE_S', 5);
/** Node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it under this load. */
const SERVER_FLAGS = (process.env.BENCH_SYNC_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const DATABASES = (process.env.BENCH_SYNC_DATABASES ?? 'sqlite,pg').split(',');
/** A file for PostgreSQL's statement statistics of the push phase (pg_stat_statements, slowest first); `.naive` added for the naive limit's. */
const PG_STATS = process.env.BENCH_SYNC_PG_STATS ?? '';
/** Devices per store: codes A-Z, and the kitchen holds one in the demo store. */
const TILLS_PER_STORE = 25;
/**
 * PostgreSQL's defaults, which pg-harness turns off for the tests' speed: the push is durable, as issue 8 asks and
 * as the naive limit's label says (ADR 0014).
 */
const PG_DURABLE = ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on'];
const LINES = 5;

export const DEMO_PASSWORD = 'tavola-demo';
export const CASHIER = 'cashier@demo.tavola.app';
const KITCHEN = 'kitchen@demo.tavola.app';
const SECOND = { biz_name: 'Bench Bistro', username: 'owner@bench.tavola.app', password: 'bench-store-1' };

/** The server's PostgreSQL pool size, read from its source so the naive limit uses as many connections. */
const serverPoolSize = () => sourceConstant('sync-server/src/db/pg.ts', 'POOL_MAX');

/** Monotonic milliseconds (CLOCK_MONOTONIC: the same clock in the kitchen's process). */
export const now = () => Number(process.hrtime.bigint()) / 1e6;
/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Random bytes for the tills' ids, drawn from a pool refilled 4 KB at a time: `randomBytes(16)` per id (six an
 * order) was the load generator's largest cost, some 3 µs each of the cores the server shares (Node's own
 * `randomUUID` keeps such a cache).
 */
const entropy = Buffer.alloc(4096);
let entropyAt = entropy.length;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** RFC 9562 UUIDv7: 48-bit Unix ms timestamp, version 7, variant 10, 74 random bits. */
export function uuidv7() {
  if (entropyAt + 10 > entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const r = entropy;
  const o = entropyAt;
  entropyAt += 10;
  const t = Date.now().toString(16).padStart(12, '0');
  return (
    `${t.slice(0, 8)}-${t.slice(8)}-7${(r[o] & 0x0f).toString(16)}${HEX[r[o + 1]]}-` +
    `${HEX[0x80 | (r[o + 2] & 0x3f)]}${HEX[r[o + 3]]}-` +
    `${HEX[r[o + 4]]}${HEX[r[o + 5]]}${HEX[r[o + 6]]}${HEX[r[o + 7]]}${HEX[r[o + 8]]}${HEX[r[o + 9]]}`
  );
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @type {(x: number, digits?: number) => number} */
export const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
/** @type {(sorted: readonly number[], q: number) => number} */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

// ---------------------------------------------------------------------------------------------------------
// Cleanup: every child and temp dir is registered here and released on return, throw, exit or a signal.

/** @type {Set<() => void>} */
const cleanups = new Set();
/**
 * Registers `fn` for exit or a signal; the returned function runs it now (once) and unregisters it.
 * @param {() => void} fn
 */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => {
    if (!cleanups.delete(fn)) return;
    fn();
  };
}
function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      fn();
    } catch {
      // best effort
    }
  }
}
let hooked = false;
export function installHooks() {
  if (hooked) return;
  hooked = true;
  process.on('exit', cleanupAll);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      cleanupAll();
      // pg-harness's own handler (registered later) stops its cluster and re-raises; otherwise we do.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive connection per till (http-client.mjs, ADR 0014).

export { client };

/**
 * @param {number} port
 * @param {string} username
 * @param {string} password
 */
export async function signIn(port, username, password) {
  const c = client(port);
  const r = await c.call('POST', '/api/v1/auth/signin', { username, password });
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${r.text.slice(0, 300)}`);
  const cookie = [r.headers['set-cookie'] ?? []]
    .flat()
    .map((/** @type {string} */ s) => s.split(';')[0])
    .join('; ');
  if (!cookie.includes('tavola_access=')) throw new Error(`sign-in of ${username} set no access cookie`);
  c.cookie = cookie;
  return c;
}

/** @type {(device: Device, clientId: string, cookie: number | null) => object} */
const pullBody = (device, clientId, cookie) => ({
  protocolVersion: 1,
  schemaVersion: 1,
  clientId,
  deviceId: device.deviceId,
  cookie,
});

/**
 * A first sync: every page of the store's data.
 * @param {Client} c
 * @param {Device} device
 * @returns {Promise<Op[]>}
 */
export async function firstSync(c, device) {
  const clientId = uuidv7();
  /** @type {Op[]} */
  const ops = [];
  let cookie = null;
  for (;;) {
    const r = await c.post('/api/v1/sync/pull', pullBody(device, clientId, cookie));
    if (!r.ok) throw new Error(`pull answered ${r.error}`);
    ops.push(...r.patch);
    cookie = r.cookie;
    if (!r.more) return ops;
  }
}

/**
 * Five dishes of the demo menu without variants, with their taxes, as a till's first sync sees them.
 * @param {Op[]} ops
 * @returns {MenuItem[]}
 */
export function pickMenu(ops) {
  /** @param {string} table */
  const rows = (table) => ops.filter((o) => o.table === table && o.op === 'put').map((o) => o.row);
  const withVariants = new Set(rows('variants').map((v) => v.itemId));
  const taxes = new Map(rows('taxes').map((t) => [t.id, t]));
  const items = rows('menuItems')
    .filter((i) => !withVariants.has(i.id))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, LINES);
  if (items.length < LINES) throw new Error(`the demo menu has ${items.length} dishes without variants`);
  return items.map(
    (i) => /** @type {MenuItem} */ ({ ...i, tax: i.taxId ? (taxes.get(i.taxId) ?? null) : null }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The server process.

/** @type {string | null} */
let compiledEntry = null;

/**
 * Starts the server (compiled as production runs it, ADR 0018; demo seed) in a process group of its own; `env` adds
 * variables; `port` reuses one (a restart); `source`: runs src/main.ts through tsx instead, with no build (a test).
 * @param {string} databaseUrl
 * @param {string} dir
 * @param {string} label
 * @param {NodeJS.ProcessEnv} [env]
 * @param {number | null} [port]
 * @param {{ source?: boolean }} [options]
 */
export async function startServer(databaseUrl, dir, label, env = {}, port = null, { source = false } = {}) {
  port ??= await freePort();
  const logPath = join(dir, `server-${label}.log`);
  const log = openSync(logPath, 'a');
  compiledEntry ??= source ? null : serverEntry(); // built once: a restart runs the build the run started with
  const entry = source
    ? ['--import', 'tsx', join(serverDir, 'src', 'main.ts')]
    : [/** @type {string} */ (compiledEntry)];
  // Its own process group, so that everything it started goes with it.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...SERVER_FLAGS, ...entry], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      ...env,
    },
  });
  closeSync(log);
  let exited = false;
  /** @type {{ code: number | null, signal: NodeJS.Signals | null, at: number } | null} */
  let status = null;
  /** @type {Promise<unknown>} */
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true;
      status = { code, signal, at: Date.now() };
      resolve(status);
    }),
  );
  /** @param {NodeJS.Signals} signal */
  const killGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  };
  const release = onCleanup(() => killGroup('SIGKILL'));
  const tail = () =>
    existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n') : '';

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      release();
      throw new Error(`the ${label} server exited while starting:\n${tail()}`);
    }
    const ok = await new Promise(
      /** @param {(ok: boolean) => void} resolve */ (resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        });
        req.on('error', () => resolve(false));
      },
    );
    if (ok) break;
    if (Date.now() > deadline) {
      release();
      throw new Error(`the ${label} server did not answer /healthz within 60 s:\n${tail()}`);
    }
    await sleep(200);
  }

  return {
    port,
    pgid: child.pid,
    logPath,
    tail,
    /** How the process ended ({code, signal, at}), or null while it runs. */
    exited: () => status,
    async stop() {
      if (!exited) {
        killGroup('SIGTERM');
        const timeout = sleep(15_000).then(() => 'timeout');
        if ((await Promise.race([exit, timeout])) === 'timeout') killGroup('SIGKILL');
        await exit;
      }
      killGroup('SIGKILL'); // anything of the group that outlived the server
      release();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Stores, tills and the kitchen.

/**
 * Signs the second store up and copies the five demo dishes (and their taxes) into it.
 * @param {number} port
 * @param {MenuItem[]} menu
 */
export async function secondStore(port, menu) {
  const anon = client(port);
  await anon.post('/api/v1/auth/signup', SECOND);
  anon.close();
  const owner = await signIn(port, SECOND.username, SECOND.password);
  /** @type {Map<string, string>} */
  const taxIds = new Map();
  /** @type {Map<string, Tax>} */
  const taxes = new Map();
  for (const i of menu) if (i.tax) taxes.set(i.tax.id, i.tax);
  for (const tax of taxes.values()) {
    const r = await owner.post('/api/v1/settings/taxes/add', {
      title: tax.title,
      rate: tax.rate / 10_000, // parts per million → percent
      type: tax.type,
    });
    taxIds.set(tax.id, r.id);
  }
  for (const item of menu) {
    await owner.post('/api/v1/menu-items/add', {
      title: item.title,
      price: item.price,
      netPrice: item.netPrice,
      categoryId: null,
      taxId: item.tax ? taxIds.get(item.tax.id) : null,
    });
  }
  return owner;
}

/**
 * Registers `count` tills of a store with leased tokens; each gets its own keep-alive connection.
 * @param {number} port
 * @param {Client} session
 * @param {number} count
 * @param {string} store
 * @returns {Promise<Till[]>}
 */
export async function tills(port, session, count, store) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const device = await session.post('/api/v1/sync/register-device', { name: `Bench till ${i + 1}` });
    const c = client(port, session.cookie);
    /** @type {Till} */
    const till = {
      store,
      c,
      device,
      clientId: uuidv7(),
      mutationId: 0,
      businessDay: null,
      free: [],
      used: new Set(),
      menu: [],
    };
    await lease(till);
    out.push(till);
  }
  return out;
}

/**
 * Tops the till up (two blocks of 20 held, docs/architecture.md §6.4) and lists its unused numbers.
 * @param {Till} till
 */
export async function lease(till) {
  const r = await till.c.post('/api/v1/sync/lease', { deviceId: till.device.deviceId });
  till.businessDay = r.businessDay;
  till.free = [];
  for (const b of r.leases)
    if (b.businessDay === r.businessDay)
      for (let n = b.start; n <= b.end; n++) if (!till.used.has(n)) till.free.push(n);
}

/**
 * An order of the five dishes as the POS sends it (unit prices as rung up, one client id per line).
 * @param {Till} till
 * @param {number | string} tokenNo
 */
export function orderArgs(till, tokenNo) {
  return {
    id: uuidv7(),
    tokenNo: String(tokenNo),
    businessDay: till.businessDay,
    cart: till.menu.map((item, k) => ({
      itemId: item.id,
      variantId: null,
      addonIds: [],
      quantity: 1 + (k % 2),
      notes: null,
      unitPrice: item.price,
    })),
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    itemIds: till.menu.map(() => uuidv7()),
    payNow: null,
  };
}

/**
 * A client process of a bench (`file` in this folder) speaking {type, ...} messages over IPC: `ask(message,
 * answerType)` sends and resolves with the next message of that type; an {type:'error'} or an exit fails it.
 * @param {string} file
 */
export function forkClient(file) {
  const child = fork(join(import.meta.dirname, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const release = onCleanup(() => child.kill('SIGKILL'));
  /** @type {Error | null} */
  let failure = null;
  /** @type {{ type: string, resolve: (m: Message) => void, reject: (error: Error) => void }[]} */
  const pending = [];
  child.on('message', (raw) => {
    const m = /** @type {Message} */ (raw);
    if (m.type === 'error') {
      failure = new Error(`${file}: ${m.message}`);
      for (const p of pending.splice(0)) p.reject(failure);
    }
    const waiter = pending.findIndex((p) => p.type === m.type);
    if (waiter >= 0) pending.splice(waiter, 1)[0].resolve(m);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.on('exit', () => {
    failure ??= new Error(`the ${file} process exited`);
    for (const p of pending.splice(0)) p.reject(/** @type {Error} */ (failure));
  });
  return {
    pid: child.pid,
    get failure() {
      return failure;
    },
    /**
     * @param {Message} message
     * @param {string} answerType
     * @returns {Promise<Message>}
     */
    ask(message, answerType) {
      /** @type {Promise<Message>} */
      const answer = new Promise((resolve, reject) => pending.push({ type: answerType, resolve, reject }));
      child.send(message);
      return answer;
    },
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      await Promise.race([exited, sleep(3000)]);
      release();
    },
  };
}

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
 * The push's `Server-Timing: commit;dur=` (ms from the request's arrival at the server to its COMMIT going out).
 * The request arrived after `sent` and the commit is durable after COMMIT went out, so `sent + dur` is never
 * later than the commit: latency measured from it is never shorter than from the commit itself.
 * @param {string | undefined} header
 */
export function commitDur(header) {
  const m = /(?:^|,)\s*commit;dur=([\d.]+)/.exec(header ?? '');
  if (!m) throw new Error(`push answered without Server-Timing commit;dur (got ${JSON.stringify(header)})`);
  return Number(m[1]);
}

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
    if (till.free.length <= 20) await lease(till); // one block left: refill, as the PWA does
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
 * CPU milliseconds (user + system) of a process group (`pgid`), of one process (`pid`), or of a process and its
 * children (`parent`: PostgreSQL's backends are children of the postmaster, each in a session of its own).
 * Linux /proc only.
 * @param {{ pgid?: number | undefined, pid?: number | undefined, parent?: number | undefined }} of
 */
function cpuMs({ pgid, pid, parent }) {
  let ticks = 0;
  for (const name of pid ? [String(pid)] : readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const counted = pid
        ? true
        : parent
          ? Number(name) === parent || Number(f[1]) === parent
          : Number(f[2]) === pgid;
      if (counted) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Resident memory (MB) of the largest node process of a process group (the server; tsx's launcher is small).
 * @param {number | undefined} pgid
 */
export function serverRssMb(pgid) {
  let kb = 0;
  for (const name of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      if (!stat.includes('(node)')) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'));
      if (m) kb = Math.max(kb, Number(m[1]));
    } catch {
      // gone meanwhile
    }
  }
  return round(kb / 1024);
}

/** Busy and total jiffies of the whole machine (every process, PostgreSQL's included). */
function machineTicks() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = f[3] + f[4];
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** @param {string | undefined} url */
const isPg = (url) => /^postgres(ql)?:/.test(url ?? '');

/**
 * Runs `fn` with one connection (node-postgres, the server's driver) to the database at `url`, ended after.
 * @template T
 * @param {string} url
 * @param {(query: Query) => Promise<T>} fn
 */
async function withPg(url, fn) {
  const { Client } = pgDriver();
  const client = new Client({ connectionString: url });
  client.on('error', () => {}); // its queries fail with it
  await client.connect();
  try {
    return await fn(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    await client.end();
  }
}

/**
 * The postmaster of the PostgreSQL cluster listening on the URL's port.
 * @param {string} url
 */
function postmaster(url) {
  if (!isPg(url) || !existsSync('/proc')) return null;
  const port = new URL(url).port;
  for (const name of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('/postgres') && cmd[cmd.indexOf('-p') + 1] === port) return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * @param {{ pgid: number | undefined }} server
 * @param {{ pid: number | undefined }} kitchen
 * @param {number | null} dbPid
 * @returns {CpuSnapshot | null}
 */
function cpuSnapshot(server, kitchen, dbPid) {
  if (!existsSync('/proc/stat')) return null;
  return {
    server: cpuMs({ pgid: server.pgid }),
    kitchen: cpuMs({ pid: kitchen.pid }),
    tills: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    database: dbPid ? cpuMs({ parent: dbPid }) : 0,
    machine: machineTicks(),
  };
}

/**
 * Cores used by each part (every counter of the snapshots but the machine's) between two snapshots.
 * @param {CpuSnapshot | null} a
 * @param {CpuSnapshot | null} b
 * @param {number} seconds
 * @returns {Cores | null}
 */
function cpuShare(a, b, seconds) {
  if (!a || !b) return null;
  /** @type {Cores} */
  const out = {};
  for (const key of Object.keys(a)) {
    if (key !== 'machine') {
      const [after, before] = /** @type {[number, number]} */ ([b[key], a[key]]);
      out[key] = round((after - before) / 1000 / seconds, 2);
    }
  }
  const m = { busy: b.machine.busy - a.machine.busy, total: b.machine.total - a.machine.total };
  out.machineBusy = round(m.busy / m.total, 2);
  return out;
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

/** Share of both cores busy over `ms` (other work on the machine skews every figure: reported beside them). */
async function backgroundLoad(ms = 1000) {
  if (!existsSync('/proc/stat')) return null;
  const a = machineTicks();
  await sleep(ms);
  const b = machineTicks();
  return round((b.busy - a.busy) / (b.total - a.total), 2);
}

/**
 * When each order committed, on this process's monotonic clock: PostgreSQL's commit timestamp of the
 * transaction that inserted it (`track_commit_timestamp`, on in the bench's cluster), taken as the commit
 * record is written, just before the WAL flush (tens of µs on this disk) and the commit's visibility. It is
 * PostgreSQL's wall-clock time, mapped onto `now()` by reading that clock from here just after the load. The push's
 * COMMIT going out (Server-Timing) is no later than the commit, but on PostgreSQL the group's writes are still
 * being executed then (ADR 0014): from it, latency counts their execution too (both are reported).
 * @param {string} url
 * @param {string[]} ids
 * @returns {Promise<Map<string, number>>}
 */
async function commitInstants(url, ids) {
  return withPg(url, async (query) => {
    // PostgreSQL's clock against ours, read now: the sample with the shortest round trip of twenty, its
    // reading taken at the middle of that round trip (to within half of it, some 0.1 ms here).
    let best = { rtt: Number.POSITIVE_INFINITY, wallMinusMonotonic: 0 };
    for (let i = 0; i < 20; i++) {
      const before = now();
      const [{ wall }] = await query('select extract(epoch from clock_timestamp())::float8 * 1000 as wall');
      const after = now();
      if (after - before < best.rtt)
        best = { rtt: after - before, wallMinusMonotonic: wall - (before + after) / 2 };
    }
    const { wallMinusMonotonic } = best;
    const rows = [];
    for (let i = 0; i < ids.length; i += 1000) {
      rows.push(
        ...(await query(
          `select id, extract(epoch from pg_xact_commit_timestamp(xmin))::float8 * 1000 as at
            from orders where id = any($1)`,
          [ids.slice(i, i + 1000)],
        )),
      );
    }
    if (rows.length !== ids.length || rows.some((r) => r.at === null)) {
      throw new Error(`commit timestamps for ${rows.length} of ${ids.length} orders`);
    }
    return new Map(rows.map((r) => [r.id, r.at - wallMinusMonotonic]));
  });
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
 * ANALYZE of the whole database, as autovacuum's first pass on a live cluster. With BENCH_SYNC_PG_STATS the
 * statement statistics start here too, so that they count the window, not the warm-up.
 * @param {string} url
 */
async function analyze(url) {
  await withPg(url, async (query) => {
    await query('analyze');
    if (PG_STATS) {
      await query('create extension if not exists pg_stat_statements');
      await query('select pg_stat_statements_reset()');
    }
  });
}

/**
 * PostgreSQL's statements by total time (pg_stat_statements, preloaded when BENCH_SYNC_PG_STATS is set); `reset`
 * starts the statistics afresh for what comes next.
 * @param {string} url
 * @param {string} file
 */
async function writeStatementStats(url, file, reset = false) {
  await withPg(url, async (query) => {
    // The extension was created by `analyze`, which reset the statistics before the window.
    const rows = await query(`
      select calls, round(total_exec_time) as exec_ms, round(total_plan_time) as plan_ms, rows, shared_blks_hit,
        query
      from pg_stat_statements order by total_exec_time + total_plan_time desc limit 40`);
    /** @param {Record<string, any>} r a row of pg_stat_statements (untyped, as node-postgres answers it) */
    const line = (r) =>
      [r.exec_ms, r.plan_ms, r.calls, r.rows, r.shared_blks_hit, r.query.replace(/\s+/g, ' ')].join('\t');
    writeFileSync(
      file,
      `exec_ms\tplan_ms\tcalls\trows\tshared_blks_hit\tquery\n${rows.map(line).join('\n')}\n`,
    );
    console.log(`  PostgreSQL: statement statistics in ${file}`);
    if (reset) await query('select pg_stat_statements_reset()');
  });
}

// ---------------------------------------------------------------------------------------------------------
// The naive limit: the push's rows, one durable transaction per order, straight into the database.

/**
 * The rows one push of one order writes, in database column names.
 * @param {Till} till
 * @param {number} seq
 * @param {string} tenantId
 * @param {string} clientId
 * @param {number} version
 * @param {number} ts
 */
function naiveRows(till, seq, tenantId, clientId, version, ts) {
  const args = orderArgs(till, `naive-${till.device.deviceCode}-${seq}`);
  const items = args.cart.map((line, k) => {
    const item = till.menu[k];
    return {
      id: args.itemIds[k],
      tenant_id: tenantId,
      version,
      deleted: false,
      created_at: ts,
      updated_at: ts,
      order_id: args.id,
      item_id: item.id,
      item_title: item.title,
      variant_id: null,
      variant_title: null,
      variant_price: null,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      tax_rate: item.tax?.rate ?? 0,
      tax_type: item.tax?.type ?? null,
      status: 'created',
      notes: null,
      addons: [],
    };
  });
  const subTotal = items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
  const order = {
    id: args.id,
    tenant_id: tenantId,
    version,
    deleted: false,
    created_at: ts,
    updated_at: ts,
    token_no: args.tokenNo,
    business_day: args.businessDay,
    delivery_type: args.deliveryType,
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    table_id: null,
    status: 'created',
    payment_status: 'pending',
    payment_method: null,
    sub_total: subTotal,
    tax_total: 0,
    fee_total: 0,
    total: subTotal,
    device_id: till.device.deviceId,
    created_by: null,
    diner_id: null,
  };
  const log = {
    tenant_id: tenantId,
    client_id: clientId,
    mutation_id: seq,
    name: 'order.create.v1',
    args,
    version,
    status: 'applied',
    error: null,
    client_time: ts,
    created_at: ts,
  };
  return { order, items, log };
}

/** @param {object} row */
const cols = (row) => Object.keys(row);

/**
 * The naive limit counts only orders whose rows are in the database: a loop that wrote less would flatter it.
 * @param {number} counted
 * @param {number} landed
 */
function naiveLanded(counted, landed) {
  if (landed !== counted) {
    throw new Error(`naive limit: ${counted} orders counted but ${landed} mutation-log rows written`);
  }
}

/**
 * CPU counters of the naive loop (this process) and of PostgreSQL's processes (none on SQLite).
 * @param {number | null} dbPid
 * @returns {CpuSnapshot | null}
 */
function naiveCpu(dbPid) {
  if (!existsSync('/proc/stat')) return null;
  const own = process.cpuUsage();
  return {
    loop: (own.user + own.system) / 1000,
    database: dbPid ? cpuMs({ parent: dbPid }) : 0,
    machine: machineTicks(),
  };
}

/** @typedef {{ till: Till, tenantId: string, clientId: string, seq: number }} Writer */
/** @typedef {{ rate: number, cpu: Cores | null }} Naive */

/**
 * @param {string} path
 * @param {Till[]} tillsOfRun
 * @returns {Promise<Naive>}
 */
async function naiveSqlite(path, tillsOfRun) {
  const Sqlite = /** @type {typeof import('../../sync-server/node_modules/@types/better-sqlite3')} */ (
    fromServer('better-sqlite3')
  );
  const db = new Sqlite(path);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL'); // as the server: a commit returns once the WAL is on disk
    const tenantOf = db.prepare('select tenant_id from devices where id = ?').pluck();
    /** @type {Writer[]} */
    const writers = tillsOfRun.map((till) => ({
      till,
      tenantId: /** @type {string} */ (tenantOf.get(till.device.deviceId)),
      clientId: uuidv7(),
      seq: 0,
    }));
    const t0 = Date.now();
    const addClient = db.prepare(
      'insert into sync_clients (client_id, tenant_id, device_id, last_mutation_id, created_at, updated_at) values (?, ?, ?, 0, ?, ?)',
    );
    for (const w of writers) addClient.run(w.clientId, w.tenantId, w.till.device.deviceId, t0, t0);

    const sample = naiveRows(writers[0].till, 1, writers[0].tenantId, writers[0].clientId, 1, t0);
    /** @type {(table: string, row: object) => import('../../sync-server/node_modules/@types/better-sqlite3').Statement} */
    const insert = (table, row) =>
      db.prepare(
        `insert into ${table} (${cols(row).join(', ')}) values (${cols(row)
          .map(() => '?')
          .join(', ')})`,
      );
    const bump = db.prepare(
      'insert into tenant_versions (tenant_id, version) values (?, 1) on conflict (tenant_id) do update set version = version + 1 returning version',
    );
    const insertOrder = insert('orders', sample.order);
    const insertItem = insert('order_items', sample.items[0]);
    const insertLog = insert('mutation_log', sample.log);
    const touchClient = db.prepare(
      'update sync_clients set last_mutation_id = ?, device_id = ?, updated_at = ? where client_id = ?',
    );
    const touchDevice = db.prepare('update devices set last_seen_at = ? where id = ?');
    /** @param {unknown} v */
    const sqlValue = (v) =>
      typeof v === 'boolean' ? (v ? 1 : 0) : v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
    /** @param {Record<string, unknown>} row */
    const values = (row) => cols(row).map((k) => sqlValue(row[k]));

    const one = db.transaction((/** @type {Writer} */ w) => {
      const ts = Date.now();
      const { version } = /** @type {{ version: number }} */ (bump.get(w.tenantId));
      w.seq++;
      const rows = naiveRows(w.till, w.seq, w.tenantId, w.clientId, version, ts);
      touchClient.run(w.seq, w.till.device.deviceId, ts, w.clientId);
      insertOrder.run(values(rows.order));
      for (const item of rows.items) insertItem.run(values(item));
      insertLog.run(values(rows.log));
      touchDevice.run(ts, w.till.device.deviceId);
    });
    let count = 0;
    const start = now();
    const end = start + NAIVE_S * 1000;
    const before = naiveCpu(null);
    while (now() < end) {
      one.immediate(writers[count % writers.length]);
      count++;
    }
    const seconds = (now() - start) / 1000;
    const cpu = cpuShare(before, naiveCpu(null), seconds);
    const clients = writers.map((w) => w.clientId);
    const landed = /** @type {number} */ (
      db
        .prepare(
          `select count(*) from mutation_log where client_id in (${clients.map(() => '?').join(', ')})`,
        )
        .pluck()
        .get(...clients)
    );
    naiveLanded(count, landed);
    return { rate: count / seconds, cpu };
  } finally {
    db.close();
  }
}

/**
 * An INSERT of `rows` (objects with the same keys, database column names) into `table`; JSON values as text.
 * @param {string} table
 * @param {Record<string, unknown>[]} rows
 */
function insertOf(table, rows) {
  const columns = Object.keys(rows[0]);
  /** @type {unknown[]} */
  const values = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((c) => {
      const v = row[c];
      values.push(v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
      return `$${values.length}`;
    });
    return `(${marks.join(', ')})`;
  });
  return { text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values };
}

/**
 * @param {string} url
 * @param {Till[]} tillsOfRun
 * @param {number} connections
 * @returns {Promise<Naive>}
 */
async function naivePg(url, tillsOfRun, connections) {
  // node-postgres, the server's driver (ADR 0046), with its pipeline mode: queries given at once go out at once
  const { Pool } = pgDriver();
  const pool = new Pool({ connectionString: url, max: connections, pipeline: true });
  pool.on('error', () => {}); // an idle connection's failure; the loop's queries report their own
  /** @type {Query} */
  const query = async (text, values) => (await pool.query(text, values)).rows;
  try {
    const tenants = new Map(
      (await query('select id, tenant_id from devices')).map((r) => [r.id, r.tenant_id]),
    );
    /** @type {Writer[]} */
    const writers = tillsOfRun.map((till) => ({
      till,
      tenantId: tenants.get(till.device.deviceId),
      clientId: uuidv7(),
      seq: 0,
    }));
    const t0 = Date.now();
    for (const w of writers) {
      await query(
        `insert into sync_clients (client_id, tenant_id, device_id, last_mutation_id, created_at, updated_at)
          values ($1, $2, $3, 0, $4, $4)`,
        [w.clientId, w.tenantId, w.till.device.deviceId, t0],
      );
    }

    /** @param {Writer} w */
    const one = async (w) => {
      const client = await pool.connect();
      /** @type {Error | undefined} */
      let failed;
      try {
        await client.query('begin');
        const ts = Date.now();
        const [{ version }] = (
          await client.query(
            `insert into tenant_versions (tenant_id, version) values ($1, 1)
              on conflict (tenant_id) do update set version = tenant_versions.version + 1 returning version`,
            [w.tenantId],
          )
        ).rows;
        w.seq++;
        const rows = naiveRows(w.till, w.seq, w.tenantId, w.clientId, Number(version), ts);
        // The rest in one round trip (the pipeline sends queries given together at once), then COMMIT.
        const order = insertOf('orders', [rows.order]);
        const items = insertOf('order_items', rows.items);
        const log = insertOf('mutation_log', [rows.log]);
        await Promise.all([
          client.query(
            `update sync_clients set last_mutation_id = $1, device_id = $2, updated_at = $3 where client_id = $4`,
            [w.seq, w.till.device.deviceId, ts, w.clientId],
          ),
          client.query(order.text, order.values),
          client.query(items.text, items.values),
          client.query(log.text, log.values),
          client.query('update devices set last_seen_at = $1 where id = $2', [ts, w.till.device.deviceId]),
        ]);
        await client.query('commit');
      } catch (error) {
        failed = /** @type {Error} */ (error);
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release(failed);
      }
    };

    let count = 0;
    const start = now();
    const end = start + NAIVE_S * 1000;
    const before = naiveCpu(postmaster(url));
    // Each connection is a writer of its own till; the tills alternate between the two stores.
    const workers = Array.from({ length: connections }, async (_, i) => {
      const w = writers[i % writers.length];
      while (now() < end) {
        await one(w);
        count++;
      }
    });
    await Promise.all(workers);
    const seconds = (now() - start) / 1000;
    const cpu = cpuShare(before, naiveCpu(postmaster(url)), seconds);
    const [{ landed }] = await query(
      'select count(*)::int as landed from mutation_log where client_id = any($1)',
      [writers.map((w) => w.clientId)],
    );
    naiveLanded(count, landed);
    return { rate: count / seconds, cpu };
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------------------

/**
 * What `serverPhase` measured.
 * @typedef {Awaited<ReturnType<typeof serverPhase>>} Phase
 */

/**
 * Where the machine went during the measured window, from the processes' CPU counters.
 * @param {Phase} phase
 */
function coresUsed(phase) {
  const c = phase.cpu;
  if (!c) return 'cores used: not measured';
  return (
    `cores used: server ${c.server}${c.database ? `, PostgreSQL ${c.database}` : ''}, tills ${c.tills}, ` +
    `kitchen ${c.kitchen}, machine ${round(c.machineBusy * 100)}% busy of 2 cores`
  );
}

/**
 * Why a budget was missed, in terms of this run's measurements and the analysis of ADR 0014 (a cause is named
 * only where it was profiled).
 * @param {string} label
 * @param {Phase} phase
 * @param {Naive} naive
 */
function missExplained(label, phase, naive) {
  const cores = coresUsed(phase);
  if (label === 'SQLite')
    return {
      throughput:
        `${cores}. Not the disk alone: the COMMIT of a group of some 25 pushes takes some 1.4 ms with its WAL ` +
        'checkpoints (every 10,000 pages; with synchronous=NORMAL it was no faster). A group ' +
        'of pushes and leases is applied as one on the write thread; each push passes the main thread (HTTP, JSON, the answer; it also ' +
        "serves the kitchen's pulls) and the write thread in turn, which reads its session. The write thread is the busier one (some " +
        '90 % of its profile), at some 300–340 µs an order: its statements, COMMIT and row conversion. ADR 0014 ' +
        'and docs/benchmarks.md (journal 0021-0026).',
      latency: `the kitchen's pull waits in the main thread's event loop behind the tills' pushes (${cores}).`,
    };
  // CPU an order, from the cores each part used over the measured window (the push's) or the naive loop's run
  /** @type {(cores: number | null | undefined, rate: number) => number | null} */
  const us = (cores, rate) => (cores === undefined ? null : round((Number(cores) * 1e6) / rate));
  /** @param {number | null} value */
  const text = (value) => (value === null ? 'not measured' : `${value} µs`);
  const c = phase.cpu;
  const server = us(c?.server, phase.ordersPerSecond);
  const database = us(c?.database, phase.ordersPerSecond);
  const clients = us(c && c.tills + c.kitchen, phase.ordersPerSecond);
  const loop = us(naive.cpu?.loop, naive.rate);
  const naiveDatabase = us(naive.cpu?.database, naive.rate);
  const all = server !== null && database !== null && clients !== null ? server + database + clients : null;
  const cap =
    all === null ? '' : ` at most ${round(2e6 / all).toLocaleString('en')} orders/s with both cores busy;`;
  const naiveBusy = naive.cpu ? `, the machine ${round(naive.cpu.machineBusy * 100)}% busy` : '';
  return {
    throughput:
      `${cores}. Per order the server spent ${text(server)} of CPU (HTTP, JSON, the mutators and the driver, ` +
      `over its two threads and V8's), PostgreSQL ${text(database)} and the tills and kitchen ` +
      `${text(clients)}:${cap} the three share these 2 cores, so the push is bound by the cores, not by the disk ` +
      `or the locks. The naive limit's loop spent ${text(loop)} an order and PostgreSQL ${text(naiveDatabase)}` +
      `${naiveBusy}: it waits on the stores' version rows, each held through its transaction's inserts and WAL ` +
      "flush, where the push's groups (some 12 pushes a transaction) take them once a group. What took " +
      'CPU off an order since: the rows bound as one JSON value, the session read in its group, ' +
      'generic plans, statements straight on the driver, fewer round trips a group and a pull, ' +
      "no promise hook on the main thread's promises and no walk of push bodies for NUL characters; " +
      'the naive limit writes every row it counts. ADR 0014; docs/benchmarks.md (journal 0022-0039).',
    latency:
      `the poke follows the push's NOTIFY, and the kitchen's pull queues in the main thread's event loop behind ` +
      `the tills' pushes (${cores}); ADR 0014.`,
  };
}

/**
 * @param {string} label
 * @param {Phase} phase
 * @param {Naive} naive
 * @param {number} budget
 * @returns {Row[]}
 */
function resultRows(label, phase, naive, budget) {
  const rate = round(phase.ordersPerSecond);
  const ratio = round(phase.ordersPerSecond / naive.rate, 2);
  const p50 = round(phase.p50, 1);
  const p99 = round(phase.p99, 1);
  const latencyNote =
    `${phase.samples} orders of the demo store, ${phase.missing} not seen in 10 s; from ${phase.commitFrom}; ` +
    `a pull took p50 ${round(phase.pullP50, 1)} ms, p99 ${round(phase.pullP99, 1)} ms`;
  const why = missExplained(label, phase, naive);
  const latencyWhy =
    phase.missing > 0 ? `${phase.missing} orders never reached the kitchen within 10 s` : why.latency;
  return [
    {
      what: `sync push, ${label}: ${TILLS} tills, orders of ${LINES} lines`,
      value: rate,
      unit: 'orders/s',
      budget: `≥ ${budget.toLocaleString('en')} orders/s`,
      met: rate >= budget,
      note: { acknowledged: phase.acked, seconds: LOAD_S, coresUsed: phase.cpu },
      why: why.throughput,
    },
    {
      what: `naive limit, ${label}: same rows, 1 durable transaction per order`,
      value: round(naive.rate),
      unit: 'orders/s',
      budget: null,
      met: null,
      note: { coresUsed: naive.cpu },
    },
    {
      what: `sync push / naive limit, ${label}`,
      value: ratio,
      unit: '×',
      budget: '≥ 1.0×',
      met: ratio >= 1,
      why: why.throughput,
    },
    {
      what: `kitchen latency p50, ${label} (push committed → poke → pull has it)`,
      value: p50,
      unit: 'ms',
      budget: '≤ 20 ms',
      met: phase.missing === 0 && p50 <= 20,
      note: latencyNote,
      why: latencyWhy,
    },
    {
      what: `kitchen latency p99, ${label}`,
      value: p99,
      unit: 'ms',
      budget: '≤ 100 ms',
      met: phase.missing === 0 && p99 <= 100,
      note: latencyNote,
      why: latencyWhy,
    },
    ...(phase.commitFrom === 'COMMIT sent'
      ? []
      : [
          {
            what: `COMMIT sent → pull has it p50, ${label} (the group's writes still executing included)`,
            value: round(phase.issuedP50, 1),
            unit: 'ms',
            budget: null,
            met: null,
          },
          {
            what: `COMMIT sent → pull has it p99, ${label}`,
            value: round(phase.issuedP99, 1),
            unit: 'ms',
            budget: null,
            met: null,
          },
        ]),
    {
      what: `push sent → pull has it p50, ${label} (the push's own wait for the server included)`,
      value: round(phase.sentP50, 1),
      unit: 'ms',
      budget: null,
      met: null,
    },
    {
      what: `push sent → pull has it p99, ${label}`,
      value: round(phase.sentP99, 1),
      unit: 'ms',
      budget: null,
      met: null,
    },
  ];
}

/**
 * The naive loop's cores, as `describe` prints them.
 * @param {Naive} naive
 */
const naiveCoresText = ({ cpu }) =>
  cpu
    ? `the loop ${cpu.loop}${cpu.database ? `, PostgreSQL ${cpu.database}` : ''}, machine ` +
      `${round(cpu.machineBusy * 100)}% busy`
    : 'cores not measured';

/**
 * @param {string} label
 * @param {Phase} phase
 * @param {Naive} naive
 */
function describe(label, phase, naive) {
  const cpu = phase.cpu
    ? `; cores used while measured: server ${phase.cpu.server}, ` +
      (phase.cpu.database ? `PostgreSQL ${phase.cpu.database}, ` : '') +
      `tills ${phase.cpu.tills}, kitchen ` +
      `${phase.cpu.kitchen}, machine ${round(phase.cpu.machineBusy * 100)}% busy ` +
      `(${round(/** @type {number} */ (phase.cpu.busyBefore) * 100)}% before the server started)`
    : '';
  console.log(
    `  ${label}: ${round(phase.ordersPerSecond)} orders/s (${phase.acked} in ${LOAD_S} s), naive ${round(naive.rate)} orders/s (${naiveCoresText(naive)}); ` +
      `kitchen p50 ${round(phase.p50, 1)} ms, p99 ${round(phase.p99, 1)} ms from commit (${phase.commitFrom}; ` +
      `${round(phase.issuedP50, 1)} / ${round(phase.issuedP99, 1)} ms from COMMIT sent, ` +
      `${round(phase.sentP50, 1)} / ${round(phase.sentP99, 1)} ms from push sent; a pull ` +
      `${round(phase.pullP50, 1)} / ${round(phase.pullP99, 1)} ms) over ${phase.samples} orders ` +
      `(${phase.missing} missing, ${phase.pokes} pokes, ${phase.pulls} pulls); ${phase.unavailable} pushes answered 503${cpu}`,
  );
}

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
