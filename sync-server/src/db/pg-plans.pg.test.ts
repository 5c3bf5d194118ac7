// ADR 0014: the sync statements' connections (the short reads' pool, the push thread's database) run named
// statements on their generic plan from the first execution; the main pool keeps PostgreSQL's default.
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { describePgWith, type OpenTestDatabaseUrl, pgTestDatabaseUrl } from '../../test/databases.ts';
import type { AppDb, Database } from './index.ts';
import { openPg } from './pg.ts';

function planSuite(openUrl: OpenTestDatabaseUrl) {
  const opened: Database[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const drop of drops.splice(0)) await drop();
  });
  const mode = async (db: AppDb | undefined) => {
    const { rows } = await (
      db as unknown as { execute(q: unknown): Promise<{ rows: { plan_cache_mode: string }[] }> }
    ).execute(sql`show plan_cache_mode`);
    return rows[0]?.plan_cache_mode;
  };

  it('generic plans on the short reads and on a sync-only database; the default on the main pool', async () => {
    const { url, drop } = await openUrl();
    drops.push(drop);
    const server = await openPg(url);
    const pushThread = await openPg(url, { syncOnly: true });
    opened.push(server, pushThread);
    expect(await mode(server.db)).toBe('auto');
    expect(await mode(server.shortReads)).toBe('force_generic_plan');
    expect(await mode(pushThread.db)).toBe('force_generic_plan');
    expect(await mode(pushThread.shortReads)).toBe('force_generic_plan');
  });

  it('[PGW2] the push thread prices scans out unless SYNC_PG_KEYED_PLANS=off gives it keyedPlans: false', async () => {
    const { url, drop } = await openUrl();
    drops.push(drop);
    const keyed = await openPg(url, { syncOnly: true });
    const planners = await openPg(url, { syncOnly: true, keyedPlans: false });
    opened.push(keyed, planners);
    const seqscan = async (db: AppDb | undefined) => {
      const { rows } = await (
        db as unknown as { execute(q: unknown): Promise<{ rows: { enable_seqscan: string }[] }> }
      ).execute(sql`show enable_seqscan`);
      return rows[0]?.enable_seqscan;
    };
    expect([await seqscan(keyed.db), await seqscan(keyed.shortReads)]).toEqual(['off', 'off']);
    expect([await seqscan(planners.db), await seqscan(planners.shortReads)]).toEqual(['on', 'on']);
  });
}

describePgWith('PostgreSQL plan cache mode', planSuite, pgTestDatabaseUrl);
