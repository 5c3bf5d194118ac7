// Fan-out benchmark (issue 8): one server process (the compiled sync-server/dist/server/main.mjs, SQLite, demo seed) holds
// FANOUT_SOCKETS open WebSockets of the demo store, opened by client processes of FANOUT_PER_PROCESS sockets
// each (fanout-client.mjs; a process may hold at most 20,000 open files). Then a till pushes one order at a
// time, FANOUT_POKES times, a second apart: each commit pokes every socket. Delivery latency is measured from
// the push's commit (bounded from below by its Server-Timing, see load-kit.mjs commitDur) to the poke's arrival at
// each socket, p50 and p99 over every socket and poke; the server's resident memory is read with every socket
// open, after the pokes. Then, with the server stopped, the floor of the same fan-out on this machine (fanout-floor.mjs):
// one process writing a poke to as many plain TCP sockets, read by as many client processes.
// Knobs: BENCH_FANOUT_SOCKETS, BENCH_FANOUT_PER_PROCESS, BENCH_FANOUT_POKES.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverRssMb, startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import {
  CASHIER,
  commitDur,
  DEMO_PASSWORD,
  firstSync,
  forkClient,
  now,
  orderArgs,
  pickMenu,
  quantile,
  round,
  signIn,
  sleep,
  tills,
} from './load-kit.mjs';

/** @type {(name: string, fallback: number) => number} */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SOCKETS = num('BENCH_FANOUT_SOCKETS', 10_000);
const PER_PROCESS = num('BENCH_FANOUT_PER_PROCESS', 2_500);
const POKES = num('BENCH_FANOUT_POKES', 5);

/** @param {import('./load-kit.mjs').Till} till */
async function pokeAll(till) {
  const sent = [];
  for (let i = 1; i <= POKES; i++) {
    const args = orderArgs(till, /** @type {number} */ (till.free.shift()));
    const body = {
      protocolVersion: 1,
      schemaVersion: 1,
      clientId: till.clientId,
      deviceId: till.device.deviceId,
      mutations: [{ id: ++till.mutationId, name: 'order.create.v1', args, clientTime: Date.now() }],
    };
    const t = now();
    const r = await till.c.call('POST', '/api/v1/sync/push', body);
    if (r.json?.results?.[0]?.status !== 'applied') throw new Error(`push: ${r.status} ${r.text}`);
    // No later than the commit (see commitDur): the poke goes out after it.
    sent.push(t + commitDur(r.headers['server-timing']));
    await sleep(1000);
  }
  return sent;
}

/**
 * The machine's floor for the same fan-out: one process writing one small poke to each of SOCKETS plain TCP
 * sockets (fanout-floor.mjs), read by as many client processes as the real run: p50/p99 from the start of
 * its send loop, and how long the loop itself took.
 */
async function floor() {
  const floorServer = forkClient('fanout-floor.mjs');
  const clients = [];
  try {
    const { port } = await floorServer.ask({ type: 'listen' }, 'listening');
    const ready = [];
    for (let left = SOCKETS; left > 0; left -= PER_PROCESS) {
      const client = forkClient('fanout-client.mjs');
      clients.push(client);
      ready.push(client.ask({ type: 'start', port, count: Math.min(PER_PROCESS, left), raw: true }, 'ready'));
    }
    const connected = (await Promise.all(ready)).reduce((n, r) => n + r.open, 0);
    // A client's connect completes before the server's accept has run: wait until it has them all.
    let open = 0;
    for (let waited = 0; waited < 10_000 && open < connected; waited += 100) {
      ({ open } = await floorServer.ask({ type: 'count' }, 'counted'));
      if (open < connected) await sleep(100);
    }
    const blasts = [];
    for (let version = 1; version <= POKES; version++) {
      await sleep(1000);
      blasts.push(await floorServer.ask({ type: 'blast', version }, 'blasted'));
    }
    await sleep(1000);
    const answers = await Promise.all(clients.map((c) => c.ask({ type: 'collect' }, 'pokes')));
    const latencies = [];
    let missing = 0;
    for (const [k, blast] of blasts.entries()) {
      const times = answers.flatMap((a) => a.times[k + 1] ?? []);
      missing += open - times.length;
      for (const t of times) latencies.push(t - blast.startedAt);
    }
    latencies.sort((a, b) => a - b);
    const loop = round(Math.max(...blasts.map((b) => b.tookMs)), 1);
    return {
      open,
      missing,
      loop,
      p50: round(quantile(latencies, 0.5), 1),
      p99: round(quantile(latencies, 0.99), 1),
    };
  } finally {
    for (const client of clients) await client.stop();
    await floorServer.stop();
  }
}

export default {
  async run() {
    installHooks();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-fanout-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startServer(`file:${join(dir, 'fanout.sqlite')}`, dir, 'fanout');
    const clients = [];
    try {
      const { port } = server;
      const cashier = await signIn(port, CASHIER, DEMO_PASSWORD);
      const [till] = await tills(port, cashier, 1, 'demo');
      till.menu = pickMenu(await firstSync(cashier, till.device));

      const started = now();
      const ready = [];
      for (let left = SOCKETS; left > 0; left -= PER_PROCESS) {
        const client = forkClient('fanout-client.mjs');
        clients.push(client);
        const count = Math.min(PER_PROCESS, left);
        ready.push(client.ask({ type: 'start', port, cookie: cashier.cookie, count }, 'ready'));
      }
      const open = (await Promise.all(ready)).reduce((n, r) => n + r.open, 0);
      console.log(
        `  ${open} sockets open in ${round((now() - started) / 1000, 1)} s (${clients.length} processes); ` +
          `server RSS ${serverRssMb(server.pgid)} MB`,
      );

      const sent = await pokeAll(till);
      const answers = await Promise.all(clients.map((c) => c.ask({ type: 'collect' }, 'pokes')));
      const rss = serverRssMb(server.pgid);
      // The k-th poke version seen is the k-th push (one push at a time, a second apart).
      const versions = [...new Set(answers.flatMap((a) => Object.keys(a.times).map(Number)))].sort(
        (a, b) => a - b,
      );
      if (versions.length !== POKES) throw new Error(`${versions.length} pokes seen, ${POKES} pushes sent`);
      const latencies = [];
      let missing = 0;
      for (const [k, version] of versions.entries()) {
        const times = answers.flatMap((a) => a.times[version] ?? []);
        missing += open - times.length;
        for (const t of times) latencies.push(t - sent[k]);
      }
      latencies.sort((a, b) => a - b);
      const p50 = round(quantile(latencies, 0.5), 1);
      const p99 = round(quantile(latencies, 0.99), 1);
      const closed = answers.reduce((n, a) => n + a.closed, 0);
      console.log(
        `  ${POKES} pokes to ${open} sockets: p50 ${p50} ms, p99 ${p99} ms, max ${round(/** @type {number} */ (latencies.at(-1)), 1)} ms ` +
          `(${missing} deliveries missing, ${closed} sockets closed); server RSS ${rss} MB`,
      );
      const note = { sockets: open, pokes: POKES, missing, closed };
      for (const client of clients.splice(0)) await client.stop();
      await server.stop(); // the floor runs on a quiet machine, as the real run did
      const base = await floor();
      console.log(
        `  floor, ${base.open} plain TCP sockets of one process (no WebSocket, no database): ` +
          `p50 ${base.p50} ms, p99 ${base.p99} ms, send loop ${base.loop} ms (${base.missing} missing)`,
      );
      const floorNote = { sockets: base.open, pokes: POKES, missing: base.missing, sendLoopMs: base.loop };
      return [
        {
          what: `poke delivery p50, ${open} sockets (push committed → poke at the socket)`,
          value: p50,
          unit: 'ms',
          budget: null,
          met: null,
          note,
        },
        {
          what: `poke delivery p99, ${open} sockets`,
          value: p99,
          unit: 'ms',
          budget: '≤ 250 ms',
          met: missing === 0 && open === SOCKETS && p99 <= 250,
          note,
          why:
            missing > 0
              ? `${missing} pokes never reached their socket`
              : open < SOCKETS
                ? `only ${open} of ${SOCKETS} sockets opened`
                : `the floor below (plain TCP from one process: no WebSocket frames, HTTP or database) took ` +
                  `p99 ${base.p99} ms in this run: most of the delivery time is this machine writing to 10,000 ` +
                  'sockets (docs/benchmarks.md, journal 0022).',
        },
        {
          what: `floor: one process writing a poke to ${base.open} plain TCP sockets, p50 (from its send loop's start)`,
          value: base.p50,
          unit: 'ms',
          budget: null,
          met: null,
          note: floorNote,
        },
        {
          what: `floor: the same, p99 (what this machine allows before WebSocket, HTTP and the database)`,
          value: base.p99,
          unit: 'ms',
          budget: null,
          met: null,
          note: floorNote,
        },
        {
          what: `server RSS with ${open} sockets open`,
          value: rss,
          unit: 'MB',
          budget: '≤ 500 MB',
          met: rss <= 500,
        },
      ];
    } catch (error) {
      console.error(`  fanout server log (tail):\n${server.tail()}`);
      throw error;
    } finally {
      for (const client of clients) await client.stop();
      await server.stop();
      removeDir();
    }
  },
};
