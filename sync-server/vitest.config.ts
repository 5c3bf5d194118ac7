// Tests: `*.test.ts` on SQLite, `*.pg.test.ts` on a throwaway PostgreSQL cluster that test/global-setup.ts
// starts once per run (or TEST_PG_URL). See CONTEXT.md.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two files at a time even on 2 cores: a server test mostly waits (fsync, PostgreSQL, sockets), and every
    // file has its own databases (test/databases.ts); vitest's default would be one worker (cores - 1).
    maxWorkers: 2,
  },
});
