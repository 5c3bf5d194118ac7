// ADR 0014, 0046: a plan's prepared statement run straight on node-postgres answers what drizzle's own execute does:
// placeholders bound (and encoded by their column), rows decoded by their fields; a nested selection is left to
// drizzle.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg, type OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { tenantWithTill } from '../testing/fixtures.ts';
import { type DrizzlePrepared, directStatement } from './pg-statement.ts';

type Prepared = DrizzlePrepared & { execute(values: Record<string, unknown>): Promise<unknown> };

function pgStatementSuite(open: OpenTestDatabase) {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(() => database.close());
  const client = () => (database.db as unknown as { $client: pg.Pool }).$client;
  const prepare = (query: unknown, name: string) =>
    (query as { prepare(name: string): Prepared }).prepare(name);

  it('binds, encodes and decodes as drizzle does; a nested selection stays with drizzle', async () => {
    const { t, db } = database;
    const { tenantId, deviceId } = await tenantWithTill(database);
    await db.insert(t.syncClients).values({
      clientId: 'c-1',
      tenantId,
      deviceId,
      lastMutationId: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    const insert = prepare(
      db
        .insert(t.mutationLog)
        .values({
          tenantId: sql.placeholder('tenantId'),
          clientId: 'c-1',
          mutationId: sql.placeholder('id'),
          name: 'order.create.v1',
          args: sql.placeholder('args'),
          version: sql.placeholder('version'),
          status: 'applied',
          error: null,
          clientTime: 2 ** 40,
          createdAt: 5,
        })
        .returning({ id: t.mutationLog.mutationId, args: t.mutationLog.args }),
      'direct-insert',
    );
    const direct = directStatement(insert);
    expect(direct).not.toBeNull();
    const args = { lines: [{ title: 'Paneer "tikka" \\ ₹', qty: 2 }], note: null };
    expect(await direct?.run(client(), { tenantId, id: 1, args, version: 7 })).toEqual([{ id: 1, args }]);
    expect(await insert.execute({ tenantId, id: 2, args, version: null })).toEqual([{ id: 2, args }]);

    const select = prepare(
      db
        .select({
          id: t.mutationLog.mutationId,
          args: t.mutationLog.args,
          version: t.mutationLog.version,
          error: t.mutationLog.error,
          clientTime: t.mutationLog.clientTime,
          doubled: sql<number>`${t.mutationLog.mutationId} * 2`.mapWith(Number),
        })
        .from(t.mutationLog)
        .where(eq(t.mutationLog.clientId, sql.placeholder('clientId')))
        .orderBy(t.mutationLog.mutationId),
      'direct-select',
    );
    const viaDirect = await directStatement(select)?.run(client(), { clientId: 'c-1' });
    expect(viaDirect).toEqual(await select.execute({ clientId: 'c-1' }));
    expect(viaDirect).toEqual([
      { id: 1, args, version: 7, error: null, clientTime: 2 ** 40, doubled: 2 },
      { id: 2, args, version: null, error: null, clientTime: 2 ** 40, doubled: 4 },
    ]);
    expect(() => directStatement(select)?.run(client(), {})).toThrow(
      'No value for placeholder "clientId" was provided',
    );

    const nested = prepare(
      db
        .select({ log: { id: t.mutationLog.mutationId } })
        .from(t.mutationLog)
        .where(eq(t.mutationLog.clientId, sql.placeholder('clientId'))),
      'nested-select',
    );
    expect(directStatement(nested)).toBeNull();
  });
}

describePg('direct prepared statements', pgStatementSuite);
