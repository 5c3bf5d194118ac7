/**
 * PRT5: whether the store's printers answer, for the till's and the kitchen screen's "Kitchen printer not
 * responding" banner: `GET /api/v1/print/status` and the socket event `print_status` carry the same shape.
 */

export type PrinterState = 'online' | 'offline' | 'unknown';

/** PRT20: what a printer that answers its status says is wrong (ESC/POS DLE EOT, or an Epson SDP result). */
export type PrinterProblem = 'paper-out' | 'cover-open' | 'error';
export const PRINTER_PROBLEM_TEXTS: Readonly<Record<PrinterProblem, string>> = {
  'paper-out': 'out of paper',
  'cover-open': 'cover open',
  error: 'printer error',
};
/** The problem a stored error text names (the job rows keep the text), if any. */
export const problemOf = (error: string | null | undefined): PrinterProblem | null =>
  (Object.entries(PRINTER_PROBLEM_TEXTS) as [PrinterProblem, string][]).find(
    ([, words]) => error?.endsWith(words) === true,
  )?.[0] ?? null;

export type PrinterStatus = {
  readonly printerId: string;
  readonly title: string;
  readonly role: 'receipt' | 'kitchen';
  readonly state: PrinterState;
  /** Jobs stored and not yet printed (PRT3). */
  readonly waitingJobs: number;
  /** Why the last try failed ("connection refused", "timeout"…), null when it printed. */
  readonly lastError: string | null;
  /** Epoch ms of the last successful print or answer, null when never. */
  readonly lastSeenAt: number | null;
  /** A backup printer is printing this one's jobs now. */
  readonly backupActive?: boolean;
  /** PRT20: the printer answered and said why it cannot print; its jobs are held, not sent. */
  readonly problem?: PrinterProblem | null;
};

/** GET /api/v1/print/status; also the payload of the WebSocket event `print_status` ({type: 'print_status', ...answer}). */
export type PrintStatusAnswer = { readonly printers: readonly PrinterStatus[]; readonly at: number };

export const PRINT_STATUS_EVENT = 'print_status';
/** The till polls this often when the socket is down; the banner must show within 5 s (issue 30). */
export const PRINT_STATUS_POLL_MS = 3_000;

/**
 * The banner's words for one printer that does not print: "Kitchen printer not responding (3 waiting)", or when it
 * said why (PRT20) "Kitchen printer: out of paper (3 waiting)".
 */
export function printerDownMessage(status: PrinterStatus): string {
  const waiting = status.waitingJobs > 0 ? ` (${status.waitingJobs} waiting)` : '';
  if (status.problem) return `${status.title}: ${PRINTER_PROBLEM_TEXTS[status.problem]}${waiting}`;
  return `${status.title} not responding${waiting}`;
}

/** The printers the banner names: offline ones, or ones with jobs waiting. */
export const printersDown = (answer: PrintStatusAnswer | null | undefined): PrinterStatus[] =>
  (answer?.printers ?? []).filter((p) => p.state === 'offline');
