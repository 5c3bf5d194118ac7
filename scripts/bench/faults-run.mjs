// One fault run against real server processes (`pnpm bench faults`, and a shorter one in `npm test`): tills pushing
// (faults-tills.mjs) and sockets listening (faults-listeners.mjs) spread over the processes, the first process
// SIGKILLed and started again on its port, optionally PostgreSQL stopped (`pg_ctl stop -m fast`) and started again
// after the kills; then every till sends what it still holds and pulls to the end, and the run's figures.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { drain, faultTill, ledger, newRun, pull, runTill, storedOrders } from './faults-tills.mjs';
import {
  firstSync,
  pickMenu,
  tills as registerTills,
  secondStore,
  signIn,
  sleep,
  uuidv7,
} from './load-kit.mjs';

const DEMO_PASSWORD = 'tavola-demo';
const CASHIER = 'cashier@demo.tavola.app';
const PER_STORE = 25; // devices of a store: codes A-Z
const SOCKET_PROCESSES = 2;
/** How long after PostgreSQL's start the load goes on waiting for an instance's first acknowledgement. */
const RESUME_WAIT_MS = 15_000;
/** What a server log holds when a process died of an error, or nearly (ADR 0046: postgres.js, the driver before, threw from a timer). */
const CRASH = /Cannot read properties of null|uncaughtException|unhandledRejection|"level":60/;

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
// The servers' logs.

/** Lines of the servers' logs that say a process died of an error (or nearly), and how many errors they logged. */
function readLogs(paths) {
  const crashes = [];
  let errors = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (CRASH.test(line)) crashes.push(line.slice(0, 400));
      if (line.includes('"level":50')) errors++;
    }
  }
  return { crashes, errors };
}

// ---------------------------------------------------------------------------------------------------------
// The run.

/**
 * `processes` servers on `databaseUrl` (logs and SQLite files in `dir`), `tills` tills and `sockets` sockets for
 * `seconds`, an order about every `orderMs` a till; `kills` SIGKILLs of process 0, each followed by a restart on
 * its port. `outage: { cluster, downMs }` (PostgreSQL, pg-harness): after the kills the cluster is stopped for
 * `downMs` and started again, and the load goes on until every instance acknowledged a push again (at most 15 s);
 * each instance's time from the start to its first acknowledgement is measured. `threads`: PG_WRITE_THREAD of each
 * process; `source`: servers from src/main.ts through tsx (no build). `log(text)` narrates.
 */
export async function faultRun({
  label,
  databaseUrl,
  dir,
  processes,
  tills: tillCount,
  sockets: socketCount = 0,
  seconds,
  orderMs,
  kills = 2,
  outage = null,
  threads = [],
  source = false,
  log = console.log,
}) {
  installHooks(); // servers and listeners are killed however this process ends
  const envOf = (i) => (threads[i] ? { PG_WRITE_THREAD: threads[i] } : {});
  const start = (i, port = null) =>
    startServer(databaseUrl, dir, `${label}-${i}`, envOf(i), port, { source });
  const servers = [await start(0)];
  // Started one after the other: the first seeds the demo store, the others find it.
  for (let i = 1; i < processes; i++) servers.push(await start(i));
  const ports = servers.map((s) => s.port);
  const logPaths = servers.map((s) => s.logPath);
  const exits = []; // processes that ended without the run killing them
  const noteExit = (i, server) => {
    const status = server.exited();
    if (status) exits.push({ process: i, ...status });
  };

  // PostgreSQL's start, and each instance's first acknowledged push after it.
  const back = { startedAt: null, readyMs: null, firstAck: new Map() };
  const run = newRun(orderMs, (till) => {
    if (back.startedAt !== null && !back.firstAck.has(till.port))
      back.firstAck.set(till.port, Date.now() - back.startedAt);
  });
  const restarts = [];
  let listeners = null;
  const sessions = [];
  try {
    // Stores and tills: 25 devices per store (codes A-Z), spread over the processes round-robin.
    const cashier = await signIn(ports[0], CASHIER, DEMO_PASSWORD);
    sessions.push(cashier);
    const demoBase = await registerTills(ports[0], cashier, Math.min(PER_STORE, tillCount), 'demo');
    const menu = pickMenu(await firstSync(cashier, demoBase[0].device));
    let owner = null;
    let base = demoBase;
    if (tillCount > PER_STORE) {
      owner = await secondStore(ports[0], menu);
      sessions.push(owner);
      const more = await registerTills(ports[0], owner, tillCount - PER_STORE, 'second');
      const secondMenu = pickMenu(await firstSync(owner, more[0].device));
      for (const t of more) t.menu = secondMenu;
      base = [...demoBase, ...more];
    }
    for (const t of demoBase) t.menu = menu;
    const all = base.map((t, k) => faultTill(t, ports[k % ports.length]));
    for (const t of all) await pull(t, run);

    const storeCookies = [{ tenant: 'demo', cookie: cashier.cookie }];
    if (owner) storeCookies.push({ tenant: 'second', cookie: owner.cookie });
    if (socketCount > 0) {
      const specs = Array.from({ length: socketCount }, (_, k) => ({
        port: ports[k % ports.length],
        ...storeCookies[k % storeCookies.length],
      }));
      listeners = startListeners(specs);
      const open = await listeners.start();
      log(`  ${label}: ${all.length} tills, ${open}/${socketCount} sockets open on ${processes} process(es)`);
    } else log(`  ${label}: ${all.length} tills on ${processes} process(es)`);

    // The load; the kills of process 0, each followed by a restart on its port; then PostgreSQL's outage.
    const steps = kills + (outage ? 2 : 1);
    const started = Date.now();
    const at = (step) => sleep(Math.max(0, started + (step / steps) * seconds * 1000 - Date.now()));
    const tillsDone = Promise.all(all.map((t) => runTill(t, run)));
    for (let k = 1; k <= kills; k++) {
      await at(k);
      const victim = servers[0];
      noteExit(0, victim); // it should still be running
      if (!victim.exited()) process.kill(-victim.pgid, 'SIGKILL');
      await victim.stop();
      const down = Date.now();
      servers[0] = await start(0, victim.port);
      restarts.push(Date.now() - down);
      log(`  ${label}: killed process 0 (SIGKILL), up again in ${Date.now() - down} ms`);
    }
    if (outage) {
      await at(kills + 1);
      const stopping = Date.now();
      await outage.cluster.pause();
      log(`  ${label}: PostgreSQL stopped (pg_ctl stop -m fast, ${Date.now() - stopping} ms)`);
      await sleep(outage.downMs);
      back.startedAt = Date.now();
      await outage.cluster.resume();
      back.readyMs = Date.now() - back.startedAt;
      log(`  ${label}: PostgreSQL started after ${outage.downMs} ms down (ready in ${back.readyMs} ms)`);
      const resumed = () => ports.every((p) => back.firstAck.has(p));
      while (!resumed() && Date.now() - back.startedAt < RESUME_WAIT_MS) await sleep(100);
    }
    await sleep(Math.max(0, started + seconds * 1000 - Date.now()));
    run.stop = true;
    await tillsDone;

    // Every till sends what it still holds and pulls to the end.
    await Promise.all(all.map((t) => drain(t, run)));
    for (const t of all) await drain(t, run); // the others' last orders too
    for (const [i, s] of servers.entries()) noteExit(i, s);

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
    let sockets = { open: 0, behind: 0, opened: 0, reconnects: 0, errors: {}, settledMs: 0 };
    if (listeners) {
      const settling = Date.now();
      const targets = Object.fromEntries([...reference].map(([store, r]) => [store, r.cookie]));
      for (;;) {
        await sleep(1000);
        sockets = await listeners.report(targets);
        if ((sockets.open === socketCount && sockets.behind === 0) || Date.now() - settling > 60_000) break;
      }
      sockets.settledMs = Date.now() - settling;
    }

    const logs = readLogs(logPaths);
    return {
      label,
      processes,
      seconds,
      kills,
      attempted: run.attempted,
      ...ledger(all, await storedOrders(databaseUrl)),
      offlineTokens: run.offlineTokens,
      rejections: run.rejections,
      errors: run.errors,
      answers500: Object.entries(run.errors)
        .filter(([kind]) => /\b500\b/.test(kind))
        .reduce((sum, [, n]) => sum + n, 0),
      restartsMs: restarts,
      tills: all.length,
      notConverged,
      sockets: { ...sockets, wanted: socketCount },
      outage: outage && {
        downMs: outage.downMs,
        readyMs: back.readyMs,
        resumedMs: ports.map((p) => back.firstAck.get(p) ?? null),
        threads: ports.map((_, i) => threads[i] ?? 'auto'),
      },
      exits,
      crashLines: logs.crashes,
      loggedErrors: logs.errors,
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
