/**
 * order.void.v1 (VOID1-VOID3): a line taken off an unpaid order, with a reason: it is cancelled (the kitchen,
 * which had it, prints VOID: PRT triggers), the order's totals are recomputed (SYNC14). A line worth more than the
 * store's approval limit needs a manager's approval (APPR4). Audited with the reason.
 */
import * as v from 'valibot';
import { approvalField, approvalReads, checkApproval, mayApprove } from '../../approvals/approval.ts';
import { idField } from '../../validation/fields.ts';
import { type AuditEntry, defineMutator, type MutatorDecision, rejectWith } from '../mutator.ts';
import { linePrices, loadOrder, orderReads, withTotals } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';

export const VOID_TEXTS = {
  reason: 'Please provide a reason!',
  paid: 'A paid bill is refunded, not voided!',
  closed: 'This order is closed!',
  approval: 'A manager must approve this void!',
} as const;

/** APPR3: the action a void's approval signs (with the line's id). */
export const VOID_ACTION = 'order.void';

export const voidArgs = v.object(
  {
    orderId: idField(INVALID),
    itemId: idField(INVALID),
    reason: v.pipe(
      v.string(VOID_TEXTS.reason),
      v.trim(),
      v.minLength(1, VOID_TEXTS.reason),
      v.maxLength(100, 'A reason can be at most 100 characters!'),
    ),
    approval: v.optional(v.nullable(approvalField), null),
  },
  INVALID,
);

export const voidLine = defineMutator({
  name: 'order.void.v1',
  args: voidArgs,
  reads: (a) => [
    ...orderReads([a.orderId]),
    { table: 'storeSettings', singleton: true },
    ...approvalReads(a.approval),
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    const agg = loadOrder(loaded, a.orderId);
    if (!agg) return rejectSync('ORDER_NOT_FOUND');
    const item = agg.items.find((i) => i.id === a.itemId);
    if (!item) return rejectWith('ITEM_NOT_FOUND', 'Item not found!');
    if (item.status === 'cancelled') return NOTHING; // VOID1: voided already (the other till was first)
    if (agg.order.paymentStatus === 'paid') return rejectWith('ORDER_PAID', VOID_TEXTS.paid);
    if (agg.order.status !== 'created') return rejectWith('ORDER_CLOSED', VOID_TEXTS.closed);
    // VOID2: what the line is worth as it stands (after its discounts)
    const value = linePrices(agg.order, agg.items).get(item.id)?.payable ?? 0;
    const audit: AuditEntry[] = [];
    let approvedBy: string | null = null;
    if (a.approval) {
      const checked = checkApproval(loaded, a.approval, VOID_ACTION, item.id, 'orderItems');
      if (!checked.ok) return rejectWith(checked.code, checked.message);
      approvedBy = a.approval.managerId;
      audit.push(checked.audit);
    } else if (value > (rowsOf(loaded, 'storeSettings')[0]?.approvalLimit ?? 0) && !mayApprove(ctx.actor)) {
      return rejectWith('APPROVAL_REQUIRED', VOID_TEXTS.approval);
    }
    const voided = { ...item, status: 'cancelled', updatedAt: ctx.now };
    const items = agg.items.map((i) => (i.id === item.id ? voided : i));
    const order = withTotals({ ...agg.order, updatedAt: ctx.now }, items);
    audit.unshift({
      action: 'order.item_void',
      entity: 'orderItems',
      entityId: item.id,
      detail: {
        orderId: agg.order.id,
        tokenNo: agg.order.tokenNo,
        businessDay: agg.order.businessDay,
        itemTitle: item.itemTitle,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        value,
        statusBefore: item.status,
        reason: a.reason,
        approvedBy,
      },
    });
    return {
      ok: true,
      writes: [put('orders', order), put('orderItems', voided)],
      events: [{ type: 'order_update', orderIds: [agg.order.id] }],
      audit,
    };
  },
});
