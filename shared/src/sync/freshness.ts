/** Whether a live screen (the kitchen's) is current, and since when it is not (KDS1). */

/** A live screen asks the server for a pong this often. */
export const LIVE_PROBE_MS = 1_000;
/** Nothing heard for this long = not live; with a 1 s redraw the banner is up within 5 s of a loss (KDS1). */
export const STALE_AFTER_MS = 3_000;

export type FreshnessInput = {
  /** The socket's state: only 'open' can be live. */
  readonly socketOpen: boolean;
  /** When the socket last opened (a pull must follow it before the screen is current). */
  readonly openedAt: number | null;
  /** When the last frame (ping, pong, poke, event) arrived. */
  readonly heardAt: number | null;
  /** When the last pull succeeded. */
  readonly lastSyncedAt: number | null;
};

export type Freshness =
  | { readonly live: true }
  /** `since`: the last moment the screen was known up to date, null if never. */
  | { readonly live: false; readonly since: number | null };

/** KDS1: live = socket open, a pull since it opened, and a frame heard within STALE_AFTER_MS. */
export function freshness(s: FreshnessInput, now: number): Freshness {
  const { socketOpen, openedAt, heardAt, lastSyncedAt } = s;
  const caughtUp = openedAt !== null && lastSyncedAt !== null && lastSyncedAt >= openedAt;
  if (socketOpen && caughtUp && heardAt !== null && now - heardAt < STALE_AFTER_MS) return { live: true };
  // a frame heard after the catch-up pull confirmed the screen still current then
  const known = [lastSyncedAt, caughtUp ? heardAt : null].filter((t) => t !== null);
  return { live: false, since: known.length ? Math.max(...known) : null };
}

/** Whole seconds since `since` (never negative: clocks of tabs may differ by a little). */
export const secondsSince = (since: number, now: number): number =>
  Math.max(0, Math.floor((now - since) / 1000));
