/**
 * The mutators' side of the sales rules (ADR 0048): SALE2, every payment writes one invoice (a payment that
 * names none gets one derived from the first order it pays), and SALE6, an expired diner order cannot be accepted.
 */
import { EXPIRY_TEXTS, expiryMinutesOf, isOrderExpired, ORDER_EXPIRED } from '../../orders/order-expiry.ts';
import { PLAIN_PAYMENT } from '../../validation/orders.ts';
import type { Loaded, ReadSpec } from '../mutator.ts';
import { invoiceNoReads, type PaymentArgs } from './payment.ts';
import type { Rejected } from './support.ts';
import { rowOf, rowsOf } from './support.ts';

/** SALE2: the invoice id of a payment that names none (a verified online payment, an old client's payment). */
export const impliedInvoiceId = (orderId: string): string => `paid-${orderId}`;

/** SALE2: such a payment: no payment type, no credit, the orders' own customer. */
export const impliedPayment = (orderId: string): PaymentArgs => ({
  invoiceId: impliedInvoiceId(orderId),
  ...PLAIN_PAYMENT,
});

/**
 * SYNC19 for implied invoices: the ids such a payment of `orderIds` may create rows under (its invoice, derived
 * from whichever of them it pays first, and that invoice's links), read before deciding.
 */
export const impliedPaymentReads = (orderIds: readonly string[]): ReadSpec[] => {
  const ids = orderIds.map(impliedInvoiceId);
  return [
    { table: 'invoices', ids },
    { table: 'invoiceOrders', by: 'invoiceId', values: ids },
    ...invoiceNoReads, // INVS3
  ];
};

/** SALE6: what accepting orders reads to judge expiry: the store's setting (SALE5). */
export const expiryReads: readonly ReadSpec[] = [{ table: 'storeSettings', singleton: true }];

/** SALE6: ORDER_EXPIRED when one of the orders is a diner order that expired unaccepted at `now`; else null. */
export function expiredAmong(loaded: Loaded, orderIds: readonly string[], now: number): Rejected | null {
  const minutes = expiryMinutesOf(rowsOf(loaded, 'storeSettings')[0]);
  for (const id of orderIds) {
    const order = rowOf(loaded, 'orders', id);
    if (order && isOrderExpired(order, now, minutes))
      return { ok: false, code: ORDER_EXPIRED, message: EXPIRY_TEXTS.rejected };
  }
  return null;
}
