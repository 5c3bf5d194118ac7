/**
 * order.item-status.v1 (SYNC12): one line's status from the kitchen (one step, OS2) or the orders screen
 * (any state, OS3). Same status again: nothing to do; a closed order: ORDER_CLOSED (OS7), whoever was first.
 */
import * as v from 'valibot';
import { changeItemStatus, ORDERS_MENU_STATUSES, reject } from '../../orders/order-state.ts';
import { idField, oneOf } from '../../validation/fields.ts';
import { ORDER_MESSAGES } from '../../validation/orders.ts';
import { type AuditEntry, defineMutator, type Write } from '../mutator.ts';
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
    const d = changeItemStatus(toOrderState(agg), a.itemId, a.status, a.source);
    if (!d.ok) return d;
    const items = agg.items.map((i) =>
      i.id === a.itemId ? { ...i, status: a.status, updatedAt: ctx.now } : i,
    );
    let order: OrderRow = { ...agg.order, status: d.value.status, updatedAt: ctx.now };
    if (a.status === 'cancelled') order = withTotals(order, items); // SYNC14
    const writes: Write[] = [
      put('orders', order),
      put('orderItems', { ...item, status: a.status, updatedAt: ctx.now }),
    ];
    const events = [{ type: 'order_update' as const, orderIds: [a.orderId] }];
    return a.status === 'cancelled'
      ? { ok: true, writes, events, audit: [voidEntry(agg.order, item, a.source)] }
      : { ok: true, writes, events };
  },
});
