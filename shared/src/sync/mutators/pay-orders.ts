/** The common part of payment-collected and pay-and-complete: the action, then the invoice (SYNC14). */
import type { OrderAction } from '../../orders/order-state.ts';
import type { Loaded, MutatorContext, MutatorDecision, SyncEvent, Write } from '../mutator.ts';
import { applyActionTo, changedIds, outcomeWrites } from './order-actions.ts';
import { type PaymentArgs, settle } from './payment.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, rowOf } from './support.ts';

export function payOrders(
  loaded: Loaded,
  orderIds: readonly string[],
  payment: PaymentArgs | null,
  action: Extract<OrderAction, 'payment_collected' | 'pay_and_complete'>,
  ctx: MutatorContext,
  /** How the orders it moves to paid record their payment when no invoice settles it (order.online-paid.v1). */
  paidVia: string | null = null,
): MutatorDecision {
  const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
  if (denied) return denied;
  if (payment && rowOf(loaded, 'invoices', payment.invoiceId)) return NOTHING; // SYNC11: already applied
  const r = applyActionTo(loaded, orderIds, action, ctx.now);
  if (!r.ok) return r;
  // Only the orders this payment moves from pending to paid are invoiced: never twice.
  const paid = r.outcomes.filter((o) => o.before.order.paymentStatus !== 'paid');
  let outcomes = r.outcomes;
  const writes: Write[] = [];
  if (payment && paid.length > 0) {
    const bills = paid.map((o) => ({ order: o.order, items: o.before.items }));
    const s = settle(loaded, payment, bills, ctx, ctx.businessDay);
    if (!s.ok) return s;
    outcomes = r.outcomes.map((o) =>
      paid.includes(o) ? { ...o, order: { ...o.order, paymentMethod: s.paymentMethod } } : o,
    );
    writes.push(...s.writes);
  } else if (paidVia !== null && paid.length > 0) {
    outcomes = r.outcomes.map((o) =>
      paid.includes(o) ? { ...o, order: { ...o.order, paymentMethod: paidVia } } : o,
    );
  }
  const ids = changedIds(outcomes);
  const events: SyncEvent[] = [];
  if (paid.length > 0) events.push({ type: 'payment_update', orderIds: paid.map((o) => o.order.id) });
  if (ids.length > 0) events.push({ type: 'order_update', orderIds: ids });
  return { ok: true, writes: [...outcomeWrites(outcomes), ...writes], ...(events.length ? { events } : {}) };
}
