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
