/**
 * The diner sockets of this process, by the orders they follow (docs/api-diner.md §5). A socket follows
 * at most DINER_LIMITS.subscriptionsPerSocket orders, each proven by its order token; events of the store
 * reach it only for those orders, re-read from the database so that it never gets more than its own
 * order's state. Heartbeats and backpressure as on the staff socket.
 */
import { DINER_LIMITS, type DinerOrderState, type DinerServerMessage, type SyncEvent } from '@tavola/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { CLOSE } from './close-codes.ts';

export type DinerPeer = {
  readonly socket: WebSocket;
  /** orderId → tenantId of the orders it follows. */
  readonly orders: Map<string, string>;
  readonly deadline: NodeJS.Timeout;
};

export type DinerHubOptions = {
  heartbeatMs: number;
  maxBufferedBytes: number;
  now: () => number;
  log: FastifyBaseLogger;
  /** The current state of these orders of a tenant (the token hidden while pending). */
  load(tenantId: string, orderIds: readonly string[]): Promise<DinerOrderState[]>;
};

export type DinerHub = ReturnType<typeof createDinerHub>;

export function createDinerHub(options: DinerHubOptions) {
  const byOrder = new Map<string, Set<DinerPeer>>();
  const peers = new Set<DinerPeer>();
  let ticker: NodeJS.Timeout | null = null;

  const remove = (peer: DinerPeer) => {
    clearTimeout(peer.deadline);
    peers.delete(peer);
    for (const orderId of peer.orders.keys()) {
      const set = byOrder.get(orderId);
      set?.delete(peer);
      if (set?.size === 0) byOrder.delete(orderId);
    }
  };

  const send = (peer: DinerPeer, message: DinerServerMessage) => {
    const { socket } = peer;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      remove(peer);
      socket.close(CLOSE.tryAgainLater, 'Too far behind');
      return;
    }
    socket.send(JSON.stringify(message));
  };

  return {
    add(socket: WebSocket): DinerPeer {
      const deadline = setTimeout(() => {
        remove(peer);
        socket.terminate();
      }, 2 * options.heartbeatMs);
      deadline.unref();
      const peer: DinerPeer = { socket, orders: new Map(), deadline };
      peers.add(peer);
      socket.once('close', () => remove(peer));
      return peer;
    },

    touch(peer: DinerPeer) {
      peer.deadline.refresh();
    },

    send,

    /** Follows these orders (already proven by their tokens); the ones over the per-socket bound are left out. */
    follow(peer: DinerPeer, orders: readonly { orderId: string; tenantId: string }[]) {
      const added: string[] = [];
      for (const o of orders) {
        if (peer.orders.has(o.orderId)) {
          added.push(o.orderId);
          continue;
        }
        if (peer.orders.size >= DINER_LIMITS.subscriptionsPerSocket) break;
        peer.orders.set(o.orderId, o.tenantId);
        const set = byOrder.get(o.orderId) ?? new Set();
        set.add(peer);
        byOrder.set(o.orderId, set);
        added.push(o.orderId);
      }
      return added;
    },

    /** A committed change of a store: its order events go to the sockets following those orders. */
    async deliver(tenantId: string, events: readonly SyncEvent[]) {
      const kinds = new Map<string, 'order_update' | 'payment_update'>();
      for (const e of events) {
        if (e.type === 'new_order') continue;
        for (const id of e.orderIds) {
          // payment_update wins: it is what the panel waits for.
          if (byOrder.has(id) && kinds.get(id) !== 'payment_update') kinds.set(id, e.type);
        }
      }
      if (kinds.size === 0) return;
      const states = await options.load(tenantId, [...kinds.keys()]);
      for (const state of states) {
        const type = kinds.get(state.orderId);
        if (!type) continue;
        for (const peer of byOrder.get(state.orderId) ?? []) {
          if (peer.orders.get(state.orderId) === tenantId) send(peer, { type, ...state });
        }
      }
    },

    count: () => peers.size,

    start() {
      ticker ??= setInterval(() => {
        for (const peer of [...peers]) send(peer, { type: 'ping', t: options.now() });
      }, options.heartbeatMs);
      ticker.unref();
    },

    stop() {
      if (ticker) clearInterval(ticker);
      ticker = null;
      for (const peer of peers) clearTimeout(peer.deadline);
    },
  };
}
