/** DISC2, DISC5: which discounts staff may give: a reason from the store's list, and a cap above which a manager approves. */
import type { Rate } from '../money/rate.ts';

/** DISC5: the reasons offered when the store has not set its own list. */
export const DEFAULT_DISCOUNT_REASONS: readonly string[] = [
  'Regular customer',
  'Staff meal',
  'Complaint',
  'Promotion',
  'Manager discretion',
];

/** DISC2: the default cap: 10% (ppm, MON7). */
export const DEFAULT_DISCOUNT_CAP = 100_000 as Rate;

export const DISCOUNT_TEXTS = {
  reason: 'Please choose a reason from the list!',
  value: 'Please provide a valid discount!',
  tooLarge: 'A discount cannot be more than the price!',
  compBill: 'Only a line can be comped!',
  paid: 'This order is already paid!',
  lineCancelled: 'This line was voided!',
  approval: 'A manager must approve this discount!',
  reasons: 'Please provide 1 to 30 reasons of at most 60 characters each!',
} as const;

/** DISC5: the store's reasons, or the default list. */
export const discountReasons = (
  store: { discountReasons?: readonly string[] | null } | undefined,
): readonly string[] =>
  store?.discountReasons && store.discountReasons.length > 0
    ? store.discountReasons
    : DEFAULT_DISCOUNT_REASONS;

/** DISC2: a discount of `rate` needs a manager when above the cap, unless the one giving it may approve. */
export const needsApproval = (rate: Rate, cap: number | undefined, mayApprove: boolean): boolean =>
  !mayApprove && rate > (cap ?? DEFAULT_DISCOUNT_CAP);

/** APPR3: the action a discount's approval signs: the kind and value approved, so a proof approves only that. */
export const discountAction = (type: string, value: number): string => `order.discount:${type}:${value}`;
