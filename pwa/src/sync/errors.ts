/** A sync call that got no usable answer. The client retries it with backoff; the outbox is left as it was. */
export class SyncCallError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when there was no answer at all (offline, DNS, connection reset). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'SyncCallError';
  }
}

/** Unwraps a transport answer or throws SyncCallError. */
export function expectAnswer<T>(
  a: { ok: true; data: T } | { ok: false; status: number; message: string },
): T {
  if (!a.ok) throw new SyncCallError(a.message, a.status);
  return a.data;
}

/** Statuses retrying fixes by itself: a session refreshed, a removed device registered again, a slower moment. */
const RETRIED = new Set([401, 403, 404, 408, 429]);

/**
 * The message of a sync call the server refused for a reason someone must act on (every device code taken,
 * the store's subscription inactive): shown to the user, since retrying alone will not get this till syncing.
 * Null for anything else (no network, a server error, a refusal the client recovers from itself).
 */
export function refusalOf(e: unknown): string | null {
  if (!(e instanceof SyncCallError) || e.status < 400 || e.status >= 500 || RETRIED.has(e.status))
    return null;
  return e.message;
}
