/**
 * order.online-paid.v1 (docs/api-diner.md §3, ADR 0042): a diner's online payment the server verified with
 * its provider. The order is paid like order.payment-collected.v1, with an invoice whose id is derived from the order
 * (SALE2), and records how: 'Razorpay', or 'Demo payment' when the demo provider settled it (no money moved; staff
 * see it on the order). Money moved, so it is taken even once the order expired (SALE6). Server-only like
 * order.diner-create.v1: it is not in MUTATORS, so no till can push it.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { ORDER_MESSAGES } from '../../validation/orders.ts';
import { defineMutator } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import { orderReads } from './order-rows.ts';
import { payOrders } from './pay-orders.ts';
import { impliedPaymentReads } from './sale-rules.ts';

/** The payment method an online payment records on its order, by provider. */
export const ONLINE_PAYMENT_METHODS = { razorpay: 'Razorpay', demo: 'Demo payment' } as const;
export type OnlineProvider = keyof typeof ONLINE_PAYMENT_METHODS;
export const ONLINE_PROVIDERS = Object.keys(ONLINE_PAYMENT_METHODS) as OnlineProvider[];

/** Paid through the demo provider: no money moved. */
export const isDemoPayment = (order: Pick<OrderRow, 'paymentMethod'>): boolean =>
  order.paymentMethod === ONLINE_PAYMENT_METHODS.demo;

export const onlinePaidArgs = v.object(
  {
    orderId: idField(ORDER_MESSAGES.invalidRequest),
    provider: v.picklist(ONLINE_PROVIDERS, ORDER_MESSAGES.invalidRequest),
  },
  ORDER_MESSAGES.invalidRequest,
);
export type OnlinePaidArgs = v.InferOutput<typeof onlinePaidArgs>;

export const markOnlinePaid = defineMutator({
  name: 'order.online-paid.v1',
  args: onlinePaidArgs,
  reads: (a) => [...orderReads([a.orderId]), ...impliedPaymentReads([a.orderId])],
  decide: (loaded, a, ctx) =>
    payOrders(loaded, [a.orderId], null, 'payment_collected', ctx, ONLINE_PAYMENT_METHODS[a.provider]),
});
