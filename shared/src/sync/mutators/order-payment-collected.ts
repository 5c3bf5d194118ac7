/**
 * order.payment-collected.v1 (OS8, SYNC13-14): mark orders paid and write the invoice of the orders it moves to
 * paid (Tavola: the spec's /orders/payment-complete carries totals); without an `invoiceId` the invoice's id is
 * derived (SALE2). An expired diner order is refused (SALE6).
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { ORDER_MESSAGES, orderIdsArgs } from '../../validation/orders.ts';
import { defineMutator } from '../mutator.ts';
import { optionalSeenLines } from './bill-lines.ts';
import { orderReads } from './order-rows.ts';
import { payOrders } from './pay-orders.ts';
import { paymentFields, paymentReads } from './payment.ts';
import { expiryReads, impliedPaymentReads } from './sale-rules.ts';

export const paymentCollectedArgs = v.object(
  {
    ...orderIdsArgs.entries,
    invoiceId: v.optional(v.nullable(idField(ORDER_MESSAGES.invalidRequest)), null),
    ...paymentFields,
    seenLines: optionalSeenLines,
  },
  ORDER_MESSAGES.invalidRequest,
);
export type PaymentCollectedArgs = v.InferOutput<typeof paymentCollectedArgs>;

export const collectPayment = defineMutator({
  name: 'order.payment-collected.v1',
  args: paymentCollectedArgs,
  reads: (a) => [
    ...orderReads(a.orderIds),
    ...(a.invoiceId
      ? paymentReads({ ...a, invoiceId: a.invoiceId }, a.orderIds)
      : impliedPaymentReads(a.orderIds)),
    ...expiryReads,
  ],
  decide(loaded, a, ctx) {
    const payment = a.invoiceId ? { ...a, invoiceId: a.invoiceId } : null;
    return payOrders(loaded, a.orderIds, payment, 'payment_collected', ctx, null, a.seenLines);
  },
});
