// CPU accounting of the benches from Linux /proc: the CPU time of a process, a process group or PostgreSQL's
// processes, the machine's busy share, and the cores each part used between two snapshots.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { round, sleep } from './load-kit.mjs';
import { isPg } from './server-drivers.mjs';

/**
 * CPU counters at one instant: milliseconds of CPU by part (server, kitchen, tills, database, the naive loop),
 * and the machine's busy and total jiffies.
 * @typedef {{ machine: { busy: number, total: number } } & Record<string, unknown>} CpuSnapshot
 */
/** Cores each part used between two snapshots, and `machineBusy`, the machine's busy share. @typedef {Record<string, number>} Cores */

/**
 * CPU milliseconds (user + system) of a process group (`pgid`), of one process (`pid`), or of a process and its
 * children (`parent`: PostgreSQL's backends are children of the postmaster, each in a session of its own).
 * Linux /proc only.
 * @param {{ pgid?: number | undefined, pid?: number | undefined, parent?: number | undefined }} of
 */
export function cpuMs({ pgid, pid, parent }) {
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

/** Busy and total jiffies of the whole machine (every process, PostgreSQL's included). */
export function machineTicks() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = f[3] + f[4];
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * The postmaster of the PostgreSQL cluster listening on the URL's port.
 * @param {string} url
 */
export function postmaster(url) {
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
export function cpuSnapshot(server, kitchen, dbPid) {
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
export function cpuShare(a, b, seconds) {
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

/** Share of both cores busy over `ms` (other work on the machine skews every figure: reported beside them). */
export async function backgroundLoad(ms = 1000) {
  if (!existsSync('/proc/stat')) return null;
  const a = machineTicks();
  await sleep(ms);
  const b = machineTicks();
  return round((b.busy - a.busy) / (b.total - a.total), 2);
}
