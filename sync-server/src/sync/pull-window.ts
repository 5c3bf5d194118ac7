// SS14 (SYNC5, docs/architecture.md §6.5), what a first sync (cookie null, or a reset) sends: every live row of the menu,
// settings and customer tables; reservations from 7 business days ago on; orders of the last 2 business days
// (today and yesterday) plus every open order, with their lines; invoices of the last 2 business days with
// their order links. Incremental pulls send every change above the cookie, whatever its age: the window only
// keeps a new device's first download small, it is not an access boundary (the device may read it all).
import {
  addCalendarDays,
  businessDayStart,
  businessToday,
  type StoreClock,
  type SyncedTable,
} from '@tavola/shared';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Tables } from '../db/index.ts';

export const RESERVATION_DAYS_BACK = 7;
export const ORDER_DAYS = 2;
/** Orders still open: their lines change and the kitchen shows them, however old. */
export const OPEN_ORDER_STATUS = 'created';

export type PullWindow = {
  /** The oldest business day of orders and invoices sent. */
  readonly firstDay: string;
  /** Reservations at or after this instant (epoch ms) are sent. */
  readonly reservationsFrom: number;
};

export function pullWindow(now: number, clock: StoreClock): PullWindow {
  const today = businessToday(now, clock);
  return {
    firstDay: addCalendarDays(today, -(ORDER_DAYS - 1)),
    reservationsFrom: businessDayStart(addCalendarDays(today, -RESERVATION_DAYS_BACK), clock),
  };
}

/** The window's condition on `table` (undefined: every row), to add to the tenant filter. */
export function windowCondition(
  db: AppDb,
  t: Tables,
  tenantId: string,
  table: SyncedTable,
  w: PullWindow,
): SQL | undefined {
  // SS41: the window's orders through the indexes of its two halves (the day's, the open ones), so a store with
  // years of orders reads only these (one `or` made SQLite walk the store's whole history)
  const o = t.orders;
  const windowOrders = () =>
    sql`select ${o.id} from ${o} where ${o.tenantId} = ${tenantId} and ${o.businessDay} >= ${w.firstDay}
      union select ${o.id} from ${o} where ${o.tenantId} = ${tenantId} and ${o.status} = ${OPEN_ORDER_STATUS}`;
  const windowInvoices = () =>
    db
      .select({ id: t.invoices.id })
      .from(t.invoices)
      .where(and(eq(t.invoices.tenantId, tenantId), gte(t.invoices.businessDay, w.firstDay)));
  switch (table) {
    case 'reservations':
      return gte(t.reservations.date, w.reservationsFrom);
    case 'orders':
      return sql`${t.orders.id} in (${windowOrders()})`;
    case 'orderItems':
      return sql`${t.orderItems.orderId} in (${windowOrders()})`;
    case 'invoices':
      return gte(t.invoices.businessDay, w.firstDay);
    case 'invoiceOrders':
      return inArray(t.invoiceOrders.invoiceId, windowInvoices());
    default:
      return undefined;
  }
}
