/** Retry delays: the sync client's push/pull backoff and the socket's reconnection delay. */

/** Push/pull after a network error or 503: 1 s, 2 s, 4 s … capped at 30 s, with "equal jitter". */
export const SYNC_BACKOFF = { baseMs: 1000, capMs: 30_000 } as const;

/** `attempt` counts failures so far from 0; `random` in [0, 1). The delay lies in [half, full] of the step. */
export function syncBackoffDelay(attempt: number, random: number = Math.random()): number {
  const step = Math.min(SYNC_BACKOFF.capMs, SYNC_BACKOFF.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random * step) / 2);
}

/** The spec's socket reconnection: delay 1 s up to 5 s, randomization 0.5, unlimited attempts. */
export const SOCKET_RECONNECT = { minMs: 1000, maxMs: 5000, randomization: 0.5 } as const;

/** The socket's delay before reconnect attempt `attempt` (from 0): doubling from 1 s, ±50 %, at most 5 s. */
export function socketReconnectDelay(attempt: number, random: number = Math.random()): number {
  const step = Math.min(SOCKET_RECONNECT.maxMs, SOCKET_RECONNECT.minMs * 2 ** Math.min(attempt, 30));
  const spread = step * SOCKET_RECONNECT.randomization * (2 * random - 1);
  return Math.round(Math.min(SOCKET_RECONNECT.maxMs, Math.max(0, step + spread)));
}
