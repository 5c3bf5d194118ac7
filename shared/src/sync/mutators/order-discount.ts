/**
 * order.discount.v1 (DISC1-DISC6): a discount on one line or on the bill of an unpaid order, percent or amount,
 * or a comp of a line (its price to zero), always with a reason from the store's list; 'none' takes it off.
 * Above the store's cap a manager approves (APPR4). The order's totals are recomputed from its lines (SYNC14).
 */
import * as v from 'valibot';
import { approvalField, approvalReads } from '../../approvals/approval.ts';
import { DISCOUNT_TEXTS } from '../../orders/discount-rules.ts';
import { idField, optionalIdField } from '../../validation/fields.ts';
import { type AuditEntry, defineMutator, type MutatorDecision, rejectWith, type Write } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import {
  billBase,
  type DiscountTarget,
  decideDiscount,
  discountTargetOf,
  lineBase,
} from './discount-decision.ts';
import { loadOrder, orderReads, withTotals } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectInvalid, rejectSync, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';

export const discountArgs = v.object(
  {
    orderId: idField(INVALID),
    /** The line discounted; null: the bill. */
    itemId: v.optional(optionalIdField(INVALID), null),
    type: v.picklist(['percent', 'amount', 'comp', 'none'], DISCOUNT_TEXTS.value),
    /** percent: ppm (MON7); amount: paisa off the whole line or bill; comp and none: ignored. */
    value: v.optional(
      v.pipe(
        v.number(DISCOUNT_TEXTS.value),
        v.safeInteger(DISCOUNT_TEXTS.value),
        v.minValue(0, DISCOUNT_TEXTS.value),
      ),
      0,
    ),
    reason: v.optional(
      v.nullable(v.pipe(v.string(DISCOUNT_TEXTS.reason), v.trim(), v.maxLength(60, DISCOUNT_TEXTS.reason))),
      null,
    ),
    approval: v.optional(v.nullable(approvalField), null),
  },
  INVALID,
);
export type DiscountArgs = v.InferOutput<typeof discountArgs>;

const same = (row: OrderRow | OrderItemRow, t: DiscountTarget) =>
  (row.discountType ?? null) === t.type &&
  (row.discountValue ?? null) === t.value &&
  (row.discountReason ?? null) === t.reason;

export const discountOrder = defineMutator({
  name: 'order.discount.v1',
  args: discountArgs,
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
    if (agg.order.status === 'cancelled') return rejectWith('ORDER_CLOSED', 'This order was cancelled!');
    if (agg.order.paymentStatus === 'paid') return rejectWith('ORDER_PAID', DISCOUNT_TEXTS.paid);
    const item = a.itemId ? agg.items.find((i) => i.id === a.itemId) : undefined;
    if (a.itemId && !item) return rejectWith('ITEM_NOT_FOUND', 'Item not found!');
    if (item?.status === 'cancelled') return rejectWith('ITEM_CANCELLED', DISCOUNT_TEXTS.lineCancelled);
    if (!item && a.type === 'comp') return rejectInvalid(DISCOUNT_TEXTS.compBill);
    const target = discountTargetOf(a);
    if (same(item ?? agg.order, target)) return NOTHING; // DISC6: a repeat changes nothing
    // DISC1: what it is taken off: the line's total, or the live lines after their own discounts
    const base = item ? lineBase(item) : billBase(agg.items);
    const subjectId = item?.id ?? agg.order.id;
    const decided = decideDiscount(loaded, a, {
      base,
      subjectId,
      subjectTable: item ? 'orderItems' : 'orders',
      store: rowsOf(loaded, 'storeSettings')[0],
      actor: ctx.actor,
    });
    if (!decided.ok) return rejectWith(decided.code, decided.message);
    const { amount, approvedBy } = decided;
    const audit: AuditEntry[] = [...decided.audit];
    const fields = {
      discountType: target.type,
      discountValue: target.value,
      discountReason: target.reason,
      updatedAt: ctx.now,
    };
    const items = item ? agg.items.map((i) => (i.id === item.id ? { ...i, ...fields } : i)) : agg.items;
    const order = withTotals(
      item ? { ...agg.order, updatedAt: ctx.now } : { ...agg.order, ...fields },
      items,
    );
    const writes: Write[] = [put('orders', order)];
    if (item) writes.push(put('orderItems', items.find((i) => i.id === item.id)!));
    audit.unshift({
      action: a.type === 'comp' ? 'order.comp' : 'order.discount',
      entity: item ? 'orderItems' : 'orders',
      entityId: subjectId,
      detail: {
        orderId: agg.order.id,
        tokenNo: agg.order.tokenNo,
        itemTitle: item?.itemTitle ?? null,
        type: a.type,
        value: target.value,
        amount,
        reason: target.reason,
        approvedBy,
        totalBefore: agg.order.total,
        totalAfter: order.total,
      },
    });
    return { ok: true, writes, events: [{ type: 'order_update', orderIds: [agg.order.id] }], audit };
  },
});
