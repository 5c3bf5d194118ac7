/** A real WebSocket client (ws) for the realtime tests: a message queue, the close it saw, auto-pong. */
import type { Socket } from 'node:net';
import type { ServerMessage } from '@tavola/shared';
import WebSocket from 'ws';

export type SocketOptions = {
  /** The access cookie's value; omitted: no cookie. */
  access?: string;
  /** Origin header; omitted: the server's own origin; null: none. */
  origin?: string | null;
  /** The socket's path; default the staff socket /api/v1/sync/ws. */
  path?: string;
  /** Answer pings (default true); false: a client that went silent. */
  autoPong?: boolean;
};

export type Closed = { code: number; reason: string };

export class TestSocket {
  private readonly queue: ServerMessage[] = [];
  private waiter: (() => void) | null = null;
  autoPong: boolean;
  readonly closed: Promise<Closed>;
  closedAt: number | null = null;
  /** The client's TCP connection (the upgrade response's socket): tests pause it to stop reading. */
  tcp: Socket | null = null;

  private constructor(
    readonly ws: WebSocket,
    autoPong: boolean,
  ) {
    this.autoPong = autoPong;
    ws.once('upgrade', (response) => {
      this.tcp = response.socket;
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.closedAt = Date.now();
        this.waiter?.();
        resolve({ code, reason: reason.toString() });
      }),
    );
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'ping') {
        if (this.autoPong) this.send({ type: 'pong', t: message.t });
        return;
      }
      this.queue.push(message);
      this.waiter?.();
    });
  }

  static url(port: number, path = '/api/v1/sync/ws') {
    return `ws://127.0.0.1:${port}${path}`;
  }

  private static connect(port: number, opts: SocketOptions) {
    const origin = opts.origin === undefined ? `http://127.0.0.1:${port}` : opts.origin;
    return new WebSocket(TestSocket.url(port, opts.path), {
      headers: {
        ...(origin ? { origin } : {}),
        ...(opts.access ? { cookie: `tavola_access=${opts.access}` } : {}),
      },
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(port: number, opts: SocketOptions = {}): Promise<TestSocket> {
    const ws = TestSocket.connect(port, opts);
    const socket = new TestSocket(ws, opts.autoPong ?? true);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => {
        reject(new RefusedError(res.statusCode ?? 0));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  /** The status of a refused upgrade; fails when the upgrade succeeds. */
  static async refusal(port: number, opts: SocketOptions = {}): Promise<number> {
    try {
      const socket = await TestSocket.open(port, opts);
      socket.ws.terminate();
    } catch (err) {
      if (err instanceof RefusedError) return err.status;
      throw err;
    }
    throw new Error('the upgrade was accepted');
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (pings are answered, not queued); fails after `timeoutMs`. */
  async next(timeoutMs = 3000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0 || this.closedAt !== null) throw new Error('no message arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.queue.shift() as ServerMessage;
  }

  /** The next `n` messages. */
  async take(n: number, timeoutMs = 3000): Promise<ServerMessage[]> {
    const out: ServerMessage[] = [];
    for (let i = 0; i < n; i++) out.push(await this.next(timeoutMs));
    return out;
  }

  /** Messages received and not yet taken. */
  pending(): readonly ServerMessage[] {
    return this.queue;
  }

  close() {
    this.ws.terminate();
  }
}

export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}
