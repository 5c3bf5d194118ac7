/**
 * REST on the sync core (SS27, SS28; ADR 0062), on SQLite (rest-sync-core.test.ts) and PostgreSQL
 * (rest-sync-core.pg.test.ts): REST writes share the engine's group commits, a refused one undoes only its own
 * writes; GET /kitchen and GET /orders are answered from a cache per store version with ETag and 304, and a write
 * is seen by the next read.
 */
import { SYNC_REJECTIONS } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { NOT_IN_KITCHEN } from '../services/kitchen-answer.ts';
import { type Harness, startHarness, useAppHarness } from '../test-support/app-harness.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

/** The database with its write transactions counted: SQLite's write lock, PostgreSQL's store transactions. */
function counting(database: Database) {
  const count = { transactions: 0 };
  const { sqlite, pipelined } = database;
  const counted: Database = {
    ...database,
    ...(sqlite
      ? {
          sqlite: {
            ...sqlite,
            write: (fn) => {
              count.transactions++;
              return sqlite.write(fn);
            },
          },
        }
      : {}),
    ...(pipelined
      ? {
          pipelined: (fn, options) => {
            count.transactions++;
            return pipelined(fn, options);
          },
        }
      : {}),
  };
  return { counted, count };
}

const ORDERS = 12;

export function restSyncCoreSuite(open: OpenTestDatabase) {
  const { signedIn } = useAppHarness(open);
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) {
      await h.app.close();
      await h.database.close();
    }
  });

  async function shopWith(env: Record<string, string>) {
    const { counted, count } = counting(await open());
    const h = await startHarness(counted, env);
    opened.push(h);
    const { c, user } = await signedIn(h);
    return { h, count, shop: await openShop(c), tenantId: user.tenant_id };
  }

  /** ORDERS orders rung up at once: each answer, and the write transactions they took. */
  async function burst(env: Record<string, string>) {
    const { shop, count } = await shopWith(env);
    await ringUp(shop); // the first of the day: the store's rows exist before the burst
    count.transactions = 0;
    await ringUp(shop); // one order alone: the write transactions an order takes by itself on this database
    const alone = count.transactions;
    count.transactions = 0;
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, () =>
        shop.c.post('/api/v1/pos/create-order', {
          cart: [aLine(shop)],
          deliveryType: 'dinein',
          tableId: shop.tableId,
        }),
      ),
    );
    return { answers, transactions: count.transactions, alone };
  }

  describe('REST writes on the sync core', () => {
    it('[SS27][TOK7] orders rung up at once share group commits; each is answered with its own token', async () => {
      const { answers, transactions, alone } = await burst({});
      expect(answers.map((a) => a.statusCode)).toEqual(Array(ORDERS).fill(200));
      const tokens = answers.map((a) => Number(a.json().tokenNo)).sort((x, y) => x - y);
      expect(tokens).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 3));
      expect(answers[0]?.json()).toMatchObject({ message: 'Order sent to Kitchen!', total: 40950 });
      // fewer than one order at a time would take (PostgreSQL's groups take two: the numbers' and the group's);
      // on SQLite's write thread the transactions are the thread's, not counted here (alone is 0)
      if (alone > 0) expect(transactions).toBeLessThan(ORDERS * alone);
    });

    it('[SS27] REST_GROUP_COMMIT=off: each write its own transaction, the same answers', async () => {
      const { answers, transactions, alone } = await burst({ REST_GROUP_COMMIT: 'off' });
      expect(answers.map((a) => a.statusCode)).toEqual(Array(ORDERS).fill(200));
      expect(answers[0]?.json()).toMatchObject({ message: 'Order sent to Kitchen!', total: 40950 });
      expect(transactions).toBeGreaterThanOrEqual(ORDERS * alone);
    });

    it('[SS27] a refused write in a group undoes only itself: the orders beside it are kept', async () => {
      const { shop, h, tenantId } = await shopWith({});
      const unpaid = await ringUp(shop);
      const line = (await shop.c.get('/api/v1/orders')).json().orders[0].orders[0].items[0].id as string;
      const [again, ...others] = await Promise.all([
        // OS5: delivering an unpaid order's line is refused by the mutator
        shop.c.post(`/api/v1/orders/update-status/${line}`, { status: 'delivered' }),
        ...Array.from({ length: 4 }, () =>
          shop.c.post('/api/v1/pos/create-order', {
            cart: [aLine(shop)],
            deliveryType: 'dinein',
            tableId: shop.tableId,
          }),
        ),
      ]);
      expect({ status: again?.statusCode, message: again?.json().message }).toEqual({
        status: 400,
        message: 'Please complete the payment',
      });
      expect(others.map((o) => o.statusCode)).toEqual([200, 200, 200, 200]);
      const { t } = h.database;
      const stored = await h.database.db.select().from(t.orders);
      expect(stored.filter((o) => o.tenantId === tenantId && o.status === 'created')).toHaveLength(5);
      const [lineRow] = await h.database.db.select().from(t.orderItems).where(eq(t.orderItems.id, line));
      expect({ order: lineRow?.orderId, status: lineRow?.status }).toEqual({
        order: unpaid.orderId,
        status: 'created',
      });
    });
  });

  it("[SS27][SYNC19] an order naming another store's order id is refused alone; its group's other orders are kept", async () => {
    const { h, shop } = await shopWith({});
    const other = await openShop((await signedIn(h)).c);
    const theirs = await ringUp(other);
    const body = { cart: [aLine(shop)], deliveryType: 'dinein', tableId: shop.tableId };
    const [clash, ...others] = await Promise.all([
      shop.c.post('/api/v1/pos/create-order', { ...body, id: theirs.orderId }),
      ...Array.from({ length: 3 }, () => shop.c.post('/api/v1/pos/create-order', body)),
    ]);
    expect({ status: clash?.statusCode, message: clash?.json().message }).toEqual({
      status: 400,
      message: SYNC_REJECTIONS.ID_IN_USE,
    });
    expect(others.map((o) => o.statusCode)).toEqual([200, 200, 200]);
    const { t } = h.database;
    const [row] = await h.database.db.select().from(t.orders).where(eq(t.orders.id, theirs.orderId));
    expect(row?.total).toBe(theirs.total);
  });

  describe('live reads', () => {
    it('[SS28] GET /kitchen: an ETag, 304 while nothing changed, a fresh answer and ETag after a write', async () => {
      const { shop } = await shopWith({});
      const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const first = await shop.c.get('/api/v1/kitchen');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const same = await shop.c.get('/api/v1/kitchen', { 'if-none-match': etag });
      expect({ status: same.statusCode, body: same.body }).toEqual({ status: 304, body: '' });

      const line = first.json().orders[0].orders[0].items[0].id as string;
      expect((await shop.c.post(`/api/v1/kitchen/${line}`, { status: 'preparing' })).statusCode).toBe(200);
      const after = await shop.c.get('/api/v1/kitchen', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().orders[0].orders[0]).toMatchObject({ id: paid.orderId });
      expect(after.json().orders[0].orders[0].items[0].status).toBe('preparing');
    });

    it("[SS28] GET /kitchen answers the screen's fields: the spec's, the reference and how it was paid", async () => {
      const { shop } = await shopWith({});
      await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const [group] = (await shop.c.get('/api/v1/kitchen')).json().orders;
      expect(Object.keys(group).sort()).toEqual(['floor', 'order_ids', 'orders', 'table_id', 'table_title']);
      const [order] = group.orders;
      for (const field of NOT_IN_KITCHEN) expect(order).not.toHaveProperty(field);
      expect(order).toMatchObject({ payment_status: 'paid', payment_method: expect.any(String) });
      for (const field of ['id', 'date', 'delivery_type', 'customer_type', 'customer_id', 'customer_name'])
        expect(order).toHaveProperty(field);
      for (const field of ['status', 'token_no', 'table_id', 'table_title', 'floor', 'reference'])
        expect(order).toHaveProperty(field);
      expect(order.items[0]).not.toHaveProperty('price');
      for (const field of [
        'id',
        'order_id',
        'item_id',
        'item_title',
        'variant_id',
        'variant_title',
        'variant_price',
        'quantity',
        'status',
        'date',
        'addons',
        'notes',
      ])
        expect(order.items[0]).toHaveProperty(field);
    });

    it('[SS28] GET /orders: 304 while unchanged; a new order is in the next answer; a search is never cached', async () => {
      const { shop, h } = await shopWith({});
      const a = await ringUp(shop);
      h.clock.now += 1000; // oldest first
      const first = await shop.c.get('/api/v1/orders');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect((await shop.c.get('/api/v1/orders', { 'if-none-match': etag })).statusCode).toBe(304);
      const b = await ringUp(shop);
      const after = await shop.c.get('/api/v1/orders', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().orders[0].order_ids).toEqual([a.orderId, b.orderId]);
      const found = await shop.c.get(`/api/v1/orders?q=${b.tokenNo}`);
      expect(found.headers.etag).toBeUndefined();
      expect(found.json().orders[0].order_ids).toEqual([b.orderId]);
    });

    it('[SS28] LIVE_READ_CACHE=off: no ETag, the same answer', async () => {
      const { shop } = await shopWith({ LIVE_READ_CACHE: 'off' });
      await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const kitchen = await shop.c.get('/api/v1/kitchen');
      expect(kitchen.headers.etag).toBeUndefined();
      expect(kitchen.json().orders).toHaveLength(1);
      expect((await shop.c.get('/api/v1/orders')).headers.etag).toBeUndefined();
    });
  });
}
