// Idle server benchmark (issue 8): resident memory of the server started as `npm start` starts it
// (node sync-server/dist/server/main.mjs, compiled, NODE_ENV=production, the built PWA when there is one, a new SQLite file seeded
// with the demo restaurant), read IDLE_S seconds after it first answered /healthz, with no client connected.
// Knob: BENCH_IDLE_S.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { serverRssMb, startServer } from './bench-server.mjs';
import { installHooks, onCleanup } from './cleanup.mjs';
import { sleep } from './load-kit.mjs';

const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 5);

export default {
  async run() {
    installHooks();
    const dir = mkdtempSync(join(tmpdir(), 'tavola-bench-idle-'));
    const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const dist = join(root, 'pwa', 'dist');
    const server = await startServer(`file:${join(dir, 'idle.sqlite')}`, dir, 'idle', {
      NODE_ENV: 'production',
      ...(existsSync(join(dist, 'index.html')) ? { PWA_DIST: dist } : {}),
    });
    try {
      await sleep(IDLE_S * 1000);
      const rss = serverRssMb(server.pgid);
      console.log(`  idle server RSS ${rss} MB, ${IDLE_S} s after start with the demo data`);
      return [
        {
          what: `idle server RSS (started as npm start, demo data, ${IDLE_S} s after start)`,
          value: rss,
          unit: 'MB',
          budget: '≤ 150 MB',
          met: rss <= 150,
        },
      ];
    } finally {
      await server.stop();
      removeDir();
    }
  },
};
