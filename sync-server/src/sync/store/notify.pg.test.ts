// PostgreSQL only: a push announces itself with NOTIFY inside its own transaction (docs/architecture.md §6.3), so
// every server process hears of it exactly when it commits, and never of a push that rolled back.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { SYNC_CHANNEL } from '../../realtime/notification.ts';
import { createSyncEngine } from '../engine.ts';
import { TransientStoreError } from '../errors.ts';
import { m, pushInput, pushOk, tenantWithTill } from '../testing/fixtures.ts';
import { withTestMutators } from '../testing/test-mutators.ts';

describePg('sync store NOTIFY', (open) => {
  let database: Database;
  let heard: unknown[];
  let unlisten: () => Promise<void>;
  beforeEach(async () => {
    database = await open();
    heard = [];
    if (!database.listen) throw new Error('PostgreSQL LISTENs');
    const listening = await database.listen(SYNC_CHANNEL, {
      onPayload: (payload) => heard.push(JSON.parse(payload)),
      onReconnected: () => {},
    });
    unlisten = listening.unlisten;
  });
  afterEach(async () => {
    await unlisten();
    await database.close();
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('[SS21] sends {tenantId, version, events} on commit; nothing for a push that applied nothing or failed', async () => {
    const store = createSyncEngine(database, { mutators: withTestMutators });
    expect(store.notifiesOnCommit).toBe(true);
    const a = await tenantWithTill(database);
    await pushOk(store, a, [
      m(1, 'test.category.put.v1', { id: 'c1', title: 'x' }),
      m(2, 'test.category.put.v1', { id: 'c2', title: 'y' }),
    ]);
    await pushOk(store, a, [m(3, 'test.refuse.v1', { id: 'x' })]);
    let failures = 0;
    const failing = createSyncEngine(database, {
      mutators: withTestMutators,
      beforeStep: (step) => {
        if (step.kind === 'notify' && ++failures === 1) throw new TransientStoreError('after notify');
      },
    });
    await expect(
      failing.push(pushInput(a, [m(4, 'test.category.put.v1', { id: 'c4', title: 'z' })])),
    ).rejects.toThrow();
    await settled();
    expect(heard).toEqual([
      {
        tenantId: a.tenantId,
        version: 2,
        events: [
          { type: 'order_update', orderIds: ['c1'] },
          { type: 'order_update', orderIds: ['c2'] },
        ],
      },
    ]);
  });

  it('[SS21] keeps the payload under 8000 bytes: events that do not fit are left off, the poke stays', async () => {
    const store = createSyncEngine(database, { mutators: withTestMutators });
    const a = await tenantWithTill(database);
    const long = 'x'.repeat(90);
    await pushOk(
      store,
      a,
      Array.from({ length: 150 }, (_, i) =>
        m(i + 1, 'test.category.put.v1', { id: `${long}-${i}`, title: 't' }),
      ),
    );
    await settled();
    const [note] = heard as { version: number; events: unknown[] }[];
    expect(note?.version).toBe(150);
    expect(note?.events.length).toBeGreaterThan(0);
    expect(note?.events.length).toBeLessThan(150);
    expect(Buffer.byteLength(JSON.stringify(note))).toBeLessThan(8000);
  });
});
