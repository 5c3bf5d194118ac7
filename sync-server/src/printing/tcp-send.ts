/**
 * PRN4: one job to a raw TCP printer (port 9100): connect, write the whole job, half-close, and count it printed
 * only once the printer closed the connection cleanly or stayed silent after our FIN (most printers keep the
 * socket open). Any error or timeout rejects: the job stays queued and is sent again whole.
 */
import { connect } from 'node:net';

export const CONNECT_TIMEOUT_MS = 2_000;
/** After our FIN, how long a printer may keep the socket before we close it ourselves (the data was flushed). */
const LINGER_MS = 300;

export class PrinterUnreachable extends Error {}

export function sendRaw(
  host: string,
  port: number,
  bytes: Uint8Array,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = connect({ host, port });
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterUnreachable(message));
    };
    socket.setTimeout(timeoutMs, () => fail('timeout'));
    socket.setNoDelay(true);
    socket.once('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ECONNREFUSED' ? 'connection refused' : (err.code ?? err.message)),
    );
    socket.once('connect', () => {
      // end(): write everything, then FIN; its callback runs once the kernel took the last byte
      socket.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), () => {
        setTimeout(() => {
          if (settled) return;
          settled = true;
          socket.destroy();
          resolve();
        }, LINGER_MS).unref();
      });
    });
    socket.once('close', (hadError) => {
      if (hadError) return fail('connection reset');
      if (settled) return;
      settled = true;
      resolve();
    });
  });
}
