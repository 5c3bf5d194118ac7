// /api/v1/sync/*: device registration, token leases, and push/pull over HTTP (guards, versions, 503, announce).
import { ERROR_CODES, PROTOCOL_VERSION, SCHEMA_VERSION, SYNC_REJECTIONS, TEXTS } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { UNAUTHENTICATED_MESSAGE } from '../plugins/auth.ts';
import { DEVICE_CODES, NO_DEVICE_CODES_LEFT, revokeDevice } from '../sync/devices.ts';
import { useSyncHarness } from '../sync/testing/sync-harness.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { REVOKED_DEVICE } from './sync.ts';
import { syncLeaseCases } from './sync-lease.cases.ts';

const HOUR = 3600_000;
const versions = { protocolVersion: PROTOCOL_VERSION, schemaVersion: SCHEMA_VERSION };

export function syncRoutesSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);
  syncLeaseCases(start);

  describe('register-device', () => {
    it('[SS16] gives each device of a store its own letter; a known device id gets its device back', async () => {
      const h = await start();
      const a = await h.tenant();
      const first = await a.http.post('/api/v1/sync/register-device', { name: 'Front till' });
      const second = await a.http.post('/api/v1/sync/register-device', { name: 'Bar till' });
      expect(first.json()).toMatchObject({ deviceCode: 'A' });
      expect(second.json()).toMatchObject({ deviceCode: 'B' });
      const again = await a.http.post('/api/v1/sync/register-device', {
        name: 'Front till (renamed)',
        deviceId: first.json().deviceId,
      });
      expect(again.json()).toEqual(first.json());
      // Another store starts at A again.
      const b = await h.tenant();
      expect((await b.http.post('/api/v1/sync/register-device', { name: 'Till' })).json().deviceCode).toBe(
        'A',
      );
      expect((await a.http.post('/api/v1/sync/register-device', {})).json()).toMatchObject({
        message: 'Please provide device name!',
      });
    });

    it("[SS16][SS17] A..Z then AA..ZZ; refuses one more with the spec's text; removing one frees its code", async () => {
      const h = await start();
      const a = await h.tenant();
      const ids: string[] = [];
      const codes: string[] = [];
      for (let i = 0; i < DEVICE_CODES.length; i++) {
        const answer = (await a.http.post('/api/v1/sync/register-device', { name: `Till ${i}` })).json();
        ids.push(answer.deviceId);
        codes.push(answer.deviceCode);
      }
      expect(codes.slice(0, 3)).toEqual(['A', 'B', 'C']);
      expect(codes.slice(25, 28)).toEqual(['Z', 'AA', 'AB']);
      expect(codes.at(-1)).toBe('ZZ');
      expect(new Set(codes).size).toBe(DEVICE_CODES.length);
      const full = await a.http.post('/api/v1/sync/register-device', { name: 'One more' });
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe(NO_DEVICE_CODES_LEFT);
      await revokeDevice(h.database, a.tenantId, ids[2] as string, h.clock.now);
      // A removed device asking for itself back gets a new registration: the freed letter C.
      const back = await a.http.post('/api/v1/sync/register-device', { name: 'Back', deviceId: ids[2] });
      expect(back.json()).toMatchObject({ deviceCode: 'C' });
      expect(back.json().deviceId).not.toBe(ids[2]);
    });

    it('[SS16] needs a signed-in user of an active store', async () => {
      const h = await start();
      const anonymous = new HttpClient(h.app);
      expect((await anonymous.post('/api/v1/sync/register-device', { name: 'x' })).statusCode).toBe(401);
      expect((await anonymous.post('/api/v1/sync/push', {})).statusCode).toBe(401);
      expect((await anonymous.post('/api/v1/sync/pull', {})).statusCode).toBe(401);
      const a = await h.tenant();
      await h.database.transaction((tx) =>
        tx
          .update(h.database.t.tenants)
          .set({ isActive: false })
          .where(eq(h.database.t.tenants.id, a.tenantId)),
      );
      expect((await a.http.post('/api/v1/sync/register-device', { name: 'x' })).statusCode).toBe(402);
    });
  });

  describe('push and pull over HTTP', () => {
    it('[SS12] answers results, pull answers the patch; another store never sees them', async () => {
      const h = await start();
      const a = await h.tenant();
      const b = await h.tenant();
      const ta = await a.till();
      const tb = await b.till();
      ta.mutate('test.category.put.v1', { id: 'cat-a', title: 'Mains' });
      expect(await ta.push()).toEqual({ ok: true, lastMutationId: 1 });
      expect(await ta.pull()).toBe('done');
      expect(ta.base.categories?.['cat-a']).toMatchObject({ title: 'Mains' });
      expect(await tb.pull()).toBe('done');
      expect(tb.base.categories).toBeUndefined();
    });

    it('[SS11] tells in Server-Timing how long the push took before its COMMIT went out', async () => {
      const h = await start();
      const a = await h.tenant();
      const ta = await a.till();
      const body = {
        ...versions,
        clientId: 'c-timing',
        deviceId: ta.deviceId,
        mutations: [
          { id: 1, name: 'test.category.put.v1', args: { id: 'cat-t', title: 'Soups' }, clientTime: 1 },
        ],
      };
      const started = performance.now();
      const res = await a.http.post('/api/v1/sync/push', body);
      const roundTrip = performance.now() - started;
      expect(res.json()).toMatchObject({ ok: true, lastMutationId: 1 });
      const timing = /^commit;dur=(\d+\.\d);desc="request to COMMIT"$/.exec(
        String(res.headers['server-timing']),
      );
      expect(timing).not.toBeNull();
      const took = Number(timing?.[1]);
      expect(took).toBeGreaterThan(0);
      expect(took).toBeLessThanOrEqual(roundTrip);
    });

    it('[KDS20] a pull answer carries the server clock, so a till can judge our stamps on it', async () => {
      const h = await start();
      const a = await h.tenant();
      const ta = await a.till();
      const body = { ...versions, clientId: 'c-clock', deviceId: ta.deviceId, cookie: null };
      const res = await a.http.post('/api/v1/sync/pull', body);
      expect(res.json()).toMatchObject({ ok: true, serverTime: h.clock.now });
    });

    it('[SS1][SS17] refuses a device of another store and a removed device with 403', async () => {
      const h = await start();
      const a = await h.tenant();
      const b = await h.tenant();
      const tb = await b.till();
      const body = { ...versions, clientId: 'c-1', deviceId: tb.deviceId, mutations: [] };
      expect((await a.http.post('/api/v1/sync/push', body)).statusCode).toBe(403);
      expect((await a.http.post('/api/v1/sync/pull', { ...body, cookie: null })).statusCode).toBe(403);
      const ta = await a.till();
      await revokeDevice(h.database, a.tenantId, ta.deviceId, h.clock.now);
      const removed = await a.http.post('/api/v1/sync/push', { ...body, deviceId: ta.deviceId });
      expect(removed.statusCode).toBe(403);
      expect(removed.json().message).toBe(REVOKED_DEVICE);
    });

    it('[SS10] a session let through before has its push read it in the transaction: demoted, closed, ended', async () => {
      const h = await start();
      const a = await h.tenant();
      const ta = await a.till();
      const { t } = h.database;
      const push = (id: number, name: string, args: object, extra: object = {}) =>
        a.http.post('/api/v1/sync/push', {
          ...versions,
          clientId: 'c-adr-0030',
          deviceId: ta.deviceId,
          mutations: [{ id, name, args, clientTime: 1 }],
          ...extra,
        });
      const categories = async () =>
        (await h.database.db.select({ id: t.categories.id }).from(t.categories)).map((c) => c.id).sort();
      const set = (table: typeof t.users | typeof t.tenants | typeof t.deviceSessions, values: object) =>
        h.database.transaction((tx) => tx.update(table).set(values));

      // The first push passes the guards; the next has no session look-up of its own.
      expect((await push(1, 'test.category.put.v1', { id: 'cat-1', title: 'Mains' })).json()).toMatchObject({
        ok: true,
        lastMutationId: 1,
      });
      const load = vi.spyOn(h.app.sessions, 'load');
      expect((await push(2, 'test.category.put.v1', { id: 'cat-2', title: 'Soups' })).json()).toMatchObject({
        ok: true,
        lastMutationId: 2,
      });
      expect(load).not.toHaveBeenCalled();

      // Demoted to staff without scopes: the mutator decides with the user as read in the transaction.
      await set(t.users, { role: 'staff', scope: '' });
      const demoted = await push(3, 'category.create.v1', { id: 'cat-3', title: 'Desserts' });
      expect(demoted.json()).toEqual({
        ok: true,
        lastMutationId: 3,
        results: [
          { id: 3, status: 'rejected', code: ERROR_CODES.forbidden, message: SYNC_REJECTIONS.FORBIDDEN },
        ],
      });
      await set(t.users, { role: 'admin' });

      // The store switched off, or awaiting approval: the guards' 402, nothing applied.
      await set(t.tenants, { isActive: false });
      const inactive = await push(4, 'test.category.put.v1', { id: 'cat-4', title: 'Drinks' });
      expect([inactive.statusCode, inactive.json().message]).toEqual([402, TEXTS.noActiveAccount]);
      await set(t.tenants, { isActive: true, approved: false });
      const unapproved = await push(4, 'test.category.put.v1', { id: 'cat-4', title: 'Drinks' });
      expect([unapproved.statusCode, unapproved.json().message]).toEqual([402, TEXTS.awaitingApproval]);
      await set(t.tenants, { approved: true });
      expect((await push(4, 'test.category.put.v1', { id: 'cat-4', title: 'Drinks' })).statusCode).toBe(200);
      expect(load).toHaveBeenCalled(); // refused in the transaction: the guards checked it again

      // Signed out elsewhere: 401 (a malformed push too, before its 400), nothing applied.
      load.mockClear();
      expect((await push(5, 'test.category.put.v1', { id: 'cat-5', title: 'Sides' })).statusCode).toBe(200);
      expect(load).not.toHaveBeenCalled();
      await set(t.deviceSessions, { revokedAt: h.clock.now });
      const ended = await push(6, 'test.category.put.v1', { id: 'cat-6', title: 'Breads' });
      expect([ended.statusCode, ended.json().message]).toEqual([401, UNAUTHENTICATED_MESSAGE]);
      expect((await push(6, 'x', {}, { mutations: 'no' })).statusCode).toBe(401);
      expect(await categories()).toEqual(['cat-1', 'cat-2', 'cat-4', 'cat-5']);
    });

    it('[SS10] a session let through before has its pull read it in the snapshot: closed, ended', async () => {
      const h = await start();
      const a = await h.tenant();
      const ta = await a.till();
      const { t } = h.database;
      const body = { ...versions, clientId: 'c-adr-0037', deviceId: ta.deviceId, cookie: null };
      const pull = (extra: object = {}) => a.http.post('/api/v1/sync/pull', { ...body, ...extra });
      const set = (table: typeof t.tenants | typeof t.deviceSessions, values: object) =>
        h.database.transaction((tx) => tx.update(table).set(values));

      // The first pull passes the guards; the next has no session look-up of its own.
      expect((await pull()).json()).toMatchObject({ ok: true });
      const load = vi.spyOn(h.app.sessions, 'load');
      expect((await pull()).json()).toMatchObject({ ok: true });
      expect(load).not.toHaveBeenCalled();

      // The store switched off: the guards' 402; let through again once it is back.
      await set(t.tenants, { isActive: false });
      const inactive = await pull();
      expect([inactive.statusCode, inactive.json().message]).toEqual([402, TEXTS.noActiveAccount]);
      await set(t.tenants, { isActive: true });
      expect((await pull()).statusCode).toBe(200);
      expect(load).toHaveBeenCalled(); // refused in the snapshot: the guards checked it again

      // Signed out elsewhere: 401, a malformed pull too (before its 400), and nothing of the store is sent.
      load.mockClear();
      expect((await pull()).statusCode).toBe(200);
      expect(load).not.toHaveBeenCalled();
      await set(t.deviceSessions, { revokedAt: h.clock.now });
      const ended = await pull();
      expect([ended.statusCode, ended.json().message]).toEqual([401, UNAUTHENTICATED_MESSAGE]);
      expect((await pull({ cookie: 'no' })).statusCode).toBe(401);
    });

    it('[SS9] bad bodies are 400 with a message, never 500', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      for (const body of [
        {},
        { ...versions, clientId: 'c', deviceId: t.deviceId, mutations: 'no' },
        {
          ...versions,
          clientId: 'c',
          deviceId: t.deviceId,
          mutations: [{ id: 0, name: 'x', args: {}, clientTime: 1 }],
        },
      ]) {
        const res = await a.http.post('/api/v1/sync/push', body);
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect(
        (
          await a.http.post('/api/v1/sync/pull', {
            ...versions,
            clientId: 'c',
            deviceId: t.deviceId,
            cookie: -1,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('[SS20][SS21] announces a committed push to the tenant (after commit on SQLite, by NOTIFY on PostgreSQL)', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      const publish = vi.spyOn(h.app.realtime, 'publish');
      t.mutate('test.category.put.v1', { id: 'c1', title: 'x' });
      await t.push();
      if (h.store.notifiesOnCommit) {
        expect(publish).not.toHaveBeenCalled();
      } else {
        expect(publish).toHaveBeenCalledWith(a.tenantId, {
          version: expect.any(Number), // after the store settings the sign-up wrote (MENU1)
          events: [{ type: 'order_update', orderIds: ['c1'] }],
        });
      }
      publish.mockClear();
      t.mutate('test.refuse.v1', { id: 'x' }); // refused locally too: nothing queued
      expect(t.outbox.length).toBe(1);
      await t.pull();
      expect(publish).not.toHaveBeenCalled();
    });

    it('[SS8] a transient database failure is 503 with a message and advances nothing', async () => {
      const h = await start();
      const a = await h.tenant();
      const t = await a.till();
      t.mutate('test.category.put.v1', { id: 'c1', title: 'x' });
      h.faults.failStep = (step) => step.kind === 'run';
      const res = await a.http.post('/api/v1/sync/push', {
        ...versions,
        clientId: t.clientId,
        deviceId: t.deviceId,
        mutations: t.outbox,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/retried/);
      h.faults.failStep = (step) => step.kind === 'rows';
      expect(await t.pull()).toBe('unavailable');
      h.faults.failStep = null;
      await t.settle();
      expect(t.local.categories?.c1).toMatchObject({ title: 'x' });
    });

    it('the sync routes are in the OpenAPI document', async () => {
      const h = await start();
      const doc = (await h.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      for (const path of [
        '/api/v1/sync/push',
        '/api/v1/sync/pull',
        '/api/v1/sync/lease',
        '/api/v1/sync/register-device',
      ]) {
        expect(doc.paths[path]?.post, path).toBeDefined();
      }
      expect(h.clock.now + HOUR).toBeGreaterThan(0);
    });
  });
}
