// TOK1: a lease reads the device's printed tokens of the day; on a busy day that must not mean reading every
// order of the store (it did: 1.6 ms a lease at 10,000 orders, on the thread that serves every request).
import { expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import { printedTokens } from './leases.ts';
import { leasesQuery } from './push-statements.ts';

it('reads the printed tokens of one device and day from an index alone (SQLite query plan)', async () => {
  const database = await sqliteTestDatabase();
  try {
    const values: Record<string, string> = { tenantId: 't1', businessDay: '2026-01-15', deviceId: 'd1' };
    const { sql, params: placeholders } = printedTokens(database.db, database.t).toSQL();
    const params = placeholders.map((p) => values[(p as { name: string }).name]);
    const client = (database.db as unknown as { $client: import('better-sqlite3').Database }).$client;
    const plan = client
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail);
    expect(plan).toEqual([
      'SEARCH orders USING COVERING INDEX orders_device_day_idx (tenant_id=? AND business_day=? AND device_id=?)',
    ]);
  } finally {
    await database.close();
  }
});

it("reads a push group's lease blocks from an index alone (SQLite query plan)", async () => {
  const database = await sqliteTestDatabase();
  try {
    const query = leasesQuery(database.t, ['t1', 't2'], ['d1', 'd2', 'd3'], '2026-01-08', '2026-01-15');
    const { sql, params } = (
      query.build(database.db) as unknown as { toSQL(): { sql: string; params: unknown[] } }
    ).toSQL();
    const bound = params.map((p) =>
      typeof p === 'object' && p !== null && 'name' in p ? query.params[(p as { name: string }).name] : p,
    );
    const client = (database.db as unknown as { $client: import('better-sqlite3').Database }).$client;
    const plan = client
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...bound)
      .map((row) => (row as { detail: string }).detail);
    expect(plan[0]).toMatch(
      /^SEARCH token_leases USING COVERING INDEX token_leases_device_day_idx \(tenant_id=\? AND device_id=\? AND business_day>\? AND business_day<\?\)/,
    );
  } finally {
    await database.close();
  }
});
