/**
 * SALE5, SALE7 on the orders screen: a diner's order nobody accepted within the store's setting shows an
 * "Expired" badge, derived by shared's one function (ADR 0048) on the device's estimate of the server's clock
 * (ADR 0078), the clock its mutators judge SALE6 on; the card turns when the time runs out, with no sync needed.
 */
import { EXPIRY_TEXTS, expiryMinutesOf, type OrderRow, pendingExpiresAt } from '@tavola/shared';
import { useEffect, useReducer } from 'react';
import { serverNow } from '../../sync/server-clock.ts';
import { useSingleton } from '../settings/settings-data.ts';

/** Whether `order` has expired unaccepted; re-renders when its time runs out. */
export function useExpired(order: OrderRow): boolean {
  const store = useSingleton('storeSettings');
  const at = pendingExpiresAt(order, expiryMinutesOf(store ?? undefined));
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - serverNow();
    if (wait <= 0) return;
    const timer = setTimeout(tick, Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && serverNow() >= at;
}

export function ExpiredBadge() {
  return (
    <span className="badge badge-expired" data-testid="order-expired">
      {EXPIRY_TEXTS.badge}
    </span>
  );
}
