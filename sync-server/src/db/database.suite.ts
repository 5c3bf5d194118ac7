// Query code written once against `database.t` must behave the same on SQLite and PostgreSQL; run by
// database.test.ts and database.pg.test.ts.
import { executionAsyncId } from 'node:async_hooks';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { createTenant } from '../../test/tenants.ts';
import { uuidv7 } from '../ids.ts';
import { type Database, NestedTransactionError } from './index.ts';
import { currentTenantVersion, nextTenantVersion } from './tenant-version.ts';

export function databaseSuite(open: OpenTestDatabase) {
  let database: Database;
  let tenantId: string;

  beforeEach(async () => {
    database = await open();
    tenantId = await createTenant(database);
  });
  afterEach(() => database.close());

  const category = (title: string, extra: { id?: string; version?: number } = {}) => ({
    id: extra.id ?? uuidv7(),
    tenantId,
    title,
    version: extra.version ?? 1,
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('insert ... returning gives the stored row with its defaults', async () => {
    const { t } = database;
    const [row] = await database.transaction((tx) =>
      tx.insert(t.categories).values(category('Soups')).returning(),
    );
    expect(row).toMatchObject({ title: 'Soups', tenantId, version: 1, deleted: false });
    expect(typeof row?.createdAt).toBe('number');
    expect(row?.updatedAt).toBeGreaterThanOrEqual(row?.createdAt ?? Number.POSITIVE_INFINITY);
  });

  it('round-trips every storage kind: booleans, JSON, bytes, doubles, big integers, nulls', async () => {
    const { t } = database;
    const orderId = uuidv7();
    const big = 9_007_199_254_740_991; // Number.MAX_SAFE_INTEGER minor units
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    await database.transaction(async (tx) => {
      await tx.insert(t.orders).values({
        id: orderId,
        tenantId,
        version: 1,
        tokenNo: '1',
        businessDay: '2025-01-31',
        deliveryType: 'dinein',
        total: big,
      });
      await tx.insert(t.orderItems).values({
        id: uuidv7(),
        tenantId,
        version: 1,
        orderId,
        itemId: uuidv7(),
        itemTitle: 'Masala Dosa',
        unitPrice: 12_050,
        quantity: 2,
        addons: [{ id: 'a1', title: 'Extra chutney, "spicy"', price: 1_000 }],
      });
      await tx.insert(t.customers).values({
        id: uuidv7(),
        tenantId,
        version: 1,
        phone: '+91 98450 00000',
        name: 'Asha',
        lat: 12.9716,
        lng: 77.5946,
      });
      await tx
        .insert(t.images)
        .values({ hash: 'h1', tenantId, mime: 'image/webp', bytes, size: bytes.length });
      await tx
        .insert(t.auditLog)
        .values({ tenantId, action: 'test', detail: { nested: { list: [1, 'two', null] } } });
    });

    const [order] = await database.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.total).toBe(big);
    expect(order?.deleted).toBe(false);
    expect(order?.customerId).toBeNull();
    const [item] = await database.db.select().from(t.orderItems);
    expect(item?.addons).toEqual([{ id: 'a1', title: 'Extra chutney, "spicy"', price: 1_000 }]);
    expect(item?.notes).toBeNull();
    const [customer] = await database.db.select().from(t.customers);
    expect(customer).toMatchObject({ lat: 12.9716, lng: 77.5946, balanceDue: 0 });
    const [image] = await database.db.select().from(t.images);
    expect(Buffer.isBuffer(image?.bytes)).toBe(true);
    expect(image?.bytes.equals(bytes)).toBe(true);
    const [audit] = await database.db.select().from(t.auditLog);
    expect(audit?.detail).toEqual({ nested: { list: [1, 'two', null] } });
    expect(audit?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters with eq, and, inArray and sql, orders and limits', async () => {
    const { t } = database;
    await database.transaction((tx) =>
      tx
        .insert(t.categories)
        .values([category('Soups'), category('Starters', { version: 2 }), category('Mains')]),
    );
    const rows = await database.db
      .select({ title: t.categories.title })
      .from(t.categories)
      .where(
        and(
          eq(t.categories.tenantId, tenantId),
          inArray(t.categories.title, ['Soups', 'Starters', 'Desserts']),
          sql`${t.categories.version} >= ${1}`,
        ),
      )
      .orderBy(desc(t.categories.title))
      .limit(5);
    expect(rows).toEqual([{ title: 'Starters' }, { title: 'Soups' }]);

    const [{ n } = { n: -1 }] = await database.db.select({ n: count() }).from(t.categories);
    expect(n).toBe(3);
    // Aggregates through sql`` come back as strings on pg unless mapped: always .mapWith(Number).
    const [{ total } = { total: -1 }] = await database.db
      .select({ total: sql<number>`coalesce(sum(${t.categories.version}), 0)`.mapWith(Number) })
      .from(t.categories);
    expect(total).toBe(4);
  });

  it('update and delete ... returning report exactly the rows they touched', async () => {
    const { t } = database;
    const soups = category('Soups');
    await database.transaction((tx) => tx.insert(t.categories).values([soups, category('Mains')]));
    const updated = await database.transaction((tx) =>
      tx
        .update(t.categories)
        .set({ title: 'Broths', version: 2 })
        .where(eq(t.categories.id, soups.id))
        .returning({ id: t.categories.id, title: t.categories.title }),
    );
    expect(updated).toEqual([{ id: soups.id, title: 'Broths' }]);
    const none = await database.transaction((tx) =>
      tx.update(t.categories).set({ title: 'x' }).where(eq(t.categories.id, 'missing')).returning(),
    );
    expect(none).toEqual([]);
    const deleted = await database.transaction((tx) =>
      tx.delete(t.categories).where(eq(t.categories.title, 'Mains')).returning({ title: t.categories.title }),
    );
    expect(deleted).toEqual([{ title: 'Mains' }]);
    const left = await database.db.select({ title: t.categories.title }).from(t.categories);
    expect(left).toEqual([{ title: 'Broths' }]);
  });

  it('upserts with onConflictDoUpdate and skips with onConflictDoNothing', async () => {
    const { t } = database;
    const upsert = (nextValue: number) =>
      database.transaction((tx) =>
        tx
          .insert(t.tokenCounters)
          .values({ tenantId, businessDay: '2025-01-31', nextValue })
          .onConflictDoUpdate({
            target: [t.tokenCounters.tenantId, t.tokenCounters.businessDay],
            set: { nextValue: sql`${t.tokenCounters.nextValue} + ${nextValue}` },
          })
          .returning({ nextValue: t.tokenCounters.nextValue }),
      );
    expect(await upsert(21)).toEqual([{ nextValue: 21 }]);
    expect(await upsert(20)).toEqual([{ nextValue: 41 }]);

    const soups = category('Soups');
    await database.transaction((tx) => tx.insert(t.categories).values(soups));
    const skipped = await database.transaction((tx) =>
      tx
        .insert(t.categories)
        .values({ ...soups, title: 'Other' })
        .onConflictDoNothing()
        .returning(),
    );
    expect(skipped).toEqual([]);
  });

  it('relational queries (db.query) work on both dialects', async () => {
    const { t } = database;
    await database.transaction((tx) => tx.insert(t.categories).values([category('B'), category('A')]));
    const rows = await database.db.query.categories.findMany({ orderBy: [asc(t.categories.title)] });
    expect(rows.map((r) => r.title)).toEqual(['A', 'B']);
  });

  it('enforces the token unique index per tenant and business day (TOK backstop)', async () => {
    const { t } = database;
    const order = (tokenNo: string, businessDay: string) => ({
      id: uuidv7(),
      tenantId,
      version: 1,
      tokenNo,
      businessDay,
      deliveryType: 'takeaway',
    });
    await database.transaction((tx) =>
      tx.insert(t.orders).values([order('1', '2025-01-31'), order('1', '2025-02-01')]),
    );
    await expect(
      database.transaction((tx) => tx.insert(t.orders).values(order('1', '2025-01-31'))),
    ).rejects.toThrow();
  });

  it('lets a tombstoned customer phone be registered again, but not a live one', async () => {
    const { t } = database;
    const customer = { tenantId, version: 1, phone: '9845000000', name: 'Asha' };
    const first = uuidv7();
    await database.transaction((tx) => tx.insert(t.customers).values({ ...customer, id: first }));
    await expect(
      database.transaction((tx) => tx.insert(t.customers).values({ ...customer, id: uuidv7() })),
    ).rejects.toThrow();
    await database.transaction((tx) =>
      tx.update(t.customers).set({ deleted: true, version: 2 }).where(eq(t.customers.id, first)),
    );
    await database.transaction((tx) =>
      tx.insert(t.customers).values({ ...customer, id: uuidv7(), version: 3 }),
    );
  });

  it('deleting a tenant deletes its rows (foreign keys cascade)', async () => {
    const { t } = database;
    const other = await createTenant(database, 'Other');
    const itemId = uuidv7();
    await database.transaction(async (tx) => {
      await tx.insert(t.categories).values([category('Mine'), { ...category('Theirs'), tenantId: other }]);
      await tx.insert(t.menuItems).values({ id: itemId, tenantId, version: 1, title: 'Idli', price: 4_000 });
      await tx
        .insert(t.variants)
        .values({ id: uuidv7(), tenantId, version: 1, itemId, title: 'Large', price: 6_000 });
    });
    await database.transaction((tx) => tx.delete(t.tenants).where(eq(t.tenants.id, tenantId)));
    expect(await database.db.select({ title: t.categories.title }).from(t.categories)).toEqual([
      { title: 'Theirs' },
    ]);
    expect(await database.db.select().from(t.variants)).toEqual([]);
  });

  it('a transaction returns its value and commits every write', async () => {
    const { t } = database;
    const result = await database.transaction(async (tx) => {
      await tx.insert(t.categories).values(category('A'));
      await tx.insert(t.categories).values(category('B'));
      const rows = await tx.select().from(t.categories); // sees its own writes
      return rows.length;
    });
    expect(result).toBe(2);
    expect(await database.db.select().from(t.categories)).toHaveLength(2);
  });

  it('an error inside a transaction leaves nothing written', async () => {
    const { t } = database;
    await expect(
      database.transaction(async (tx) => {
        await tx.insert(t.categories).values(category('A'));
        await tx.insert(t.devices).values({ id: uuidv7(), tenantId, code: 'A', name: 'Till 1' });
        await nextTenantVersion(tx, t, tenantId);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db.select().from(t.categories)).toEqual([]);
    expect(await database.db.select().from(t.devices)).toEqual([]);
    expect(await currentTenantVersion(database.db, t, tenantId)).toBe(0);
    // and the database is usable afterwards
    await database.transaction((tx) => tx.insert(t.categories).values(category('B')));
    expect(await database.db.select().from(t.categories)).toHaveLength(1);
  });

  it('a failing statement rolls back the writes before it', async () => {
    const { t } = database;
    const a = category('A');
    await expect(
      database.transaction(async (tx) => {
        await tx.insert(t.categories).values(category('B'));
        await tx.insert(t.categories).values([a, a]); // duplicate primary key
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(t.categories)).toEqual([]);
  });

  it('refuses a nested database.transaction instead of deadlocking', async () => {
    const { t } = database;
    await expect(
      database.transaction(async (tx) => {
        await tx.insert(t.categories).values(category('A'));
        await database.transaction(async () => undefined);
      }),
    ).rejects.toBeInstanceOf(NestedTransactionError);
    expect(await database.db.select().from(t.categories)).toEqual([]);
  });

  it('keeps no promise hook once its transactions ended, and refuses nesting in one that outlives another (ADR 0014)', async () => {
    // With a promise hook on, code after an await runs under its promise's async id; with none, under 0.
    const hooked = async () => {
      await null;
      return executionAsyncId() !== 0;
    };
    expect(await hooked()).toBe(false);
    const gate = (): { open: () => void; opened: Promise<void> } => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const first = gate();
    const second = gate();
    let during = false;
    const a = database.transaction(async () => {
      during = await hooked();
      await first.opened;
    });
    // PostgreSQL runs it beside the first; SQLite once the first committed.
    const b = database.transaction(async () => {
      await second.opened;
      await database.transaction(async () => undefined);
    });
    first.open();
    await a;
    second.open();
    await expect(b).rejects.toBeInstanceOf(NestedTransactionError);
    expect(during).toBe(true);
    expect(await hooked()).toBe(false);
  });

  it('tx.transaction is a savepoint: its failure keeps the outer writes (per-dialect callback style)', async () => {
    const { t } = database;
    await database.transaction(async (tx) => {
      await tx.insert(t.categories).values(category('Outer'));
      const inner = category('Inner');
      if (database.dialect === 'sqlite') {
        // better-sqlite3: the savepoint callback must be synchronous, with sync query execution.
        expect(() =>
          tx.transaction((sp) => {
            sp.insert(t.categories).values(inner).run();
            throw new Error('inner');
          }),
        ).toThrow('inner');
      } else {
        const pgTx = tx as unknown as PgDatabase<PgQueryResultHKT>;
        await expect(
          pgTx.transaction(async (sp) => {
            await sp.insert(t.categories as unknown as PgTable).values(inner);
            throw new Error('inner');
          }),
        ).rejects.toThrow('inner');
      }
    });
    const rows = await database.db.select({ title: t.categories.title }).from(t.categories);
    expect(rows).toEqual([{ title: 'Outer' }]);
  });

  it('hands out each tenant version exactly once under concurrent writers', async () => {
    const { t } = database;
    const other = await createTenant(database, 'Other');
    const versions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.transaction((tx) => nextTenantVersion(tx, t, i % 2 === 0 ? tenantId : other)),
      ),
    );
    const mine = versions.filter((_, i) => i % 2 === 0).sort((a, b) => a - b);
    expect(mine).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await currentTenantVersion(database.db, t, tenantId)).toBe(10);
    expect(await currentTenantVersion(database.db, t, other)).toBe(10);
  });
}
