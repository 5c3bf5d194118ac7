// Helpers shared by the root scripts: run a command, find pnpm and Chromium. Plain ESM, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const isCI = process.env.CI === 'true' || process.env.CI === '1';

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The pinned pnpm, e.g. "pnpm@10.34.8". */
export const pnpmSpec = pkg.packageManager;

/**
 * Runs a command in the repository's root with the terminal attached; its exit code.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

/**
 * Runs a command as `run` does and exits with its code when it fails.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
export function must(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * pnpm through npx, pinned by packageManager, so a machine with only Node and npm works.
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
export const pnpm = (args, opts) => run('npx', ['--yes', pnpmSpec, ...args], opts);
/**
 * `pnpm`, exiting when it fails.
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
export const mustPnpm = (args, opts) => must('npx', ['--yes', pnpmSpec, ...args], opts);

export function install() {
  console.log('› installing dependencies');
  mustPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we may (root or passwordless sudo). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : spawnSync('sudo', ['-n', 'true']).status === 0 ? ['sudo', '-n'] : null;
  if (!sudo) {
    console.error(
      `Chromium is missing at ${CHROMIUM} and this user may not install it (apt-get install chromium).`,
    );
    return false;
  }
  console.log('› installing Chromium from Debian (package chromium)');
  /** @param {string[]} args */
  const apt = (args) =>
    sudo.length
      ? run(/** @type {string} */ (sudo[0]), [...sudo.slice(1), 'apt-get', ...args], {
          env: { DEBIAN_FRONTEND: 'noninteractive' },
        })
      : run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']) !== 0) {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  return existsSync(CHROMIUM);
}

/**
 * Node's flags for the server wherever it runs as production does (`npm start`, the e2e server, the benchmarks;
 * the Dockerfile and the unit in docs/deploy.md say the same): V8's background threads (concurrent marking,
 * parallel scavenges, optimising compiles) sized to the machine, one fewer than its cores and at least one,
 * instead of Node's fixed 4, which on 2 cores shared with PostgreSQL crowd the server's own two threads (ADR 0014).
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=0'];

/**
 * The compiled server (sync-server/dist/server/main.mjs, ADR 0018), built first when a source is newer: what
 * `npm start`, the e2e server and the benchmarks run, as production does.
 */
export function serverEntry() {
  const serverDir = join(root, 'sync-server');
  must('node', [join(serverDir, 'scripts', 'build.mjs'), '--if-stale'], { cwd: serverDir });
  return join(serverDir, 'dist', 'server', 'main.mjs');
}
