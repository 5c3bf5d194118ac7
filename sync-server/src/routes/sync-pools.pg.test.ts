// PostgreSQL only: a kitchen's pull after a poke (its session look-up and the pull itself) answers while
// pushes hold every connection of the main pool: both run on the pool of short reads (Database.shortReads).
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { expect, it } from 'vitest';
import { describePg } from '../../test/databases.ts';
import { POOL_MAX } from '../db/pg.ts';
import { useSyncHarness } from '../sync/testing/sync-harness.ts';

describePg('sync routes beside a full main pool', (open) => {
  const start = useSyncHarness(open);

  it('an authenticated pull answers while transactions hold every connection of the main pool', async () => {
    const h = await start();
    const a = await h.tenant();
    const kitchen = await a.till('Kitchen');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: Promise<void>[] = [];
    const busy = Array.from({ length: POOL_MAX }, () => {
      let began = () => {};
      started.push(new Promise<void>((resolve) => (began = resolve)));
      return h.database.transaction(async () => {
        began();
        await held;
      });
    });
    try {
      await Promise.all(started); // every connection of the main pool is in a transaction
      const waiting = h.database.transaction(async () => 'queued');
      const pull = a.http.post('/api/v1/sync/pull', {
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: 'kitchen-client',
        deviceId: kitchen.deviceId,
        cookie: null,
      });
      // A pull queued behind the main pool would wait for `release`: give up on it after a while instead.
      const answer = await Promise.race([
        pull,
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000)),
      ]);
      expect(answer === 'no answer' ? answer : answer.statusCode).toBe(200);
      // the main pool was indeed full all along
      expect(await Promise.race([waiting, Promise.resolve('still waiting')])).toBe('still waiting');
      release();
      await waiting;
    } finally {
      release();
      await Promise.all(busy);
    }
  });
});
