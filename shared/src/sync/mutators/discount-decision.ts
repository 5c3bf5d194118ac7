/**
 * DISC1-DISC2, DISC7: whether one discount may be given on what it is taken off (a line's total, or a bill's live
 * lines after their own discounts): a reason from the store's list, never more than the price, and above the cap a
 * manager's approval of that discount on that row. One rule for order.discount.v1 and order.create.v1 (the till's
 * cart) alike, so a discount given before the order exists is checked exactly as one given after.
 */
import { type Approval, checkApproval, mayApprove } from '../../approvals/approval.ts';
import type { Principal } from '../../auth/permissions.ts';
import { type Money, money, multiplyMoney, sumMoney } from '../../money/money.ts';
import { RATE_SCALE } from '../../money/rate.ts';
import {
  DISCOUNT_TEXTS,
  discountAction,
  discountReasons,
  needsApproval,
} from '../../orders/discount-rules.ts';
import { type Discount, discountAmount, discountRate } from '../../orders/discounts.ts';
import type { AuditEntry, Loaded } from '../mutator.ts';
import type { OrderItemRow } from '../rows.ts';
import { liveItems, pricedLine } from './order-rows.ts';
import { rejectInvalid } from './support.ts';

/** DISC1: what a line's discount is taken off: its total. */
export const lineBase = (item: OrderItemRow): Money => multiplyMoney(money(item.unitPrice), item.quantity);

/** DISC1: what a bill discount is taken off: the live lines after their own discounts. */
export const billBase = (items: readonly OrderItemRow[]): Money =>
  sumMoney(
    liveItems(items).map((i) => {
      const p = pricedLine(i);
      const total = multiplyMoney(p.unitPrice, p.quantity);
      return money(total - discountAmount(total, p.discount));
    }),
  );

export type DiscountAskType = 'percent' | 'amount' | 'comp' | 'none';

/** What a discount asks for (the args of order.discount.v1 and of a cart's discount). */
export type DiscountAsk = {
  readonly type: DiscountAskType;
  readonly value: number;
  readonly reason: string | null;
  readonly approval: Approval | null;
};

/** The discount fields a row gets: 'none' clears them; a comp's value is 100%. */
export type DiscountTarget = {
  readonly type: string | null;
  readonly value: number | null;
  readonly reason: string | null;
};

export const discountTargetOf = (a: DiscountAsk): DiscountTarget =>
  a.type === 'none'
    ? { type: null, value: null, reason: null }
    : { type: a.type, value: a.type === 'comp' ? RATE_SCALE : a.value, reason: a.reason };

export type DiscountDecision =
  | {
      readonly ok: true;
      readonly target: DiscountTarget;
      /** What it takes off `base`. */
      readonly amount: Money;
      readonly approvedBy: string | null;
      /** The approval's own audit entry, when one was given. */
      readonly audit: AuditEntry[];
    }
  | Refused;

type Refused = { readonly ok: false; readonly code: string; readonly message: string };

/** DISC1, DISC2, DISC5: one discount of `ask` on `base`, on the row `subjectId` of `subjectTable`. */
export function decideDiscount(
  loaded: Loaded,
  ask: DiscountAsk,
  on: {
    readonly base: Money;
    readonly subjectId: string;
    readonly subjectTable: 'orders' | 'orderItems';
    readonly store: { discountReasons?: readonly string[] | null; discountCap?: number } | undefined;
    readonly actor: Principal;
  },
): DiscountDecision {
  if (on.subjectTable === 'orders' && ask.type === 'comp') return rejectInvalid(DISCOUNT_TEXTS.compBill);
  const target = discountTargetOf(ask);
  if (ask.type !== 'none' && !(ask.reason && discountReasons(on.store).includes(ask.reason)))
    return rejectInvalid(DISCOUNT_TEXTS.reason);
  if (ask.type === 'percent' && ask.value > RATE_SCALE) return rejectInvalid(DISCOUNT_TEXTS.tooLarge);
  if (ask.type === 'amount' && ask.value > on.base) return rejectInvalid(DISCOUNT_TEXTS.tooLarge);
  const discount: Discount | null = target.type
    ? ({ type: ask.type, value: target.value ?? 0 } as Discount)
    : null;
  const amount = discountAmount(on.base, discount);
  if (ask.approval) {
    const action = discountAction(ask.type, target.value ?? 0);
    const checked = checkApproval(loaded, ask.approval, action, on.subjectId, on.subjectTable);
    if (!checked.ok) return checked;
    return { ok: true, target, amount, approvedBy: ask.approval.managerId, audit: [checked.audit] };
  }
  if (
    ask.type !== 'none' &&
    needsApproval(discountRate(on.base, amount), on.store?.discountCap, mayApprove(on.actor))
  )
    return { ok: false, code: 'APPROVAL_REQUIRED', message: DISCOUNT_TEXTS.approval };
  return { ok: true, target, amount, approvedBy: null, audit: [] };
}
