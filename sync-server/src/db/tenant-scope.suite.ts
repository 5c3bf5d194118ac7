// docs/architecture.md §5: a tenant's scope never reads or changes another tenant's rows, hides tombstones, and
// stamps synced writes with fresh tenant versions. Run by tenant-scope.test.ts and tenant-scope.pg.test.ts.
import { asc, eq, or, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { createTenant } from '../../test/tenants.ts';
import { uuidv7 } from '../ids.ts';
import type { Database } from './index.ts';
import { scoped, scopedTx, type TenantScope } from './tenant-scope.ts';
import { currentTenantVersion } from './tenant-version.ts';

export function tenantScopeSuite(open: OpenTestDatabase) {
  let database: Database;
  let a: TenantScope;
  let b: TenantScope;
  let bSoups: string;

  beforeEach(async () => {
    database = await open();
    a = scoped(database, await createTenant(database, 'A'));
    b = scoped(database, await createTenant(database, 'B'));
    await a.insert(database.t.categories, [
      { id: uuidv7(), title: 'Soups' },
      { id: uuidv7(), title: 'Mains' },
    ]);
    [{ id: bSoups } = { id: '' }] = await b.insert(database.t.categories, { id: uuidv7(), title: 'Soups' });
  });
  afterEach(() => database.close());

  const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort();

  it("select, first, find and count see only the scope's own tenant", async () => {
    const { t } = database;
    expect(titles(await a.select(t.categories))).toEqual(['Mains', 'Soups']);
    expect(titles(await b.select(t.categories))).toEqual(['Soups']);
    expect(await a.find(t.categories, bSoups)).toBeUndefined();
    expect(await b.find(t.categories, bSoups)).toMatchObject({ title: 'Soups' });
    expect(await a.first(t.categories, eq(t.categories.id, bSoups))).toBeUndefined();
    expect(await a.count(t.categories)).toBe(2);
    expect(await a.count(t.categories, eq(t.categories.title, 'Soups'))).toBe(1);
  });

  it("update, remove and delete cannot touch another tenant's rows", async () => {
    const { t } = database;
    expect(await a.update(t.categories, { title: 'Hacked' }, eq(t.categories.id, bSoups))).toEqual([]);
    expect(await a.remove(t.categories, eq(t.categories.id, bSoups))).toEqual([]);
    expect(await b.find(t.categories, bSoups)).toMatchObject({ title: 'Soups', deleted: false });

    const [device] = await b.insert(t.devices, { id: uuidv7(), code: 'A', name: 'Till' });
    expect(await a.delete(t.devices, eq(t.devices.id, device?.id ?? ''))).toEqual([]);
    expect(await a.delete(t.devices)).toEqual([]); // even with no condition at all
    expect(await b.select(t.devices)).toHaveLength(1);
  });

  it('a caller condition with OR cannot widen the tenant filter', async () => {
    const { t } = database;
    const raw = sql`${t.categories.title} = 'Soups' or 1 = 1`;
    expect(titles(await a.select(t.categories, { where: raw }))).toEqual(['Mains', 'Soups']);
    expect(await a.count(t.categories, or(eq(t.categories.title, 'Soups'), sql`1 = 1`))).toBe(2);
    await a.update(t.categories, { title: 'Mine' }, raw);
    expect(titles(await b.select(t.categories))).toEqual(['Soups']);
    await a.remove(t.categories, raw);
    expect(await b.count(t.categories)).toBe(1);
  });

  it('an unconditioned update changes only its own tenant', async () => {
    const { t } = database;
    const changed = await a.update(t.categories, { title: 'Same' });
    expect(changed).toHaveLength(2);
    expect(titles(await b.select(t.categories))).toEqual(['Soups']);
  });

  it('insert always writes the scope tenant, whatever the values say', async () => {
    const { t } = database;
    const sneaky = { id: uuidv7(), title: 'Sneaky', tenantId: b.tenantId } as { id: string; title: string };
    const [row] = await a.insert(t.categories, sneaky);
    expect(row?.tenantId).toBe(a.tenantId);
    expect(await b.find(t.categories, sneaky.id)).toBeUndefined();
  });

  it('refuses to change tenant_id or id in an update', async () => {
    const { t } = database;
    const move = { tenantId: b.tenantId } as unknown as { title: string };
    await expect(a.update(t.categories, move)).rejects.toThrow(/tenant_id/);
    expect(titles(await b.select(t.categories))).toEqual(['Soups']);
  });

  it('hides tombstones from reads and updates unless asked', async () => {
    const { t } = database;
    const [soups] = await a.select(t.categories, { where: eq(t.categories.title, 'Soups') });
    const removed = await a.remove(t.categories, eq(t.categories.id, soups?.id ?? ''));
    expect(removed).toMatchObject([{ title: 'Soups', deleted: true }]);
    expect(titles(await a.select(t.categories))).toEqual(['Mains']);
    expect(await a.find(t.categories, soups?.id ?? '')).toBeUndefined();
    expect(await a.find(t.categories, soups?.id ?? '', { includeDeleted: true })).toMatchObject({
      deleted: true,
    });
    expect(await a.count(t.categories, undefined, { includeDeleted: true })).toBe(2);
    expect(await a.update(t.categories, { title: 'Back' }, eq(t.categories.id, soups?.id ?? ''))).toEqual([]);
  });

  it('stamps every synced write with a new tenant version, per tenant', async () => {
    const { t } = database;
    const before = await currentTenantVersion(database.db, t, a.tenantId);
    const [mains] = await a.update(t.categories, { title: 'Mains!' }, eq(t.categories.title, 'Mains'));
    expect(mains?.version).toBe(before + 1);
    const [gone] = await a.remove(t.categories, eq(t.categories.title, 'Soups'));
    expect(gone?.version).toBe(before + 2);
    expect(await currentTenantVersion(database.db, t, b.tenantId)).toBe(1); // B untouched by A's writes
    // Non-synced tables are not versioned.
    await a.insert(t.devices, { id: uuidv7(), code: 'A', name: 'Till' });
    expect(await currentTenantVersion(database.db, t, a.tenantId)).toBe(before + 2);
  });

  it('scope.transaction shares one version and rolls back as a whole', async () => {
    const { t } = database;
    const before = await currentTenantVersion(database.db, t, a.tenantId);
    const rows = await a.transaction(async (tx) => {
      const [x] = await tx.insert(t.categories, { id: uuidv7(), title: 'Drinks' });
      const [y] = await tx.insert(t.taxes, { id: uuidv7(), title: 'GST', rate: 500, type: 'exclusive' });
      return [x, y];
    });
    expect(rows.map((r) => r?.version)).toEqual([before + 1, before + 1]);

    await expect(
      a.transaction(async (tx) => {
        await tx.insert(t.categories, { id: uuidv7(), title: 'Lost' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(titles(await a.select(t.categories))).not.toContain('Lost');
    expect(await currentTenantVersion(database.db, t, a.tenantId)).toBe(before + 1);
  });

  it('scopedTx binds to a caller transaction and an explicit version (sync push)', async () => {
    const { t } = database;
    await database.transaction(async (tx) => {
      const scope = scopedTx(database, tx, a.tenantId, { version: 42 });
      await scope.insert(t.categories, { id: uuidv7(), title: 'Pushed' });
      expect(titles(await scope.select(t.categories))).toContain('Pushed'); // reads inside the transaction
    });
    expect(await a.first(t.categories, eq(t.categories.title, 'Pushed'))).toMatchObject({ version: 42 });
  });

  it('where() scopes hand-built joins and aggregates', async () => {
    const { t } = database;
    const order = (tokenNo: string) => ({
      id: uuidv7(),
      tokenNo,
      businessDay: '2025-01-31',
      deliveryType: 'dinein',
    });
    const line = (orderId: string, quantity: number) => ({
      id: uuidv7(),
      orderId,
      itemId: uuidv7(),
      itemTitle: 'Idli',
      unitPrice: 4_000,
      quantity,
    });
    const mine = order('1');
    const theirs = order('1');
    await a.insert(t.orders, mine);
    await a.insert(t.orderItems, line(mine.id, 2));
    await b.insert(t.orders, theirs);
    await b.insert(t.orderItems, line(theirs.id, 5));

    const rows = await a.db
      .select({
        tokenNo: t.orders.tokenNo,
        quantity: sql<number>`sum(${t.orderItems.quantity})`.mapWith(Number),
      })
      .from(t.orders)
      .innerJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
      .where(a.where(t.orders, a.where(t.orderItems)))
      .groupBy(t.orders.tokenNo)
      .orderBy(asc(t.orders.tokenNo));
    expect(rows).toEqual([{ tokenNo: '1', quantity: 2 }]);
  });

  it('refuses tables it cannot scope, and hard deletes of synced rows', async () => {
    const { t } = database;
    await expect(a.select(t.serverSecrets)).rejects.toThrow(/tenant_id/);
    await expect(a.delete(t.categories, eq(t.categories.title, 'Soups'))).rejects.toThrow(/remove/);
    await expect(a.remove(t.devices, eq(t.devices.code, 'A'))).rejects.toThrow(/delete/);
  });
}
