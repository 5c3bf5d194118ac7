// `npm start`: install, build the PWA, migrate, seed the demo restaurant, serve PWA + API + WebSocket on one port.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { install, must, root, SERVER_NODE_FLAGS, serverEntry } from './lib.mjs';
import { announceSqliteBuild } from './sqlite-driver.mjs';

announceSqliteBuild(root);
install();

const dist = join(root, 'pwa', 'dist');
if (process.env.SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
  /** @type {(dir: string) => number} the latest modification time of a file under `dir` */
  const newest = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(newest(join(root, 'pwa', 'src')), newest(join(root, 'shared', 'src')));
  if (sources > built) {
    console.log('› building the PWA');
    must('node', ['scripts/pnpm.mjs', '--filter', '@tavola/pwa', 'run', 'build']);
  }
}

mkdirSync(join(root, 'data'), { recursive: true });
const env = {
  PWA_DIST: dist,
  DATABASE_URL: process.env.DATABASE_URL || `file:${join(root, 'data', 'tavola.sqlite')}`,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  NODE_ENV: process.env.NODE_ENV || 'production',
  // ADR 0042: the demo restaurant's checkout is the demo provider (no money moves) unless Razorpay is set up.
  DEMO_PAYMENTS: process.env.DEMO_PAYMENTS ?? 'true',
  // Reset links are built only from PUBLIC_URL (never the request's Host): the demo serves localhost.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`,
};
// The server runs as a child that this process waits for: a SIGTERM or SIGINT sent to `npm start` alone (a
// process manager stopping it) reaches the server, which closes cleanly (it ignores a repeated signal, as when
// Ctrl+C reaches both), and its exit status is this one's.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry()], {
  stdio: 'inherit',
  cwd: join(root, 'sync-server'),
  env: { ...process.env, ...env },
});
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
