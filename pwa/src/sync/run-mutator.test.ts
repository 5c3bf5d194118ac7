import { getMutator, type Mutator, SYNC_REJECTIONS } from '@tavola/shared';
import { aMutatorContext, aRow, createOrderWire, SHOP, T0 } from '@tavola/shared/test-support/index';
import { carelessCreate } from '@tavola/shared/test-support/new-rows';
import { describe, expect, it } from 'vitest';
import { aSyncEnv } from '../test/sync-env.ts';
import { SYNC_STORES } from './local-env.ts';
import { runMutator } from './run-mutator.ts';

const ID_IN_USE = { ok: false, code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE };

/** A till holding the shop's menu, a past cash sale (order-0, line-0, invoice inv-past) and an open order. */
async function aTill() {
  const env = aSyncEnv();
  const { db } = env;
  await db.taxes.bulkPut([SHOP.gst, SHOP.vat]);
  await db.menuItems.bulkPut([SHOP.pizza, SHOP.cola]);
  await db.variants.bulkPut([SHOP.large, SHOP.small]);
  await db.addons.bulkPut([SHOP.cheese]);
  await db.storeTables.bulkPut([SHOP.table]);
  await db.paymentTypes.bulkPut([SHOP.cash]);
  await db.orders.bulkPut([
    aRow('orders', { id: 'order-0', tokenNo: '5', paymentStatus: 'paid', total: 35700 }),
    aRow('orders', { id: 'order-9', tokenNo: '6' }),
  ]);
  await db.orderItems.bulkPut([
    aRow('orderItems', { id: 'line-0', orderId: 'order-0', unitPrice: 34000 }),
    aRow('orderItems', { id: 'line-9', orderId: 'order-9' }),
  ]);
  await db.invoices.bulkPut([aRow('invoices', { id: 'inv-past', total: 35700, name: 'Asha' })]);
  await db.invoiceOrders.bulkPut([
    aRow('invoiceOrders', { id: 'inv-past:order-0', invoiceId: 'inv-past', orderId: 'order-0' }),
  ]);
  return env;
}

/** Runs `mutator` on the till's rows as `mutate` does: in one transaction over the synced stores. */
const runOn = (env: ReturnType<typeof aSyncEnv>, mutator: Mutator, args: unknown) =>
  env.db.transaction('rw', SYNC_STORES, async () =>
    runMutator(env, mutator, args, aMutatorContext({ now: T0 })),
  );

/** Every synced row the till holds, to compare before and after. */
const everything = async (env: ReturnType<typeof aSyncEnv>) => ({
  orders: await env.db.orders.toArray(),
  orderItems: await env.db.orderItems.toArray(),
  invoices: await env.db.invoices.toArray(),
  invoiceOrders: await env.db.invoiceOrders.toArray(),
  categories: await env.db.categories.toArray(),
});

describe("the device's run of a mutator (docs/architecture.md §6.2)", () => {
  const createOrder = getMutator('order.create.v1') as Mutator;

  it('[SYNC19] refuses an order paid at once under the id of an invoice the till holds; nothing is written', async () => {
    const env = await aTill();
    const before = await everything(env);
    const steal = createOrderWire({ id: 'order-1', payNow: { invoiceId: 'inv-past' } });
    expect(await runOn(env, createOrder, steal)).toEqual(ID_IN_USE);
    expect(await everything(env)).toEqual(before);
  });

  it("[SYNC19] refuses a new order naming another order's line; the line stays on its order", async () => {
    const env = await aTill();
    const before = await everything(env);
    expect(
      await runOn(env, createOrder, createOrderWire({ id: 'order-1', itemIds: ['line-1', 'line-9'] })),
    ).toEqual(ID_IN_USE);
    expect(await everything(env)).toEqual(before);
    // the same order with ids of its own is written
    expect(await runOn(env, createOrder, createOrderWire({ id: 'order-1' }))).toMatchObject({ ok: true });
    expect(await env.db.orderItems.get('line-1')).toMatchObject({ orderId: 'order-1' });
  });

  it('[SYNC19] refuses a new row over one the till holds even from a mutator that does not check', async () => {
    const careless = carelessCreate;
    const env = await aTill();
    await env.db.categories.put(aRow('categories', { id: 'pizza', title: 'Pizza' }));
    const before = await everything(env);
    expect(await runOn(env, careless, { id: 'pizza' })).toEqual(ID_IN_USE);
    expect(await everything(env)).toEqual(before);
    expect(await runOn(env, careless, { id: 'pasta' })).toMatchObject({ ok: true });
  });
});
