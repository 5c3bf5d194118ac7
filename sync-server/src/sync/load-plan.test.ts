// A mutation's reads by key (ids, or a column that leads an index) must not read every row of the tenant: SQLite's
// planner, without statistics, took the tenant's index over the primary key from a few values of an `in` list on
// (a group's orders by id: 1.8 ms a read on a store with a day of orders).
import type { ReadSpec } from '@tavola/shared';
import { expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import { loadQuery, specRead } from './apply-mutation.ts';

const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);

it('reads by id and by an indexed column through that index, however many values (SQLite query plan)', async () => {
  const database = await sqliteTestDatabase();
  try {
    const client = (database.db as unknown as { $client: import('better-sqlite3').Database }).$client;
    const planOf = (spec: ReadSpec) => {
      const read = specRead(database.t, spec);
      if (!read) throw new Error('no read');
      const query = loadQuery(database.t, 't1', spec.table, read);
      const { sql, params } = (
        query.build(database.db) as unknown as { toSQL(): { sql: string; params: unknown[] } }
      ).toSQL();
      const bound = params.map((p) =>
        typeof p === 'object' && p !== null && 'name' in p ? query.params[(p as { name: string }).name] : p,
      );
      return client
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...bound.map((v) => (typeof v === 'boolean' ? Number(v) : v)))
        .map((row) => (row as { detail: string }).detail)
        .join(' | ');
    };
    for (const n of [1, 4, 32]) {
      expect(planOf({ table: 'orders', ids: values(n) })).toMatch(
        /^SEARCH orders USING INDEX sqlite_autoindex_orders_1 \(id=\?\)/,
      );
      expect(planOf({ table: 'orderItems', by: 'orderId', values: values(n) })).toMatch(
        /^SEARCH order_items USING INDEX order_items_order_idx \(order_id=\?\)/,
      );
    }
    // A column without an index of its own keeps the tenant's: the daily token through its unique index.
    expect(
      planOf({ table: 'orders', by: 'tokenNo', values: values(4), and: { businessDay: '2026-01-15' } }),
    ).toMatch(
      /^SEARCH orders USING INDEX orders_token_uq \(tenant_id=\? AND business_day=\? AND token_no=\?\)/,
    );
  } finally {
    await database.close();
  }
});
