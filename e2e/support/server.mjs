// Starts the real server for e2e, compiled as production runs it (ADR 0018), on a fresh SQLite file in a
// temporary directory, seeded with the demo restaurant.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { SERVER_NODE_FLAGS, serverEntry } = await import(join(root, 'scripts', 'lib.mjs'));
const port = process.argv[2] ?? '3999';
const dir = mkdtempSync(join(tmpdir(), 'tavola-e2e-'));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry()], {
  cwd: join(root, 'sync-server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'e2e.sqlite')}`,
    PWA_DIST: join(root, 'pwa', 'dist'),
    SEED_DEMO: 'true',
    // The diner specs pay online through the demo provider (ADR 0042: off unless asked for).
    DEMO_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
    // Many specs sign in from 127.0.0.1 within a minute; the limit itself is tested in sync-server.
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Map tiles are an outside service: no spec fetches them (devices-and-start.spec routes its own to a fake).
    MAP_TILE_URL: 'off',
    // SUP1: a support phone, so the inactive-account screen offers Call Admin
    SUPPORT_PHONE: '+1 555 010 0100',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
