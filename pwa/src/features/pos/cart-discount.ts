/**
 * DISC7 on the till: a discount or comp given on the cart before the order exists stays on the cart (with the
 * manager's approval when one was needed) and goes with order.create.v1, whose run on the till and on the server
 * decides it again and recomputes the totals. Here it is decided by the same shared rule (`decideDiscount`), so
 * the cart refuses, or asks for a manager, exactly where the server will.
 */
import {
  type Approval,
  type ApproverRow,
  type CartTotals,
  cartTotals,
  decideDiscount,
  type Money,
  money,
  multiplyMoney,
  type Principal,
  type StoreSettingsRow,
} from '@tavola/shared';
import type { CartDiscount, PosLine } from './pos-cart.ts';

export type { CartDiscount };

/** What the discount dialog asks for (LineOpDialog). */
export type DiscountChoice = {
  readonly type: CartDiscount['type'];
  readonly value: number;
  readonly reason: string;
};

export type CartOutcome =
  | { readonly ok: true; readonly discount: CartDiscount }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** CART4-5, DISC3: the cart's totals with its lines' discounts and its bill discount. */
export const posTotals = (lines: readonly PosLine[], bill: CartDiscount | null): CartTotals =>
  cartTotals(lines, bill);

/** DISC1: what a line's discount is taken off (its total) and a bill discount (the lines after their own). */
export const lineBaseOf = (line: PosLine): Money => multiplyMoney(money(line.unitPrice), line.quantity);
export const billBaseOf = (lines: readonly PosLine[]): Money => {
  const t = cartTotals(lines);
  return money(t.itemsTotal - t.discountTotal);
};

/** DISC7, DISC2: the shared rule's answer for a discount on the cart, on the row id the approval signs. */
export function decideCartDiscount(
  choice: DiscountChoice,
  approval: Approval | null,
  on: {
    readonly base: Money;
    readonly subjectId: string;
    readonly bill: boolean;
    readonly store: StoreSettingsRow | undefined;
    readonly user: Principal;
    readonly approvers: readonly ApproverRow[];
  },
): CartOutcome {
  const loaded = { approvers: Object.fromEntries(on.approvers.map((a) => [a.id, a])) };
  const decided = decideDiscount(
    loaded,
    { ...choice, approval },
    {
      base: on.base,
      subjectId: on.subjectId,
      subjectTable: on.bill ? 'orders' : 'orderItems',
      store: on.store,
      actor: on.user,
    },
  );
  if (!decided.ok) return decided;
  return {
    ok: true,
    discount: { type: choice.type, value: decided.target.value ?? 0, reason: choice.reason, approval },
  };
}
