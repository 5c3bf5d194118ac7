/** SYNC13: the orders screen's group actions (OS8) over several orders, all or nothing. */
import { applyOrderAction, type OrderAction } from '../../orders/order-state.ts';
import type { Loaded, Write } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { loadOrder, type OrderAggregate, toOrderState, withTotals } from './order-rows.ts';
import { put, type Rejected, rejectSync } from './support.ts';

export type ActionOutcome = {
  readonly before: OrderAggregate;
  readonly order: OrderRow;
  /** The lines whose status changed. */
  readonly items: readonly OrderItemRow[];
  readonly changed: boolean;
};

export type ActionResult = { readonly ok: true; readonly outcomes: readonly ActionOutcome[] };

/** Applies `action` to every order; the first missing order or rejection rejects the whole mutation. */
export function applyActionTo(
  loaded: Loaded,
  orderIds: readonly string[],
  action: OrderAction,
  now: number,
): ActionResult | Rejected {
  const outcomes: ActionOutcome[] = [];
  for (const orderId of orderIds) {
    const before = loadOrder(loaded, orderId);
    if (!before) return rejectSync('ORDER_NOT_FOUND');
    const d = applyOrderAction(toOrderState(before), action);
    if (!d.ok) return { ok: false, code: d.code, message: d.message };
    if (!d.changed) {
      outcomes.push({ before, order: before.order, items: [], changed: false });
      continue;
    }
    const after = new Map(d.value.items.map((i) => [i.id, i.status]));
    const all = before.items.map((i) => {
      const status = after.get(i.id) ?? i.status;
      return status === i.status ? i : { ...i, status, updatedAt: now };
    });
    const items = all.filter((i, k) => i !== before.items[k]);
    let order: OrderRow = {
      ...before.order,
      status: d.value.status,
      paymentStatus: d.value.paymentStatus,
      updatedAt: now,
    };
    if (items.some((i) => i.status === 'cancelled')) order = withTotals(order, all);
    outcomes.push({ before, order, items, changed: true });
  }
  return { ok: true, outcomes };
}

export const outcomeWrites = (outcomes: readonly ActionOutcome[]): Write[] =>
  outcomes
    .filter((o) => o.changed)
    .flatMap((o) => [put('orders', o.order), ...o.items.map((i) => put('orderItems', i))]);

export const changedIds = (outcomes: readonly ActionOutcome[]): string[] =>
  outcomes.filter((o) => o.changed).map((o) => o.order.id);
