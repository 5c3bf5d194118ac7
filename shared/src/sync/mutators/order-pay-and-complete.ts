/** order.pay-and-complete.v1 (OS8, SYNC13-14): pay orders with one invoice, then complete them; not an expired diner order (SALE6). */
import * as v from 'valibot';
import { ORDER_MESSAGES, orderIdsArgs } from '../../validation/orders.ts';
import { defineMutator } from '../mutator.ts';
import { optionalSeenLines } from './bill-lines.ts';
import { orderReads } from './order-rows.ts';
import { payOrders } from './pay-orders.ts';
import { paymentArgs, paymentReads } from './payment.ts';
import { expiryReads } from './sale-rules.ts';

export const payAndCompleteArgs = v.object(
  { ...orderIdsArgs.entries, ...paymentArgs.entries, seenLines: optionalSeenLines },
  ORDER_MESSAGES.invalidRequest,
);
export type PayAndCompleteArgs = v.InferOutput<typeof payAndCompleteArgs>;

export const payAndComplete = defineMutator({
  name: 'order.pay-and-complete.v1',
  args: payAndCompleteArgs,
  reads: (a) => [...orderReads(a.orderIds), ...paymentReads(a, a.orderIds), ...expiryReads],
  decide: (loaded, a, ctx) => payOrders(loaded, a.orderIds, a, 'pay_and_complete', ctx, null, a.seenLines),
});
