/** The realtime socket, written once and run on both dialects with a real ws client on a real port. */
import type { SyncEvent } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { nextTenantVersion } from '../db/tenant-version.ts';
import type { RealtimeOptions } from '../plugins/realtime.ts';
import { PUBLIC_URL } from '../test-support/app-harness.ts';
import { CLOSE } from './close-codes.ts';
import { type LiveApp, useRealtimeHarness } from './realtime-harness.ts';
import { TestSocket } from './test-socket.ts';

const newOrder: SyncEvent = { type: 'new_order', orderId: 'o-1', tokenNo: '12', paymentStatus: 'unpaid' };
const updated: SyncEvent = { type: 'order_update', orderIds: ['o-1', 'o-2'] };
const paid: SyncEvent = { type: 'payment_update', orderIds: ['o-2'] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bumpVersion(h: LiveApp, tenantId: string): Promise<number> {
  return h.database.transaction((tx) => nextTenantVersion(tx, h.database.t, tenantId));
}

/** `defaults`: realtime options every app of the suite starts with (the executors switched off, say). */
export function realtimeSuite(open: OpenTestDatabase, defaults: RealtimeOptions = {}) {
  const rt = useRealtimeHarness(open, defaults);

  describe('upgrade', () => {
    it('[SS19] refuses an upgrade without a session cookie, or with a forged one, with 401', async () => {
      const h = await rt.start();
      expect(await TestSocket.refusal(h.port)).toBe(401);
      expect(await TestSocket.refusal(h.port, { access: 'someone.lwz.forged' })).toBe(401);
      expect(h.app.realtime.socketCount()).toBe(0);
    });

    it('[SS19] refuses a signed-out session with 401', async () => {
      const h = await rt.start();
      const { c } = await rt.signedIn(h);
      const access = c.cookie('tavola_access') ?? '';
      expect((await c.post('/api/v1/auth/signout')).statusCode).toBe(200);
      expect(await TestSocket.refusal(h.port, { access })).toBe(401);
    });

    it('[SS19] refuses an inactive store with 402', async () => {
      const h = await rt.start();
      const { c, user } = await rt.signedIn(h);
      const { t } = h.database;
      await h.database.transaction((tx) =>
        tx.update(t.tenants).set({ isActive: false }).where(eq(t.tenants.id, user.tenant_id)),
      );
      expect(await TestSocket.refusal(h.port, { access: c.cookie('tavola_access') ?? '' })).toBe(402);
    });

    it('[SS19] refuses a cross-origin upgrade with 403, accepts its own and the allowed origins', async () => {
      const h = await rt.start();
      const { c } = await rt.signedIn(h);
      const access = c.cookie('tavola_access') ?? '';
      expect(await TestSocket.refusal(h.port, { access, origin: 'http://evil.test' })).toBe(403);
      expect(await TestSocket.refusal(h.port, { access, origin: 'null' })).toBe(403);
      await rt.connect(h, c);
      await rt.connect(h, c, { origin: PUBLIC_URL });
      expect(h.app.realtime.socketCount()).toBe(2);
    });
  });

  describe('publish', () => {
    it('[SS20] delivered() resolves once every announcement published so far reached the listeners', async () => {
      const h = await rt.start();
      const { tenantId } = await rt.store(h);
      const heard: number[] = [];
      h.app.realtime.onAnnounce((tenant, message) => {
        if (tenant === tenantId) heard.push(message.version);
      });
      for (const version of [21, 22, 23]) h.app.realtime.publish(tenantId, { version, events: [newOrder] });
      await h.app.realtime.delivered();
      expect(heard.at(-1)).toBe(23); // SQLite merges one turn's announcements into the latest; PostgreSQL sends each
    });

    it('[SS20] sends a poke and then each event, in order, to every socket of the tenant', async () => {
      const h = await rt.start();
      const { c, tenantId, socket } = await rt.store(h);
      const second = await rt.connect(h, c);
      h.app.realtime.publish(tenantId, { version: 7, events: [newOrder, updated, paid] });
      const expected = [{ type: 'poke', version: 7 }, newOrder, updated, paid];
      expect(await socket.take(4)).toEqual(expected);
      expect(await second.take(4)).toEqual(expected);
    });

    it('[SS20][READ2] sends order events only to sockets whose user reads orders; the others get the poke alone', async () => {
      const h = await rt.start();
      const { tenantId, socket } = await rt.store(h);
      const sockets = async (scope: string) => {
        const { c } = await rt.signedIn(h, await rt.addStaff(h, tenantId, scope));
        return rt.connect(h, c);
      };
      const [cook, cashier, khata] = [
        await sockets('KITCHEN'),
        await sockets('POS'),
        await sockets('CUSTOMERS'),
      ];
      h.app.realtime.publish(tenantId, { version: 5, events: [newOrder, paid] });
      const everything = [{ type: 'poke', version: 5 }, newOrder, paid];
      expect(await socket.take(3)).toEqual(everything);
      expect(await cook.take(3)).toEqual(everything);
      expect(await cashier.take(3)).toEqual(everything);
      expect(await khata.next()).toEqual({ type: 'poke', version: 5 });
      await sleep(100);
      expect(khata.pending()).toEqual([]);
    });

    it("[SS19] never sends a socket of store A store B's pokes, whatever its hello names", async () => {
      const h = await rt.start();
      const a = await rt.store(h);
      const b = await rt.store(h);
      // A's store ahead of B's (sign-up left both at one write), so a catch-up poke tells whose version it is
      let aVersion = 0;
      for (let i = 0; i < 3; i++) aVersion = await bumpVersion(h, a.tenantId);
      a.socket.send({ type: 'hello', clientId: 'c-a', cookie: null, tenantId: b.tenantId });
      h.app.realtime.publish(b.tenantId, { version: 3, events: [newOrder] });
      h.app.realtime.publish(a.tenantId, { version: 9, events: [] });
      expect(await b.socket.take(2)).toEqual([{ type: 'poke', version: 3 }, newOrder]);
      // A's hello (cookie null) brings A's own catch-up poke; nothing of B's, whatever the hello named
      const seen = [await a.socket.next()];
      while (JSON.stringify(seen.at(-1)) !== JSON.stringify({ type: 'poke', version: 9 }))
        seen.push(await a.socket.next());
      await sleep(50);
      seen.push(...a.socket.pending());
      const own = (m: (typeof seen)[number]) => m.type === 'poke' && [aVersion, 9].includes(m.version);
      expect(seen.filter((m) => !own(m))).toEqual([]);
      expect(b.socket.pending()).toEqual([]);
    });

    it('[SS20] pokes a client whose hello carries an older cookie than the store', async () => {
      const h = await rt.start();
      const { tenantId, socket } = await rt.store(h);
      await bumpVersion(h, tenantId);
      const current = await bumpVersion(h, tenantId);
      socket.send({ type: 'hello', clientId: 'c-1', cookie: current });
      socket.send({ type: 'hello', clientId: 'c-1', cookie: current - 1 });
      expect(await socket.next()).toEqual({ type: 'poke', version: current });
      await sleep(50);
      expect(socket.pending()).toEqual([]);
    });
  });

  describe('frames from the client', () => {
    it.each([
      ['text that is not JSON', 'hello?'],
      ['an unknown type', '{"type":"subscribe","room":"tenant-b"}'],
      ['a pong without t', '{"type":"pong"}'],
      ['a JSON array', '[]'],
      ['a binary frame', Buffer.from([1, 2, 3])],
    ])('[SS22] closes the socket with 1008 on %s, and the server keeps serving', async (_, frame) => {
      const h = await rt.start();
      const { c, tenantId, socket } = await rt.store(h);
      socket.ws.send(frame);
      expect((await socket.closed).code).toBe(CLOSE.policy);
      const again = await rt.connect(h, c);
      h.app.realtime.publish(tenantId, { version: 2, events: [] });
      expect(await again.next()).toEqual({ type: 'poke', version: 2 });
      expect((await h.client().get('/healthz')).statusCode).toBe(200);
    });

    it('[SS22] closes the socket with 1009 on a frame over the size limit', async () => {
      const h = await rt.start();
      const { socket } = await rt.store(h);
      socket.send({ type: 'hello', clientId: 'x'.repeat(5000), cookie: null });
      expect((await socket.closed).code).toBe(CLOSE.tooBig);
    });

    it('[SS22] keeps a socket that sends hello and pong open', async () => {
      const h = await rt.start();
      const { tenantId, socket } = await rt.store(h);
      socket.send({ type: 'hello', clientId: 'c-1', cookie: null });
      socket.send({ type: 'pong', t: 1 });
      h.app.realtime.publish(tenantId, { version: 1, events: [] });
      expect(await socket.next()).toEqual({ type: 'poke', version: 1 });
      expect(socket.closedAt).toBeNull();
    });
  });

  describe('client ping', () => {
    it('[SS22][KDS1] answers a client ping with pong {t} and keeps the socket open', async () => {
      const h = await rt.start();
      const { socket } = await rt.store(h);
      socket.send({ type: 'ping', t: 42 });
      expect(await socket.next()).toEqual({ type: 'pong', t: 42 });
      expect(socket.closedAt).toBeNull();
    });
  });

  describe('heartbeat', () => {
    const heartbeatMs = 250;

    it('[SS22] pings every interval and drops a socket within 2 intervals of its going silent', async () => {
      const h = await rt.start({ realtime: { heartbeatMs } });
      const { c, socket: silent } = await rt.store(h);
      const live = await rt.connect(h, c);
      await sleep(2.5 * heartbeatMs); // both answered pings so far
      expect(silent.closedAt).toBeNull();
      silent.autoPong = false;
      const silentSince = Date.now();
      await silent.closed;
      expect((silent.closedAt ?? 0) - silentSince).toBeLessThanOrEqual(2 * heartbeatMs + 150); // timer and loopback slack
      await sleep(2 * heartbeatMs);
      expect(live.closedAt).toBeNull();
      expect(h.app.realtime.socketCount()).toBe(1);
    });
  });

  describe('sessions', () => {
    it('[SS23] closes the socket of a removed device at once with 4001, and only that one', async () => {
      const h = await rt.start();
      const owner = await rt.signedIn(h);
      const till = await rt.signedIn(h, owner.username);
      const ownerSocket = await rt.connect(h, owner.c);
      const tillSocket = await rt.connect(h, till.c);
      const devices = (await owner.c.get('/api/v1/auth/devices')).json().devices as {
        device_id: string;
        isMyDevice: boolean;
      }[];
      const tillDevice = devices.find((d) => !d.isMyDevice)?.device_id;
      const res = await owner.c.post('/api/v1/auth/remove-device', { device_id: tillDevice });
      expect(res.statusCode).toBe(200);
      const closed = await Promise.race([tillSocket.closed, sleep(1000).then(() => null)]);
      expect(closed?.code).toBe(CLOSE.sessionEnded);
      expect(ownerSocket.closedAt).toBeNull();
    });

    it("[SS23] closes a device's socket when it signs out", async () => {
      const h = await rt.start();
      const { c, socket } = await rt.store(h);
      expect((await c.post('/api/v1/auth/signout')).statusCode).toBe(200);
      expect((await socket.closed).code).toBe(CLOSE.sessionEnded);
    });

    it('[SS23] closes sockets of sessions revoked elsewhere (4001) and of switched-off stores (4002)', async () => {
      const h = await rt.start({ realtime: { sessionCheckMs: 100 } });
      const revoked = await rt.store(h);
      const switchedOff = await rt.store(h);
      const kept = await rt.store(h);
      const { t } = h.database;
      await h.database.transaction((tx) =>
        tx.update(t.tenants).set({ isActive: false }).where(eq(t.tenants.id, switchedOff.tenantId)),
      );
      const sessionId = (await revoked.c.get('/api/v1/auth/devices')).json().devices[0].device_id as string;
      await h.app.sessions.revoke(sessionId, h.clock.now); // as a password reset does
      expect((await revoked.socket.closed).code).toBe(CLOSE.sessionEnded);
      expect((await switchedOff.socket.closed).code).toBe(CLOSE.tenantInactive);
      expect(kept.socket.closedAt).toBeNull();
    });
  });

  describe('flow control and shutdown', () => {
    it('[SS22] closes a socket that stops reading (1013) while the others of the store keep up', async () => {
      const h = await rt.start({ realtime: { maxBufferedBytes: 64 * 1024 } });
      const { c, tenantId, socket: slow } = await rt.store(h);
      const healthy = await rt.connect(h, c);
      const raw = slow.tcp;
      if (!raw) throw new Error('no TCP socket under the client');
      raw.pause();
      // ~7 KB per announcement: under PostgreSQL's NOTIFY limit, so both dialects send the same frames.
      const orderIds = Array.from(
        { length: 170 },
        (_, i) => `0198f3c2-7a10-7000-8000-${String(i).padStart(12, '0')}`,
      );
      let version = 0;
      const deadline = Date.now() + 15_000;
      while (h.app.realtime.socketCount(tenantId) === 2 && Date.now() < deadline) {
        h.app.realtime.publish(tenantId, {
          version: ++version,
          events: [{ type: 'order_update', orderIds }],
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(h.app.realtime.socketCount(tenantId)).toBe(1);
      raw.resume();
      expect((await slow.closed).code).toBe(CLOSE.tryAgainLater);
      h.app.realtime.publish(tenantId, { version: ++version, events: [] });
      // Everything reached the healthy socket (on pg, separate NOTIFYs of publish() may interleave).
      const seen = await healthy.take(2 * (version - 1) + 1, 10_000);
      const pokes = seen.flatMap((m) => (m.type === 'poke' ? [m.version] : [])).sort((x, y) => x - y);
      expect(pokes).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      expect(healthy.closedAt).toBeNull();
    });

    it('[SS23] closes every socket with 1001 when the server shuts down', async () => {
      const h = await rt.start();
      const a = await rt.store(h);
      const b = await rt.store(h);
      await rt.stop(h);
      expect((await a.socket.closed).code).toBe(CLOSE.goingAway);
      expect((await b.socket.closed).code).toBe(CLOSE.goingAway);
    });
  });
}
