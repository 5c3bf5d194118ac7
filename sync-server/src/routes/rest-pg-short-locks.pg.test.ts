/**
 * PostgreSQL REST writes holding the store's rows for less (PGW1, PGW2; ADR 0077): a group's numbers (TOK7) are
 * taken in a short committed transaction before it, its answers are the rows it wrote, not read again; the push
 * thread's connections plan reads by ids with the primary key, whatever the table's size when first planned.
 */
import { type CreateOrderMutationArgs, createOrder } from '@tavola/shared';
import { inArray, Placeholder, type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { describePg, pgTestDatabaseUrl } from '../../test/databases.ts';
import { openPg } from '../db/pg.ts';
import { uuidv7 } from '../ids.ts';
import { loadQuery, type SpecRead, specRead } from '../sync/apply-mutation.ts';
import { toClientRow } from '../sync/tables.ts';
import { type Harness, startHarness, useAppHarness } from '../test-support/app-harness.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

describePg('REST writes on PostgreSQL, short locks', (open) => {
  const { signedIn } = useAppHarness(open);
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) {
      await h.app.close();
      await h.database.close();
    }
  });

  async function shopWith(env: Record<string, string>) {
    const h = await startHarness(await open(), env);
    opened.push(h);
    const { c, user } = await signedIn(h);
    const shop = await openShop(c);
    await ringUp(shop); // token 1: the store's counter and version rows exist
    return { h, shop, user };
  }

  describe.each([
    ['on', {}],
    ['off', { REST_PG_SHORT_LOCKS: 'off' }],
  ])('REST_PG_SHORT_LOCKS=%s', (_, env) => {
    it('[PGW1][TOK7] orders at once, paid and not: each its own number, each answer the row as stored', async () => {
      const { h, shop, user } = await shopWith(env);
      const actor = { role: 'admin', scope: null, userId: user.id };
      const apply = (payNow: CreateOrderMutationArgs['payNow']) => {
        const id = uuidv7(h.app.now());
        const args: CreateOrderMutationArgs = {
          id,
          tokenNo: '',
          businessDay: '',
          soldAt: null,
          cart: [aLine(shop)] as CreateOrderMutationArgs['cart'],
          deliveryType: 'dinein',
          customerType: 'WALKIN',
          customerId: null,
          tableId: shop.tableId,
          itemIds: [uuidv7()],
          payNow,
          lineDiscounts: [],
          billDiscount: null,
        };
        return h.app.syncEngine.apply({
          tenantId: user.tenant_id,
          actor,
          sessionId: 'test-session',
          mutator: createOrder.name,
          args,
          now: h.app.now(),
          takesToken: true,
          answer: { table: 'orders', id },
        });
      };
      const paid = () => ({
        invoiceId: uuidv7(),
        paymentTypeId: shop.cashId,
        credit: false,
        customerId: null,
        name: null,
        phone: null,
        email: null,
        buyerGstin: null,
      });
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) => apply(i % 2 === 0 ? null : paid())),
      );
      const rows = outcomes.map((o) => (o.ok ? (o.row ?? null) : null));
      expect(rows.every((r) => r !== null)).toBe(true);
      const ids = rows.map((r) => r?.id as string);
      const { t } = h.database;
      const stored = await h.database.db.select().from(t.orders).where(inArray(t.orders.id, ids));
      const byId = new Map(stored.map((r) => [r.id, toClientRow('orders', r)]));
      for (const row of rows) expect(row).toEqual(byId.get(row?.id as string));
      const tokens = rows.map((r) => Number(r?.tokenNo)).sort((a, b) => a - b);
      expect(tokens).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
      expect(rows.filter((r) => r?.paymentStatus === 'paid')).toHaveLength(5);
    });

    it('[PGW1][TOK7] a refused order of a group skips its number; the next order takes the one after', async () => {
      const { shop } = await shopWith(env);
      const body = { cart: [aLine(shop)], deliveryType: 'dinein', tableId: shop.tableId };
      const gone = { ...body, cart: [aLine(shop, { itemId: uuidv7() })] };
      const answers = await Promise.all([
        shop.c.post('/api/v1/pos/create-order', body),
        shop.c.post('/api/v1/pos/create-order', gone),
        shop.c.post('/api/v1/pos/create-order', body),
        shop.c.post('/api/v1/pos/create-order', body),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 200, 200]); // SYNC9: the item is gone
      const kept = answers.filter((a) => a.statusCode === 200).map((a) => Number(a.json().tokenNo));
      expect(new Set(kept).size).toBe(3);
      expect(kept.every((n) => n >= 2 && n <= 5)).toBe(true);
      const next = await ringUp(shop);
      expect(next.tokenNo).toBe('6');
    });
  });

  it('[PGW2] the push thread plans a read by ids with the key, even planned on an empty table', async () => {
    const { url, drop } = await pgTestDatabaseUrl();
    const database = await openPg(url, { syncOnly: true });
    try {
      const { t } = database;
      const ids = Array.from({ length: 64 }, () => uuidv7());
      const read = specRead(t, { table: 'orderItems', ids }) as SpecRead;
      const query = loadQuery(t, uuidv7(), 'orderItems', read);
      const built = (
        query.build(database.db) as unknown as { toSQL(): { sql: string; params: unknown[] } }
      ).toSQL();
      // each bound value: a placeholder's from the query's parameters, else the literal drizzle bound
      const values = built.params.map((p) => (p instanceof Placeholder ? query.params[p.name as string] : p));
      const literal = (v: unknown) => (typeof v === 'boolean' ? String(v) : `'${String(v)}'`);
      const plan = await database.pipelined?.(async (tx) => {
        const pg = tx as unknown as { execute(q: SQL): Promise<{ rows: Record<string, string>[] }> };
        await pg.execute(sql.raw(`prepare keyed_read as ${built.sql} for update`));
        const { rows } = await pg.execute(
          sql.raw(`explain execute keyed_read(${values.map(literal).join(', ')})`),
        );
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('order_items_pkey');
      expect(plan).not.toContain('Seq Scan');
    } finally {
      await database.close();
      await drop();
    }
  });
});
