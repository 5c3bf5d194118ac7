/**
 * Fixed one-minute windows per key, in memory (DIN1): the diner menu's order limits per address and per
 * table, which need the parsed body and must not count idempotent retries (so not @fastify/rate-limit's
 * onRequest hook). Like that plugin, each server process enforces its own count.
 */
export type WindowLimiter = {
  /** Counts one hit for `key`; false when the key is over `max` in the current window. */
  hit(key: string): boolean;
};

const MAX_KEYS = 100_000;

export function windowLimiter(max: number, windowMs: number, now: () => number): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, old] of windows) if (t - old.start >= windowMs) windows.delete(k);
          if (windows.size >= MAX_KEYS) windows.clear();
        }
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}
