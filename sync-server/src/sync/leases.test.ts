// TOK1: a lease reads the device's printed tokens of the day; on a busy day that must not mean reading every
// order of the store (it did: 1.6 ms a lease at 10,000 orders, on the thread that serves every request), nor
// every token the device printed that day (ADR 0014: only the numbers of its open blocks).
import { expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { dayBlocks, printedAmong } from './leases.ts';
import { leasesQuery } from './push-statements.ts';
import { type Prepared, prepared } from './store/plan.ts';

/** The SQLite plan of a prepared query with its parameters bound. */
function planOf(database: Database, query: Prepared): string[] {
  const { sql, params } = (
    query.build(database.db) as unknown as { toSQL(): { sql: string; params: unknown[] } }
  ).toSQL();
  const bound = params.map((p) =>
    typeof p === 'object' && p !== null && 'name' in p
      ? query.params[(p as { name: string }).name]
      : typeof p === 'boolean'
        ? Number(p)
        : p,
  );
  const client = (database.db as unknown as { $client: import('better-sqlite3').Database }).$client;
  return client
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...bound)
    .map((row) => (row as { detail: string }).detail);
}

const DEVICE_DAY = { tenantId: 't1', deviceId: 'd1', businessDay: '2026-01-15' };

it("reads a lease's printed tokens by token from orders_token_uq: one seek a number of the open blocks (SQLite query plan)", async () => {
  const database = await sqliteTestDatabase();
  try {
    const plan = planOf(database, printedAmong(database.t, DEVICE_DAY, [21, 22, 23]));
    expect(plan).toEqual([
      'SEARCH orders USING INDEX orders_token_uq (tenant_id=? AND business_day=? AND token_no=?)',
    ]);
  } finally {
    await database.close();
  }
});

it("reads a device's open blocks of the day from an index alone (SQLite query plan)", async () => {
  const database = await sqliteTestDatabase();
  try {
    const plan = planOf(
      database,
      prepared('day-blocks', (db) => dayBlocks(db, database.t), DEVICE_DAY),
    );
    expect(plan[0]).toBe(
      'SEARCH token_leases USING COVERING INDEX token_leases_device_day_idx (tenant_id=? AND device_id=? AND full=? AND business_day=?)',
    );
  } finally {
    await database.close();
  }
});

it("reads a push group's open lease blocks from an index alone (SQLite query plan)", async () => {
  const database = await sqliteTestDatabase();
  try {
    const query = leasesQuery(database.t, ['t1', 't2'], ['d1', 'd2', 'd3'], '2026-01-08', '2026-01-15');
    const plan = planOf(database, query);
    expect(plan[0]).toMatch(
      /^SEARCH token_leases USING COVERING INDEX token_leases_device_day_idx \(tenant_id=\? AND device_id=\? AND full=\? AND business_day>\? AND business_day<\?\)/,
    );
  } finally {
    await database.close();
  }
});
