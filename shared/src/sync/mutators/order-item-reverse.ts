/**
 * order.item-undo.v1 and order.recall.v1 (KDS12-KDS14): a kitchen step taken back. Undo moves one line one step
 * back from the state the screen saw; recall brings a bumped ticket back: its delivered lines ready again and its
 * order open again (a station's ticket, which left when ready: its ready lines cooking again). Both within RECALL.windowMs, both recorded in the audit log. The kitchen's scope (OS2).
 */
import * as v from 'valibot';
import {
  checkReverse,
  clearedStamps,
  REVERSE_STEP,
  REVERSE_TEXTS,
  recallFrom,
} from '../../orders/kitchen-reverse.ts';
import { ORDER_ITEM_STATUSES, type OrderItemStatus, reject } from '../../orders/order-state.ts';
import { idField, idListField, oneOf } from '../../validation/fields.ts';
import { ORDER_MESSAGES } from '../../validation/orders.ts';
import { type AuditEntry, defineMutator, type MutatorDecision, rejectWith } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { loadOrder, type OrderAggregate, orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync } from './support.ts';

const INVALID = ORDER_MESSAGES.invalidRequest;

type Moved = { readonly item: OrderItemRow; readonly to: OrderItemStatus };

/** The writes of lines moved back; a completed order whose line is no longer delivered is open again. */
function reverseDecision(
  agg: OrderAggregate,
  moved: readonly Moved[],
  now: number,
  audit: AuditEntry,
): MutatorDecision {
  const reopen = agg.order.status === 'completed' && moved.some((m) => m.to !== 'delivered');
  const order: OrderRow = { ...agg.order, status: reopen ? 'created' : agg.order.status, updatedAt: now };
  return {
    ok: true,
    writes: [
      put('orders', order),
      ...moved.map(({ item, to }) =>
        put('orderItems', { ...item, status: to, updatedAt: now, ...clearedStamps(to) }),
      ),
    ],
    events: [{ type: 'order_update', orderIds: [agg.order.id] }],
    audit: [audit],
  };
}

export const itemUndoArgs = v.object(
  {
    orderId: idField(INVALID),
    itemId: idField(INVALID),
    /** The state the screen saw after the step it takes back: a second Undo finds the line moved and does nothing. */
    from: oneOf(ORDER_ITEM_STATUSES, ORDER_MESSAGES.status),
  },
  INVALID,
);

export const undoItemStatus = defineMutator({
  name: 'order.item-undo.v1',
  args: itemUndoArgs,
  reads: (a) => orderReads([a.orderId]),
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.kitchenStatus);
    if (denied) return denied;
    const agg = loadOrder(loaded, a.orderId);
    if (!agg) return rejectSync('ORDER_NOT_FOUND');
    const item = agg.items.find((i) => i.id === a.itemId);
    if (!item) return reject('ITEM_NOT_FOUND');
    if (item.status === REVERSE_STEP[a.from]) return NOTHING; // undone already
    if (agg.order.status === 'cancelled') return reject('ORDER_CLOSED');
    const check = checkReverse(item, a.from, ctx.now);
    if (!check.ok) return rejectWith(check.code, check.message);
    return reverseDecision(agg, [{ item, to: check.to }], ctx.now, {
      action: 'order.item_undo',
      entity: 'orderItems',
      entityId: item.id,
      detail: {
        orderId: agg.order.id,
        tokenNo: agg.order.tokenNo,
        itemTitle: item.itemTitle,
        from: a.from,
        to: check.to,
      },
    });
  },
});

export const recallArgs = v.object(
  {
    orderId: idField(INVALID),
    /** The lines the recalling screen showed (a station's); absent or empty: all the order's. */
    itemIds: v.optional(idListField(INVALID, { max: 200, nonEmpty: false })),
  },
  INVALID,
);

export const recallOrder = defineMutator({
  name: 'order.recall.v1',
  args: recallArgs,
  reads: (a) => orderReads([a.orderId]),
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.kitchenStatus);
    if (denied) return denied;
    const agg = loadOrder(loaded, a.orderId);
    if (!agg) return rejectSync('ORDER_NOT_FOUND');
    if (agg.order.status === 'cancelled') return reject('ORDER_CLOSED');
    const lines = a.itemIds?.length ? agg.items.filter((i) => a.itemIds?.includes(i.id)) : agg.items;
    // KDS14: a ticket leaves the whole-order screen when delivered, a station's when ready: that step goes back
    const from = recallFrom(lines);
    if (!from) return rejectWith('NOTHING_TO_RECALL', REVERSE_TEXTS.nothingToRecall);
    const moved: Moved[] = [];
    for (const item of lines.filter((i) => i.status === from)) {
      const check = checkReverse(item, from, ctx.now);
      if (!check.ok) return rejectWith(check.code, check.message);
      moved.push({ item, to: check.to });
    }
    return reverseDecision(agg, moved, ctx.now, {
      action: 'order.recall',
      entity: 'orders',
      entityId: agg.order.id,
      detail: {
        tokenNo: agg.order.tokenNo,
        itemIds: moved.map((m) => m.item.id),
        from,
        statusBefore: agg.order.status,
      },
    });
  },
});
