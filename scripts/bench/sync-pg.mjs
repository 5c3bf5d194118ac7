// The sync benchmark's PostgreSQL side: the orders' commit instants (kitchen latency from the commit itself),
// ANALYZE before the window, and the statement statistics of BENCH_SYNC_PG_STATS.
import { writeFileSync } from 'node:fs';
import { now } from './load-kit.mjs';
import { withPg } from './server-drivers.mjs';
import { PG_STATS } from './sync-knobs.mjs';

/**
 * When each order committed, on this process's monotonic clock: PostgreSQL's commit timestamp of the
 * transaction that inserted it (`track_commit_timestamp`, on in the bench's cluster), taken as the commit
 * record is written, just before the WAL flush (tens of µs on this disk) and the commit's visibility. It is
 * PostgreSQL's wall-clock time, mapped onto `now()` by reading that clock from here just after the load. The push's
 * COMMIT going out (Server-Timing) is no later than the commit, but on PostgreSQL the group's writes are still
 * being executed then (ADR 0014): from it, latency counts their execution too (both are reported).
 * @param {string} url
 * @param {string[]} ids
 * @returns {Promise<Map<string, number>>}
 */
export async function commitInstants(url, ids) {
  return withPg(url, async (query) => {
    // PostgreSQL's clock against ours, read now: the sample with the shortest round trip of twenty, its
    // reading taken at the middle of that round trip (to within half of it, some 0.1 ms here).
    let best = { rtt: Number.POSITIVE_INFINITY, wallMinusMonotonic: 0 };
    for (let i = 0; i < 20; i++) {
      const before = now();
      const [{ wall }] = await query('select extract(epoch from clock_timestamp())::float8 * 1000 as wall');
      const after = now();
      if (after - before < best.rtt)
        best = { rtt: after - before, wallMinusMonotonic: wall - (before + after) / 2 };
    }
    const { wallMinusMonotonic } = best;
    const rows = [];
    for (let i = 0; i < ids.length; i += 1000) {
      rows.push(
        ...(await query(
          `select id, extract(epoch from pg_xact_commit_timestamp(xmin))::float8 * 1000 as at
            from orders where id = any($1)`,
          [ids.slice(i, i + 1000)],
        )),
      );
    }
    if (rows.length !== ids.length || rows.some((r) => r.at === null)) {
      throw new Error(`commit timestamps for ${rows.length} of ${ids.length} orders`);
    }
    return new Map(rows.map((r) => [r.id, r.at - wallMinusMonotonic]));
  });
}

/**
 * ANALYZE of the whole database, as autovacuum's first pass on a live cluster. With BENCH_SYNC_PG_STATS the
 * statement statistics start here too, so that they count the window, not the warm-up.
 * @param {string} url
 */
export async function analyze(url) {
  await withPg(url, async (query) => {
    await query('analyze');
    if (PG_STATS) {
      await query('create extension if not exists pg_stat_statements');
      await query('select pg_stat_statements_reset()');
    }
  });
}

/**
 * PostgreSQL's statements by total time (pg_stat_statements, preloaded when BENCH_SYNC_PG_STATS is set); `reset`
 * starts the statistics afresh for what comes next.
 * @param {string} url
 * @param {string} file
 */
export async function writeStatementStats(url, file, reset = false) {
  await withPg(url, async (query) => {
    // The extension was created by `analyze`, which reset the statistics before the window.
    const rows = await query(`
      select calls, round(total_exec_time) as exec_ms, round(total_plan_time) as plan_ms, rows, shared_blks_hit,
        query
      from pg_stat_statements order by total_exec_time + total_plan_time desc limit 40`);
    /** @param {Record<string, any>} r a row of pg_stat_statements (untyped, as node-postgres answers it) */
    const line = (r) =>
      [r.exec_ms, r.plan_ms, r.calls, r.rows, r.shared_blks_hit, r.query.replace(/\s+/g, ' ')].join('\t');
    writeFileSync(
      file,
      `exec_ms\tplan_ms\tcalls\trows\tshared_blks_hit\tquery\n${rows.map(line).join('\n')}\n`,
    );
    console.log(`  PostgreSQL: statement statistics in ${file}`);
    if (reset) await query('select pg_stat_statements_reset()');
  });
}
