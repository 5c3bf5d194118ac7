// orders_diner_idx holds diner orders only (ADR 0014): a till's order is not one more B-tree insert, and a
// look-up by diner still finds its index (SQLite takes `diner_id = ?` as implying `diner_id is not null`).
import type BetterSqlite3 from 'better-sqlite3';
import { expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';

it('finds orders by diner through the partial orders_diner_idx (SQLite query plan)', async () => {
  const database = await sqliteTestDatabase();
  try {
    const client = (database.db as unknown as { $client: BetterSqlite3.Database }).$client;
    const plan = client
      .prepare('EXPLAIN QUERY PLAN select id from orders where tenant_id = ? and diner_id = ?')
      .all('t1', 'diner-1')
      .map((row) => (row as { detail: string }).detail);
    expect(plan).toEqual(['SEARCH orders USING INDEX orders_diner_idx (tenant_id=? AND diner_id=?)']);
    const partial = client
      .prepare("select sql from sqlite_schema where name = 'orders_diner_idx'")
      .pluck()
      .get() as string;
    expect(partial).toMatch(/WHERE "orders"\."diner_id" is not null$/);
  } finally {
    await database.close();
  }
});
