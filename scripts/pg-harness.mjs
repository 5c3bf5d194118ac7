// Throwaway PostgreSQL clusters for tests: initdb + pg_ctl on a free port in a temp dir (docs/architecture.md §9).
// As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
//   import { startPostgres } from './pg-harness.mjs'; const { url, stop } = await startPostgres();
//   node scripts/pg-harness.mjs <command...>   runs the command with DATABASE_URL and TEST_PG_URL set.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgBinDir } from '../sync-server/src/ops/pg-bin.mjs';

/** The bin directory holding initdb and pg_ctl: $PG_BIN, the highest /usr/lib/postgresql/<v>/bin, or PATH. */
export const findPgBin = () => pgBinDir(['initdb', 'pg_ctl']);

const isRoot = () => process.getuid?.() === 0;

/** The command line of a PostgreSQL tool, as the `postgres` user when we are root. */
function toolCommand(bin, tool, args) {
  const file = join(bin, tool);
  return !isRoot()
    ? [file, args]
    : existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : ['su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(shellQuote).join(' ')]];
}

const toolFailed = (tool, args, status, output) =>
  new Error(`${tool} ${args.join(' ')} failed (${status}):\n${output}`);

/** Runs a PostgreSQL tool and waits for it (blocking). */
function runTool(bin, tool, args) {
  const result = spawnSync(...toolCommand(bin, tool, args), { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    throw toolFailed(tool, args, result.status, output);
  }
}

/** Runs a PostgreSQL tool without blocking the event loop: a caller's clients keep running meanwhile. */
function runToolAsync(bin, tool, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(...toolCommand(bin, tool, args), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => reject(toolFailed(tool, args, null, String(error))));
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(toolFailed(tool, args, status, output)),
    );
  });
}

const shellQuote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = new Set();
let hooksInstalled = false;

function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', () => {
    for (const stop of running) stop();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      for (const stop of running) stop();
      process.kill(process.pid, signal); // our once-handler is gone: the default action now applies
    });
  }
}

const PREFIX = 'tavola-pg-';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Stops and removes clusters left by harness processes that died without cleaning up (kill -9). */
function sweepOrphans(bin) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    let owner;
    try {
      owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
    } catch {
      continue; // being created right now, or not ours
    }
    if (!Number.isInteger(owner) || alive(owner)) continue;
    try {
      if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
        runTool(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      }
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a fresh cluster. `url` connects as superuser `postgres` (trust auth) to database `postgres`. `settings`:
 * more `-c name=value` server options (a benchmark's `shared_preload_libraries=pg_stat_statements`). `pause()`
 * stops the server (fast shutdown: sessions are ended) and keeps its data; `resume()` starts it again on the same
 * port (a test of the server riding out a database outage, ADR 0045); both run pg_ctl without blocking the caller.
 */
export async function startPostgres({ settings = [] } = {}) {
  const bin = findPgBin();
  if (!bin)
    throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found; install postgresql or set PG_BIN');
  sweepOrphans(bin);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error('running as root but there is no `postgres` user to run the cluster as');
    }
    chownSync(dir, uid, gid);
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    try {
      if (existsSync(join(data, 'postmaster.pid')))
        runTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  running.add(stop);
  installExitHooks();

  try {
    writeFileSync(join(dir, 'owner.pid'), String(process.pid));
    runTool(bin, 'initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    let port;
    let options;
    const startArgs = () => [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ];
    const start = () => runTool(bin, 'pg_ctl', startArgs());
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
        ...settings.map((setting) => `-c ${setting}`),
      ].join(' ');
      try {
        start();
        break;
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(join(dir, 'postgres.log'))
            ? readFileSync(join(dir, 'postgres.log'), 'utf8')
            : '';
          throw new Error(`${error.message}\n${log}`);
        }
      }
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => stop(),
      pause: () => runToolAsync(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
      resume: () => runToolAsync(bin, 'pg_ctl', startArgs()),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main(argv) {
  if (argv.length === 0) {
    console.error('usage: node scripts/pg-harness.mjs <command...>');
    return 2;
  }
  const { url, stop } = await startPostgres();
  try {
    const env = { ...process.env, DATABASE_URL: url, TEST_PG_URL: url };
    // One argument with spaces is a shell command line ("pnpm test && ..."); several are argv.
    const useShell = argv.length === 1 && /\s/.test(argv[0]);
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env, shell: useShell });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const code = await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(error.message);
        resolve(127);
      });
      child.on('exit', (status, signal) => resolve(status ?? 128 + (constants.signals[signal] ?? 0)));
    });
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    return code;
  } finally {
    await stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
