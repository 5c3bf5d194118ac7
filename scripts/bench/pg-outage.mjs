// PostgreSQL outage under load (issue 28, point 2; ADR 0046): does the server heal after its database went away?
// A server process on a throwaway cluster (loopback), OUTAGE_TILLS tills pushing one order.create.v1 each every
// OUTAGE_ORDER_MS; then OUTAGE_CYCLES times: `pg_ctl stop -m fast` (every session ended, as an operator's restart or
// a failover does), OUTAGE_DOWN_S seconds down, started again on the same port. After each start it checks that
// pushes are acknowledged again within OUTAGE_RESUME_S seconds (the first acknowledgement, and how many tills had
// one), and again over the OUTAGE_WATCH_S seconds after that (a pool that came back half-healed answers some and
// then none); /healthz and whether the process is still alive. Every request has a timeout (a hung request is the
// defect, not a reason to wait for ever); every loop is bounded in time. Exit status 1 when a cycle did not resume.
//   node scripts/bench/pg-outage.mjs      (OUTAGE_KILLS=2 first SIGKILLs and restarts the server twice, as the faults run)
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../pg-harness.mjs';
import { startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { client } from './http-client.mjs';
import { CASHIER, DEMO_PASSWORD, firstSync, orderArgs, pickMenu, signIn, sleep, tills } from './load-kit.mjs';

/** @param {string} name @param {number} fallback */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const TILLS = num('OUTAGE_TILLS', 20);
const ORDER_MS = num('OUTAGE_ORDER_MS', 100);
const CYCLES = num('OUTAGE_CYCLES', 3);
const DOWN_S = num('OUTAGE_DOWN_S', 8);
const RESUME_S = num('OUTAGE_RESUME_S', 10);
const WATCH_S = num('OUTAGE_WATCH_S', 15);
const KILLS = num('OUTAGE_KILLS', 0);
const REQUEST_TIMEOUT_MS = 5_000;
const versions = { protocolVersion: 1, schemaVersion: 1 };

/** @typedef {import('./load-kit.mjs').Till & { port: number, cookie: string }} OutageTill */
/** @typedef {{ at: number, till: string }} Ack */
/** @typedef {{ stop: boolean, acks: Ack[], answers: Record<string, number> }} Run */
/** @typedef {{ id: number, name: string, args: unknown, clientTime: number }} Mutation */

/**
 * @param {number} port
 * @returns {Promise<number | string | undefined>}
 */
const healthz = (port) =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve(/** @type {NodeJS.ErrnoException} */ (e).code ?? e.message));
  });

/** A request that gives up after REQUEST_TIMEOUT_MS: the till's connection is dropped and opened anew. */
/**
 * @param {OutageTill} till
 * @param {unknown} body
 */
async function call(till, body) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([till.c.call('POST', '/api/v1/sync/push', body), timeout]);
  } catch (error) {
    till.c.close();
    till.c = client(till.port, till.cookie);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** One till: an order, its push (resent until acknowledged), a pause; `acks` gets the instant of each acknowledgement. */
/**
 * @param {OutageTill} till
 * @param {Run} run
 */
async function runTill(till, run) {
  let offline = 0;
  let mutationId = 0;
  /** @type {Mutation[]} */
  let outbox = [];
  while (!run.stop) {
    if (outbox.length < 20) {
      const args = orderArgs(till, `${till.device.deviceCode}-${++offline}`);
      outbox.push({ id: ++mutationId, name: 'order.create.v1', args, clientTime: Date.now() });
    }
    try {
      const r = await call(till, {
        ...versions,
        clientId: till.clientId,
        deviceId: till.device.deviceId,
        mutations: outbox,
      });
      const key =
        r.status === 200 ? (r.json?.ok === false ? `ok:false ${r.json.error}` : 'acked') : `HTTP ${r.status}`;
      run.answers[key] = (run.answers[key] ?? 0) + 1;
      if (r.status === 200 && r.json) {
        const acked = r.json.lastMutationId ?? 0;
        outbox = outbox.filter((m) => m.id > acked);
        if (r.json.ok !== false) run.acks.push({ at: Date.now(), till: till.device.deviceCode });
      }
    } catch (error) {
      const e = /** @type {Error & { code?: string }} */ (error);
      const key = `error ${e.code ?? e.message}`;
      run.answers[key] = (run.answers[key] ?? 0) + 1;
    }
    await sleep(ORDER_MS * (0.5 + Math.random()));
  }
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function main() {
  installHooks();
  const dir = mkdtempSync(join(tmpdir(), 'tavola-pg-outage-'));
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const pg = await startPostgres();
  const stopPg = onCleanup(() => {
    pg.stop();
  });
  let server = await startServer(pg.url, dir, 'outage');
  /** @type {Run} */
  const run = { stop: false, acks: [], answers: {} };
  /** @type {{ resumed: boolean }[]} */
  const results = [];
  try {
    const cashier = await signIn(server.port, CASHIER, DEMO_PASSWORD);
    const base = await tills(server.port, cashier, Math.min(TILLS, 25), 'demo');
    const menu = pickMenu(await firstSync(cashier, base[0].device));
    const all = base.map((t) => ({ ...t, menu, port: server.port, cookie: cashier.cookie }));
    const tillsDone = Promise.all(all.map((t) => runTill(t, run)));
    await sleep(3000);
    for (let k = 0; k < KILLS; k++) {
      if (server.pgid) process.kill(-server.pgid, 'SIGKILL');
      await server.stop();
      server = await startServer(pg.url, dir, 'outage', {}, server.port);
      console.log(`  server SIGKILLed and started again (${k + 1}/${KILLS})`);
      await sleep(3000);
    }
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const before = run.acks.filter((a) => a.at > Date.now() - 3000).length;
      await pg.pause();
      const down = Date.now();
      await sleep(DOWN_S * 1000);
      const healthDown = await healthz(server.port);
      await pg.resume();
      const up = Date.now();
      await sleep(RESUME_S * 1000);
      const resumed = run.acks.filter((a) => a.at >= up && a.at < up + RESUME_S * 1000);
      await sleep(WATCH_S * 1000);
      const watched = run.acks.filter((a) => a.at >= up + RESUME_S * 1000);
      const result = {
        cycle,
        ackedLast3sBefore: before,
        downMs: up - down,
        healthzWhileDown: healthDown,
        firstAckAfterStartMs: resumed.length ? resumed[0].at - up : null,
        tillsAckedWithin: new Set(resumed.map((a) => a.till)).size,
        acksWithin: resumed.length,
        tillsAckedAfter: new Set(watched.map((a) => a.till)).size,
        acksAfter: watched.length,
        healthz: await healthz(server.port),
        serverAlive: alive(server.pgid ?? 0),
      };
      const resumedAll = result.tillsAckedWithin > 0 && result.tillsAckedAfter === all.length;
      results.push({ ...result, resumed: resumedAll });
      console.log(`  cycle ${cycle}: ${JSON.stringify({ ...result, resumed: resumedAll })}`);
      if (!result.serverAlive) break;
    }
    run.stop = true;
    await Promise.race([tillsDone, sleep(REQUEST_TIMEOUT_MS + ORDER_MS * 2)]);
    for (const t of all) t.c.close();
    cashier.close();
    console.log(`  answers: ${JSON.stringify(run.answers)}`);
    const tail = server.tail();
    const crash = tail.split('\n').filter((l) => /TypeError|uncaught|FATAL|Cannot read/i.test(l));
    if (crash.length) console.log(`  server log:\n${crash.slice(0, 5).join('\n')}`);
  } finally {
    await server.stop();
    await pg.stop();
    stopPg();
    removeDir();
  }
  const failed = results.filter((r) => !r.resumed).length;
  console.log(
    `pg-outage: ${results.length - failed}/${CYCLES} cycles resumed (every till acknowledged again within ${RESUME_S + WATCH_S} s, the first within ${RESUME_S} s)`,
  );
  return failed === 0 && results.length === CYCLES ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
