// Small mutators for the store's contract suite and the fault tests: each exercises one thing the store must
// do (read by ids / by column / singleton / all, put, del, audit, reject, throw, hit a unique index).
import {
  defineMutator,
  MUTATORS,
  type Mutator,
  type Row,
  rejectWith,
  type SyncedTable,
  type Write,
} from '@tavola/shared';
import * as v from 'valibot';
import type { MutatorLookup, MutatorsModule } from '../store/types.ts';

const id = v.pipe(v.string(), v.minLength(1));

const category = (cid: string, title: string, now: number): Row => ({
  id: cid,
  title,
  createdAt: now,
  updatedAt: now,
});

/** Puts a category (creating or replacing it). */
export const putCategory = defineMutator({
  name: 'test.category.put.v1',
  args: v.object({ id, title: v.string() }),
  reads: (a) => [{ table: 'categories', ids: [a.id] }],
  decide: (_loaded, a, ctx) => ({
    ok: true,
    writes: [{ table: 'categories', op: 'put', row: category(a.id, a.title, ctx.now) }],
    events: [{ type: 'order_update', orderIds: [a.id] }],
  }),
});

/** Adds `by` to the number a category's title holds: applied twice, the sum shows it. */
export const addToCounter = defineMutator({
  name: 'test.counter.add.v1',
  args: v.object({ id, by: v.pipe(v.number(), v.integer()) }),
  reads: (a) => [{ table: 'categories', ids: [a.id] }],
  decide: (loaded, a, ctx) => {
    const current = Number(loaded.categories?.[a.id]?.title ?? 0);
    return {
      ok: true,
      writes: [{ table: 'categories', op: 'put', row: category(a.id, String(current + a.by), ctx.now) }],
    };
  },
});

/** Renames an existing category; a missing one is a visible rejection. */
export const renameCategory = defineMutator({
  name: 'test.category.rename.v1',
  args: v.object({ id, title: v.string() }),
  reads: (a) => [{ table: 'categories', ids: [a.id] }],
  decide: (loaded, a, ctx) => {
    const row = loaded.categories?.[a.id];
    if (!row) return rejectWith('NOT_FOUND', 'Category not found!');
    return {
      ok: true,
      writes: [{ table: 'categories', op: 'put', row: { ...row, title: a.title, updatedAt: ctx.now } }],
    };
  },
});

export const deleteRows = defineMutator({
  name: 'test.delete.v1',
  args: v.object({ table: v.picklist(['categories', 'menuItems'] as const), ids: v.array(id) }),
  reads: () => [],
  decide: (_loaded, a) => ({
    ok: true,
    writes: a.ids.map((x): Write => ({ table: a.table, op: 'del', id: x })),
  }),
});

/** Puts a menu item (price in minor units) under a category. */
export const putMenuItem = defineMutator({
  name: 'test.menu-item.put.v1',
  args: v.object({ id, title: v.string(), price: v.number(), categoryId: v.nullable(v.string()) }),
  reads: () => [],
  decide: (_loaded, a, ctx) => ({
    ok: true,
    writes: [
      {
        table: 'menuItems',
        op: 'put',
        row: {
          id: a.id,
          title: a.title,
          price: a.price,
          netPrice: null,
          categoryId: a.categoryId,
          taxId: null,
          imageHash: null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        },
      },
    ],
  }),
});

/** Reports what it loaded (by column, singleton, all) in a category's title, for the load tests. */
export const describeLoad = defineMutator({
  name: 'test.describe-load.v1',
  args: v.object({ out: id, categoryId: v.string() }),
  reads: (a) => [
    { table: 'menuItems', by: 'categoryId', values: [a.categoryId] },
    { table: 'storeSettings', singleton: true },
    { table: 'categories', all: true },
  ],
  decide: (loaded, a, ctx) => {
    const keys = (t: SyncedTable) =>
      Object.keys(loaded[t] ?? {})
        .sort()
        .join(',');
    const title = JSON.stringify({
      byCategory: keys('menuItems'),
      settings: Object.values(loaded.storeSettings ?? {}).map((s) => s.storeName),
      categories: keys('categories'),
    });
    return { ok: true, writes: [{ table: 'categories', op: 'put', row: category(a.out, title, ctx.now) }] };
  },
});

/** Writes, then refuses: the writes must not survive. */
export const refuse = defineMutator({
  name: 'test.refuse.v1',
  args: v.object({ id }),
  reads: () => [],
  decide: () => rejectWith('NOPE', 'Refused on purpose!'),
});

/** Always throws inside decide (docs/architecture.md §9: a mutation that always fails). */
export const explode = defineMutator({
  name: 'test.explode.v1',
  args: v.object({ id }),
  reads: () => [],
  decide: () => {
    throw new Error('boom');
  },
});

/** Puts a category, then an order whose token is already used that day: the unique index refuses it. */
export const orderWithToken = defineMutator({
  name: 'test.order.v1',
  args: v.object({ id, tokenNo: v.string(), businessDay: v.string(), categoryId: v.optional(v.string()) }),
  reads: () => [],
  decide: (_loaded, a, ctx) => {
    const writes: Write[] = [];
    if (a.categoryId)
      writes.push({ table: 'categories', op: 'put', row: category(a.categoryId, 'side', ctx.now) });
    writes.push({
      table: 'orders',
      op: 'put',
      row: {
        id: a.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        tokenNo: a.tokenNo,
        businessDay: a.businessDay,
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        customerName: null,
        tableId: null,
        status: 'created',
        paymentStatus: 'pending',
        paymentMethod: null,
        subTotal: 0,
        taxTotal: 0,
        feeTotal: 0,
        total: 0,
        deviceId: ctx.deviceId,
        createdBy: ctx.actor.userId,
        dinerId: null,
      },
    });
    return {
      ok: true,
      writes,
      audit: [{ action: 'test.order', entity: 'orders', entityId: a.id, detail: { token: a.tokenNo } }],
    };
  },
});

/** Echoes the context the server built (business day, leases, device code) into a category's title. */
export const echoContext = defineMutator({
  name: 'test.echo-context.v1',
  args: v.object({ id }),
  reads: () => [],
  decide: (_loaded, a, ctx) => ({
    ok: true,
    writes: [
      {
        table: 'categories',
        op: 'put',
        row: category(
          a.id,
          JSON.stringify({
            businessDay: ctx.businessDay,
            leases: ctx.leases,
            deviceCode: ctx.deviceCode,
            now: ctx.now,
          }),
          ctx.now,
        ),
      },
    ],
  }),
});

/**
 * Puts order lines as given, for the tests of how values reach the database; a line may leave out `status`
 * (a database default) or `addons` (a default made in JavaScript), as a partial put does.
 */
export const putLines = defineMutator({
  name: 'test.lines.put.v1',
  args: v.object({
    orderId: id,
    lines: v.array(
      v.object({
        id,
        itemTitle: v.string(),
        notes: v.nullable(v.string()),
        unitPrice: v.number(),
        variantPrice: v.nullable(v.number()),
        status: v.optional(v.string()),
        addons: v.optional(v.array(v.unknown())),
      }),
    ),
  }),
  reads: () => [],
  decide: (_loaded, a, ctx) => ({
    ok: true,
    writes: a.lines.map(
      (line): Write => ({
        table: 'orderItems',
        op: 'put',
        row: {
          ...line,
          orderId: a.orderId,
          itemId: 'item',
          variantId: null,
          variantTitle: null,
          quantity: 1,
          taxRate: 0,
          taxType: null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        } as unknown as Row,
      }),
    ),
  }),
});

export const TEST_MUTATORS: readonly Mutator[] = [
  putLines,
  putCategory,
  addToCounter,
  renameCategory,
  deleteRows,
  putMenuItem,
  describeLoad,
  refuse,
  explode,
  orderWithToken,
  echoContext,
];

const testByName = new Map<string, Mutator>(TEST_MUTATORS.map((m) => [m.name, m]));

/** The shared registry plus the test mutators. */
export const withTestMutators: MutatorLookup = (name) => testByName.get(name) ?? MUTATORS.get(name);

/** Where the sync engine's store thread finds `withTestMutators` (a function cannot cross to a thread). */
export const TEST_MUTATORS_MODULE: MutatorsModule = { url: import.meta.url, name: 'withTestMutators' };
