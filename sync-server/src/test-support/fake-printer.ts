/**
 * A network printer for tests (PRN8): a TCP server on a loopback port that records what each connection sent, as
 * a raw-9100 printer would receive it. `stop()` closes it (connections refused, like a printer switched off),
 * `start()` brings it back on the same port; `cutAfter(n)` makes the next connection break after n bytes (a cable
 * pulled mid-ticket: the sender sees the connection reset). `answerStatus()` makes it answer ESC/POS real-time status
 * queries (DLE EOT, PRN10) as an Epson does, and `setPaper('out')` / `setCover('open')` what it then says.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { statusReply } from '../printing/escpos-status.ts';

export type Received = {
  /** Every byte of the connection, in order. */
  readonly bytes: Buffer;
  /** The sender closed the connection cleanly (not cut by us). */
  readonly complete: boolean;
  /** Epoch ms the last byte arrived. */
  readonly lastByteAt: number;
};

export type FakePrinter = {
  readonly port: number;
  /** Connections closed so far, oldest first. */
  readonly received: Received[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The next connection is destroyed after `bytes` bytes. */
  cutAfter(bytes: number): void;
  /** Resolves once `count` complete connections were received (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /** Listener called on each closed connection (benchmarks). */
  onReceived(listener: (r: Received) => void): void;
  /** PRN10: answer DLE EOT status queries (a printer that does not, stays silent as before). */
  answerStatus(on?: boolean): void;
  setPaper(paper: 'ok' | 'out'): void;
  setCover(cover: 'closed' | 'open'): void;
};

export async function startFakePrinter(port = 0): Promise<FakePrinter> {
  const received: Received[] = [];
  const listeners: ((r: Received) => void)[] = [];
  const sockets = new Set<Socket>();
  let cut: number | null = null;
  const status = { answers: false, paperOut: false, coverOpen: false };
  let server: Server | null = null;
  let boundPort = port;

  const handle = (socket: Socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let size = 0;
    let lastByteAt = Date.now();
    const limit = cut;
    cut = null;
    let cutHere = false;
    socket.on('data', (chunk: Buffer) => {
      if (cutHere) return;
      if (status.answers)
        for (let k = 0; k + 2 < chunk.length; k++)
          if (chunk[k] === 0x10 && chunk[k + 1] === 0x04)
            socket.write(Uint8Array.of(statusReply(chunk[k + 2] as number, status)));
      const take = limit === null ? chunk : chunk.subarray(0, Math.max(0, limit - size));
      chunks.push(take);
      size += take.length;
      lastByteAt = Date.now();
      if (limit !== null && size >= limit) {
        cutHere = true;
        socket.resetAndDestroy(); // a pulled cable or a power cut: the connection breaks (RST), no clean close
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const r = { bytes: Buffer.concat(chunks), complete: !cutHere, lastByteAt };
      received.push(r);
      for (const l of listeners) l(r);
    });
  };

  const printer: FakePrinter = {
    get port() {
      return boundPort;
    },
    received,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const s = createServer(handle);
        s.once('error', reject);
        s.listen(boundPort, '127.0.0.1', () => {
          const address = s.address();
          if (address && typeof address === 'object') boundPort = address.port;
          server = s;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    cutAfter(bytes) {
      cut = bytes;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      const complete = () => received.filter((r) => r.complete);
      while (complete().length < count) {
        if (Date.now() > until)
          throw new Error(`fake printer: ${complete().length} of ${count} jobs within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return complete();
    },
    onReceived(listener) {
      listeners.push(listener);
    },
    answerStatus(on = true) {
      status.answers = on;
    },
    setPaper(paper) {
      status.paperOut = paper === 'out';
    },
    setCover(cover) {
      status.coverOpen = cover === 'open';
    },
  };
  await printer.start();
  return printer;
}
