/**
 * Realtime (SS19-SS24; docs/architecture.md §6.3): `app.realtime.publish` pokes the sockets of a tenant after a commit, on
 * SQLite in this process, on PostgreSQL through NOTIFY so that every server process delivers it;
 * `app.realtime.closeSession` closes a revoked session's sockets at once. Registers GET /api/v1/sync/ws.
 */

import { randomUUID } from 'node:crypto';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import { HEARTBEAT_MS, type SyncEvent } from '@tavola/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { queryRows } from '../db/raw.ts';
import { CLOSE } from '../realtime/close-codes.ts';
import { createDinerHub } from '../realtime/diner-hub.ts';
import { registerDinerSocketRoute } from '../realtime/diner-socket-route.ts';
import { createHub } from '../realtime/hub.ts';
import {
  decodeBarrier,
  decodeNotification,
  decodeStaffFrame,
  encodeBarrier,
  encodeNotification,
  encodeSessionClosed,
  encodeStaffFrame,
  framesOf,
  SYNC_CHANNEL,
} from '../realtime/notification.ts';
import { listenForRealtime } from '../realtime/pg-listener.ts';
import { sessionStates } from '../realtime/session-check.ts';
import { registerSocketRoute } from '../realtime/socket-route.ts';
import { dinerOrderStates } from '../services/diner-order-reads.ts';

export interface Realtime {
  /**
   * Announces a committed tenant version: `poke` plus its events to every socket of the tenant. Call it
   * after the commit, never inside a transaction. On PostgreSQL it sends a NOTIFY (this process hears it too).
   */
  publish(tenantId: string, message: { version: number; events: SyncEvent[] }): void;
  /** Closes the session's sockets (4001) in every process: after sign-out or removing a device. */
  closeSession(sessionId: string): void;
  /** Sockets connected to this process (of one tenant, or all). */
  socketCount(tenantId?: string): number;
  /** PRN2: `listener` hears every announcement this process delivers (after the commit): the print triggers. */
  onAnnounce(listener: (tenantId: string, message: { version: number; events: SyncEvent[] }) => void): void;
  /** PRN5: one frame (`print_status`) to the tenant's sockets that read orders, in every process. */
  sendToStaff(tenantId: string, message: { readonly type: string }): void;
  /** Resolves once every announcement published so far has reached this process's listeners (tests, benchmarks). */
  delivered(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export type RealtimeOptions = {
  /** Ping interval; a socket silent for two intervals is dropped. Default HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** Unsent bytes after which a slow socket is closed (1013). Default 256 KiB. */
  maxBufferedBytes?: number;
  /** How often live sockets' sessions and tenants are re-checked. Default 60 s. */
  sessionCheckMs?: number;
  /** Frames framed once for many sockets; default: the config's `REALTIME_SHARED_FRAMES`. */
  sharedFrames?: boolean;
};

/** Largest client frame accepted; client messages are a few dozen bytes. */
const MAX_CLIENT_FRAME = 4096;
/** How long shutdown waits for clients to answer the 1001 close before dropping them. */
const CLOSE_GRACE_MS = 2000;

async function closeAll(sockets: Iterable<WebSocket>, code: number, reason: string) {
  const open = [...sockets];
  await Promise.all(
    open.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_GRACE_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(code, reason);
        }),
    ),
  );
}

/** Options for @fastify/websocket (registered in app.ts): small frames; shutdown closes sockets with 1001. */
export const websocketOptions: WebsocketPluginOptions = {
  options: { maxPayload: MAX_CLIENT_FRAME },
  preClose: async function (this: FastifyInstance) {
    await closeAll(this.websocketServer.clients, CLOSE.goingAway, 'Server shutting down');
    this.websocketServer.close();
  },
  // Garbage from a client (invalid UTF-8, an oversized frame) is already answered by ws with a close code.
  errorHandler: (error, socket, request) => {
    request.log.info({ err: error }, 'realtime socket error');
    if (socket.readyState === socket.OPEN) socket.terminate();
  },
};

async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions) {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const hub = createHub({
    heartbeatMs,
    maxBufferedBytes: opts.maxBufferedBytes ?? 256 * 1024,
    now: app.now,
    log: app.log,
    sharedFrames: opts.sharedFrames ?? app.config.realtimeSharedFrames === 'on',
  });
  const { database } = app;
  const dinerHub = createDinerHub({
    heartbeatMs,
    maxBufferedBytes: opts.maxBufferedBytes ?? 256 * 1024,
    now: app.now,
    log: app.log,
    load: (tenantId, orderIds) => dinerOrderStates(database, tenantId, orderIds),
  });
  const announceListeners: ((tenantId: string, message: { version: number; events: SyncEvent[] }) => void)[] =
    [];
  const deliver = (tenantId: string, message: { version: number; events: SyncEvent[] }) => {
    for (const listener of announceListeners) listener(tenantId, message);
    const { poke, events } = framesOf(message);
    hub.deliver(tenantId, poke, events);
    if (message.events.length > 0)
      dinerHub
        .deliver(tenantId, message.events)
        .catch((err: unknown) => app.log.warn({ err }, 'realtime: diner delivery failed'));
  };
  const closeLocal = (sessionId: string) => hub.closeSession(sessionId, CLOSE.sessionEnded, 'Signed out');

  const sending = new Set<Promise<unknown>>();
  const notify = (payload: string) => {
    const sent = queryRows(database, sql`select pg_notify(${SYNC_CHANNEL}, ${payload})`).catch(
      (err: unknown) => app.log.error({ err }, 'realtime NOTIFY failed'),
    );
    sending.add(sent);
    sent.finally(() => sending.delete(sent));
  };
  /** Barriers this process sent and waits to hear back: id → resolve. */
  const barriers = new Map<string, () => void>();

  /** After a LISTEN gap: every local socket gets its tenant's current version, so nothing stays missed. */
  const repokeAll = async () => {
    const tenantIds = hub.tenantIds();
    if (tenantIds.length === 0) return;
    const t = database.t.tenantVersions;
    const rows = await database.db
      .select({ tenantId: t.tenantId, version: t.version })
      .from(t)
      .where(inArray(t.tenantId, tenantIds));
    for (const r of rows) deliver(r.tenantId, { version: r.version, events: [] });
  };

  const listener =
    database.dialect === 'pg'
      ? await listenForRealtime(database, app.log, {
          onPayload(payload) {
            const barrier = decodeBarrier(payload);
            if (barrier) return barriers.get(barrier)?.();
            const staff = decodeStaffFrame(payload);
            if (staff) return hub.deliverToStaff(staff.tenantId, staff.frame);
            const n = decodeNotification(payload);
            if (!n) return app.log.warn({ payload: payload.slice(0, 200) }, 'realtime: bad NOTIFY payload');
            if (n.kind === 'closeSession') closeLocal(n.sessionId);
            else deliver(n.tenantId, n);
          },
          onReconnected: () => {
            repokeAll().catch((err: unknown) => app.log.error({ err }, 'realtime re-poke failed'));
          },
        })
      : null;

  // Without PostgreSQL's NOTIFY (SQLite), a group commit's pushes resolve together and each publishes: what is
  // published within one turn of the event loop goes out as one poke per tenant (the latest version) with all
  // the events in order, one write per socket instead of one per push (ADR 0014).
  const queued = new Map<string, { version: number; events: SyncEvent[] }>();
  const flushQueued = () => {
    const announcements = [...queued];
    queued.clear();
    for (const [tenantId, message] of announcements) deliver(tenantId, message);
  };
  const publishLocal = (tenantId: string, message: { version: number; events: SyncEvent[] }) => {
    const pending = queued.get(tenantId);
    if (pending) {
      pending.version = Math.max(pending.version, message.version);
      pending.events.push(...message.events);
      return;
    }
    if (queued.size === 0) setImmediate(flushQueued);
    queued.set(tenantId, { version: message.version, events: [...message.events] });
  };

  const realtime: Realtime = {
    publish(tenantId, message) {
      if (listener) notify(encodeNotification(tenantId, message));
      else publishLocal(tenantId, message);
    },
    closeSession(sessionId) {
      closeLocal(sessionId);
      if (listener) notify(encodeSessionClosed(sessionId));
    },
    socketCount: (tenantId) => hub.count(tenantId),
    async delivered() {
      if (!listener) return new Promise<void>((resolve) => setImmediate(resolve)); // after flushQueued's turn
      await Promise.allSettled([...sending]);
      const id = randomUUID();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5_000); // a lost LISTEN connection must not hang a caller
        barriers.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        notify(encodeBarrier(id));
      }).finally(() => barriers.delete(id));
    },
    onAnnounce: (listener) => {
      announceListeners.push(listener);
    },
    sendToStaff(tenantId, message) {
      const frame = JSON.stringify(message);
      if (listener) notify(encodeStaffFrame(tenantId, frame));
      else hub.deliverToStaff(tenantId, frame);
    },
  };
  app.decorate('realtime', realtime);

  const checkSessions = async () => {
    const states = await sessionStates(database, hub.sessionIds());
    for (const [sessionId, state] of states) {
      if (state === 'ended') hub.closeSession(sessionId, CLOSE.sessionEnded, 'Session ended');
      if (state === 'inactive') hub.closeSession(sessionId, CLOSE.tenantInactive, 'Store inactive');
    }
  };
  const sessionTimer = setInterval(() => {
    checkSessions().catch((err: unknown) => app.log.warn({ err }, 'realtime session check failed'));
  }, opts.sessionCheckMs ?? 60_000);
  sessionTimer.unref();

  registerSocketRoute(app, hub);
  registerDinerSocketRoute(app, dinerHub);
  hub.start();
  dinerHub.start();

  app.addHook('onClose', async () => {
    clearInterval(sessionTimer);
    hub.stop();
    dinerHub.stop();
    await listener?.stop();
  });
}

export default fp(realtimePlugin, {
  name: 'tavola-realtime',
  dependencies: ['tavola-auth', '@fastify/websocket'],
  decorators: { fastify: ['database', 'config', 'now'] },
});
