/** DIN1: the diner menu's abuse limits (anonymous callers): per address, per table, per socket. */
export const DINER_LIMITS = {
  /** Orders placed from one client address per minute (idempotent retries are not counted). */
  ordersPerIpPerMinute: 10,
  /** Orders placed on one table per minute. */
  ordersPerTablePerMinute: 6,
  /** Customer look-ups, delivery-info and location saves from one address per minute. */
  detailCallsPerMinute: 30,
  /** Orders one diner socket may follow. */
  subscriptionsPerSocket: 20,
  /** Order tokens one my-orders call may name. */
  myOrdersTokensMax: 50,
  /** Free text kept with a diner's delivery details. */
  textMax: 200,
} as const;

export const DINER_RATE_MESSAGES = {
  tooManyOrders: 'Too many orders, please wait a minute and try again.',
} as const;
