/**
 * A diner's online payment (docs/api-diner.md §3): verified through the provider, then the order is paid
 * with the till's own order.payment-collected.v1, so tills and the kitchen see it like any payment. Both
 * the browser's confirmation and the webhook end here; a second confirmation changes nothing.
 */
import {
  DINER_MESSAGES,
  type DinerPaymentConfirmArgs,
  ERROR_CODES,
  type Mutator,
  markOnlinePaid,
  type OnlineProvider,
} from '@tavola/shared';
import { and, eq, ne } from 'drizzle-orm';
import { HttpError } from '../plugins/errors.ts';
import { applyServerMutation } from '../sync/apply-server-mutation.ts';
import type { DinerOrderRow } from './diner-access.ts';
import { openOrder, visibleToken } from './diner-order-reads.ts';
import type { DinerDeps } from './diner-orders.ts';
import type { PaymentVerdict } from './payment-provider.ts';
import { PaymentProviderError } from './razorpay.ts';

/** The server confirming a verified payment: admin's rights, no staff session. */
const PAYMENTS_ACTOR = { role: 'admin', scope: null, userId: 'payments' } as const;

const failed = () => new HttpError(402, DINER_MESSAGES.paymentFailed, ERROR_CODES.paymentFailed);
export const providerDown = () => new HttpError(502, DINER_MESSAGES.paymentError, ERROR_CODES.paymentError);

/**
 * Marks the diner order paid once: the diner order row moves to 'paid' (only one caller wins that
 * update), then the orders row is paid by order.online-paid.v1 (itself idempotent, OS8), which records
 * the provider on the order ('Demo payment' for the demo provider: staff see no money moved).
 */
export async function markDinerOrderPaid(
  deps: DinerDeps,
  row: DinerOrderRow,
  provider: OnlineProvider,
  paymentId: string | null,
) {
  const { database } = deps;
  const d = database.t.dinerOrders;
  const now = deps.now();
  await database.transaction((tx) =>
    tx
      .update(d)
      .set({ paymentState: 'paid', paymentId, paidAt: now, updatedAt: now })
      .where(and(eq(d.orderId, row.orderId), ne(d.paymentState, 'paid'))),
  );
  const result = await applyServerMutation(
    database,
    {
      tenantId: row.tenantId,
      actor: PAYMENTS_ACTOR,
      sessionId: `payments:${provider}`,
      mutator: markOnlinePaid as Mutator<unknown>,
      args: { orderId: row.orderId, provider },
      now,
    },
    deps.publish,
  );
  if (!result.ok) throw new HttpError(409, result.message, ERROR_CODES.conflict);
}

async function markFailed(deps: DinerDeps, row: DinerOrderRow) {
  const d = deps.database.t.dinerOrders;
  await deps.database.transaction((tx) =>
    tx
      .update(d)
      .set({ paymentState: 'failed', updatedAt: deps.now() })
      .where(and(eq(d.orderId, row.orderId), eq(d.paymentState, 'pending'))),
  );
}

/** POST /qrmenu/confirm-payment. */
export async function confirmDinerPayment(deps: DinerDeps, args: DinerPaymentConfirmArgs) {
  const { row, order } = await openOrder(deps, args.orderId, args.orderToken);
  const paid = () => ({
    message: DINER_MESSAGES.paymentSuccessful,
    paymentStatus: 'paid',
    tokenNo: visibleToken({ paymentStatus: 'paid', tokenNo: order.tokenNo }),
  });
  if (order.paymentStatus === 'paid') return paid();
  // ADR 0042: only the live provider settles a payment; a demo payment outside demo mode pays nothing.
  const { provider } = deps;
  if (!provider || provider.name !== args.provider) {
    const message =
      args.provider === 'demo' ? DINER_MESSAGES.demoPaymentRefused : DINER_MESSAGES.onlineNotOffered;
    throw new HttpError(409, message, ERROR_CODES.paymentUnavailable);
  }
  if (row.paymentMethod !== 'online' || row.provider !== args.provider || !row.providerRef)
    throw new HttpError(400, DINER_MESSAGES.requestError, ERROR_CODES.validation);
  if (row.paymentState !== 'pending') throw failed();

  const payload: Record<string, unknown> =
    args.provider === 'demo'
      ? { outcome: args.providerRef === row.providerRef ? args.outcome : 'failed' }
      : {
          razorpay_order_id: args.razorpay_order_id,
          razorpay_payment_id: args.razorpay_payment_id,
          razorpay_signature: args.razorpay_signature,
        };
  let verdict: PaymentVerdict;
  try {
    verdict = await provider.verify(row.providerRef, payload);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerDown();
    throw error;
  }
  if (verdict.status !== 'paid' || verdict.amount !== row.amount || verdict.currency !== row.currency) {
    await markFailed(deps, row);
    throw failed();
  }
  await markDinerOrderPaid(deps, row, args.provider, verdict.notes.paymentId ?? null);
  return paid();
}
