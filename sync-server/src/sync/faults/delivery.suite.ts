// Fault scenarios of delivery (docs/architecture.md §6.3, 9): lost responses and duplicates (issue 1), reordering
// (issue 2), version mismatches (issue 8), failing mutations and a failing database (issue 9).
import { PROTOCOL_VERSION, SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { expectAllInvariants, expectNothingLostOrTwice, serverState } from '../testing/invariants.ts';
import type { Transport } from '../testing/sim-client.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';
import { CLIENT_TOO_OLD, SERVER_TOO_OLD } from '../versions.ts';

const counter = (title: unknown) => Number(title);

export function deliverySuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  describe('issue 1: lost responses and duplicates', () => {
    it('[SS2] a push whose response is lost after commit, resent as the same batch, applies once', async () => {
      const h = await start();
      const a = await h.tenant();
      let loseNext = true;
      const lossy: Transport = async (path, body, send) => {
        const reply = await send(path, body);
        if (path === '/sync/push' && loseNext) {
          loseNext = false;
          return null; // committed on the server, never heard of on the till
        }
        return reply;
      };
      const t = await a.till('Till', { transport: lossy });
      for (const by of [1, 10, 100]) t.mutate('test.counter.add.v1', { id: 'count', by });
      expect(await t.push()).toBe('lost');
      expect(t.acked).toBe(0);
      expect(await t.push()).toEqual({ ok: true, lastMutationId: 3 });
      await t.pull();
      expect(counter(t.local.categories?.count?.title)).toBe(111);
      const logged = await expectNothingLostOrTwice(h.database, t);
      expect(logged.map((x) => x.status)).toEqual(['applied', 'applied', 'applied']);
      await expectAllInvariants(h.database, [t]);
    });

    it('[SS2] two identical batches arriving at once apply once: one answers applied, the other duplicate', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      for (const by of [1, 10, 100]) t.mutate('test.counter.add.v1', { id: 'count', by });
      const body = {
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: t.clientId,
        deviceId: t.deviceId,
        mutations: t.outbox,
      };
      const replies = await Promise.all([
        a.http.post('/api/v1/sync/push', body),
        a.http.post('/api/v1/sync/push', body),
      ]);
      const statuses = replies.map((r) =>
        r
          .json()
          .results.map((x: { status: string }) => x.status)
          .join(),
      );
      expect(statuses.sort()).toEqual(['applied,applied,applied', 'duplicate,duplicate,duplicate']);
      await t.pull();
      expect(counter(t.local.categories?.count?.title)).toBe(111);
      await expectAllInvariants(h.database, [t]);
    });
  });

  describe('issue 2: out-of-order mutations', () => {
    it('[SS2] a batch beyond the next id answers OutOfOrder and applies nothing; resending from the gap fixes it', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      for (let i = 1; i <= 5; i++) t.mutate('test.counter.add.v1', { id: 'count', by: i });
      const push = (ids: number[]) =>
        a.http.post('/api/v1/sync/push', {
          protocolVersion: PROTOCOL_VERSION,
          schemaVersion: SCHEMA_VERSION,
          clientId: t.clientId,
          deviceId: t.deviceId,
          mutations: t.outbox.filter((x) => ids.includes(x.id)),
        });
      expect((await push([1, 2])).json()).toMatchObject({ ok: true, lastMutationId: 2 });
      // 3 was delayed in the network; 4 and 5 arrive first.
      expect((await push([4, 5])).json()).toEqual({
        ok: false,
        error: 'OutOfOrder',
        message: 'Expected mutation 3 next',
        lastMutationId: 2,
      });
      expect(counter((await serverState(h.database, a.tenantId)).categories?.count?.title)).toBe(3);
      expect((await push([3])).json()).toMatchObject({ ok: true, lastMutationId: 3 });
      // The till, which heard none of this, resends its outbox: 1-3 are duplicates, 4 and 5 apply.
      await t.settle();
      expect(counter(t.local.categories?.count?.title)).toBe(15);
      await expectAllInvariants(h.database, [t]);
    });
  });

  describe('issue 8: client and server of different versions', () => {
    it('[SS9] an old client is told to update; nothing advances and its queued outbox applies after the update', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      const before = await serverState(h.database, a.tenantId); // what sign-up wrote (the store's settings)
      t.protocolVersion = 0;
      for (const by of [1, 2]) t.mutate('test.counter.add.v1', { id: 'count', by });
      expect(await t.push()).toEqual({ ok: false, status: 200, error: 'VersionNotSupported' });
      const pull = await a.http.post('/api/v1/sync/pull', {
        protocolVersion: 0,
        schemaVersion: SCHEMA_VERSION,
        clientId: t.clientId,
        deviceId: t.deviceId,
        cookie: null,
      });
      expect(pull.json()).toEqual({
        ok: false,
        error: 'VersionNotSupported',
        message: CLIENT_TOO_OLD,
        supported: { protocol: [PROTOCOL_VERSION], schema: [...SUPPORTED_SCHEMA_VERSIONS] },
      });
      expect(await serverState(h.database, a.tenantId)).toEqual(before);
      expect(t.outbox.length).toBe(2);
      t.protocolVersion = PROTOCOL_VERSION; // the app updated
      await t.settle();
      expect(counter(t.local.categories?.count?.title)).toBe(3);
      await expectAllInvariants(h.database, [t]);
    });

    it('[SS9] a client newer than the server keeps its outbox until the server serves its version', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      t.schemaVersion = SCHEMA_VERSION + 1;
      t.mutate('test.counter.add.v1', { id: 'count', by: 7 });
      const res = await a.http.post('/api/v1/sync/push', {
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION + 1,
        clientId: t.clientId,
        deviceId: t.deviceId,
        // A future message shape the server cannot parse: still answered with the version, not 400.
        mutations: 'a new shape',
      });
      expect(res.json()).toMatchObject({ ok: false, error: 'VersionNotSupported', message: SERVER_TOO_OLD });
      expect(await t.push()).toMatchObject({ error: 'VersionNotSupported' });
      expect(t.outbox.length).toBe(1);
      t.schemaVersion = SCHEMA_VERSION; // the server was updated to serve it
      await t.settle();
      await expectAllInvariants(h.database, [t]);
    });
  });

  describe('issue 9: failures', () => {
    it('[SS4] a mutation that always fails advances, is reported on the till, and the rest apply', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      t.mutate('test.counter.add.v1', { id: 'count', by: 1 });
      // Queued as the till saw it (the client's copy did not throw); the server's copy always does.
      t.outbox.push({ id: t.nextId++, name: 'test.explode.v1', args: { id: 'x' }, clientTime: h.clock.now });
      t.mutate('test.counter.add.v1', { id: 'count', by: 2 });
      await t.settle();
      expect(t.rejections).toEqual([
        { id: 2, name: 'test.explode.v1', code: 'MUTATOR_FAILED', message: 'boom' },
      ]);
      expect(counter(t.local.categories?.count?.title)).toBe(3);
      const logged = await expectNothingLostOrTwice(h.database, t);
      expect(logged.map((x) => x.status)).toEqual(['applied', 'rejected', 'applied']);
      await expectAllInvariants(h.database, [t]);
    });

    it('[SS8] a transiently failing database answers 503; the till retries and nothing is lost or applied twice', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      for (const by of [1, 10, 100, 1000]) t.mutate('test.counter.add.v1', { id: 'count', by });
      // The database fails on every third write of the store, from the first push on, ten times.
      let writes = 0;
      let failures = 0;
      h.faults.failStep = (step) => step.kind !== 'notify' && ++writes % 3 === 0 && ++failures <= 10;
      const outcomes: unknown[] = [];
      for (let i = 0; i < 30 && t.outbox.length > 0; i++) {
        outcomes.push(await t.push());
        outcomes.push(await t.pull());
      }
      expect(outcomes).toContain('unavailable');
      expect(failures).toBeGreaterThan(0);
      h.faults.failStep = null;
      await t.settle();
      expect(counter(t.local.categories?.count?.title)).toBe(1111);
      await expectAllInvariants(h.database, [t]);
    });
  });
}
