/**
 * SALE5, SALE7 on the orders screen: a diner's order nobody accepted within the store's setting shows an
 * "Expired" badge, derived from the device's clock by shared's one function (ADR 0048); the card turns when the
 * time runs out, with no sync needed. Accepting it is refused by the mutator (SALE6).
 */
import { EXPIRY_TEXTS, expiryMinutesOf, type OrderRow, pendingExpiresAt } from '@tavola/shared';
import { useEffect, useReducer } from 'react';
import { useSingleton } from '../settings/settings-data.ts';

/** Whether `order` has expired unaccepted; re-renders when its time runs out. */
export function useExpired(order: OrderRow): boolean {
  const store = useSingleton('storeSettings');
  const at = pendingExpiresAt(order, expiryMinutesOf(store ?? undefined));
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(tick, Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && Date.now() >= at;
}

export function ExpiredBadge() {
  return (
    <span className="badge badge-expired" data-testid="order-expired">
      {EXPIRY_TEXTS.badge}
    </span>
  );
}
