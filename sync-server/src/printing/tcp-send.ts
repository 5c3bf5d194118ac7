/**
 * PRN4: one job to a raw TCP printer (port 9100): connect, write the whole job, half-close, and count it printed
 * only once the printer closed the connection cleanly or stayed silent after our FIN (most printers keep the
 * socket open). Any error or timeout rejects: the job stays queued and is sent again whole.
 * PRN10: with `statusQuery`, the printer is first asked its real-time status (DLE EOT) on the same connection; one
 * that answers "paper out", "cover open" or an error gets no byte of the job (PrinterHeld); one that answers
 * nothing within STATUS_WAIT_MS gets the job as before, and the caller stops asking it.
 */
import { connect } from 'node:net';
import type { PrinterProblem } from '@tavola/shared/printing/printer-status';
import { type PrinterReport, readStatus, STATUS_QUERY } from './escpos-status.ts';

export const CONNECT_TIMEOUT_MS = 2_000;
/** After our FIN, how long a printer may keep the socket before we close it ourselves (the data was flushed). */
const LINGER_MS = 300;
/** How long a printer has to answer DLE EOT: real-time commands are answered at once, even mid-job. */
export const STATUS_WAIT_MS = 250;

export class PrinterUnreachable extends Error {}

/** The printer answered its status and cannot print now: nothing of the job was sent. */
export class PrinterHeld extends Error {
  constructor(readonly problem: PrinterProblem) {
    super(problem);
  }
}

export type SendOptions = { readonly timeoutMs?: number; readonly statusQuery?: boolean };
/** `report`: the status the printer answered before the job; null when not asked or it did not answer. */
export type SendOutcome = { readonly asked: boolean; readonly report: PrinterReport | null };

export function sendRaw(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: SendOptions = {},
): Promise<SendOutcome> {
  const timeoutMs = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
  const asked = options.statusQuery === true;
  return new Promise<SendOutcome>((resolve, reject) => {
    const socket = connect({ host, port });
    let settled = false;
    let report: PrinterReport | null = null;
    let written = false;
    const done = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ asked, report });
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new PrinterUnreachable('timeout')));
    socket.setNoDelay(true);
    socket.once('error', (err: NodeJS.ErrnoException) =>
      fail(
        new PrinterUnreachable(
          err.code === 'ECONNREFUSED' ? 'connection refused' : (err.code ?? err.message),
        ),
      ),
    );
    const writeJob = () => {
      written = true;
      // end(): write everything, then FIN; its callback runs once the kernel took the last byte
      socket.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), () => {
        setTimeout(done, LINGER_MS).unref();
      });
    };
    socket.once('connect', () => {
      if (!asked) return writeJob();
      const answer: number[] = [];
      const waited = setTimeout(() => {
        socket.removeListener('data', onData);
        writeJob(); // no answer: a printer without status replies prints as before
      }, STATUS_WAIT_MS);
      const onData = (chunk: Buffer) => {
        answer.push(...chunk);
        if (answer.length < 2) return;
        clearTimeout(waited);
        socket.removeListener('data', onData);
        report = readStatus(answer[0] as number, answer[1] as number);
        if (report?.problem) return fail(new PrinterHeld(report.problem));
        writeJob();
      };
      socket.on('data', onData);
      socket.write(STATUS_QUERY);
    });
    socket.once('close', (hadError) => {
      if (hadError || !written) return fail(new PrinterUnreachable('connection reset'));
      done();
    });
  });
}
