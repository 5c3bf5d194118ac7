/**
 * What the drain's tests share (drain.test.ts, rebase-chunks.test.ts, echo.test.ts): a shop on the fake server and
 * the till, sales rung up through the Send's own mutation at the till's clock, and the till's contents to compare.
 */
import { ROW_KEYS, type Row, type SyncedTable } from '@tavola/shared';
import { createOrderWire, SHOP } from '@tavola/shared/test-support/index';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { mutateIn } from './mutate.ts';

/** The shop's menu and table on the server; `local`: also on the till (as a first sync leaves them). */
export async function aShopTill(options: { echoes?: boolean } = {}): Promise<TestSync> {
  const env = await aRegisteredEnv();
  env.server.echoes = options.echoes ?? false;
  env.server.put('taxes', SHOP.gst, SHOP.vat);
  env.server.put('menuItems', SHOP.pizza, SHOP.cola);
  env.server.put('variants', SHOP.large, SHOP.small);
  env.server.put('addons', SHOP.cheese);
  env.server.put('storeTables', SHOP.table);
  env.server.put('paymentTypes', SHOP.cash);
  return env;
}

/**
 * Sales `o-<from>` … each an order with two lines at `at(i)` (its sold-at time too, TILL1); every `paidEvery`th is
 * paid at once (its invoice). Returns each sale's business day.
 */
export async function sell(
  env: TestSync,
  from: number,
  n: number,
  at: (i: number) => number,
  paidEvery = 0,
): Promise<{ id: string; day: string }[]> {
  const sold: { id: string; day: string }[] = [];
  for (let i = from; i < from + n; i++) {
    const id = `o-${i}`;
    const paid = paidEvery > 0 && i % paidEvery === 0;
    const r = await mutateIn(
      env,
      'order.create.v1',
      (t: { takeToken(): string; ctx: { businessDay: string } }) =>
        createOrderWire({
          id,
          tokenNo: t.takeToken(),
          businessDay: t.ctx.businessDay,
          itemIds: [`${id}-1`, `${id}-2`],
          soldAt: at(i),
          ...(paid ? { payNow: { invoiceId: `inv-${i}`, paymentTypeId: 'cash' } } : {}),
        }),
      at(i),
    );
    if (!r.ok) throw new Error(`${i}: ${r.code} ${r.message}`);
    sold.push({ id, day: (await env.db.orders.get(id))?.businessDay as string });
  }
  return sold;
}

/** A row as a pull sends it: every ROW_KEY, null where the till's own write left one out. */
const asPulled = (table: SyncedTable, row: Row): Record<string, unknown> =>
  Object.fromEntries((ROW_KEYS[table] as readonly string[]).map((k) => [k, row[k] ?? null]));

/** A table's rows on the till, by id, as pulled. */
async function rowsOf(env: TestSync, table: SyncedTable): Promise<Record<string, unknown>[]> {
  const all = (await env.db.table(table).toArray()) as Row[];
  return all.sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => asPulled(table, r));
}

/** Every sale row, outbox entry and kept acknowledgement of the till, in a stable order, rows as pulled. */
export async function contents(env: TestSync) {
  const outbox = await env.db.outbox.orderBy('seq').toArray();
  return {
    orders: await rowsOf(env, 'orders'),
    orderItems: await rowsOf(env, 'orderItems'),
    invoices: await rowsOf(env, 'invoices'),
    invoiceOrders: await rowsOf(env, 'invoiceOrders'),
    storeTables: await rowsOf(env, 'storeTables'),
    outbox: outbox.map(({ id, status, undo }) => ({ id, status, undo })),
    acknowledged: (await env.db.acknowledged.toArray()).map((a) => a.id).sort((a, b) => a - b),
  };
}
