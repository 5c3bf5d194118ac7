// SYNC19, part of the sync store's contract: a mutation never overwrites a row it did not create. The two
// attacks of issue 27 (a till rewriting an invoice through payNow.invoiceId, a new order taking another order's
// line through itemIds) through the real push path, against another store's rows and the till's own; the
// server's insert of new rows without the mutators' check; and a property over every create mutator.
import {
  createdRows,
  loadFromState,
  type Mutation,
  type Mutator,
  type MutatorContext,
  runMutation,
  SYNC_REJECTIONS,
  SYNCED_TABLES,
  type SyncedTable,
} from '@tavola/shared';
import { aMutatorContext, aRow, aSyncState } from '@tavola/shared/test-support/index';
import {
  type CaseRows,
  carelessCreate,
  NEW_ROW_CASES,
  type NewRowCase,
} from '@tavola/shared/test-support/new-rows';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { scoped } from '../../db/tenant-scope.ts';
import { applyServerMutation } from '../apply-server-mutation.ts';
import { createSyncEngine } from '../engine.ts';
import { syncedTable } from '../tables.ts';
import { m, pushInput, pushOk, T0, type Till, tenantWithTill, till } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import type { PushOutcome, SyncStore } from './types.ts';

const ID_IN_USE = { status: 'rejected', code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE };
const DAY = '2026-01-15'; // T0's business day in Kolkata

const careless = carelessCreate;

export function storeNewRowsSuite(open: OpenTestDatabase) {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = createSyncEngine(database, {
      mutators: (name) => (name === careless.name ? (careless as Mutator) : withTestMutators(name)),
    });
  });
  afterEach(() => database.close());

  /** Inserts rows into a tenant, parents first (the foreign keys). */
  const seed = async (tenantId: string, rows: CaseRows) => {
    const scope = scoped(database, tenantId);
    for (const name of SYNCED_TABLES) {
      const list = rows[name];
      // the builders' rows of one synced table: exactly that table's insert (without tenant and version)
      if (list?.length) await scope.insert(syncedTable(database.t, name).table, list as never);
    }
  };
  /** A row by id, whoever's it is, tombstones included, every column. */
  const rowById = async (table: SyncedTable, id: string) => {
    const { table: dbTable, columns } = syncedTable(database.t, table);
    const [row] = await database.db.select().from(dbTable).where(eq(columns.id, id));
    return row;
  };
  const rowsById = (rows: readonly { table: SyncedTable; id: string }[]) =>
    Promise.all(rows.map((r) => rowById(r.table, r.id)));
  const results = (o: PushOutcome) => (o.ok && o.response.ok ? o.response.results : o);

  /** order.create.v1 of the shop `ns` (NEW_ROW_CASES' menu): one line rung up at `price`, paid with `invoiceId`. */
  const sale = (
    ns: string,
    t: Till,
    o: { id: string; token: number; itemIds: string[]; price: number; invoiceId?: string },
  ) => ({
    id: o.id,
    tokenNo: `${t.deviceCode}-${o.token}`,
    businessDay: DAY,
    cart: o.itemIds.map(() => ({
      itemId: `${ns}-pizza`,
      variantId: `${ns}-large`,
      addonIds: [],
      quantity: 1,
      notes: null,
      unitPrice: o.price,
    })),
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    itemIds: o.itemIds,
    payNow: o.invoiceId ? { invoiceId: o.invoiceId, paymentTypeId: `${ns}-cash`, credit: false } : null,
  });
  const orderCase = NEW_ROW_CASES.find((c) => c.mutator.name === 'order.create.v1') as NewRowCase;

  /** Store V with a past cash sale (invoice inv-v, 357.00) and an open order (lines line-v1, line-v2). */
  async function victim() {
    const v = await tenantWithTill(database, 'Victim');
    await seed(v.tenantId, orderCase.given('v'));
    const r = await pushOk(store, v, [
      m(
        1,
        'order.create.v1',
        sale('v', v, { id: 'order-v0', token: 1, itemIds: ['line-v0'], price: 34000, invoiceId: 'inv-v' }),
      ),
      m(
        2,
        'order.create.v1',
        sale('v', v, { id: 'order-v1', token: 2, itemIds: ['line-v1', 'line-v2'], price: 25000 }),
      ),
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    const rows = [
      { table: 'invoices' as const, id: 'inv-v' },
      { table: 'invoiceOrders' as const, id: 'inv-v:order-v0' },
      { table: 'orders' as const, id: 'order-v0' },
      { table: 'orders' as const, id: 'order-v1' },
      { table: 'orderItems' as const, id: 'line-v1' },
      { table: 'orderItems' as const, id: 'line-v2' },
    ];
    const before = await rowsById(rows);
    expect(before[0]).toMatchObject({ total: 35700, tenantId: v.tenantId });
    return { v, unchanged: async () => expect(await rowsById(rows)).toEqual(before) };
  }

  /** A till of another store `a`, with a menu of its own. */
  async function attacker() {
    const a = await tenantWithTill(database, 'Attacker');
    await seed(a.tenantId, orderCase.given('a'));
    return a;
  }

  describe('[SYNC19] a mutation never overwrites a row it did not create', () => {
    it('[SYNC19] an order paid at once under the id of a past invoice is refused: of another store or its own; the invoice, its link and its order are unchanged', async () => {
      const { v, unchanged } = await victim();
      const a = await attacker();
      const own = await till(database, v.tenantId, 'Till 2');
      for (const [ns, t] of [
        ['v', own],
        ['a', a],
      ] as const) {
        const id = `order-${ns}9`;
        const steal = sale(ns, t, { id, token: 9, itemIds: [`${id}-l`], price: 1, invoiceId: 'inv-v' });
        const r = await pushOk(store, t, [m(1, 'order.create.v1', steal)]);
        await unchanged();
        expect(r.results).toEqual([{ id: 1, ...ID_IN_USE }]);
        expect(await rowById('orders', id)).toBeUndefined();
      }
    });

    it("[SYNC19] a new order naming another order's line is refused: of another store or its own; the line stays on its order", async () => {
      const { v, unchanged } = await victim();
      const a = await attacker();
      const own = await till(database, v.tenantId, 'Till 2');
      for (const [ns, t] of [
        ['v', own],
        ['a', a],
      ] as const) {
        const id = `order-${ns}9`;
        const steal = sale(ns, t, { id, token: 9, itemIds: [`${id}-l`, 'line-v2'], price: 1 });
        const r = await pushOk(store, t, [m(1, 'order.create.v1', steal)]);
        await unchanged();
        expect(r.results).toEqual([{ id: 1, ...ID_IN_USE }]);
        expect(await rowById('orderItems', `${id}-l`)).toBeUndefined();
      }
    });

    it('[SYNC19] in one group commit (merged, then push by push) both attacks are refused and the other pushes apply', async () => {
      const { v, unchanged } = await victim();
      const a = await attacker();
      const own = await till(database, v.tenantId, 'Till 2');
      const honest = await till(database, v.tenantId, 'Till 3');
      const outcomes = await Promise.all([
        store.push(
          pushInput(a, [
            m(
              1,
              'order.create.v1',
              sale('a', a, { id: 'order-a1', token: 1, itemIds: ['la'], price: 1, invoiceId: 'inv-v' }),
            ),
          ]),
        ),
        store.push(
          pushInput(own, [
            m(
              1,
              'order.create.v1',
              sale('v', own, { id: 'order-v8', token: 8, itemIds: ['lv', 'line-v1'], price: 1 }),
            ),
          ]),
        ),
        store.push(
          pushInput(honest, [
            m(
              1,
              'order.create.v1',
              sale('v', honest, {
                id: 'order-v7',
                token: 7,
                itemIds: ['lh'],
                price: 25000,
                invoiceId: 'inv-h',
              }),
            ),
          ]),
        ),
      ]);
      expect(outcomes.map(results)).toEqual([
        [{ id: 1, ...ID_IN_USE }],
        [{ id: 1, ...ID_IN_USE }],
        [{ id: 1, status: 'applied' }],
      ]);
      await unchanged();
      expect(await rowById('invoices', 'inv-h')).toMatchObject({ tenantId: v.tenantId });
    });

    it("[SYNC19] the server inserts new rows: a create that does not check is refused over a live row it did not read, a tombstone, another store's row", async () => {
      const a = await tenantWithTill(database, 'A');
      const b = await tenantWithTill(database, 'B');
      await pushOk(store, a, [
        m(1, 'test.category.put.v1', { id: 'live', title: 'kept' }),
        m(2, 'test.category.put.v1', { id: 'gone', title: 'deleted' }),
        m(3, 'test.delete.v1', { table: 'categories', ids: ['gone'] }),
      ]);
      await pushOk(store, b, [m(1, 'test.category.put.v1', { id: 'theirs', title: "B's" })]);
      const before = await rowsById(
        ['live', 'gone', 'theirs'].map((id) => ({ table: 'categories' as const, id })),
      );
      const r = await pushOk(store, a, [
        m(4, careless.name, { id: 'live' }),
        m(5, careless.name, { id: 'gone' }),
        m(6, careless.name, { id: 'theirs' }),
        m(7, careless.name, { id: 'free' }),
      ]);
      expect(r.results).toEqual([
        { id: 4, ...ID_IN_USE },
        { id: 5, ...ID_IN_USE },
        { id: 6, ...ID_IN_USE },
        { id: 7, status: 'applied' },
      ]);
      expect(
        await rowsById(['live', 'gone', 'theirs'].map((id) => ({ table: 'categories' as const, id }))),
      ).toEqual(before);
      expect(await rowById('categories', 'free')).toMatchObject({ tenantId: a.tenantId, deleted: false });
    });

    it('[SYNC19] a retried push of a create is a duplicate; the same order under a new mutation id is a repeat that changes nothing (SYNC11)', async () => {
      const { v, unchanged } = await victim();
      const t = await till(database, v.tenantId, 'Till 2');
      const mutation = (id: number) =>
        m(
          id,
          'order.create.v1',
          sale('v', t, { id: 'order-v5', token: 5, itemIds: ['l5'], price: 25000, invoiceId: 'inv-5' }),
        );
      const first = mutation(1);
      expect((await pushOk(store, t, [first])).results).toEqual([{ id: 1, status: 'applied' }]);
      const stored = await rowsById([
        { table: 'orders', id: 'order-v5' },
        { table: 'invoices', id: 'inv-5' },
        { table: 'orderItems', id: 'l5' },
      ]);
      expect((await pushOk(store, t, [first])).results).toEqual([{ id: 1, status: 'duplicate' }]);
      expect((await pushOk(store, t, [mutation(2)])).results).toEqual([{ id: 2, status: 'applied' }]);
      expect(
        await rowsById([
          { table: 'orders', id: 'order-v5' },
          { table: 'invoices', id: 'inv-5' },
          { table: 'orderItems', id: 'l5' },
        ]),
      ).toEqual(stored);
      await unchanged();
    });

    it('[SYNC19] property: every create mutator naming an id in use (another store, its own store, a tombstone) is refused or a repeat; the row is unchanged and nothing else is written', async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...NEW_ROW_CASES),
          fc.integer({ min: 1, max: 3 }),
          fc.nat(),
          fc.constantFrom('another store' as const, 'its store' as const, 'a tombstone' as const),
          async (c, size, pick, where) => {
            const ns = `p${++n}`;
            const a = await tenantWithTill(database, 'A');
            await seed(a.tenantId, c.given(ns, a.deviceId));
            const ctx = aMutatorContext({
              tenantId: a.tenantId,
              deviceId: a.deviceId,
              deviceCode: a.deviceCode,
              now: T0,
              businessDay: DAY,
              leases: [],
            });
            const args = c.args({ ns, size, ctx });
            // what it creates, from a run of its own on the same rows
            const dry = decideOn(c, c.given(ns, a.deviceId), args, ctx);
            if (!dry.ok) throw new Error(`${c.mutator.name}: ${dry.message}`);
            const created = createdRows(dry.writes);
            const target = created[pick % created.length] as { table: SyncedTable; id: string };
            const holder =
              where === 'another store' ? (await tenantWithTill(database, 'B')).tenantId : a.tenantId;
            await plant(holder, target.table, target.id, `${ns}v`, where === 'a tombstone');
            const before = await rowById(target.table, target.id);

            const outcome = await attempt(c, a, args);
            const own = c.own(args);
            const repeat = where === 'its store' && own.table === target.table && own.id === target.id;
            expect(outcome).toEqual(repeat ? 'applied' : 'ID_IN_USE');
            expect(await rowById(target.table, target.id)).toEqual(before);
            const others = created.filter((r) => r !== target);
            expect((await rowsById(others)).filter((r) => r !== undefined)).toEqual([]);
          },
        ),
        { numRuns: database.dialect === 'pg' ? 30 : 60 },
      );
    });
  });

  /** The case's mutation by a till of `a`: pushed, or run by the server (the diner's). */
  async function attempt(c: NewRowCase, a: Till, args: Record<string, unknown>): Promise<string> {
    if (!c.pushed) {
      const r = await applyServerMutation(database, {
        tenantId: a.tenantId,
        actor: { role: 'admin', scope: null, userId: 'diner' },
        sessionId: 'diner',
        mutator: c.mutator as Mutator<unknown>,
        args,
        now: T0,
        leases: [{ businessDay: DAY, start: 1, end: 1 }],
      });
      return r.ok ? 'applied' : r.code;
    }
    const [r] = (await pushOk(store, a, [m(1, c.mutator.name, args)] as Mutation[])).results;
    return r?.status === 'rejected' ? r.code : String(r?.status);
  }

  /** A row under `id` in `tenantId`, with the rows its foreign keys need (ids under `ns`); tombstoned or not. */
  async function plant(tenantId: string, table: SyncedTable, id: string, ns: string, tombstone: boolean) {
    const order = aRow('orders', { id: `${ns}-order`, tokenNo: `${ns}-t` });
    const invoice = aRow('invoices', { id: `${ns}-invoice`, total: 35700 });
    const item = aRow('menuItems', { id: `${ns}-item` });
    const rows: CaseRows = {
      orders:
        table === 'orders'
          ? [{ ...order, id }]
          : ['orderItems', 'invoiceOrders'].includes(table)
            ? [order]
            : [],
      orderItems: table === 'orderItems' ? [aRow('orderItems', { id, orderId: order.id })] : [],
      invoices: table === 'invoices' ? [{ ...invoice, id }] : table === 'invoiceOrders' ? [invoice] : [],
      invoiceOrders:
        table === 'invoiceOrders'
          ? [aRow('invoiceOrders', { id, invoiceId: invoice.id, orderId: order.id })]
          : [],
      menuItems:
        table === 'menuItems' ? [{ ...item, id }] : ['variants', 'addons'].includes(table) ? [item] : [],
      variants: table === 'variants' ? [aRow('variants', { id, itemId: item.id })] : [],
      addons: table === 'addons' ? [aRow('addons', { id, itemId: item.id })] : [],
      customers: table === 'customers' ? [aRow('customers', { id, phone: '8000000000' })] : [],
      ...([
        'categories',
        'stations',
        'taxes',
        'storeTables',
        'paymentTypes',
        'reservations',
        'shifts',
        'cashMovements',
        'refunds',
      ].includes(table)
        ? { [table]: [{ ...aRow(table), id }] }
        : {}),
    };
    await seed(tenantId, rows);
    if (tombstone) {
      const { table: dbTable, columns } = syncedTable(database.t, table);
      await scoped(database, tenantId).remove(dbTable, eq(columns.id, id));
    }
  }
}

/** The case's decision in memory, on its rows alone (the diner's mutator is not in MUTATORS: decided as such). */
function decideOn(c: NewRowCase, rows: CaseRows, args: unknown, ctx: MutatorContext) {
  const state = aSyncState(rows);
  if (c.pushed) return runMutation(state, { name: c.mutator.name, args }, ctx).decision;
  const parsed = v.parse(c.mutator.args, args);
  return c.mutator.decide(loadFromState(state, c.mutator.reads(parsed)), parsed, {
    ...ctx,
    leases: [{ businessDay: DAY, start: 1, end: 1 }],
  });
}
