/**
 * The sockets of this process, by tenant and by session (SS20, SS22): delivery is O(sockets of the tenant), heartbeats
 * find silent peers, and a slow reader is dropped instead of buffering without bound.
 */
import type { Socket } from 'node:net';
import type { ServerMessage } from '@tavola/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { CLOSE } from './close-codes.ts';

export type Peer = {
  readonly socket: WebSocket;
  /** The TCP socket the upgrade came on (the request's own, which ws speaks over); null: ws's sends only. */
  readonly tcp: Socket | null;
  readonly tenantId: string;
  readonly sessionId: string;
  /** READ2: the socket's user reads orders (whole or the kitchen's): it gets the order events, others only pokes. */
  readonly readsOrders: boolean;
  /** Fires when the peer has sent nothing for two heartbeat intervals. */
  readonly deadline: NodeJS.Timeout;
};

export type HubOptions = {
  heartbeatMs: number;
  /** A socket with more than this many bytes not yet written is closed (it pulls on reconnect). */
  maxBufferedBytes: number;
  now: () => number;
  log: FastifyBaseLogger;
  /**
   * A frame going to many sockets is framed once and written to each TCP socket (`REALTIME_SHARED_FRAMES`,
   * ADR 0014); false: ws frames and sends each message for each socket (the plain path, the same bytes).
   */
  sharedFrames: boolean;
};

export type Hub = ReturnType<typeof createHub>;

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/**
 * Text frames as a server writes them (RFC 6455 5.2: FIN, opcode 1, unmasked, the shortest length form), one
 * after another in one Buffer: the same bytes for every socket, so a frame going to many is framed once.
 */
export function textFrames(payloads: readonly string[]): Buffer {
  const parts: Buffer[] = [];
  for (const payload of payloads) {
    const data = Buffer.from(payload);
    const n = data.length;
    const header = Buffer.alloc(n < 126 ? 2 : n < 65_536 ? 4 : 10);
    header[0] = 0x81;
    if (n < 126) header[1] = n;
    else if (n < 65_536) {
      header[1] = 126;
      header.writeUInt16BE(n, 2);
    } else {
      header[1] = 127;
      header.writeBigUInt64BE(BigInt(n), 2);
    }
    parts.push(header, data);
  }
  return Buffer.concat(parts);
}

export function createHub(options: HubOptions) {
  const byTenant = new Map<string, Set<Peer>>();
  const bySession = new Map<string, Set<Peer>>();
  let ticker: NodeJS.Timeout | null = null;

  const remove = (peer: Peer) => {
    clearTimeout(peer.deadline);
    removeFrom(byTenant, peer.tenantId, peer);
    removeFrom(bySession, peer.sessionId, peer);
  };

  /** Whether the peer can take more: open, and not behind by more than the limit (else it is closed). */
  const writable = (peer: Peer): boolean => {
    const { socket } = peer;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      options.log.info(
        { tenantId: peer.tenantId, buffered: socket.bufferedAmount },
        'realtime socket too slow; closing it',
      );
      remove(peer);
      socket.close(CLOSE.tryAgainLater, 'Too far behind');
      return false;
    }
    return true;
  };

  /** Sends unless the socket is closing or too far behind. */
  const send = (peer: Peer, frame: string) => {
    if (writable(peer)) peer.socket.send(frame);
  };

  /**
   * Messages to a peer: framed once (`wire`, `textFrames`) and written to its TCP socket in one write, or, with
   * shared frames off, sent one by one through ws. In order with ws's own sends either way: the server's ws
   * sends without compression, straight to the same socket.
   */
  const sendAll = (peer: Peer, payloads: readonly string[], wire: Buffer) => {
    if (!writable(peer)) return;
    if (options.sharedFrames && peer.tcp) peer.tcp.write(wire);
    else for (const payload of payloads) peer.socket.send(payload);
  };

  const tick = () => {
    const ping: ServerMessage = { type: 'ping', t: options.now() };
    const payloads = [JSON.stringify(ping)];
    const wire = textFrames(payloads);
    for (const peers of byTenant.values()) for (const peer of peers) sendAll(peer, payloads, wire);
  };

  return {
    /** Joins the socket (upgraded on `tcp`) to its session's tenant; it leaves on close. */
    add(
      socket: WebSocket,
      tcp: Socket | null,
      tenantId: string,
      sessionId: string,
      readsOrders = true,
    ): Peer {
      const deadline = setTimeout(() => {
        options.log.info({ tenantId }, 'realtime socket silent for two heartbeats; closing it');
        remove(peer);
        socket.terminate();
      }, 2 * options.heartbeatMs);
      deadline.unref();
      const peer: Peer = { socket, tcp, tenantId, sessionId, readsOrders, deadline };
      addTo(byTenant, tenantId, peer);
      addTo(bySession, sessionId, peer);
      socket.once('close', () => remove(peer));
      return peer;
    },

    /** The peer said something: it is alive for two more intervals. */
    touch(peer: Peer) {
      peer.deadline.refresh();
    },

    send,

    /** Sends the poke to every socket of the tenant, followed by the order events to those that read orders. */
    deliver(tenantId: string, poke: string, events: readonly string[] = []) {
      const peers = byTenant.get(tenantId);
      if (!peers) return;
      // the poke and its events in one write: the client gets one packet, not one a frame
      const all = [poke, ...events];
      const wire = textFrames(all);
      const pokeOnly = events.length === 0 ? wire : textFrames([poke]);
      for (const peer of [...peers]) {
        if (peer.readsOrders) sendAll(peer, all, wire);
        else sendAll(peer, [poke], pokeOnly);
      }
    },

    /** One frame to the tenant's sockets that read orders, without a poke (PRN5's `print_status`). */
    deliverToStaff(tenantId: string, frame: string) {
      const wire = textFrames([frame]);
      for (const peer of [...(byTenant.get(tenantId) ?? [])])
        if (peer.readsOrders) sendAll(peer, [frame], wire);
    },

    closeSession(sessionId: string, code: number, reason: string) {
      const peers = bySession.get(sessionId);
      if (!peers) return;
      for (const peer of [...peers]) {
        remove(peer);
        peer.socket.close(code, reason);
      }
    },

    tenantIds: (): string[] => [...byTenant.keys()],
    sessionIds: (): string[] => [...bySession.keys()],
    count: (tenantId?: string): number =>
      tenantId === undefined
        ? [...byTenant.values()].reduce((n, peers) => n + peers.size, 0)
        : (byTenant.get(tenantId)?.size ?? 0),

    start() {
      ticker ??= setInterval(tick, options.heartbeatMs);
      ticker.unref();
    },

    stop() {
      if (ticker) clearInterval(ticker);
      ticker = null;
      for (const peers of byTenant.values()) for (const peer of peers) clearTimeout(peer.deadline);
    },
  };
}
