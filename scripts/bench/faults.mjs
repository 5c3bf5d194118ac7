// Load with faults (issue 9; `pnpm bench faults`, opt-in: it takes minutes). Against real server processes:
//   - 50 tills (two stores of 25 devices) ring up one order.create.v1 about every FAULTS_ORDER_MS each and push
//     their outbox as the PWA does (mutation ids, leased tokens, offline tokens `B-3` when no number is left,
//     resend after a lost answer, OutOfOrder from the server's count), and pull every few seconds;
//   - 1,000 WebSockets listen in child processes (faults-listeners.mjs), answering pings, reconnecting;
//   - the server is killed with SIGKILL twice (at 1/3 and 2/3 of the run) and started again on its port.
// On SQLite one process; on PostgreSQL (a throwaway cluster from pg-harness) TWO processes on one database,
// the tills and sockets spread across both, one of them killed. Then every till sends what it still holds
// and pulls to the end, and the checks: every order a till was told is saved exists exactly once, tokens are
// unique per store and day, every till holds exactly the rows of a fresh full pull at the same version,
// and every socket was poked up to its store's final version. Figures: orders attempted, saved, lost,
// duplicated; errors the clients saw, by kind.
// Knobs: FAULTS_SECONDS (300), FAULTS_TILLS (50), FAULTS_SOCKETS (1000), FAULTS_ORDER_MS (1000),
// FAULTS_DATABASES ('sqlite,pg').
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { startPostgres } from '../pg-harness.mjs';
import {
  client,
  firstSync,
  installHooks,
  lease,
  onCleanup,
  orderArgs,
  pickMenu,
  secondStore,
  signIn,
  sleep,
  startServer,
  tills,
  uuidv7,
} from './sync.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('FAULTS_SECONDS', 300);
const TILLS = num('FAULTS_TILLS', 50);
const SOCKETS = num('FAULTS_SOCKETS', 1000);
const ORDER_MS = num('FAULTS_ORDER_MS', 1000);
const DATABASES = (process.env.FAULTS_DATABASES ?? 'sqlite,pg').split(',');
const SOCKET_PROCESSES = 2;
const PULL_EVERY = 5; // orders between pulls
const PUSH_BATCH = 50;
const PER_STORE = 25;

const DEMO_PASSWORD = 'tavola-demo';
const CASHIER = 'cashier@demo.tavola.app';
const fromServer = createRequire(join(root, 'sync-server', 'package.json'));

const versions = { protocolVersion: 1, schemaVersion: 1 };

// ---------------------------------------------------------------------------------------------------------
// A till: an outbox of mutations, the server's rows as of its cookie, what the server said it saved.

function errorsOf(run, kind) {
  run.errors[kind] = (run.errors[kind] ?? 0) + 1;
}

/** Sends the outbox past the acknowledged id; false when the server could not be reached or refused. */
async function push(till, run) {
  const batch = till.outbox.filter((m) => m.id > till.acked).slice(0, PUSH_BATCH);
  if (batch.length === 0) return true;
  let r;
  try {
    r = await till.c.call('POST', '/api/v1/sync/push', {
      ...versions,
      clientId: till.clientId,
      deviceId: till.device.deviceId,
      mutations: batch,
    });
  } catch (e) {
    errorsOf(run, `push ${e.code ?? e.message}`);
    return false;
  }
  if (r.status !== 200 || !r.json) {
    errorsOf(run, `push HTTP ${r.status}`);
    return false;
  }
  if (r.json.ok === false) {
    errorsOf(run, `push ${r.json.error}`);
    if (r.json.error !== 'OutOfOrder') return false;
    // The server's count rules: lower means it lost acknowledged ids (never here), higher a lost answer.
    if (r.json.lastMutationId < till.acked) errorsOf(run, 'push OutOfOrder below the acknowledged id');
    till.acked = r.json.lastMutationId;
    till.outbox = till.outbox.filter((m) => m.id > till.acked);
    return true;
  }
  for (const result of r.json.results) {
    const orderId = till.orderOf.get(result.id);
    if (result.status === 'rejected') run.rejections[result.code] = (run.rejections[result.code] ?? 0) + 1;
    else if (orderId) till.saved.add(orderId); // applied now, or (duplicate) by a push whose answer was lost
  }
  till.acked = Math.max(till.acked, r.json.lastMutationId);
  till.outbox = till.outbox.filter((m) => m.id > till.acked);
  return true;
}

/** Pulls every page after the cookie into the till's rows; false on a failure (the cookie stays). */
async function pull(till, run) {
  for (;;) {
    let r;
    try {
      r = await till.c.call('POST', '/api/v1/sync/pull', {
        ...versions,
        clientId: till.clientId,
        deviceId: till.device.deviceId,
        cookie: till.cookie,
        epoch: till.epoch,
      });
    } catch (e) {
      errorsOf(run, `pull ${e.code ?? e.message}`);
      return false;
    }
    if (r.status !== 200 || !r.json?.ok) {
      errorsOf(run, `pull HTTP ${r.status}`);
      return false;
    }
    if (r.json.reset) {
      errorsOf(run, 'pull reset'); // only a restored database should answer this
      till.rows.clear();
      if (till.cookie !== null) {
        till.cookie = null;
        continue;
      }
    }
    for (const op of r.json.patch) {
      const key = `${op.table}/${op.id}`;
      if (op.op === 'del') till.rows.delete(key);
      else till.rows.set(key, JSON.stringify(op.row));
    }
    till.cookie = r.json.cookie;
    till.epoch = r.json.epoch ?? null;
    if (!r.json.more) return true;
  }
}

/** The next token: a leased number (refilled when one block is left), else the device's offline form. */
async function takeToken(till, run) {
  if (till.free.length <= 20) {
    try {
      await lease(till);
    } catch (e) {
      errorsOf(run, `lease ${e.code ?? String(e.message).slice(0, 40)}`);
    }
  }
  const n = till.free.shift();
  if (n !== undefined) {
    till.used.add(n);
    return n;
  }
  run.offlineTokens++;
  return `${till.device.deviceCode}-${++till.offline}`;
}

async function ringUp(till, run) {
  const tokenNo = await takeToken(till, run);
  const args = orderArgs(till, tokenNo);
  const id = till.nextId++;
  till.outbox.push({ id, name: 'order.create.v1', args, clientTime: Date.now() });
  till.orderOf.set(id, args.id);
  run.attempted++;
}

async function runTill(till, run) {
  await sleep(Math.random() * ORDER_MS);
  for (let n = 1; !run.stop; n++) {
    await ringUp(till, run);
    const pushed = await push(till, run);
    if (n % PULL_EVERY === 0) await pull(till, run);
    await sleep(ORDER_MS * (0.5 + Math.random()) * (pushed ? 1 : 0.5));
  }
}

/** After the load: push until nothing is left, then pull to the end (the servers are up again). */
async function drain(till, run) {
  for (let round = 0; till.outbox.some((m) => m.id > till.acked) || round === 0; round++) {
    if (round > 60) throw new Error(`till ${till.device.deviceCode} could not send its outbox`);
    if (!(await push(till, run))) await sleep(1000);
  }
  for (let round = 0; !(await pull(till, run)); round++) {
    if (round > 60) throw new Error(`till ${till.device.deviceCode} could not pull`);
    await sleep(1000);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Socket listeners in child processes.

function startListeners(specs) {
  const children = [];
  for (let i = 0; i < SOCKET_PROCESSES; i++) {
    const child = fork(join(import.meta.dirname, 'faults-listeners.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const release = onCleanup(() => child.kill('SIGKILL'));
    const waiting = [];
    child.on('message', (m) => waiting.shift()?.(m));
    const ask = (message) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.send(message);
      });
    children.push({ child, release, ask, specs: specs.filter((_, k) => k % SOCKET_PROCESSES === i) });
  }
  return {
    async start() {
      const ready = await Promise.all(children.map((c) => c.ask({ type: 'start', sockets: c.specs })));
      return ready.reduce((sum, r) => sum + r.open, 0);
    },
    async report(targets) {
      const reports = await Promise.all(children.map((c) => c.ask({ type: 'report', targets })));
      const total = { open: 0, behind: 0, opened: 0, reconnects: 0, errors: {} };
      for (const r of reports) {
        total.open += r.open;
        total.behind += r.behind;
        total.opened += r.opened;
        total.reconnects += r.reconnects;
        for (const [k, v] of Object.entries(r.errors)) total.errors[k] = (total.errors[k] ?? 0) + v;
      }
      return total;
    },
    async stop() {
      for (const c of children) {
        if (c.child.connected) c.child.send({ type: 'stop' });
        await Promise.race([new Promise((r) => c.child.once('exit', r)), sleep(3000)]);
        c.release();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The database's own view, read directly: orders by id, tokens by store and day.

async function storedOrders(databaseUrl) {
  const sql =
    'select id, tenant_id as "tenantId", token_no as "tokenNo", business_day as "businessDay" from orders';
  if (databaseUrl.startsWith('file:')) {
    const Database = fromServer('better-sqlite3');
    const db = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  }
  const postgres = fromServer('postgres');
  const pg = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await pg.unsafe(sql);
  } finally {
    await pg.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// One database: servers, stores, tills, sockets, the kills, then the checks.

async function phase(label, databaseUrl, dir, processes) {
  const servers = [await startServer(databaseUrl, dir, `${label}-0`)];
  // Started one after the other: the first seeds the demo store, the others find it.
  for (let i = 1; i < processes; i++) servers.push(await startServer(databaseUrl, dir, `${label}-${i}`));
  const ports = servers.map((s) => s.port);
  const run = { stop: false, attempted: 0, offlineTokens: 0, errors: {}, rejections: {}, restarts: [] };
  let listeners = null;
  const sessions = [];
  try {
    // Stores and tills: 25 devices per store (codes A-Z), spread over the processes round-robin.
    const cashier = await signIn(ports[0], CASHIER, DEMO_PASSWORD);
    sessions.push(cashier);
    const demoBase = await tills(ports[0], cashier, Math.min(PER_STORE, TILLS), 'demo');
    const menu = pickMenu(await firstSync(cashier, demoBase[0].device));
    let owner = null;
    let base = demoBase;
    if (TILLS > PER_STORE) {
      owner = await secondStore(ports[0], menu);
      sessions.push(owner);
      const more = await tills(ports[0], owner, TILLS - PER_STORE, 'second');
      const secondMenu = pickMenu(await firstSync(owner, more[0].device));
      for (const t of more) t.menu = secondMenu;
      base = [...demoBase, ...more];
    }
    for (const t of demoBase) t.menu = menu;
    const all = base.map((t, k) => {
      t.c.close();
      const c = client(ports[k % ports.length], t.c.cookie);
      return {
        ...t,
        c,
        clientId: uuidv7(),
        nextId: 1,
        acked: 0,
        outbox: [],
        orderOf: new Map(),
        saved: new Set(),
        offline: 0,
        cookie: null,
        epoch: null,
        rows: new Map(),
      };
    });
    for (const t of all) await pull(t, run);

    const storeCookies = [{ tenant: 'demo', cookie: cashier.cookie }];
    if (owner) storeCookies.push({ tenant: 'second', cookie: owner.cookie });
    const specs = Array.from({ length: SOCKETS }, (_, k) => ({
      port: ports[k % ports.length],
      ...storeCookies[k % storeCookies.length],
    }));
    listeners = startListeners(specs);
    const open = await listeners.start();
    console.log(
      `  ${label}: ${all.length} tills, ${open}/${SOCKETS} sockets open on ${processes} process(es)`,
    );

    // The load, and two SIGKILLs of the first process, each followed by a restart on its port.
    const started = Date.now();
    const tillsDone = Promise.all(all.map((t) => runTill(t, run)));
    for (const at of [1 / 3, 2 / 3]) {
      await sleep(Math.max(0, started + at * SECONDS * 1000 - Date.now()));
      const victim = servers[0];
      process.kill(-victim.pgid, 'SIGKILL');
      await victim.stop();
      const down = Date.now();
      servers[0] = await startServer(databaseUrl, dir, `${label}-0`, {}, victim.port);
      run.restarts.push(Date.now() - down);
      console.log(`  ${label}: killed process 0 (SIGKILL), up again in ${Date.now() - down} ms`);
    }
    await sleep(Math.max(0, started + SECONDS * 1000 - Date.now()));
    run.stop = true;
    await tillsDone;

    // Every till sends what it still holds and pulls to the end.
    await Promise.all(all.map((t) => drain(t, run)));
    for (const t of all) await drain(t, run); // the others' last orders too

    // A fresh full pull per store is the reference each till must equal.
    const reference = new Map();
    for (const [store, session, device] of [
      ['demo', cashier, demoBase[0].device],
      ...(owner ? [['second', owner, all[PER_STORE].device]] : []),
    ]) {
      const fresh = { c: session, device, clientId: uuidv7(), cookie: null, epoch: null, rows: new Map() };
      if (!(await pull(fresh, run))) throw new Error(`reference pull of ${store} failed`);
      reference.set(store, fresh);
    }
    let notConverged = 0;
    for (const t of all) {
      const ref = reference.get(t.store);
      const same =
        t.cookie === ref.cookie &&
        t.rows.size === ref.rows.size &&
        [...ref.rows].every(([k, v]) => t.rows.get(k) === v);
      if (!same) notConverged++;
    }
    // Sockets still in their reconnect backoff get up to a minute to come back and be poked to the end.
    const settling = Date.now();
    const targets = Object.fromEntries([...reference].map(([store, r]) => [store, r.cookie]));
    let sockets;
    for (;;) {
      await sleep(1000);
      sockets = await listeners.report(targets);
      if ((sockets.open === SOCKETS && sockets.behind === 0) || Date.now() - settling > 60_000) break;
    }
    sockets.settledMs = Date.now() - settling;

    const stored = await storedOrders(databaseUrl);
    const byId = new Map();
    for (const o of stored) byId.set(o.id, (byId.get(o.id) ?? 0) + 1);
    const saved = new Set(all.flatMap((t) => [...t.saved]));
    const lost = [...saved].filter((id) => !byId.has(id)).length;
    const duplicated = [...byId.values()].filter((n) => n > 1).length;
    const tokens = new Map();
    for (const o of stored) {
      const k = `${o.tenantId}/${o.businessDay}/${o.tokenNo}`;
      tokens.set(k, (tokens.get(k) ?? 0) + 1);
    }
    const tokenClashes = [...tokens.values()].filter((n) => n > 1).length;
    const attemptedIds = new Set(all.flatMap((t) => [...t.orderOf.values()]));
    const unannounced = stored.filter((o) => attemptedIds.has(o.id) && !saved.has(o.id)).length;

    return {
      label,
      processes,
      seconds: SECONDS,
      attempted: run.attempted,
      saved: saved.size,
      lost,
      duplicated,
      tokenClashes,
      unannounced,
      offlineTokens: run.offlineTokens,
      rejections: run.rejections,
      errors: run.errors,
      restartsMs: run.restarts,
      tills: all.length,
      notConverged,
      sockets: { ...sockets, wanted: SOCKETS },
    };
  } catch (error) {
    for (const s of servers) console.error(`  ${label} server log (tail):\n${s.tail()}`);
    throw error;
  } finally {
    await listeners?.stop();
    for (const s of sessions) s.close();
    for (const s of servers) await s.stop();
  }
}

function rows(p) {
  const errors = Object.values(p.errors).reduce((a, b) => a + b, 0);
  const note = { ...p };
  const what = (x) =>
    `faults, ${p.label} (${p.processes} process${p.processes > 1 ? 'es' : ''}, 2 SIGKILLs, ${p.seconds} s): ${x}`;
  return [
    { what: what('orders attempted'), value: p.attempted, unit: 'orders', budget: null, met: null, note },
    { what: what('orders saved (acknowledged)'), value: p.saved, unit: 'orders', budget: null, met: null },
    { what: what('saved orders lost'), value: p.lost, unit: 'orders', budget: '0', met: p.lost === 0 },
    {
      what: what('orders duplicated / token clashes'),
      value: p.duplicated + p.tokenClashes,
      unit: 'orders',
      budget: '0',
      met: p.duplicated + p.tokenClashes === 0,
    },
    {
      what: what(`tills not converged (of ${p.tills})`),
      value: p.notConverged,
      unit: 'tills',
      budget: '0',
      met: p.notConverged === 0,
    },
    {
      what: what(
        `sockets behind the final version (of ${p.sockets.wanted}, ${p.sockets.reconnects} reconnects)`,
      ),
      value: p.sockets.wanted - p.sockets.open + p.sockets.behind,
      unit: 'sockets',
      budget: '0',
      met: p.sockets.open === p.sockets.wanted && p.sockets.behind === 0,
    },
    {
      what: what('errors seen by clients (network, 503, …)'),
      value: errors,
      unit: 'errors',
      budget: null,
      met: null,
    },
  ];
}

const describe = (p) =>
  console.log(
    `  ${p.label}: attempted ${p.attempted}, saved ${p.saved}, lost ${p.lost}, duplicated ${p.duplicated}, ` +
      `token clashes ${p.tokenClashes}, applied but never acknowledged ${p.unannounced}, offline tokens ${p.offlineTokens}; ` +
      `tills not converged ${p.notConverged}/${p.tills}; sockets open ${p.sockets.open}/${p.sockets.wanted}, ` +
      `behind ${p.sockets.behind}, reconnects ${p.sockets.reconnects}, settled in ${p.sockets.settledMs} ms after the drain; restarts ${p.restartsMs.join(', ')} ms\n` +
      `    client errors ${JSON.stringify(p.errors)}; rejections ${JSON.stringify(p.rejections)}; ` +
      `socket errors ${JSON.stringify(p.sockets.errors)}`,
  );

export default {
  async run() {
    installHooks();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-faults-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const results = [];
    try {
      if (DATABASES.includes('sqlite')) {
        const p = await phase('SQLite', `file:${join(dir, 'faults.sqlite')}`, dir, 1);
        describe(p);
        results.push(...rows(p));
      }
      if (DATABASES.includes('pg')) {
        const pg = await startPostgres();
        const stopPg = onCleanup(() => {
          pg.stop();
        });
        try {
          const p = await phase('PostgreSQL', pg.url, dir, 2);
          describe(p);
          results.push(...rows(p));
        } finally {
          await pg.stop();
          stopPg();
        }
      }
    } finally {
      removeDir();
    }
    return results;
  },
};
