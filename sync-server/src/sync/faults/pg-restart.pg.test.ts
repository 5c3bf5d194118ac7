// Issue 28 point 3, the short fault run of `pnpm bench faults`' PostgreSQL restart phase (ADR 0045): two server
// processes (src/main.ts through tsx; one pushing on the push thread, one on the main thread) on a cluster of
// the test's own, 5 tills pushing, process 0 SIGKILLed and started again, then PostgreSQL stopped
// (`pg_ctl stop -m fast`) for 3 s and started again with the servers left running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultRun } from '../../../test/fault-run.ts';
import { ownClusterSkipReason, type PostgresCluster, startOwnCluster } from '../../../test/pg-cluster.ts';

/** Issue 28: every instance acknowledges pushes again within 10 s of PostgreSQL's start, without a restart. */
const BACK_WITHIN_MS = 10_000;

const skipped = ownClusterSkipReason();

(skipped ? describe.skip : describe)(
  `[issue 28] two processes through a SIGKILL and a PostgreSQL restart [pg]${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    let dir: string;
    beforeAll(async () => {
      cluster = await startOwnCluster();
      dir = mkdtempSync(join(tmpdir(), 'tavola-pg-restart-'));
    }, 60_000);
    afterAll(async () => {
      await cluster?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('every instance acknowledges pushes again within 10 s of the start; nothing acknowledged is lost or doubled, nothing left unsent, no process dies', async () => {
      const lines: string[] = [];
      const r = await faultRun({
        label: 'pg-restart',
        databaseUrl: cluster.url,
        dir,
        processes: 2,
        tills: 5,
        seconds: 12,
        orderMs: 400,
        kills: 1,
        outage: { cluster, downMs: 3000 },
        threads: ['on', 'off'],
        source: true,
        log: (text) => lines.push(text),
      });
      const context = JSON.stringify({ ...r, narration: lines });
      if (process.env.FAULT_RUN_REPORT) console.info(`${lines.join('\n')}\n${context}`);
      expect(r.errors['push HTTP 503'], `the tills met the outage: ${context}`).toBeGreaterThan(0);
      expect(r.outage?.resumedMs, context).toHaveLength(2);
      for (const ms of r.outage?.resumedMs ?? []) {
        expect(ms, context).not.toBeNull();
        expect(ms, context).toBeLessThanOrEqual(BACK_WITHIN_MS);
      }
      expect(r.saved, context).toBeGreaterThan(0);
      expect(
        { lost: r.lost, duplicated: r.duplicated, tokenClashes: r.tokenClashes, unsent: r.unsent },
        context,
      ).toEqual({ lost: 0, duplicated: 0, tokenClashes: 0, unsent: 0 });
      expect(r.notConverged, context).toBe(0);
      expect(r.exits, context).toEqual([]);
      expect(r.crashLines, context).toEqual([]);
      expect(r.answers500, context).toBe(0);
    }, 120_000);
  },
);
