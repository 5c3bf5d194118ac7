/**
 * DRAIN1-DRAIN3 (ADR 0076): the week-offline fast paths can be switched off, to compare them with the plain
 * ones in the same run and to run the same contract tests on both: localStorage `tavola.fastSync = 0` in a
 * browser, `setFastSync(false)` in a test.
 */
let forced: boolean | null = null;

/** Whether the fast paths run (default yes). */
export function fastSync(): boolean {
  if (forced !== null) return forced;
  try {
    return globalThis.localStorage?.getItem('tavola.fastSync') !== '0';
  } catch {
    return true; // storage refused (private mode): the default
  }
}

/** Tests: force the fast paths on or off; null goes back to the browser's setting. */
export function setFastSync(on: boolean | null): void {
  forced = on;
}

let echoForced: boolean | null = null;

/**
 * DRAIN4 (ADR 0080): the till sends its rows' digests with each mutation and its pulls leave out the rows the server
 * holds as it does (default yes); localStorage `tavola.syncEcho = 0` or `setSyncEcho(false)`: every row comes back.
 */
export function syncEcho(): boolean {
  if (echoForced !== null) return echoForced;
  try {
    return globalThis.localStorage?.getItem('tavola.syncEcho') !== '0';
  } catch {
    return true;
  }
}

/** Tests: force the echo on or off; null goes back to the browser's setting. */
export function setSyncEcho(on: boolean | null): void {
  echoForced = on;
}
