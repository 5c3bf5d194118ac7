/**
 * SALE5, SALE7 at the server's doors: whether a diner's order waiting for acceptance has expired, derived at read
 * time from the store's setting by shared's one function (ADR 0048: expiry is never stored).
 */
import { expiryMinutesOf, isOrderExpired, pendingExpiresAt } from '@tavola/shared';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';

/** The store's pending order expiry in minutes (the default for a store without settings). */
export async function storeExpiryMinutes(database: Database, tenantId: string): Promise<number> {
  return expiryMinutesOf(await scoped(database, tenantId).first(database.t.storeSettings));
}

type Awaiting = { customerType: string; status: string; paymentStatus: string; createdAt: number };

/** SALE7: when the order expires (null: it does not wait for acceptance) and whether it has, at `now`. */
export const expiryOf = (o: Awaiting, minutes: number, now: number) => ({
  expiresAt: pendingExpiresAt(o, minutes),
  expired: isOrderExpired(o, now, minutes),
});

type WireOrder = {
  customer_type: string;
  status: string;
  payment_status: string;
  date: number;
};

/** The orders screen's groups (GET /orders) with each order's `expires_at` and `expired` (SALE7). */
export function withExpiry<O extends WireOrder, G extends { orders: O[] }>(
  groups: readonly G[],
  minutes: number,
  now: number,
) {
  return groups.map((g) => ({
    ...g,
    orders: g.orders.map((o) => {
      const e = expiryOf(
        {
          customerType: o.customer_type,
          status: o.status,
          paymentStatus: o.payment_status,
          createdAt: o.date,
        },
        minutes,
        now,
      );
      return { ...o, expires_at: e.expiresAt, expired: e.expired };
    }),
  }));
}

/**
 * SS28: until when an answer of `withExpiry` holds without a write: the first instant one of its orders expires
 * (Infinity when none waits for acceptance), so a cached GET /orders is rebuilt then.
 */
export function nextExpiry(
  groups: readonly { orders: readonly { expires_at: number | null; expired: boolean }[] }[],
) {
  let first = Number.POSITIVE_INFINITY;
  for (const g of groups)
    for (const o of g.orders) if (!o.expired && o.expires_at !== null) first = Math.min(first, o.expires_at);
  return first;
}
