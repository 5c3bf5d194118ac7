/**
 * The sync WebSocket (docs/architecture.md §6.3): same-origin /api/v1/sync/ws with the session cookie. Answers the
 * server's pings, asks for a pull on every poke and on each (re)connect, publishes real-time events, and
 * reconnects for ever (1 s up to 5 s, randomization 0.5). Two missed heartbeats = dead.
 */
import { HEARTBEAT_MS, type ServerMessage, STALE_AFTER_MS } from '@tavola/shared';
import { socketReconnectDelay } from './backoff.ts';
import { isRealtimeEvent, publishRealtimeEvent } from './events.ts';

export const SOCKET_PATH = '/api/v1/sync/ws';
/** The spec's socket connect timeout: 20 s. */
export const CONNECT_TIMEOUT_MS = 20_000;
/** A ping is due every HEARTBEAT_MS; none for two periods (plus half a period of grace) = a dead link. */
export const DEAD_AFTER_MS = 2 * HEARTBEAT_MS + HEARTBEAT_MS / 2;
/** Server close codes after which reconnecting is pointless until the session is checked (sync-server realtime). */
const SESSION_CLOSE_CODES: readonly number[] = [4001, 4002];

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'halted';

/** The part of a WebSocket this module uses (a test double implements just this). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
};

export type SyncSocketOptions = {
  /** Pull now: the socket (re)connected. */
  onConnected(): void;
  /** The server committed `version`. */
  onPoke(version: number): void;
  onStatus(status: SocketStatus): void;
  /** A frame arrived (ping, pong, poke, event): the link was alive at `at` (KDS1). */
  onHeard?(at: number): void;
  /** The server ended the socket for the session (signed out, revoked, tenant inactive). */
  onSessionClosed?(): void;
  url?: string;
  create?: (url: string) => SocketLike;
  random?: () => number;
};

export const sameOriginSocketUrl = (path: string = SOCKET_PATH): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const m: unknown = JSON.parse(data);
    return typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string'
      ? (m as ServerMessage)
      : null;
  } catch {
    return null;
  }
}

export class SyncSocket {
  private ws: SocketLike | null = null;
  private attempt = 0;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private deadTimer: ReturnType<typeof setTimeout> | undefined;
  private probeTimer: ReturnType<typeof setInterval> | undefined;
  private probeMs: number | null = null;
  private status: SocketStatus = 'closed';
  private readonly onOnline = () => this.reconnectNow();

  constructor(private readonly opts: SyncSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.probe(null);
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.drop();
    this.setStatus('closed');
  }

  /** Reconnects at once with the delay schedule restarted (the network came back, the session is fine). */
  reconnectNow(): void {
    if (this.stopped || this.status === 'open' || this.status === 'connecting') return;
    this.attempt = 0;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  /** Sends a message if the socket is open (the diner's subscribe); false when it could not be sent. */
  send(message: unknown): boolean {
    if (this.status !== 'open' || !this.ws) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /**
   * KDS1: while a live screen shows, ping the server every `everyMs` (it answers pong) and count the link dead
   * after STALE_AFTER_MS of silence instead of DEAD_AFTER_MS; null stops.
   */
  probe(everyMs: number | null): void {
    clearInterval(this.probeTimer);
    this.probeMs = everyMs;
    if (everyMs !== null) {
      this.probeTimer = setInterval(() => this.send({ type: 'ping', t: Date.now() }), everyMs);
    }
    if (this.status === 'open') this.armDeadline();
  }

  get state(): SocketStatus {
    return this.status;
  }

  private setStatus(s: SocketStatus) {
    if (s === this.status) return;
    this.status = s;
    this.opts.onStatus(s);
  }

  private clearTimers() {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.connectTimer);
    clearTimeout(this.deadTimer);
  }

  private connect() {
    this.setStatus('connecting');
    let ws: SocketLike;
    try {
      ws = (this.opts.create ?? ((u) => new WebSocket(u)))(this.opts.url ?? sameOriginSocketUrl());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    this.connectTimer = setTimeout(() => this.lost(), CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      clearTimeout(this.connectTimer);
      this.attempt = 0;
      this.armDeadline();
      this.setStatus('open');
      this.opts.onConnected();
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => this.lost();
    ws.onclose = (ev) => {
      if (SESSION_CLOSE_CODES.includes(ev.code)) this.halt();
      else this.lost();
    };
  }

  private receive(data: unknown) {
    this.armDeadline();
    this.opts.onHeard?.(Date.now());
    const m = parse(data);
    if (!m) return;
    if (m.type === 'ping') this.ws?.send(JSON.stringify({ type: 'pong', t: m.t }));
    else if (m.type === 'poke') this.opts.onPoke(m.version);
    else if (isRealtimeEvent(m)) publishRealtimeEvent(m);
  }

  private armDeadline() {
    clearTimeout(this.deadTimer);
    this.deadTimer = setTimeout(() => this.lost(), this.probeMs === null ? DEAD_AFTER_MS : STALE_AFTER_MS);
  }

  /** Detaches and closes the current socket without reacting to its close event. */
  private drop() {
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
    try {
      ws.close();
    } catch {
      // already closed
    }
  }

  private lost() {
    if (this.stopped) return;
    this.clearTimers();
    this.drop();
    this.setStatus('closed');
    this.scheduleReconnect();
  }

  private halt() {
    this.clearTimers();
    this.drop();
    this.setStatus('halted');
    this.opts.onSessionClosed?.();
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    const delay = socketReconnectDelay(this.attempt++, (this.opts.random ?? Math.random)());
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}
