/**
 * SALE5-SALE7: a diner's order waiting for the store to accept it (pending payment) expires after the store's
 * `pendingOrderExpiryMinutes` (default 2 hours). Expiry is derived from time by this one function at every door
 * (the accepting mutators, the diner's answers, the orders screen and GET /orders), never stored (ADR 0048).
 */

/** SALE5: the default time a pending diner order waits for the store, in minutes (2 hours). */
export const DEFAULT_PENDING_EXPIRY_MINUTES = 120;
/** SALE5: what a store may set, in minutes: 1 minute to 24 hours. */
export const PENDING_EXPIRY_MINUTES = { min: 1, max: 1440 } as const;

export const EXPIRY_TEXTS = {
  /** SALE6: what accepting (collecting payment on) an expired order answers. */
  rejected: 'This order expired before it was accepted. Ask the diner to order again.',
  /** SALE7: the staff badge. */
  badge: 'Expired',
  /** SALE7: the diner's status panel. */
  diner: 'This order expired: the store did not accept it in time. Please order again.',
  /** The settings field's validation message. */
  invalidSetting: 'Please provide a valid expiry time (1 to 1440 minutes)!',
} as const;

/** The code of SALE6's rejection. */
export const ORDER_EXPIRED = 'ORDER_EXPIRED';

const MINUTE_MS = 60_000;

export type AwaitingOrder = {
  readonly customerType: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly createdAt: number;
};

/**
 * SALE5: only diner (QRMENU) orders wait for acceptance: a till's unpaid order is a tab the cashier opened
 * (a table still eating), never a request to accept.
 */
export const awaitsAcceptance = (o: Omit<AwaitingOrder, 'createdAt'>): boolean =>
  o.customerType === 'QRMENU' && o.status === 'created' && o.paymentStatus === 'pending';

/** The store's setting, or the default when it has none (a tenant without store settings, an old row). */
export const expiryMinutesOf = (settings: { readonly pendingOrderExpiryMinutes?: number } | undefined) =>
  settings?.pendingOrderExpiryMinutes ?? DEFAULT_PENDING_EXPIRY_MINUTES;

/** SALE5: when an order awaiting acceptance expires (epoch ms), or null for one that does not wait. */
export const pendingExpiresAt = (o: AwaitingOrder, minutes: number): number | null =>
  awaitsAcceptance(o) ? o.createdAt + minutes * MINUTE_MS : null;

/** SALE5: the order awaits acceptance and its time ran out (at `now`, epoch ms). */
export function isOrderExpired(o: AwaitingOrder, now: number, minutes: number): boolean {
  const at = pendingExpiresAt(o, minutes);
  return at !== null && now >= at;
}
