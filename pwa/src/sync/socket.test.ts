import { HEARTBEAT_MS, LIVE_PROBE_MS, STALE_AFTER_MS } from '@tavola/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketReconnectDelay } from './backoff.ts';
import { onRealtimeEvent, type RealtimeEvent } from './events.ts';
import {
  CONNECT_TIMEOUT_MS,
  DEAD_AFTER_MS,
  type SocketLike,
  type SocketStatus,
  SyncSocket,
} from './socket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(m: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(m) }));
  }
  serverClose(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function aSocket() {
  const sockets: FakeSocket[] = [];
  const log = { connected: 0, pokes: [] as number[], statuses: [] as SocketStatus[], sessionClosed: 0 };
  const socket = new SyncSocket({
    url: 'ws://till.test/api/v1/sync/ws',
    create: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    onConnected: () => log.connected++,
    onPoke: (v) => log.pokes.push(v),
    onStatus: (s) => log.statuses.push(s),
    onSessionClosed: () => log.sessionClosed++,
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { socket, sockets, last, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sync socket (docs/architecture.md §6.3)', () => {
  it('answers pings, asks for a pull on every connect and poke, and publishes real-time events', () => {
    const { socket, last, log } = aSocket();
    const events: RealtimeEvent[] = [];
    const off = onRealtimeEvent((e) => events.push(e));
    socket.start();
    last().open();
    expect(log.connected).toBe(1);
    last().receive({ type: 'ping', t: 42 });
    expect(last().sent).toEqual([{ type: 'pong', t: 42 }]);
    last().receive({ type: 'poke', version: 7 });
    expect(log.pokes).toEqual([7]);
    last().receive({ type: 'new_order', orderId: 'o1', tokenNo: '5', paymentStatus: 'paid' });
    last().receive({ type: 'order_update', orderIds: ['o1'] });
    last().receive('not json at all');
    expect(events.map((e) => e.type)).toEqual(['new_order', 'order_update']);
    off();
    socket.stop();
  });

  it('reconnects for ever: 1 s doubling up to 5 s, randomized by half', () => {
    const { socket, sockets, last } = aSocket();
    socket.start();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = sockets.length;
      last().serverClose();
      const d = socketReconnectDelay(i, 0.5);
      vi.advanceTimersByTime(d - 1);
      expect(sockets.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(sockets.length).toBe(before + 1);
      delays.push(d);
    }
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(socketReconnectDelay(0, 0)).toBe(500);
    expect(socketReconnectDelay(0, 0.999)).toBeCloseTo(1500, -1);
    expect(socketReconnectDelay(5, 0.999)).toBe(5000);
    // a successful connect restarts the schedule
    last().open();
    last().serverClose();
    vi.advanceTimersByTime(1000);
    expect(sockets.length).toBe(8);
    socket.stop();
  });

  it('two missed heartbeats: the link is dead, closed and reopened (which pulls again)', () => {
    const { socket, sockets, last, log } = aSocket();
    socket.start();
    last().open();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    last().receive({ type: 'ping', t: 1 }); // alive
    vi.advanceTimersByTime(DEAD_AFTER_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closed).toBe(true);
    expect(log.statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(1000);
    last().open();
    expect(log.connected).toBe(2);
    socket.stop();
  });

  it('[KDS1] probing: pings every LIVE_PROBE_MS, and STALE_AFTER_MS of silence is a dead link', () => {
    const { socket, sockets, last, log } = aSocket();
    socket.start();
    last().open();
    socket.probe(LIVE_PROBE_MS);
    vi.advanceTimersByTime(LIVE_PROBE_MS * 2);
    expect(last().sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
    last().receive({ type: 'pong', t: 1 }); // alive
    vi.advanceTimersByTime(STALE_AFTER_MS - 1);
    expect(sockets[0]?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closed).toBe(true);
    expect(log.statuses.at(-1)).toBe('closed');
    socket.probe(null);
    socket.stop();
  });

  it('gives up a connection attempt after 20 s', () => {
    const { socket, sockets } = aSocket();
    socket.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    socket.stop();
  });

  it('a session ended by the server halts reconnecting until told to resume', () => {
    const { socket, sockets, last, log } = aSocket();
    socket.start();
    last().open();
    last().serverClose(4001);
    expect(log.sessionClosed).toBe(1);
    expect(socket.state).toBe('halted');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    socket.reconnectNow();
    expect(sockets).toHaveLength(2);
    socket.stop();
  });

  it('the browser coming back online reconnects at once', () => {
    const { socket, sockets, last } = aSocket();
    socket.start();
    last().serverClose();
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    socket.stop();
    expect(last().closed).toBe(true);
  });
});
