// Where a PostgreSQL REST create-order waits (issue 34, ADR 0071): the bench's load (two server processes, 50
// connections, durable) while a probe connection samples pg_stat_activity's wait events every 10 ms and the run
// counts commits, PostgreSQL's and the servers' CPU seconds (/proc), so the limit is named with numbers.
// `node scripts/bench/rest-pg-probe.mjs` (BENCH_REST_SECONDS, BENCH_REST_ENV as rest.mjs; BENCH_PROBE_PROCESSES=1|2;
// BENCH_PROBE_PG_SETTINGS, BENCH_PROBE_ANALYZE below). It also counts each table's sequential and index scans.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../pg-harness.mjs';
import { startServer } from './bench-server.mjs';
import { installHooks } from './cleanup.mjs';
import { createOrder, load, store } from './rest-load.mjs';
import { pgDriver } from './server-drivers.mjs';

const SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 5);
const PROCESSES = Number(process.env.BENCH_PROBE_PROCESSES ?? 2);
const EXTRA_ENV = JSON.parse(process.env.BENCH_REST_ENV ?? '{}');
const TICK = Number(process.env.BENCH_PROBE_TICK ?? 100); // clock ticks a second (getconf CLK_TCK)
/** More server settings, a JSON array (e.g. a statement log with timestamps to follow a group's round trips). */
const PG_SETTINGS = JSON.parse(process.env.BENCH_PROBE_PG_SETTINGS ?? '[]');
/**
 * BENCH_PROBE_ANALYZE=1: ANALYZE once the warm-up is over (ADR 0077): the sync statements' generic plans were
 * made on the fresh database's empty tables, so without statistics they scan tables the load grows under them.
 */
const ANALYZE = process.env.BENCH_PROBE_ANALYZE === '1';
const UNIX_SOCKET = process.env.BENCH_PROBE_UNIX_SOCKET === '1';

/**
 * A process's parent, command line, CPU ticks (user + system) and system calls (reads, writes; /proc/<pid>/io
 * counts the whole process, all its threads); null once it ended.
 * @param {string} pid
 */
function procOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const io = Object.fromEntries(
      readFileSync(`/proc/${pid}/io`, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(': ')),
    );
    return {
      ppid: Number(fields[1]),
      cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
      ticks: Number(fields[11]) + Number(fields[12]),
      syscalls: Number(io.syscr) + Number(io.syscw),
    };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU seconds and system calls of the processes `test` picks (by pid, parent and command line): only this run's
 * servers and PostgreSQL cluster, not the other work on the machine (other benches' and tests' clusters).
 * @param {(pid: number, p: { ppid: number, cmd: string }) => boolean} test
 */
function usageOf(test) {
  let ticks = 0;
  let syscalls = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const p = procOf(pid);
    if (!p || !test(Number(pid), p)) continue;
    ticks += p.ticks;
    syscalls += p.syscalls;
  }
  return { cpu: ticks / TICK, syscalls };
}

installHooks();
const dir = mkdtempSync(join(tmpdir(), 'tavola-pg-probe-'));
const pg = await startPostgres({
  settings: [
    'fsync=on',
    'synchronous_commit=on',
    'full_page_writes=on',
    // statements a order: counted over the measured window
    'shared_preload_libraries=pg_stat_statements',
    ...PG_SETTINGS,
  ],
});
const servers = [];
try {
  const { Client } = pgDriver();
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query('create database probe');
  // BENCH_PROBE_UNIX_SOCKET=1: the servers reach PostgreSQL through its Unix socket instead of TCP on 127.0.0.1
  // (ADR 0083: a same-host deployment; loopback TCP costs both sides their network stack on every write)
  const socketDir = UNIX_SOCKET
    ? (await admin.query('show unix_socket_directories')).rows[0].unix_socket_directories
    : '';
  const url = UNIX_SOCKET
    ? `postgres://postgres@${encodeURIComponent(socketDir.split(',')[0].trim())}:${new URL(pg.url).port}/probe`
    : pg.url.replace(/\/postgres(\?|$)/, '/probe$1');
  await admin.end();
  for (let i = 0; i < PROCESSES; i++) servers.push(await startServer(url, dir, `probe-${i}`, EXTRA_ENV));
  const ports = servers.map((s) => s.port);
  const s = await store(ports[0]);
  const probe = new Client({ connectionString: url });
  await probe.connect();
  await probe.query('create extension if not exists pg_stat_statements');
  const dbStats = async () =>
    (await probe.query("select xact_commit::int as c from pg_stat_database where datname = 'probe'")).rows[0]
      .c;
  // the cluster: its postmaster (the parent of our backend) and every process it started
  const backend = (await probe.query('select pg_backend_pid() as pid')).rows[0].pid;
  const postmaster = procOf(String(backend))?.ppid ?? -1;
  const pgUsage = () => usageOf((pid, p) => pid === postmaster || p.ppid === postmaster);
  // the servers this run started (their own process groups, still our children)
  const nodeUsage = () =>
    usageOf((_pid, p) => p.ppid === process.pid && p.cmd.includes('dist/server/main.mjs'));
  const pgCpu = () => pgUsage().cpu;
  const nodeCpu = () => nodeUsage().cpu;
  let syscalls0 = { pg: 0, node: 0 };
  /** @type {Record<string, number>} */
  const waits = {};
  let samples = 0;
  let sampling = true;
  let commits0 = 0;
  let walSyncs0 = 0;
  /** WAL flushes (`fdatasync`s) of the whole cluster (ADR 0083: one a group, not two). */
  const walSyncs = async () =>
    (await probe.query('select wal_sync::bigint as n from pg_stat_wal')).rows[0].n * 1;
  let cpu0 = { pg: 0, node: 0 };
  /** This process's CPU (the load's 50 connections and the sampler): it shares the servers' cores. */
  let loader0 = process.cpuUsage();
  const sampler = (async () => {
    // the load warms up 2 s first: sample its measured window only
    await new Promise((r) => setTimeout(r, 2000));
    if (ANALYZE) await probe.query('analyze');
    commits0 = await dbStats();
    walSyncs0 = await walSyncs();
    await probe.query('select pg_stat_statements_reset()');
    cpu0 = { pg: pgCpu(), node: nodeCpu() };
    syscalls0 = { pg: pgUsage().syscalls, node: nodeUsage().syscalls };
    loader0 = process.cpuUsage();
    while (sampling) {
      const { rows } = await probe.query(
        "select state, wait_event_type, wait_event from pg_stat_activity where datname = 'probe' and pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
      samples++;
      for (const r of rows) {
        const key =
          r.state === 'active'
            ? `active: ${r.wait_event_type ?? 'CPU'}/${r.wait_event ?? '-'}`
            : `${r.state}`;
        waits[key] = (waits[key] ?? 0) + 1;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const m = await load(ports, s.cookie, 50, SECONDS, createOrder(s));
  sampling = false;
  await sampler;
  const commits = (await dbStats()) - commits0;
  const flushes = (await walSyncs()) - walSyncs0;
  const statements = (
    await probe.query(
      "select calls::int as calls, round(total_exec_time)::int as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as q from pg_stat_statements where query not ilike '%pg_stat%' order by calls desc limit 14",
    )
  ).rows;
  const cpu = { pg: pgCpu() - cpu0.pg, node: nodeCpu() - cpu0.node };
  const syscalls = { pg: pgUsage().syscalls - syscalls0.pg, node: nodeUsage().syscalls - syscalls0.node };
  const loaderUsage = process.cpuUsage(loader0);
  const loaderCpu = (loaderUsage.user + loaderUsage.system) / 1e6;
  const scans = (
    await probe.query(
      "select relname, seq_scan::int as seq, seq_tup_read::bigint as tuples, idx_scan::int as idx from pg_stat_user_tables where relname in ('orders', 'order_items') order by relname",
    )
  ).rows;
  await probe.end();
  const orders = m.rate * SECONDS;
  console.log(
    `${PROCESSES} processes, 50 connections, ${SECONDS} s: ${m.rate} orders/s, p50 ${m.p50} ms, p99 ${m.p99} ms`,
  );
  console.log(
    `commits ${commits} (${(orders / Math.max(1, commits)).toFixed(2)} orders a commit, guards' and reads' transactions included)`,
  );
  console.log(`WAL flushes ${flushes} (${(flushes / orders).toFixed(3)} an order)`);
  console.log(
    `CPU s a second: PostgreSQL ${(cpu.pg / SECONDS).toFixed(2)}, servers ${(cpu.node / SECONDS).toFixed(2)}; ms an order: PostgreSQL ${((1000 * cpu.pg) / orders).toFixed(2)}, servers ${((1000 * cpu.node) / orders).toFixed(2)}`,
  );
  console.log(
    `CPU of the loader (this process): ${(loaderCpu / SECONDS).toFixed(2)} s a second, ${((1000 * loaderCpu) / orders).toFixed(2)} ms an order`,
  );
  console.log(
    `system calls (reads and writes) an order: PostgreSQL ${(syscalls.pg / orders).toFixed(2)}, servers ${(syscalls.node / orders).toFixed(2)}`,
  );
  console.log('statements (calls an order, executing ms an order, text):');
  for (const r of statements)
    console.log(
      `  ${(r.calls / orders).toFixed(2).padStart(6)}  ${(r.ms / orders).toFixed(3).padStart(7)}  ${r.q}`,
    );
  for (const r of scans)
    console.log(`  ${r.relname}: ${r.seq} sequential scans reading ${r.tuples} rows, ${r.idx} index scans`);
  const total = Object.values(waits).reduce((a, b) => a + b, 0);
  console.log(`backends sampled ${samples} times (mean ${(total / samples).toFixed(1)} connections):`);
  for (const [k, n] of Object.entries(waits).sort((a, b) => b[1] - a[1]))
    console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)}%  ${k}`);
} finally {
  for (const sv of servers) await sv.stop();
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
