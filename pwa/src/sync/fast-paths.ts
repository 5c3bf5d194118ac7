/**
 * The sync's fast paths can each be switched off, to compare them with the plain ones in the same run and to run
 * the same contract tests on both: localStorage `tavola.<key>` `0` or `1` in a browser, `set…(false | true)` in a
 * test (null goes back to the browser's setting, else the switch's default).
 */

/** One switch: read from localStorage unless a test forced it. */
function localSwitch(
  key: string,
  byDefault = true,
): { on: () => boolean; force: (on: boolean | null) => void } {
  let forced: boolean | null = null;
  return {
    on() {
      if (forced !== null) return forced;
      try {
        const set = globalThis.localStorage?.getItem(`tavola.${key}`);
        return set === '0' ? false : set === '1' ? true : byDefault;
      } catch {
        return byDefault; // storage refused (private mode)
      }
    },
    force(on) {
      forced = on;
    },
  };
}

/** DRAIN1-DRAIN3 (ADR 0076): the week-offline fast paths; `tavola.fastSync`. */
const fast = localSwitch('fastSync');
export const fastSync = fast.on;
export const setFastSync = fast.force;

/**
 * DRAIN4 (ADR 0080): the till sends its rows' digests with each mutation and its pulls leave out the rows the server
 * holds as it does; `tavola.syncEcho = 0`: every row comes back.
 */
const echo = localSwitch('syncEcho');
export const syncEcho = echo.on;
export const setSyncEcho = echo.force;

/**
 * DRAIN10 (ADR 0084): the push keeps its acknowledged entries' RST2 copies when their answer comes, in the answer's
 * own transaction while the next batch is on the wire, and the pull's rebase copies only those it does not find
 * kept. Off by default (`tavola.keepAtPush = 1` turns it on): its clones then share the push phase with the
 * cashier's taps (66 ms p95 while draining against 49.8 with it off, and a slower drain; journal, ADR 0084).
 */
const keep = localSwitch('keepAtPush', false);
export const keepAtPush = keep.on;
export const setKeepAtPush = keep.force;

/**
 * DRAIN11 (ADR 0084): the push reads its next batch while the current one is on the wire, and reads the device's
 * ids once, so the answer's record no longer sits between two requests; `tavola.pushAhead = 0`: each batch is read
 * after the last answer is recorded.
 */
const ahead = localSwitch('pushAhead');
export const pushAhead = ahead.on;
export const setPushAhead = ahead.force;
