/**
 * PRN10: ESC/POS real-time status (DLE EOT n), asked of a network printer before a job is sent: n = 2 says why it
 * is offline (cover open, printing stopped at paper end, an error), n = 4 reads the roll sensor (near end, end).
 * A reply byte always has bits 1 and 4 set and bits 0 and 7 clear, which tells an answer from noise.
 */
import type { PrinterProblem } from '@tavola/shared/printing/printer-status';

/** DLE EOT 2 (offline cause) then DLE EOT 4 (roll paper sensor): the printer answers one byte each, at once. */
export const STATUS_QUERY = Uint8Array.of(0x10, 0x04, 0x02, 0x10, 0x04, 0x04);

const COVER_OPEN = 0x04;
const STOPPED_AT_PAPER_END = 0x20;
const ERROR = 0x40;
const ROLL_NEAR_END = 0x0c;
const ROLL_END = 0x60;

export const isStatusByte = (b: number): boolean => (b & 0x93) === 0x12;

export type PrinterReport = { readonly problem: PrinterProblem | null; readonly paperNearEnd: boolean };

/** The two reply bytes (offline cause, roll sensor) read back; null when they are not a status reply. */
export function readStatus(offline: number, paper: number): PrinterReport | null {
  if (!isStatusByte(offline) || !isStatusByte(paper)) return null;
  const problem: PrinterProblem | null =
    offline & COVER_OPEN
      ? 'cover-open'
      : offline & STOPPED_AT_PAPER_END || paper & ROLL_END
        ? 'paper-out'
        : offline & ERROR
          ? 'error'
          : null;
  return { problem, paperNearEnd: (paper & ROLL_NEAR_END) !== 0 };
}

/** What a printer in `state` answers to DLE EOT n (the fake printer of the tests). */
export function statusReply(
  n: number,
  state: { readonly paperOut: boolean; readonly coverOpen: boolean },
): number {
  if (n === 2)
    return 0x12 | (state.coverOpen ? COVER_OPEN | ERROR : 0) | (state.paperOut ? STOPPED_AT_PAPER_END : 0);
  if (n === 4) return 0x12 | (state.paperOut ? ROLL_END | ROLL_NEAR_END : 0);
  return 0x12;
}
