/**
 * KDS20 (ADR 0078): this device's estimate of the server's clock, per device database: learnt from each pull
 * answer's `serverTime` (pull.ts), read when a screen runs a mutation (mutate.ts), so the till judges the server's
 * stamps (KDS13's undo window) on the server's clock. Kept in memory: after a reload the first pull tells it again.
 */
import { type ServerClock, serverClock } from '@tavola/shared/sync/server-clock';
import { currentDb } from '../db/current.ts';

const clocks = new WeakMap<object, ServerClock>();

/** The clock of this device database (one per database: tests open several). */
export function serverClockOf(db: object): ServerClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock = serverClock(() => Date.now());
    clocks.set(db, clock);
  }
  return clock;
}

/**
 * STN4, SALE5 (ADR 0078): the server's time now as this device estimates it, for screens that measure a server
 * stamp (a ticket's age, an order's expiry); the device's own clock while no database is open.
 */
export function serverNow(): number {
  const db = currentDb();
  return db ? serverClockOf(db).now() : Date.now();
}
