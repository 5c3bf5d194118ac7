/**
 * TILL1: how far the server trusts a till's clock for the time a sale was rung up (ADR 0052). The order keeps
 * that time as its `createdAt`, so every screen, print and report reads one field.
 */
import { ACKNOWLEDGED_RETENTION_MS } from '../sync/restore.ts';
import { businessToday, type StoreClock } from '../time/business-day.ts';

/** The longest a till may sell offline and still have its sale keep its own time (the outbox's retention). */
export const SOLD_AT_OFFLINE_WINDOW_MS = ACKNOWLEDGED_RETENTION_MS;

const dayOf = (instant: number, clock: StoreClock): string | null => {
  try {
    // the cached day of the clock (TIME4): a sale rung up today costs no zone arithmetic on every push
    return businessToday(instant, clock);
  } catch {
    return null; // a zone this runtime does not know: the time cannot be checked, so it is not trusted
  }
};

/**
 * TILL1: the till's sold-at time when it lies in [now − offline window, now] and falls in the business day
 * the order carries (TIME3, the store's clock); otherwise (no time, a clock ahead of the receiver's, older
 * than any till may stay offline, or a day the till's clock got wrong) the deciding side's own `now`.
 */
export function keptSoldAt(
  soldAt: number | null | undefined,
  now: number,
  sale: { readonly businessDay: string; readonly clock: StoreClock },
): number {
  if (soldAt === null || soldAt === undefined || !Number.isSafeInteger(soldAt)) return now;
  if (soldAt > now || soldAt < now - SOLD_AT_OFFLINE_WINDOW_MS) return now;
  return dayOf(soldAt, sale.clock) === sale.businessDay ? soldAt : now;
}
