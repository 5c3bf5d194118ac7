// The puts' JSON rows on PostgreSQL (ADR 0029) where JSON has no form for a value: the run is written by the
// multi-row statement instead, which refuses the value as bad data, rather than stored through a null.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg, type OpenTestDatabase, sqliteTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { databaseFault } from './errors.ts';
import { writePlan } from './mutation-writes.ts';
import { createSyncStore } from './store/index.ts';
import { transactPg } from './store/pg.ts';
import { m, pushOk, tenantWithTill } from './testing/fixtures.ts';
import { withTestMutators } from './testing/test-mutators.ts';

describePg('put rows bound as JSON', (open: OpenTestDatabase) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(() => database.close());

  const item = (id: string, price: number) => ({
    write: {
      table: 'menuItems' as const,
      op: 'put' as const,
      row: { id, title: 'x', price, netPrice: null, categoryId: null, taxId: null, imageHash: null },
    },
    version: 1,
  });

  it('a number JSON cannot hold fails as bad data (the mutation: a value the server cannot store), not as a null', async () => {
    const { tenantId } = await tenantWithTill(database);
    await transactPg(database, writePlan(database.t, tenantId, [item('i1', 100)], 'any'));
    const refused = await transactPg(
      database,
      writePlan(database.t, tenantId, [item('i2', Number.POSITIVE_INFINITY)], 'any'),
    ).catch((error: unknown) => error);
    expect(databaseFault(refused)).toEqual({ kind: 'data' });
    const rows = await database.db.select().from(database.t.menuItems);
    expect(rows.map((r) => [r.id, r.price])).toEqual([['i1', 100]]);
  });

  it('a shape written on PostgreSQL, then on SQLite in the same process, is written in each dialect', async () => {
    const sqlite = await sqliteTestDatabase();
    try {
      for (const [i, db] of [database, sqlite, database].entries()) {
        const store = createSyncStore(db, { mutators: withTestMutators });
        const a = await tenantWithTill(db);
        const id = `item-${i}`;
        await pushOk(store, a, [
          m(1, 'test.menu-item.put.v1', { id, title: 'x', price: 250, categoryId: null }),
        ]);
        await store.close();
        const rows = await db.db.select().from(db.t.menuItems).where(eq(db.t.menuItems.tenantId, a.tenantId));
        expect(rows.map((r) => [r.id, r.price])).toEqual([[id, 250]]);
      }
    } finally {
      await sqlite.close();
    }
  });
});
