// The puts' JSON rows on PostgreSQL (ADR 0014) where JSON has no form for a value: the run is written by the
// multi-row statement instead, which refuses the value as bad data, rather than stored through a null.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg, type OpenTestDatabase, sqliteTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { createSyncEngine } from './engine.ts';
import { databaseFault } from './errors.ts';
import { writePlan } from './mutation-writes.ts';
import { transactPg } from './store/pg-executor.ts';
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

  it('every kind of value round-trips through the JSON rows, and a column left out takes its JavaScript default', async () => {
    const { tenantId } = await tenantWithTill(database);
    const title = 'Chef\'s "special" \\ naïve 🍜\n\ttab\u0001';
    const order = {
      write: {
        table: 'orders' as const,
        op: 'put' as const,
        row: {
          id: 'o1',
          createdAt: 1_700_000_000_000,
          updatedAt: 1_700_000_000_001,
          tokenNo: '7',
          businessDay: '2026-11-26',
          deliveryType: 'takeaway',
          customerType: 'WALKIN',
          customerId: null,
          customerName: title,
          tableId: null,
          status: 'created',
          paymentStatus: 'pending',
          paymentMethod: null,
          subTotal: 25_050,
          taxTotal: 0,
          feeTotal: 0,
          total: 25_050,
          deviceId: null,
          createdBy: null,
          dinerId: null,
        },
      },
      version: 3,
    };
    const line = (id: string, addons?: { id: string; title: string; price: number }[]) => ({
      write: {
        table: 'orderItems' as const,
        op: 'put' as const,
        row: {
          id,
          createdAt: 1_700_000_000_000,
          updatedAt: 1_700_000_000_000,
          orderId: 'o1',
          itemId: 'i1',
          itemTitle: title,
          variantId: null,
          variantTitle: null,
          variantPrice: null,
          unitPrice: 12_525,
          quantity: 2,
          taxRate: 50_000,
          taxType: 'exclusive',
          status: 'created',
          notes: null,
          ...(addons ? { addons } : {}),
        },
      },
      version: 3,
    });
    const addons = [{ id: 'a1', title: 'Extra "cheese"', price: 1_500 }];
    // Two runs of order lines: one with addons, one that leaves them out (drizzle's default, an empty list).
    await transactPg(
      database,
      writePlan(
        database.t,
        tenantId,
        [order, line('l1', addons), line('l2', addons), line('l3'), line('l4')],
        'any',
      ),
    );
    const [saved] = await database.db.select().from(database.t.orders).where(eq(database.t.orders.id, 'o1'));
    expect(saved).toMatchObject({ ...order.write.row, tenantId, version: 3, deleted: false });
    const lines = await database.db.select().from(database.t.orderItems).orderBy(database.t.orderItems.id);
    expect(
      lines.map((l) => [
        l.id,
        l.tenantId,
        l.itemTitle,
        l.unitPrice,
        l.quantity,
        l.taxType,
        l.notes,
        l.addons,
      ]),
    ).toEqual([
      ['l1', tenantId, title, 12_525, 2, 'exclusive', null, addons],
      ['l2', tenantId, title, 12_525, 2, 'exclusive', null, addons],
      ['l3', tenantId, title, 12_525, 2, 'exclusive', null, []],
      ['l4', tenantId, title, 12_525, 2, 'exclusive', null, []],
    ]);
  });

  it('a shape written on PostgreSQL, then on SQLite in the same process, is written in each dialect', async () => {
    const sqlite = await sqliteTestDatabase();
    try {
      for (const [i, db] of [database, sqlite, database].entries()) {
        const store = createSyncEngine(db, { mutators: withTestMutators });
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
