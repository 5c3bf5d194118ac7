// The sync benchmark's results: its rows (docs/benchmarks.md), what this run measured that explains a missed
// budget, and the line it prints for each database.
import { LINES, round } from './load-kit.mjs';
import { LOAD_S, TILLS } from './sync-knobs.mjs';

/** @typedef {import('./types.d.mts').Row} Row */
/** @typedef {import('./sync.mjs').Phase} Phase */
/** @typedef {import('./sync-naive.mjs').Naive} Naive */

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
export function resultRows(label, phase, naive, budget) {
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
export function describe(label, phase, naive) {
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
