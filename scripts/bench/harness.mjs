// Pieces the benchmarks share: cleanup of children and temp dirs on any exit, TypeScript children under tsx,
// a real server process on a free port, medians. Plain ESM.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, SERVER_NODE_FLAGS, serverEntry } from '../lib.mjs';

export const serverDir = join(root, 'sync-server');
export const TSX = join(serverDir, 'node_modules', '.bin', 'tsx');

/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @type {(x: number, digits?: number) => number} */
export const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
/** @type {(xs: readonly number[]) => number} */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * A numeric constant of the product's source (`const NAME = 123`), so that a benchmark measuring against it
 * cannot drift from the code it measures. `file` is relative to the repository's root.
 * @param {string} file
 * @param {string} name
 */
export function sourceConstant(file, name) {
  const m = new RegExp(`const ${name} = (\\d+)`).exec(readFileSync(join(root, file), 'utf8'));
  if (!m) throw new Error(`${name} not found in ${file}`);
  return Number(m[1]);
}

/** @type {Set<() => void>} */
const cleanups = new Set();
let hooked = false;
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
/**
 * Registers `fn` to run on exit or a signal; the returned function runs it now (once) and unregisters it.
 * @param {() => void} fn
 * @returns {() => void}
 */
export function onCleanup(fn) {
  if (!hooked) {
    hooked = true;
    process.on('exit', cleanupAll);
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
      process.once(signal, () => {
        cleanupAll();
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    }
  }
  cleanups.add(fn);
  return () => {
    if (!cleanups.delete(fn)) return;
    try {
      fn();
    } catch {
      // best effort, as on exit
    }
  };
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

/**
 * Runs a script under tsx (so it may import the server's TypeScript); rejects on a non-zero exit.
 * @param {string} file
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<void>}
 */
export function runTsx(file, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [file, ...args], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    const release = onCleanup(() => process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL'));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      release();
      if (code === 0) resolve();
      else reject(new Error(`${file} exited with ${code ?? signal}`));
    });
  });
}

/** @type {(port: number) => Promise<boolean>} */
const healthy = (port) =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });

/**
 * The real server, compiled as production runs it (ADR 0018), on a free port, serving the built PWA, logging to
 * `<dir>/server.log`. Its own process group, so that everything it started goes on stop.
 * @param {{ databaseUrl: string, dir: string, env?: NodeJS.ProcessEnv }} options
 */
export async function startServer({ databaseUrl, dir, env = {} }) {
  const port = await freePort();
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry()], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PWA_DIST: join(root, 'pwa', 'dist'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
  });
  closeSync(log);
  let exited = false;
  /** @type {Promise<void>} */
  const exit = new Promise((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
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
  const deadline = Date.now() + 90_000;
  while (!(await healthy(port))) {
    if (exited || Date.now() > deadline) {
      release();
      throw new Error(
        `the server ${exited ? 'exited' : 'did not answer /healthz'} while starting:\n${tail()}`,
      );
    }
    await sleep(200);
  }
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    tail,
    async stop() {
      if (!exited) {
        killGroup('SIGTERM');
        await Promise.race([exit, sleep(15_000)]);
      }
      killGroup('SIGKILL');
      release();
    },
  };
}

/**
 * `startServer` on a fresh SQLite file in a temp dir (`tavola-bench-<label>-*`, removed on stop or exit), at
 * LOG_LEVEL warn; `prepare(databaseUrl)` runs first (a seed script).
 * @param {{ label: string, env?: NodeJS.ProcessEnv, prepare?: (databaseUrl: string) => Promise<void> }} options
 */
export async function startTempServer({ label, env = {}, prepare = async () => {} }) {
  const dir = mkdtempSync(join(tmpdir(), `tavola-bench-${label}-`));
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  try {
    const databaseUrl = `file:${join(dir, `${label}.sqlite`)}`;
    await prepare(databaseUrl);
    const server = await startServer({ databaseUrl, dir, env: { LOG_LEVEL: 'warn', ...env } });
    return {
      ...server,
      async stop() {
        await server.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** The demo restaurant (SEED_DEMO) on a fresh SQLite file: `startTempServer` for benches that seed over REST. */
/** @param {string} label */
export const startDemoServer = (label) => startTempServer({ label, env: { SEED_DEMO: 'true' } });
