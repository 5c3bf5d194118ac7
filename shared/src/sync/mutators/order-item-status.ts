/**
 * order.item-status.v1 (SYNC12): one line's status from the kitchen (one step, OS2) or the orders screen
 * (any state, OS3). Same status again: nothing to do; a closed order: ORDER_CLOSED (OS7), whoever was first.
 */
import * as v from 'valibot';
import { COURSE_TEXTS, isHeldLine } from '../../orders/courses.ts';
import { changeItemStatus, ORDERS_MENU_STATUSES, reject } from '../../orders/order-state.ts';
import { stampsOnStep } from '../../orders/prep-times.ts';
import { idField, oneOf } from '../../validation/fields.ts';
import { ORDER_MESSAGES } from '../../validation/orders.ts';
import { type AuditEntry, defineMutator, rejectWith, type Write } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { loadOrder, orderReads, toOrderState, withTotals } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync } from './support.ts';

const INVALID = ORDER_MESSAGES.invalidRequest;

export const itemStatusMutationArgs = v.object(
  {
    orderId: idField(INVALID),
    itemId: idField(INVALID),
    status: oneOf(ORDERS_MENU_STATUSES, ORDER_MESSAGES.status),
    source: oneOf(['kitchen', 'orders'] as const, INVALID),
  },
  INVALID,
);
export type ItemStatusMutationArgs = v.InferOutput<typeof itemStatusMutationArgs>;

/** SYNC15: a line cancelled (voided) is recorded with what it was worth and where it stood. */
const voidEntry = (
  order: OrderRow,
  item: OrderItemRow,
  source: ItemStatusMutationArgs['source'],
): AuditEntry => ({
  action: 'order.item_void',
  entity: 'orderItems',
  entityId: item.id,
  detail: {
    orderId: order.id,
    tokenNo: order.tokenNo,
    businessDay: order.businessDay,
    itemTitle: item.itemTitle,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    statusBefore: item.status,
    paymentStatus: order.paymentStatus,
    source,
  },
});

export const changeOrderItemStatus = defineMutator({
  name: 'order.item-status.v1',
  args: itemStatusMutationArgs,
  reads: (a) => orderReads([a.orderId]),
  decide(loaded, a, ctx) {
    const scopes = a.source === 'kitchen' ? MUTATOR_SCOPES.kitchenStatus : MUTATOR_SCOPES.ordersStatus;
    const denied = forbidden(ctx, scopes);
    if (denied) return denied;
    const agg = loadOrder(loaded, a.orderId);
    if (!agg) return rejectSync('ORDER_NOT_FOUND');
    const item = agg.items.find((i) => i.id === a.itemId);
    if (!item) return reject('ITEM_NOT_FOUND');
    if (item.status === a.status) return NOTHING; // OS4: the other till pressed it first
    if (agg.order.status !== 'created') return reject('ORDER_CLOSED'); // OS7, before ITEM_FINAL
    // CRS3: the kitchen cannot start a course the server has not fired (the orders screen may still set it)
    if (a.source === 'kitchen' && isHeldLine(item)) return rejectWith('COURSE_HELD', COURSE_TEXTS.notFired);
    const d = changeItemStatus(toOrderState(agg), a.itemId, a.status, a.source);
    if (!d.ok) return d;
    // KDS16: the line's preparation stamps, with this side's clock
    // CRS3: the orders screen moving a held line on fires it (the kitchen sees it live from then)
    const fired = isHeldLine(item) ? { heldUntilFired: false, firedAt: ctx.now } : {};
    const changed = {
      ...item,
      status: a.status,
      updatedAt: ctx.now,
      ...stampsOnStep(item, a.status, ctx.now),
      ...fired,
    };
    const items = agg.items.map((i) => (i.id === a.itemId ? changed : i));
    let order: OrderRow = { ...agg.order, status: d.value.status, updatedAt: ctx.now };
    if (a.status === 'cancelled') order = withTotals(order, items); // SYNC14
    const writes: Write[] = [put('orders', order), put('orderItems', changed)];
    const events = [{ type: 'order_update' as const, orderIds: [a.orderId] }];
    return a.status === 'cancelled'
      ? { ok: true, writes, events, audit: [voidEntry(agg.order, item, a.source)] }
      : { ok: true, writes, events };
  },
});
