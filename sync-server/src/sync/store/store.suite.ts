// The sync store's contract (docs/architecture.md §5, 6.3, 6.7): one suite, run unchanged against the SQLite
// and the PostgreSQL adapter, each with its executors on and off (testing/engine-variants.ts). Row ids are
// client-generated and global, so each test gets a fresh database.
import type { Mutation } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { revokeDevice } from '../devices.ts';
import { TransientStoreError } from '../errors.ts';
import { defaultEngine, type OpenEngine } from '../testing/engine-variants.ts';
import { m, pullAll, pullInput, pushInput, pushOk, T0, tenantWithTill, till } from '../testing/fixtures.ts';
import { storeRows } from '../testing/store-rows.ts';
import type { Step } from './plan.ts';
import { storeLeaseCases } from './store-leases.cases.ts';
import type { SyncStore } from './types.ts';

export function storeSuite(open: OpenTestDatabase, engine: OpenEngine = defaultEngine) {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = engine(database);
  });
  afterEach(async () => {
    await store.close();
    await database.close();
  });

  const { categories, clientRow, log } = storeRows(() => database);
  storeLeaseCases(() => ({ database, store }));

  describe('push', () => {
    it('[SS5] applies mutations in order, stamping rows with the tenant and one version each', async () => {
      const a = await tenantWithTill(database);
      const r = await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'Starters' }),
        m(2, 'test.category.put.v1', { id: 'c2', title: 'Mains' }),
      ]);
      expect(r.results).toEqual([
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
      ]);
      expect(r.lastMutationId).toBe(2);
      const rows = await categories(a.tenantId);
      expect(rows.map((c) => [c.id, c.title, c.version, c.deleted])).toEqual([
        ['c1', 'Starters', 1, false],
        ['c2', 'Mains', 2, false],
      ]);
      expect(r.announce).toEqual({
        version: 2,
        events: [
          { type: 'order_update', orderIds: ['c1'] },
          { type: 'order_update', orderIds: ['c2'] },
        ],
      });
      expect((await log(a.clientId)).map((l) => [l.mutationId, l.status, l.version])).toEqual([
        [1, 'applied', 1],
        [2, 'applied', 2],
      ]);
    });

    it('[SS2] ids at or below lastMutationId are duplicates and change nothing', async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [m(1, 'test.counter.add.v1', { id: 'n', by: 5 })]);
      const again = await pushOk(store, a, [
        m(1, 'test.counter.add.v1', { id: 'n', by: 5 }),
        m(2, 'test.counter.add.v1', { id: 'n', by: 1 }),
      ]);
      expect(again.results).toEqual([
        { id: 1, status: 'duplicate' },
        { id: 2, status: 'applied' },
      ]);
      expect((await categories(a.tenantId))[0]?.title).toBe('6');
    });

    it('[SS2] a gap stops the push with OutOfOrder; mutations before it are kept, none after', async () => {
      const a = await tenantWithTill(database);
      const outcome = await store.push(
        pushInput(a, [
          m(1, 'test.category.put.v1', { id: 'c1', title: 'one' }),
          m(3, 'test.category.put.v1', { id: 'c3', title: 'three' }),
          m(4, 'test.category.put.v1', { id: 'c4', title: 'four' }),
        ]),
      );
      expect(outcome.ok && outcome.response).toMatchObject({
        ok: false,
        error: 'OutOfOrder',
        lastMutationId: 1,
      });
      expect((await categories(a.tenantId)).map((c) => c.id)).toEqual(['c1']);
      expect((await clientRow(a.clientId))?.lastMutationId).toBe(1);
    });

    it('[SS4][SS6] a rejection rolls back only its writes and still advances lastMutationId', async () => {
      const a = await tenantWithTill(database);
      const sent = [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'kept' }),
        m(2, 'test.category.rename.v1', { id: 'missing', title: 'x' }),
        m(3, 'test.refuse.v1', { id: 'c9' }),
        m(4, 'test.category.put.v1', { id: 'c2', title: 'also kept' }),
      ];
      const r = await pushOk(store, a, sent);
      expect(r.results).toEqual([
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', code: 'NOT_FOUND', message: 'Category not found!' },
        { id: 3, status: 'rejected', code: 'NOPE', message: 'Refused on purpose!' },
        { id: 4, status: 'applied' },
      ]);
      expect(r.lastMutationId).toBe(4);
      expect((await categories(a.tenantId)).map((c) => c.id)).toEqual(['c1', 'c2']);
      const logged = await log(a.clientId);
      expect(logged.map((l) => [l.status, l.version === null])).toEqual([
        ['applied', false],
        ['rejected', true],
        ['rejected', true],
        ['applied', false],
      ]);
      expect(logged[1]?.error).toBe('NOT_FOUND: Category not found!');
      // Each mutation logged as sent, with its tenant (ADR 0014: one JSON value of rows on PostgreSQL).
      expect(logged.map((l) => [l.tenantId, l.mutationId, l.name, l.args, l.clientTime])).toEqual(
        sent.map((x) => [a.tenantId, x.id, x.name, x.args, x.clientTime]),
      );
      expect(logged.map((l) => l.error === null)).toEqual([true, false, false, true]);
      expect(logged.every((l) => typeof l.createdAt === 'number' && l.createdAt > 0)).toBe(true);
    });

    it('[SS4] a mutator that throws is rejected with its message; the batch goes on', async () => {
      const a = await tenantWithTill(database);
      const r = await pushOk(store, a, [
        m(1, 'test.explode.v1', { id: 'x' }),
        m(2, 'test.category.put.v1', { id: 'c1', title: 'after' }),
      ]);
      expect(r.results).toEqual([
        { id: 1, status: 'rejected', code: 'MUTATOR_FAILED', message: 'boom' },
        { id: 2, status: 'applied' },
      ]);
    });

    it('[SS4] unknown mutator names and invalid args are rejections, not errors', async () => {
      const a = await tenantWithTill(database);
      const { args: _, ...withoutArgs } = m(3, 'test.category.put.v1', {});
      const r = await pushOk(store, a, [
        m(1, 'order.teleport.v9', {}),
        m(2, 'test.category.put.v1', { id: '', title: 3 }),
        withoutArgs as Mutation,
      ]);
      expect(r.results).toMatchObject([
        { id: 1, status: 'rejected', code: 'UNKNOWN_MUTATOR' },
        { id: 2, status: 'rejected', code: 'VALIDATION' },
        { id: 3, status: 'rejected', code: 'VALIDATION' },
      ]);
      expect(r.lastMutationId).toBe(3);
    });

    it('[SS4][SYNC9] the unique token index is a backstop: a second order with a used token is a rejection, not a 500', async () => {
      const a = await tenantWithTill(database);
      const r = await pushOk(store, a, [
        m(1, 'test.order.v1', { id: 'o1', tokenNo: '7', businessDay: '2026-01-15' }),
        m(2, 'test.order.v1', { id: 'o2', tokenNo: '7', businessDay: '2026-01-15', categoryId: 'side' }),
        m(3, 'test.order.v1', { id: 'o3', tokenNo: '7', businessDay: '2026-01-16' }),
      ]);
      expect(r.results).toMatchObject([
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', code: 'TOKEN_IN_USE' },
        { id: 3, status: 'applied' },
      ]);
      // The rejected mutation's other write (a category) was rolled back with it.
      expect(await categories(a.tenantId)).toEqual([]);
      const audit = await database.db
        .select()
        .from(database.t.auditLog)
        .where(eq(database.t.auditLog.tenantId, a.tenantId));
      expect(audit.map((e) => e.entityId).sort()).toEqual(['o1', 'o3']);
    });

    it("[SS4] a put naming another tenant's row id changes nothing there and is refused", async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      await pushOk(store, a, [m(1, 'test.category.put.v1', { id: 'shared-id', title: 'A owns it' })]);
      const r = await pushOk(store, b, [
        m(1, 'test.category.put.v1', { id: 'shared-id', title: 'B takes it' }),
      ]);
      expect(r.results).toMatchObject([{ id: 1, status: 'rejected', code: 'CONFLICT' }]);
      expect((await categories(a.tenantId)).map((c) => c.title)).toEqual(['A owns it']);
      expect(await categories(b.tenantId)).toEqual([]);
    });

    it('[SS3] loads by ids, by column, singleton and all: tenant-scoped, tombstones excluded', async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      await pushOk(store, b, [
        m(1, 'test.menu-item.put.v1', { id: 'b-item', title: 'x', price: 1, categoryId: 'cat' }),
        m(2, 'test.category.put.v1', { id: 'b-cat', title: 'B' }),
      ]);
      const r = await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'cat', title: 'Cat' }),
        m(2, 'test.category.put.v1', { id: 'gone', title: 'Gone' }),
        m(3, 'test.menu-item.put.v1', { id: 'i1', title: 'one', price: 100, categoryId: 'cat' }),
        m(4, 'test.menu-item.put.v1', { id: 'i2', title: 'two', price: 200, categoryId: 'cat' }),
        m(5, 'test.menu-item.put.v1', { id: 'i3', title: 'other', price: 300, categoryId: 'other' }),
        m(6, 'test.delete.v1', { table: 'menuItems', ids: ['i2'] }),
        m(7, 'test.delete.v1', { table: 'categories', ids: ['gone'] }),
        m(8, 'test.describe-load.v1', { out: 'report', categoryId: 'cat' }),
      ]);
      expect(r.results.every((x) => x.status === 'applied')).toBe(true);
      const report = (await categories(a.tenantId)).find((c) => c.id === 'report');
      expect(JSON.parse(report?.title ?? '')).toEqual({ byCategory: 'i1', settings: [], categories: 'cat' });
    });

    it("[SS5] a del tombstones the row with the mutation's version", async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'x' }),
        m(2, 'test.delete.v1', { table: 'categories', ids: ['c1', 'never-existed'] }),
      ]);
      expect((await categories(a.tenantId)).map((c) => [c.id, c.deleted, c.version])).toEqual([
        ['c1', true, 2],
      ]);
    });

    it("[SS3] the context carries the store's business day, the device code and its leases of the last 7 days", async () => {
      const a = await tenantWithTill(database);
      const yesterday = await store.lease({ ...a, now: T0 - 24 * 3600_000 });
      const today = await store.lease({ ...a, now: T0 });
      if (yesterday === 'unknown-device' || today === 'unknown-device') throw new Error('no device');
      await pushOk(store, a, [m(1, 'test.echo-context.v1', { id: 'ctx' })], T0 + 1000);
      const ctx = JSON.parse((await categories(a.tenantId))[0]?.title ?? '');
      expect(ctx).toEqual({
        businessDay: '2026-01-15',
        deviceCode: a.deviceCode,
        now: T0 + 1000,
        leases: [...yesterday.leases, ...today.leases],
      });
    });

    it("[SS1][SS17] devices must be the tenant's and not removed; a client id stays with its tenant", async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      const put = [m(1, 'test.category.put.v1', { id: 'c', title: 'x' })];
      expect(await store.push({ ...pushInput(a, put), deviceId: b.deviceId })).toEqual({
        ok: false,
        refused: 'unknown-device',
      });
      await pushOk(store, b, put);
      expect(await store.push({ ...pushInput(a, put), clientId: b.clientId })).toEqual({
        ok: false,
        refused: 'foreign-client',
      });
      const a2 = await till(database, a.tenantId);
      await revokeDevice(database, a.tenantId, a2.deviceId, T0);
      expect(await store.push(pushInput(a2, put))).toEqual({ ok: false, refused: 'revoked-device' });
      expect(await store.pull(pullInput(a2, null))).toEqual({ ok: false, refused: 'revoked-device' });
    });

    it('[SS8] a database failure mid-push advances nothing and is transient', async () => {
      const a = await tenantWithTill(database);
      await pushOk(store, a, [m(1, 'test.category.put.v1', { id: 'c1', title: 'before' })]);
      let writes = 0;
      const failing = engine(database, {
        beforeStep: (step: Step) => {
          if (step.kind === 'run' && ++writes === 2) throw new TransientStoreError('disk hiccup');
        },
      });
      const batch = [
        m(2, 'test.category.put.v1', { id: 'c2', title: 'x' }),
        m(3, 'test.category.put.v1', { id: 'c3', title: 'y' }),
      ];
      await expect(failing.push(pushInput(a, batch))).rejects.toBeInstanceOf(TransientStoreError);
      expect((await categories(a.tenantId)).map((c) => c.id)).toEqual(['c1']);
      expect((await clientRow(a.clientId))?.lastMutationId).toBe(1);
      expect((await log(a.clientId)).length).toBe(1);
      const { last } = await pullAll(store, a, null);
      expect(last.cookie).toBe(1);
      // The same batch, resent, applies once.
      const r = await pushOk(store, a, batch);
      expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    });

    it('[SS2] two identical batches at once apply once', async () => {
      const a = await tenantWithTill(database);
      const batch = [1, 2, 3].map((i) => m(i, 'test.counter.add.v1', { id: 'n', by: 10 ** (i - 1) }));
      const [x, y] = await Promise.all([store.push(pushInput(a, batch)), store.push(pushInput(a, batch))]);
      const statuses = [x, y].map((o) =>
        o.ok && o.response.ok ? o.response.results.map((r) => r.status) : o,
      );
      expect(statuses).toContainEqual(['applied', 'applied', 'applied']);
      expect(statuses).toContainEqual(['duplicate', 'duplicate', 'duplicate']);
      expect((await categories(a.tenantId))[0]?.title).toBe('111');
    });

    it("[SS5] a put's values reach the database as they were, and a value it leaves out takes the column's default", async () => {
      const a = await tenantWithTill(database);
      const title = `Tikka "Special" \\ it's — मसाला 🌶 {"not": "json"} $1 ?`;
      const addons = [
        { id: 'a1', title: 'Extra "cheese"', price: 2500 },
        { nested: { deep: [1, 2.5, null, true, 'ünï'] } },
      ];
      const line = { itemTitle: title, notes: '\n\ttab', unitPrice: 2 ** 40, variantPrice: null };
      const t = database.t.orderItems;
      const lines = async () =>
        (await database.db.select().from(t).where(eq(t.tenantId, a.tenantId)).orderBy(t.id)).map((r) => [
          r.id,
          r.itemTitle,
          r.notes,
          r.unitPrice,
          r.variantPrice,
          r.status,
          r.addons,
          r.version,
        ]);

      await pushOk(store, a, [
        m(1, 'test.order.v1', { id: 'o1', tokenNo: '7', businessDay: '2026-01-15' }),
        m(2, 'test.lines.put.v1', {
          orderId: 'o1',
          lines: [
            { id: 'l1', ...line, status: 'preparing', addons },
            { id: 'l2', ...line, notes: null, addons: [] }, // no status: the database's default
            { id: 'l3', ...line, status: 'completed' }, // no addons: drizzle's default, []
          ],
        }),
      ]);
      expect(await lines()).toEqual([
        ['l1', title, '\n\ttab', 2 ** 40, null, 'preparing', addons, 2],
        ['l2', title, null, 2 ** 40, null, 'created', [], 2],
        ['l3', title, '\n\ttab', 2 ** 40, null, 'completed', [], 2],
      ]);

      // A put over an existing row replaces the values it names
      await pushOk(store, a, [
        m(3, 'test.lines.put.v1', {
          orderId: 'o1',
          lines: [{ id: 'l1', ...line, itemTitle: 'renamed', unitPrice: 1, status: 'delivered', addons: [] }],
        }),
      ]);
      expect((await lines())[0]).toEqual(['l1', 'renamed', '\n\ttab', 1, null, 'delivered', [], 3]);
    });
  });
}
