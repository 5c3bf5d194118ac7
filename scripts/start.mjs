// `npm start`: install, build the PWA, migrate, seed the demo restaurant, serve PWA + API + WebSocket on one port.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { install, must, root, SERVER_NODE_FLAGS, serverEntry } from './lib.mjs';

install();

const dist = join(root, 'pwa', 'dist');
if (process.env.SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
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
};
must('node', [...SERVER_NODE_FLAGS, serverEntry()], { env, cwd: join(root, 'sync-server') });
