/**
 * PERF10 (ADR 0074): the POS's narrowing title search can be switched off, to compare it with the plain filter
 * in the same run and to run the same contract tests on both: localStorage `tavola.fastPos = 0` in a browser,
 * `setFastPos(false)` in a test.
 */
let forced: boolean | null = null;

/** Whether the fast path runs (default yes). */
export function fastPos(): boolean {
  if (forced !== null) return forced;
  try {
    return globalThis.localStorage?.getItem('tavola.fastPos') !== '0';
  } catch {
    return true; // storage refused (private mode): the default
  }
}

/** Tests: force the fast path on or off; null goes back to the browser's setting. */
export function setFastPos(on: boolean | null): void {
  forced = on;
}
