/**
 * The sockets of this process, by tenant and by session: delivery is O(sockets of the tenant), heartbeats
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

/** Options of a Buffer sent as a text frame. */
const TEXT = { binary: false } as const;

export function createHub(options: HubOptions) {
  const byTenant = new Map<string, Set<Peer>>();
  const bySession = new Map<string, Set<Peer>>();
  let ticker: NodeJS.Timeout | null = null;

  const remove = (peer: Peer) => {
    clearTimeout(peer.deadline);
    removeFrom(byTenant, peer.tenantId, peer);
    removeFrom(bySession, peer.sessionId, peer);
  };

  /**
   * Sends unless the socket is closing or behind by more than the limit, in which case it is closed. A frame
   * going to many sockets is encoded once (a Buffer, sent as text), not once per socket.
   */
  const send = (peer: Peer, frame: string | Buffer) => {
    const { socket } = peer;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      options.log.info(
        { tenantId: peer.tenantId, buffered: socket.bufferedAmount },
        'realtime socket too slow; closing it',
      );
      remove(peer);
      socket.close(CLOSE.tryAgainLater, 'Too far behind');
      return;
    }
    if (typeof frame === 'string') socket.send(frame);
    else socket.send(frame, TEXT);
  };

  /**
   * An announcement's frames (the poke and its events) leave in one write: the TCP socket is corked around
   * them, so the kernel gets one system call per socket and the client one packet, not one per frame.
   */
  const sendAll = (peer: Peer, frames: readonly Buffer[]) => {
    if (frames.length === 1) {
      send(peer, frames[0] as Buffer);
      return;
    }
    const tcp = (peer.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    tcp?.cork();
    try {
      for (const frame of frames) send(peer, frame);
    } finally {
      tcp?.uncork();
    }
  };

  const tick = () => {
    const ping: ServerMessage = { type: 'ping', t: options.now() };
    const frame = Buffer.from(JSON.stringify(ping));
    for (const peers of byTenant.values()) for (const peer of peers) send(peer, frame);
  };

  return {
    /** Joins the socket to its session's tenant; it leaves on close. */
    add(socket: WebSocket, tenantId: string, sessionId: string): Peer {
      const deadline = setTimeout(() => {
        options.log.info({ tenantId }, 'realtime socket silent for two heartbeats; closing it');
        remove(peer);
        socket.terminate();
      }, 2 * options.heartbeatMs);
      deadline.unref();
      const peer: Peer = { socket, tenantId, sessionId, deadline };
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

    /** Sends the frames, in order, to every socket of the tenant. */
    deliver(tenantId: string, frames: readonly string[]) {
      const peers = byTenant.get(tenantId);
      if (!peers) return;
      const encoded = frames.map((frame) => Buffer.from(frame));
      for (const peer of [...peers]) sendAll(peer, encoded);
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
