// `npm test`: install what is missing, then cheap checks first: format/lint/types, migrations, unit, server
// (SQLite and PostgreSQL), build, e2e in Chromium. Under CI=true a missing PostgreSQL or Chromium fails.
import { existsSync } from 'node:fs';
import { CHROMIUM, ensureChromium, install, isCI, must, mustPnpm } from './lib.mjs';
import { findPgBin } from './pg-harness.mjs';

const started = Date.now();
/** @param {string} name */
const step = (name) => console.log(`\n━━ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);

step('install');
install();
const haveChromium = ensureChromium();
if (!haveChromium && isCI) {
  console.error('✗ Chromium is required under CI');
  process.exit(1);
}
if (!findPgBin()) {
  const msg = 'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin';
  if (isCI) {
    console.error(`✗ ${msg}; required under CI`);
    process.exit(1);
  }
  console.warn(`! ${msg}: PostgreSQL suites will be skipped`);
}

step('format, lint, types');
mustPnpm(['run', 'check:all']);

step('migrations are append-only and up to date');
must('node', ['scripts/check-migrations.mjs']);

step('unit: shared');
mustPnpm(['--filter', '@tavola/shared', 'run', 'test']);
step('unit: pwa');
mustPnpm(['--filter', '@tavola/pwa', 'run', 'test']);
step('server: SQLite and PostgreSQL');
mustPnpm(['--filter', '@tavola/sync-server', 'run', 'test']);

step('build the PWA');
mustPnpm(['--filter', '@tavola/pwa', 'run', 'build']);

if (existsSync(CHROMIUM)) {
  step('e2e in Chromium');
  mustPnpm(['--filter', '@tavola/e2e', 'run', 'e2e']);
} else {
  console.warn('! Chromium missing: e2e skipped (install the Debian package chromium)');
}
step('all tests passed');
