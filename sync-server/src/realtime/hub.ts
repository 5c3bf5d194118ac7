/**
 * The sockets of this process, by tenant and by session (SS20, SS22): delivery is O(sockets of the tenant), heartbeats
 * find silent peers, and a slow reader is dropped instead of buffering without bound.
 */
import type { ServerMessage } from '@tavola/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { CLOSE } from './close-codes.ts';

export type Peer = {
  readonly socket: WebSocket;
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

/** The TCP socket under an open WebSocket (ws keeps it as `_socket`). */
type Tcp = { write(data: Buffer): boolean };
const tcpOf = (socket: WebSocket): Tcp | undefined => (socket as unknown as { _socket?: Tcp })._socket;

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
   * Frames framed once (`textFrames`) written straight to the peer's TCP socket: one write a socket, and none
   * of ws's per-send framing, which cost a 10,000-socket poke more than the writes themselves. In order with
   * ws's own sends: the server's ws sends without compression, so they go straight to the same socket too.
   */
  const sendFramed = (peer: Peer, wire: Buffer) => {
    if (!writable(peer)) return;
    const tcp = tcpOf(peer.socket);
    if (tcp) tcp.write(wire);
  };

  const tick = () => {
    const ping: ServerMessage = { type: 'ping', t: options.now() };
    const wire = textFrames([JSON.stringify(ping)]);
    for (const peers of byTenant.values()) for (const peer of peers) sendFramed(peer, wire);
  };

  return {
    /** Joins the socket to its session's tenant; it leaves on close. */
    add(socket: WebSocket, tenantId: string, sessionId: string, readsOrders = true): Peer {
      const deadline = setTimeout(() => {
        options.log.info({ tenantId }, 'realtime socket silent for two heartbeats; closing it');
        remove(peer);
        socket.terminate();
      }, 2 * options.heartbeatMs);
      deadline.unref();
      const peer: Peer = { socket, tenantId, sessionId, readsOrders, deadline };
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
      const wire = textFrames([poke, ...events]);
      const pokeOnly = events.length === 0 ? wire : textFrames([poke]);
      for (const peer of [...peers]) sendFramed(peer, peer.readsOrders ? wire : pokeOnly);
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
