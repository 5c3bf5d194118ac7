/**
 * OS2, READ2: the orders a kitchen screen shows: open (status created) and sold (SALE1: paid). One rule for REST
 * (GET /kitchen filters with `KITCHEN_ORDER`, then this predicate), the kitchen's pull and the screen. A diner order
 * that expired unaccepted (SALE5) is pending and can no longer be paid (SALE6), so it never reaches the kitchen.
 */
import { isSale, SALE_PAYMENT_STATUS } from '../sales/sales.ts';

export type KitchenOrderState = { readonly status: string; readonly paymentStatus: string };

/** The column values `kitchenSeesOrder` asks for, for the servers' SQL filters. */
export const KITCHEN_ORDER = { status: 'created', paymentStatus: SALE_PAYMENT_STATUS } as const;

export const kitchenSeesOrder = (o: KitchenOrderState): boolean =>
  o.status === KITCHEN_ORDER.status && isSale(o);
