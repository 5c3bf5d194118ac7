/**
 * DISC7: discounts and comps given on the till's cart before the order exists travel with order.create.v1 and are
 * decided there by the same rule as order.discount.v1 (`decideDiscount`: reason, price, cap, approval signed on
 * the line's or the order's id, which the till made): the order is created already discounted, its totals
 * recomputed from its lines, never taken from the till.
 */
import * as v from 'valibot';
import { type Approval, approvalField, approvalReads } from '../../approvals/approval.ts';
import type { Principal } from '../../auth/permissions.ts';
import { DISCOUNT_TEXTS } from '../../orders/discount-rules.ts';
import { idField } from '../../validation/fields.ts';
import type { AuditEntry, Loaded, ReadSpec } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { billBase, decideDiscount, lineBase } from './discount-decision.ts';
import type { Rejected } from './support.ts';

const INVALID = 'Invalid request!';

const discountEntries = {
  type: v.picklist(['percent', 'amount', 'comp'], DISCOUNT_TEXTS.value),
  value: v.optional(
    v.pipe(
      v.number(DISCOUNT_TEXTS.value),
      v.safeInteger(DISCOUNT_TEXTS.value),
      v.minValue(0, DISCOUNT_TEXTS.value),
    ),
    0,
  ),
  reason: v.pipe(v.string(DISCOUNT_TEXTS.reason), v.trim(), v.maxLength(60, DISCOUNT_TEXTS.reason)),
  approval: v.optional(v.nullable(approvalField), null),
};

/** A cart line's discount: the line by the id the till gave it (one of `itemIds`). */
export const cartLineDiscountField = v.object({ itemId: idField(INVALID), ...discountEntries }, INVALID);
/** The cart's bill discount (no comp: comps are per line). */
export const cartBillDiscountField = v.object(discountEntries, INVALID);

export type CartLineDiscount = v.InferOutput<typeof cartLineDiscountField>;
export type CartBillDiscount = v.InferOutput<typeof cartBillDiscountField>;

/** The approvers (and, on the server, their keys) the discounts' approvals need. */
export const cartDiscountReads = (
  lines: readonly CartLineDiscount[],
  bill: CartBillDiscount | null,
): ReadSpec[] =>
  [...lines, ...(bill ? [bill] : [])]
    .map((d) => d.approval)
    .filter((a): a is Approval => a !== null)
    .flatMap((a) => approvalReads(a));

export type CartDiscounted =
  | {
      readonly ok: true;
      readonly order: OrderRow;
      readonly items: OrderItemRow[];
      readonly audit: AuditEntry[];
    }
  | Rejected;

/** DISC7: the new order's lines and bill with the cart's discounts, each decided as order.discount.v1 decides it. */
export function applyCartDiscounts(
  loaded: Loaded,
  order: OrderRow,
  built: readonly OrderItemRow[],
  discounts: { readonly lines: readonly CartLineDiscount[]; readonly bill: CartBillDiscount | null },
  ctx: { readonly actor: Principal; readonly store: Parameters<typeof decideDiscount>[2]['store'] },
): CartDiscounted {
  let items = [...built];
  const audit: AuditEntry[] = [];
  const entry = (d: CartLineDiscount | CartBillDiscount, item: OrderItemRow | null, amount: number) => ({
    action: d.type === 'comp' ? 'order.comp' : 'order.discount',
    entity: item ? 'orderItems' : 'orders',
    entityId: item?.id ?? order.id,
    detail: {
      orderId: order.id,
      tokenNo: order.tokenNo,
      itemTitle: item?.itemTitle ?? null,
      type: d.type,
      value: d.type === 'comp' ? null : d.value,
      amount,
      reason: d.reason,
      approvedBy: d.approval?.managerId ?? null,
      onCart: true,
    },
  });
  for (const d of discounts.lines) {
    const item = items.find((i) => i.id === d.itemId);
    if (!item) return { ok: false, code: 'ITEM_NOT_FOUND', message: 'Item not found!' };
    const on = {
      subjectId: item.id,
      subjectTable: 'orderItems' as const,
      store: ctx.store,
      actor: ctx.actor,
    };
    const decided = decideDiscount(loaded, d, { ...on, base: lineBase(item) });
    if (!decided.ok) return decided;
    const t = decided.target;
    items = items.map((i) =>
      i.id === item.id ? { ...i, discountType: t.type, discountValue: t.value, discountReason: t.reason } : i,
    );
    audit.push(entry(d, item, decided.amount), ...decided.audit);
  }
  let discounted = order;
  const bill = discounts.bill;
  if (bill) {
    const on = { subjectId: order.id, subjectTable: 'orders' as const, store: ctx.store, actor: ctx.actor };
    const decided = decideDiscount(loaded, bill, { ...on, base: billBase(items) });
    if (!decided.ok) return decided;
    const t = decided.target;
    discounted = { ...order, discountType: t.type, discountValue: t.value, discountReason: t.reason };
    audit.push(entry(bill, null, decided.amount), ...decided.audit);
  }
  return { ok: true, order: discounted, items, audit };
}
