// The benches' server process: the compiled sync-server (or its source through tsx) started as deployed, on a
// free port and in a process group of its own, stopped with everything it started; and its resident memory.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, SERVER_NODE_FLAGS, serverEntry } from '../lib.mjs';
import { onCleanup } from './cleanup.mjs';
import { round, sleep } from './load-kit.mjs';

const serverDir = join(root, 'sync-server');
/** Node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it under this load. */
const SERVER_FLAGS = (process.env.BENCH_SYNC_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

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
