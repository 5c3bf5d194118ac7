/**
 * PGW3 (ADR 0079): the requests' session look-ups on PostgreSQL go in batches. A look-up goes at once while a
 * connection is free; the ids asked while every one has a read on its way wait for the next read, one statement
 * for all of them (`id = any($1)`): a burst of 50 requests costs a few statements and round trips, not 50 (each
 * was a write and a read on the socket, a statement for PostgreSQL). Nothing is kept between reads: every request is answered by a read sent after it asked, so a
 * revocation committed before a request arrived is seen by it, in whichever process it arrives.
 */

/**
 * Reads on their way at once: as many as the pool of short reads has connections (db/pg.ts), so that a request
 * waits for a read on its way only when every connection is busy (as it waited for a connection before), never
 * longer; and a stalled connection does not hold every request's session.
 */
const IN_FLIGHT = 3;
/** Ids in one read at most (the rest wait for the next). */
const MAX_IDS = 500;

type Waiter<R> = { resolve(row: R | undefined): void; reject(error: unknown): void };

/**
 * `readMany(ids)` answers the live rows among `ids`; `idOf` names a row's id. Returns the look-up of one id,
 * undefined when no row answered it.
 */
export function batchedReads<R>(
  readMany: (ids: string[]) => PromiseLike<R[]>,
  idOf: (row: R) => string,
): (id: string) => Promise<R | undefined> {
  let queued = new Map<string, Waiter<R>[]>();
  let inFlight = 0;

  const sendOne = () => {
    let batch = queued;
    if (batch.size > MAX_IDS) {
      const entries = [...batch];
      batch = new Map(entries.slice(0, MAX_IDS));
      queued = new Map(entries.slice(MAX_IDS));
    } else queued = new Map();
    inFlight++;
    let read: Promise<R[]>;
    try {
      read = Promise.resolve(readMany([...batch.keys()])); // sent now, before the caller's next request
    } catch (error) {
      read = Promise.reject(error);
    }
    read
      .then(
        (rows) => {
          const byId = new Map(rows.map((row) => [idOf(row), row]));
          for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        pump();
      });
  };

  // A free connection reads at once (no wait a request did not have before); the rest wait for one together.
  const pump = () => {
    while (queued.size > 0 && inFlight < IN_FLIGHT) sendOne();
  };

  return (id) =>
    new Promise<R | undefined>((resolve, reject) => {
      const waiters = queued.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else queued.set(id, [{ resolve, reject }]);
      pump();
    });
}
