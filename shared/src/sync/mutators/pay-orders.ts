/**
 * The common part of payment-collected, pay-and-complete and online-paid: the action, then the invoice (SYNC14).
 * SALE2: every payment writes one; SALE6: an expired diner order is not accepted.
 */
import type { OrderAction } from '../../orders/order-state.ts';
import type { Loaded, MutatorContext, MutatorDecision, SyncEvent, Write } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import { type SeenLine, seenRefusal } from './bill-lines.ts';
import { applyActionTo, changedIds, outcomeWrites } from './order-actions.ts';
import { type PaymentArgs, type Prepaid, settle } from './payment.ts';
import { expiredAmong, impliedPayment } from './sale-rules.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, rowOf } from './support.ts';

/** SPLIT8: the tenders of equal shares paid on these bills before this payment. */
const prepaidOf = (orders: readonly OrderRow[]): Prepaid => {
  const shares = orders.flatMap((o) => o.shares?.paid ?? []);
  // SHIFT9: each marked with its share, so shift figures count it where the share was paid, not again here
  const tenders = shares.flatMap((p) => p.tenders.map((t) => ({ ...t, shareId: p.id })));
  return { tenders, methods: shares.map((p) => p.method) };
};

export function payOrders(
  loaded: Loaded,
  orderIds: readonly string[],
  payment: PaymentArgs | null,
  action: Extract<OrderAction, 'payment_collected' | 'pay_and_complete'>,
  ctx: MutatorContext,
  /**
   * How the orders it moves to paid record their payment, instead of the payment type's title: a verified online
   * payment (order.online-paid.v1), which money already moved for, so it is taken even after expiry (SALE6).
   */
  paidVia: string | null = null,
  /** TEND4: the live lines the till saw over all `orderIds`; null: an older till (no check). */
  seen: readonly SeenLine[] | null = null,
): MutatorDecision {
  const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
  if (denied) return denied;
  if (payment && rowOf(loaded, 'invoices', payment.invoiceId)) return NOTHING; // SYNC11: already applied
  const changed = seenRefusal(loaded, orderIds, seen);
  if (changed) return changed;
  const expired = paidVia === null ? expiredAmong(loaded, orderIds, ctx.now) : null;
  if (expired) return expired; // SALE6
  const r = applyActionTo(loaded, orderIds, action, ctx.now);
  if (!r.ok) return r;
  // Only the orders this payment moves from pending to paid are invoiced: never twice.
  const paid = r.outcomes.filter((o) => o.before.order.paymentStatus !== 'paid');
  let outcomes = r.outcomes;
  const writes: Write[] = [];
  const first = paid[0];
  if (first) {
    // SALE2: a payment naming no invoice gets one derived from the first order it pays (read by impliedPaymentReads)
    const bills = paid.map((o) => ({ order: o.order, items: o.before.items }));
    const by = payment ?? impliedPayment(first.order.id);
    const when = { businessDay: ctx.businessDay, at: ctx.now };
    const s = settle(loaded, by, bills, ctx, when, prepaidOf(paid.map((o) => o.before.order)));
    if (!s.ok) return s;
    const method = paidVia ?? s.paymentMethod;
    outcomes = r.outcomes.map((o) =>
      paid.includes(o) ? { ...o, order: { ...o.order, paymentMethod: method } } : o,
    );
    writes.push(...s.writes);
  }
  const ids = changedIds(outcomes);
  const events: SyncEvent[] = [];
  if (paid.length > 0) events.push({ type: 'payment_update', orderIds: paid.map((o) => o.order.id) });
  if (ids.length > 0) events.push({ type: 'order_update', orderIds: ids });
  return { ok: true, writes: [...outcomeWrites(outcomes), ...writes], ...(events.length ? { events } : {}) };
}
