import type { SyncEvent } from '@tavola/shared';
import { expect, it } from 'vitest';
import { describeSqlite } from '../../test/databases.ts';
import { realtimeSuite } from './realtime.suite.ts';
import { useRealtimeHarness } from './realtime-harness.ts';

describeSqlite('realtime socket', realtimeSuite);

// The plain executor: ws frames every message for every socket; the same answers (REALTIME_SHARED_FRAMES=off).
describeSqlite('realtime socket, frames sent by ws', (open) => realtimeSuite(open, { sharedFrames: false }));

describeSqlite('realtime socket without NOTIFY (SQLite)', (open) => {
  const rt = useRealtimeHarness(open);
  const newOrder = (orderId: string): SyncEvent => ({
    type: 'new_order',
    orderId,
    tokenNo: '1',
    paymentStatus: 'unpaid',
  });

  it("[SS21] sends what is published in one turn (a group commit's pushes) as one poke with every event, in order", async () => {
    const h = await rt.start();
    const { tenantId, socket } = await rt.store(h);
    h.app.realtime.publish(tenantId, { version: 7, events: [newOrder('o7')] });
    h.app.realtime.publish(tenantId, { version: 8, events: [newOrder('o8')] });
    h.app.realtime.publish(tenantId, { version: 9, events: [] });
    expect(await socket.take(3)).toEqual([{ type: 'poke', version: 9 }, newOrder('o7'), newOrder('o8')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.pending()).toEqual([]);
  });
});
