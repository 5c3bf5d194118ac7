// PERF6-PERF7 (issue 34 item 5, ADR 0072): a till offline for a week drains its queued sales on reconnect through
// the real sync client, in batches, each sale in its own business day, nothing lost or doubled.
import { addCalendarDays } from '@tavola/shared';
import { createOrderWire, DAY0, SHOP, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { aRegisteredEnv } from '../test/sync-env.ts';
import { SyncClient } from './client.ts';
import { mutateIn } from './mutate.ts';

const DAY_MS = 86_400_000;
const clients: SyncClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

describe('a week offline, drained (PERF6, PERF7)', () => {
  it('[PERF6][PERF7][PERF3] 700 sales over 7 business days drain in batches, each in its day, none lost or doubled', async () => {
    const env = await aRegisteredEnv();
    env.server.put('taxes', SHOP.gst, SHOP.vat);
    env.server.put('menuItems', SHOP.pizza, SHOP.cola);
    env.server.put('variants', SHOP.large, SHOP.small);
    env.server.put('addons', SHOP.cheese);
    env.server.put('storeTables', SHOP.table);
    await env.db.taxes.bulkPut([SHOP.gst, SHOP.vat]);
    await env.db.menuItems.bulkPut([SHOP.pizza, SHOP.cola]);
    await env.db.variants.bulkPut([SHOP.large, SHOP.small]);
    await env.db.addons.bulkPut([SHOP.cheese]);
    await env.db.storeTables.bulkPut([SHOP.table]);

    const SALES = 700; // four pushes of at most 200 over seven days; the bench rings up 20,000
    const perDay = Math.ceil(SALES / 7);
    const sold: { id: string; day: string }[] = [];
    for (let i = 0; i < SALES; i++) {
      const d = Math.floor(i / perDay);
      const at = T0 + d * DAY_MS + (i % perDay) * 10_000;
      const id = `o-${i}`;
      const r = await mutateIn(
        env,
        'order.create.v1',
        (t: { takeToken(): string; ctx: { businessDay: string } }) =>
          createOrderWire({
            id,
            tokenNo: t.takeToken(),
            businessDay: t.ctx.businessDay,
            itemIds: [`${id}-1`, `${id}-2`],
          }),
        at,
      );
      if (!r.ok) throw new Error(`${i}: ${r.code} ${r.message}`);
      sold.push({ id, day: (await env.db.orders.get(id))?.businessDay as string });
    }
    expect(new Set(sold.map((s) => s.day))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6].map((d) => addCalendarDays(DAY0, d))),
    );

    // back online the evening of the 7th day
    env.server.now = T0 + 6 * DAY_MS + 6 * 3_600_000;
    env.server.businessDay = addCalendarDays(DAY0, 6);
    const client = new SyncClient({
      env,
      locks: null,
      persistStorage: false,
      userAgent: 'Chrome/126.0',
      now: () => env.server.now,
      random: () => 0.5,
      sleep: async () => {},
    });
    clients.push(client);
    client.start();
    await client.whenIdle();

    const pushes = env.server.callsOf('push') as { mutations: { id: number }[] }[];
    expect(pushes.length).toBeGreaterThan(1); // in batches
    const pushedIds = pushes.flatMap((p) => p.mutations.map((m) => m.id));
    expect(new Set(pushedIds).size).toBe(SALES); // every sale sent once
    expect(pushedIds).toHaveLength(SALES);
    const onServer = Object.keys(env.server.state.orders ?? {});
    expect(onServer).toHaveLength(SALES); // nothing lost, nothing doubled
    for (const s of sold) expect(env.server.row('orders', s.id)?.businessDay).toBe(s.day);
    expect(await env.db.outbox.count()).toBe(0); // the UI-side outbox is empty
    expect(await env.db.orders.count()).toBe(SALES);
    expect(await env.db.orderItems.count()).toBe(SALES * 2);
  }, 120_000); // the fake server scans its state per mutation: a few seconds quiet
});
