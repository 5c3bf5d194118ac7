// Load with faults (issue 9; `pnpm bench faults`, opt-in: it takes minutes). Against real server processes:
//   - 50 tills (two stores of 25 devices) ring up one order.create.v1 about every FAULTS_ORDER_MS each and push
//     their outbox as the PWA does (mutation ids, leased tokens, offline tokens `B-3` when no number is left,
//     resend after a lost answer or a 503, OutOfOrder from the server's count), and pull every few seconds
//     (faults-tills.mjs);
//   - 1,000 WebSockets listen in child processes (faults-listeners.mjs), answering pings, reconnecting;
//   - the server is killed with SIGKILL twice (at 1/3 and 2/3 of the run) and started again on its port.
// On SQLite one process; on PostgreSQL (a throwaway cluster from pg-harness) TWO processes on one database,
// the tills and sockets spread across both, one of them killed. Then every till sends what it still holds
// and pulls to the end, and the checks: every order a till was told is saved exists exactly once, tokens are
// unique per store and day, nothing is left unsent, every till holds exactly the rows of a fresh full pull at the
// same version, every socket was poked up to its store's final version, and no server process ended but those
// the bench killed. Figures: orders attempted, saved, lost, duplicated; errors the clients saw, by kind.
// The PostgreSQL restart phase (issue 28 point 3, ADR 0045): two processes, 20 tills, process 0 SIGKILLed and
// started again twice, then PostgreSQL stopped (`pg_ctl stop -m fast`) for 8 s and started again, the servers
// left running: each instance's time from PostgreSQL's start to its first acknowledged push (≤ 10 s), the same
// checks, and no server log saying a process died of a database error. Its instance 0 runs the pushes on the push
// thread (as the compiled server does), instance 1 on the main thread (FAULTS_RESTART_THREADS).
// Knobs: FAULTS_SECONDS (300), FAULTS_TILLS (50), FAULTS_SOCKETS (1000), FAULTS_ORDER_MS (1000),
// FAULTS_DATABASES ('sqlite,pg,pg-restart'); the restart phase's FAULTS_RESTART_SECONDS (120),
// FAULTS_RESTART_TILLS (20), FAULTS_RESTART_SOCKETS (200), FAULTS_PG_DOWN_S (8), FAULTS_RESTART_THREADS ('on,off').
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../pg-harness.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { faultRun } from './faults-run.mjs';

/** @typedef {import('./types.d.mts').Row} Row */
/** @typedef {import('./faults-run.d.mts').FaultRunResult} FaultRunResult */
/** @typedef {import('../pg-harness.mjs').PostgresCluster} PostgresCluster */

/** @param {string} name @param {number} fallback */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('FAULTS_SECONDS', 300);
const TILLS = num('FAULTS_TILLS', 50);
const SOCKETS = num('FAULTS_SOCKETS', 1000);
const ORDER_MS = num('FAULTS_ORDER_MS', 1000);
const DATABASES = (process.env.FAULTS_DATABASES ?? 'sqlite,pg,pg-restart').split(',');
const RESTART = {
  seconds: num('FAULTS_RESTART_SECONDS', 120),
  tills: num('FAULTS_RESTART_TILLS', 20),
  sockets: num('FAULTS_RESTART_SOCKETS', 200),
  downMs: num('FAULTS_PG_DOWN_S', 8) * 1000,
  threads: /** @type {('on' | 'off' | 'auto')[]} */ (
    (process.env.FAULTS_RESTART_THREADS ?? 'on,off').split(',')
  ),
};
/** Issue 28: every instance acknowledges pushes again within 10 s of PostgreSQL's start. */
const RESUME_BUDGET_MS = 10_000;

const thousands = (/** @type {number} */ n) => n.toLocaleString('en-US');

/** @param {FaultRunResult} p @returns {Row[]} */
function rows(p) {
  const errors = Object.values(p.errors).reduce((a, b) => a + b, 0);
  const note = { ...p };
  const kills = `${p.kills} SIGKILL${p.kills === 1 ? '' : 's'}`;
  const outage = p.outage ? `, then PostgreSQL stopped ${p.outage.downMs / 1000} s` : '';
  const what = (/** @type {string} */ x) =>
    `faults, ${p.label} (${p.processes} process${p.processes > 1 ? 'es' : ''}, ${kills}${outage}, ${p.seconds} s): ${x}`;
  /** @type {Row[]} */
  const out = [
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
      what: what('mutations left unsent after the drain'),
      value: p.unsent,
      unit: 'mutations',
      budget: '0',
      met: p.unsent === 0,
    },
    {
      what: what(`tills not converged (of ${p.tills})`),
      value: p.notConverged,
      unit: 'tills',
      budget: '0',
      met: p.notConverged === 0,
    },
  ];
  if (p.sockets.wanted > 0)
    out.push({
      what: what(
        `sockets behind the final version (of ${p.sockets.wanted}, ${p.sockets.reconnects} reconnects)`,
      ),
      value: p.sockets.wanted - p.sockets.open + p.sockets.behind,
      unit: 'sockets',
      budget: '0',
      met: p.sockets.open === p.sockets.wanted && p.sockets.behind === 0,
    });
  const down = p.outage;
  if (down) {
    down.resumedMs.forEach((ms, i) => {
      const met = ms !== null && ms <= RESUME_BUDGET_MS;
      out.push({
        what: what(
          `PostgreSQL started → instance ${i}'s first acknowledged push (push thread ${down.threads[i]})`,
        ),
        value: ms ?? 'none',
        unit: ms === null ? '' : 'ms',
        budget: `≤ ${thousands(RESUME_BUDGET_MS)} ms`,
        met,
        ...(met
          ? {}
          : {
              why:
                `instance ${i} ${ms === null ? 'acknowledged no push after' : `first acknowledged a push ${ms} ms after`} ` +
                `PostgreSQL's start (ready in ${down.readyMs} ms); the tills saw ${JSON.stringify(p.errors)}.`,
            }),
      });
    });
    out.push({
      what: what('answers 500 (a database fault answers 503)'),
      value: p.answers500,
      unit: 'answers',
      budget: '0',
      met: p.answers500 === 0,
    });
  }
  out.push(
    {
      what: what('server processes ended but by the bench'),
      value: p.exits.length,
      unit: 'processes',
      budget: '0',
      met: p.exits.length === 0,
      ...(p.exits.length ? { why: `ended: ${JSON.stringify(p.exits)}` } : {}),
    },
    {
      what: what('server log lines of a crash (uncaught, fatal, null socket)'),
      value: p.crashLines.length,
      unit: 'lines',
      budget: '0',
      met: p.crashLines.length === 0,
      ...(p.crashLines.length ? { why: `first: ${p.crashLines[0].slice(0, 200)}` } : {}),
    },
    {
      what: what('errors seen by clients (network, 503, …)'),
      value: errors,
      unit: 'errors',
      budget: null,
      met: null,
    },
  );
  return out;
}

const describe = (/** @type {FaultRunResult} */ p) =>
  console.log(
    `  ${p.label}: attempted ${p.attempted}, saved ${p.saved}, lost ${p.lost}, duplicated ${p.duplicated}, ` +
      `token clashes ${p.tokenClashes}, applied but never acknowledged ${p.unannounced}, unsent ${p.unsent}, offline tokens ${p.offlineTokens}; ` +
      `tills not converged ${p.notConverged}/${p.tills}; sockets open ${p.sockets.open}/${p.sockets.wanted}, ` +
      `behind ${p.sockets.behind}, reconnects ${p.sockets.reconnects}, settled in ${p.sockets.settledMs} ms after the drain; restarts ${p.restartsMs.join(', ')} ms\n` +
      (p.outage
        ? `    PostgreSQL down ${p.outage.downMs} ms, ready ${p.outage.readyMs} ms after its start; first acknowledged push ` +
          `after the start by instance: ${p.outage.resumedMs.map((ms, i) => `${i} (push thread ${p.outage?.threads[i]}) ${ms ?? 'none'} ms`).join(', ')}\n`
        : '') +
      `    processes ended but by the bench ${JSON.stringify(p.exits)}; crash lines in the logs ${p.crashLines.length}; ` +
      `errors logged ${p.loggedErrors}; answers 500 ${p.answers500}\n` +
      `    client errors ${JSON.stringify(p.errors)}; rejections ${JSON.stringify(p.rejections)}; ` +
      `socket errors ${JSON.stringify(p.sockets.errors)}` +
      (p.crashLines.length ? `\n    crash lines:\n      ${p.crashLines.slice(0, 5).join('\n      ')}` : ''),
  );

/** A throwaway cluster for one phase, removed after it (and on exit). */
/**
 * @template T
 * @param {(pg: PostgresCluster) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withCluster(fn) {
  const pg = await startPostgres();
  const stopPg = onCleanup(() => {
    pg.stop();
  });
  try {
    return await fn(pg);
  } finally {
    await pg.stop();
    stopPg();
  }
}

export default {
  async run() {
    installHooks();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-faults-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    /** @type {Row[]} */
    const results = [];
    const load = { tills: TILLS, sockets: SOCKETS, seconds: SECONDS, orderMs: ORDER_MS, dir };
    const report = (/** @type {FaultRunResult} */ p) => {
      describe(p);
      results.push(...rows(p));
    };
    try {
      if (DATABASES.includes('sqlite')) {
        const databaseUrl = `file:${join(dir, 'faults.sqlite')}`;
        report(await faultRun({ ...load, label: 'SQLite', databaseUrl, processes: 1 }));
      }
      if (DATABASES.includes('pg')) {
        report(
          await withCluster((pg) =>
            faultRun({ ...load, label: 'PostgreSQL', databaseUrl: pg.url, processes: 2 }),
          ),
        );
      }
      if (DATABASES.includes('pg-restart')) {
        report(
          await withCluster((pg) =>
            faultRun({
              label: 'PostgreSQL restart',
              databaseUrl: pg.url,
              dir,
              processes: 2,
              tills: RESTART.tills,
              sockets: RESTART.sockets,
              seconds: RESTART.seconds,
              orderMs: ORDER_MS,
              outage: { cluster: pg, downMs: RESTART.downMs },
              threads: RESTART.threads,
            }),
          ),
        );
      }
    } finally {
      removeDir();
    }
    return results;
  },
};
