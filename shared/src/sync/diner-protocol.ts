/**
 * The diner's status socket, GET /api/v1/qrmenu/ws (docs/api-diner.md §5): a diner follows only the orders
 * whose tokens it holds and gets their order_update / payment_update, never the store's stream.
 */
import * as v from 'valibot';
import { DINER_LIMITS } from '../orders/diner-limits.ts';

const orderToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/));

export const dinerClientMessage = v.variant('type', [
  v.object({ type: v.literal('pong'), t: v.number() }),
  v.object({
    type: v.literal('subscribe'),
    orderTokens: v.pipe(v.array(orderToken), v.maxLength(DINER_LIMITS.myOrdersTokensMax)),
  }),
]);
export type DinerClientMessage = v.InferOutput<typeof dinerClientMessage>;

/** An order's state as the diner may see it (the token only once not pending, DIN5). */
export type DinerOrderState = {
  orderId: string;
  paymentStatus: string;
  tokenNo: string | null;
  status: string;
};

export type DinerServerMessage =
  | { type: 'ping'; t: number }
  | { type: 'subscribed'; orders: DinerOrderState[] }
  | ({ type: 'order_update' | 'payment_update' } & DinerOrderState);
