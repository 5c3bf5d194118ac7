// SQLite only: pushes arriving together share one durable commit (group commit), each in its own
// savepoint, so one push's failure leaves the others of its group committed.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describeSqlite } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { createSyncEngine } from '../engine.ts';
import { m, pushInput, tenantWithTill } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import { drive, prepared, rows } from './plan.ts';
import { sqliteExecutor } from './sqlite.ts';

describeSqlite('sync store group commit', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(() => database.close());

  it('[SS7] concurrent pushes of several tills commit together, and each gets its own answer', async () => {
    const sync = database.sqlite;
    if (!sync) throw new Error('not SQLite');
    const write = vi.spyOn(sync, 'write');
    const store = createSyncEngine(database, { mutators: withTestMutators });
    const tills = await Promise.all([1, 2, 3, 4, 5].map(() => tenantWithTill(database)));
    const outcomes = await Promise.all(
      tills.map((t) =>
        store.push(pushInput(t, [m(1, 'test.category.put.v1', { id: `c-${t.clientId}`, title: 'x' })])),
      ),
    );
    expect(write).toHaveBeenCalledTimes(1);
    for (const o of outcomes)
      expect(o).toMatchObject({ ok: true, response: { ok: true, lastMutationId: 1 } });
  });

  it('a prepared plan query run directly reads what drizzle reads (decoded columns, SQL and aliased fields)', async () => {
    const sync = database.sqlite;
    if (!sync) throw new Error('not SQLite');
    const till = await tenantWithTill(database);
    const tn = database.t.tenants;
    const shape = (db: Parameters<typeof sqliteExecutor>[0]) =>
      db
        .select({
          row: sql<string>`${tn.id}`, // an SQL field without a decoder of its own
          id: tn.id,
          name: tn.name,
          isActive: tn.isActive, // boolean stored as an integer
          approved: tn.approved,
          createdAt: tn.createdAt,
          doubled: sql<number>`${tn.createdAt} * 2`.mapWith(Number).as('doubled'),
        })
        .from(tn)
        .where(eq(tn.id, sql.placeholder('id')));
    const [direct, viaDrizzle] = await sync.write((tx) => [
      drive(rows(prepared('tenant-shape', shape, { id: till.tenantId })), sqliteExecutor(tx)),
      shape(tx).all({ id: till.tenantId }),
    ]);
    expect(viaDrizzle).toHaveLength(1);
    expect(direct).toEqual(viaDrizzle);
    expect(typeof (direct as { isActive: unknown }[])[0]?.isActive).toBe('boolean');
  });
});
