/**
 * SS28, SS29 (ADR 0062, 0071): the live screens' answers (GET /kitchen, GET /orders without a search) as JSON.
 * The open orders are read light (`live-rows.ts`); each order whose rows' versions match its kept JSON
 * (`live-fragments.ts`) is spliced as kept, and only the others are read whole and serialised. The JSON reads as
 * the plain build's; the route suites run both ways (`rest-switches-off*.test.ts`, `live-answers.suite.ts`).
 */
import { groupOrders, type KitchenRule } from '@tavola/shared';
import type { Database, Tables } from '../db/index.ts';
import { kitchenOrder } from './kitchen-answer.ts';
import type { FragmentBuild } from './live-fragments.ts';
import { withOrdersJson } from './live-fragments.ts';
import { type LightItem, type LightOrder, loadLight } from './live-rows.ts';
import { expiryOf } from './order-expiry.ts';
import { loadOrders, orderWire } from './order-views.ts';

type OrderDb = Tables['orders']['$inferSelect'];
type ItemDb = Tables['orderItems']['$inferSelect'];
type TableDb = Tables['storeTables']['$inferSelect'];

/** What an order's JSON is made of: its row, its lines' and its table's; a write to any moves a version. */
const rowsKey = (o: LightOrder, items: readonly LightItem[], table: TableDb | undefined) => {
  let key = `${o.version}|${table ? `${table.id}:${table.version}` : ''}`;
  for (const i of items) key += `|${i.id}:${i.version}`;
  return key;
};

type Shown = (order: OrderDb, items: readonly ItemDb[], table: TableDb | undefined) => unknown;

/**
 * The store's open orders (the kitchen's under `kitchen`) grouped (OS10), each order's JSON made by `shown` or
 * kept; `keyOf` adds what besides its rows its JSON depends on. The groups' JSON, one string a group.
 */
async function groupsJson(
  database: Database,
  tenantId: string,
  kitchen: KitchenRule | undefined,
  build: FragmentBuild,
  shown: Shown,
  keyOf: (o: LightOrder) => string,
): Promise<string[]> {
  const light = await loadLight(database, tenantId, { open: true, ...(kitchen ? { kitchen } : {}) });
  const tableOf = new Map(light.tables.map((x) => [x.id, x]));
  const groups = groupOrders(light.orders, light.items, light.tables).map((g) => {
    const table = g.tableId ? tableOf.get(g.tableId) : undefined;
    return { g, table, keys: g.orders.map((o) => `${rowsKey(o.order, o.items, table)}|${keyOf(o.order)}`) };
  });
  const stale = groups.flatMap(({ g, keys }) =>
    g.orders.filter((o, i) => !build.has(o.order.id, keys[i] ?? '')),
  );
  // only the orders whose rows moved are read whole (a row newer than its key: the next version rebuilds it)
  const whole = stale.length
    ? await loadOrders(database, tenantId, { ids: stale.map((o) => o.order.id) })
    : { orders: [], items: [] };
  const orderOf = new Map(whole.orders.map((o) => [o.id, o]));
  const linesOf = new Map<string, ItemDb[]>();
  for (const i of whole.items) linesOf.set(i.orderId, [...(linesOf.get(i.orderId) ?? []), i]);
  const parts = groups.map(({ g, table, keys }) => {
    const head = {
      table_id: g.tableId,
      table_title: g.title,
      floor: g.floor,
      order_ids: g.orders.map((o) => o.order.id),
      orders: null,
    };
    const orders = g.orders.map(({ order }, i) =>
      build.json(order.id, keys[i] ?? '', () => {
        const row = orderOf.get(order.id);
        // closed or removed since the light read: the build starts again (`settled`)
        if (!row) throw new StaleRead();
        return shown(row, linesOf.get(order.id) ?? [], table);
      }),
    );
    return withOrdersJson(head, orders);
  });
  build.end();
  return parts;
}

/** An order seen open by the light read was gone by the whole one: the answer is built again. */
class StaleRead extends Error {}

/** Builds again (a few times) when an order closed between the light and the whole read. */
async function settled<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (!(error instanceof StaleRead) || attempt >= 5) throw error;
    }
  }
}

/** GET /kitchen's answer as JSON: the kitchen's fields of each order (kitchen-answer.ts). */
export async function kitchenJson(
  database: Database,
  tenantId: string,
  kitchen: KitchenRule,
  fragments: () => FragmentBuild,
): Promise<string> {
  return settled(async () => {
    const groups = await groupsJson(
      database,
      tenantId,
      kitchen,
      fragments(),
      (o, items, table) => kitchenOrder(orderWire(o, items, table)),
      () => '',
    );
    return withOrdersJson({ message: 'Kitchen', orders: null }, groups);
  });
}

/**
 * GET /orders's answer as JSON, each order with its expiry at `now` (SALE7), and until when it holds (the first
 * expiry to come, as `nextExpiry` reads it).
 */
export async function ordersJson(
  database: Database,
  tenantId: string,
  minutes: number,
  now: number,
  fragments: () => FragmentBuild,
) {
  return settled(async () => {
    let validUntil = Number.POSITIVE_INFINITY;
    const groups = await groupsJson(
      database,
      tenantId,
      undefined,
      fragments(),
      (o, items, table) => {
        const e = expiryOf(o, minutes, now);
        return { ...orderWire(o, items, table), expires_at: e.expiresAt, expired: e.expired };
      },
      (o) => {
        const e = expiryOf(o, minutes, now);
        if (!e.expired && e.expiresAt !== null) validUntil = Math.min(validUntil, e.expiresAt);
        return `${minutes}|${e.expired}`;
      },
    );
    return { json: withOrdersJson({ message: 'Orders', orders: null }, groups), validUntil };
  });
}
