// PERF6-PERF7 (issue 34 item 5, ADR 0072): a till offline for a week drains its queued sales on reconnect through
// the real sync client, in batches, each sale in its own business day, nothing lost or doubled; with the pull that
// leaves out the till's own rows (DRAIN4, ADR 0080) and without.
import { addCalendarDays } from '@tavola/shared';
import { DAY0, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncClient } from './client.ts';
import { aShopTill, sell } from './drain-test-kit.ts';
import { setSyncEcho } from './fast-paths.ts';
import { pullAndRebase } from './pull.ts';

const DAY_MS = 86_400_000;
const clients: SyncClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  setSyncEcho(null);
});

describe('a week offline, drained (PERF6, PERF7)', () => {
  it.each([
    ['[DRAIN4] leaving out its own rows', true],
    ['every row pulled back', false],
  ])(
    '[PERF6][PERF7][PERF3] 700 sales over 7 business days drain in batches, each in its day, none lost or doubled; %s',
    async (_, echo) => {
      setSyncEcho(echo);
      const env = await aShopTill({ echoes: true });
      await pullAndRebase(env, () => T0); // the till synced once, then went offline for the week

      const SALES = 700; // four pushes of at most 200 over seven days; the bench rings up 20,000
      const perDay = Math.ceil(SALES / 7);
      const at = (i: number) => T0 + Math.floor(i / perDay) * DAY_MS + (i % perDay) * 10_000;
      const sold = await sell(env, 0, SALES, at, 5); // every fifth paid at once
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
      expect(await env.db.invoices.count()).toBe(SALES / 5);
      // DRAIN4: the pulls asked to leave the till's own rows out, or did not; they brought back none of them, or all
      const pulls = env.server.callsOf('pull') as { echo?: boolean }[];
      expect(pulls.some((p) => p.echo === true)).toBe(echo);
    },
    120_000,
  ); // the fake server scans its state per mutation: a few seconds quiet
});
