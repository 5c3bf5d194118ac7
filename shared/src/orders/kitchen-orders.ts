/**
 * OS2, READ2, KDS10: the orders a kitchen screen shows: open (status created) and sold (SALE1: paid), or, when the
 * store has chosen it (`kitchenShowsUnpaidDineIn`), open dine-in orders from the moment they are sent, before
 * payment (as most restaurants cook). One rule for REST (GET /kitchen filters with `kitchenOrderColumns`, then
 * this predicate), the kitchen's pull, the staff socket's new_order event and the screen. A diner order that
 * expired unaccepted (SALE5) is pending and not dine-in, so it never reaches the kitchen.
 */
import { isSale, SALE_PAYMENT_STATUS } from '../sales/sales.ts';

export type KitchenOrderState = {
  readonly status: string;
  readonly paymentStatus: string;
  readonly deliveryType?: string | undefined;
};

/** KDS10: the store's choice; the specification's rule (paid orders only) until it says otherwise. */
export type KitchenRule = { readonly showsUnpaidDineIn: boolean };
export const SPEC_KITCHEN_RULE: KitchenRule = { showsUnpaidDineIn: false };

/** The rule of a store settings row (absent row or column: the specification's). */
export const kitchenRuleOf = (
  settings: { readonly kitchenShowsUnpaidDineIn?: boolean } | null | undefined,
) => (settings?.kitchenShowsUnpaidDineIn === true ? { showsUnpaidDineIn: true } : SPEC_KITCHEN_RULE);

export const KITCHEN_RULE_TEXTS = {
  label: 'Kitchen shows dine-in orders before payment',
  hint: 'On: a dine-in order reaches the kitchen as soon as it is sent. Off: only once it is paid.',
} as const;

/** The delivery type of an order eaten at a table (DELIVERY_TYPES). */
export const DINE_IN = 'dinein';

/** The column values `kitchenSeesOrder` asks for, for the servers' SQL filters. */
export const KITCHEN_ORDER = { status: 'created', paymentStatus: SALE_PAYMENT_STATUS } as const;

/**
 * KDS10: the servers' SQL filter as values: status, then the payment status OR (when `dineIn` is set) the delivery
 * type an order must have. The predicate below stays the last word.
 */
export const kitchenOrderColumns = (rule: KitchenRule) => ({
  status: KITCHEN_ORDER.status,
  paymentStatus: KITCHEN_ORDER.paymentStatus,
  dineIn: rule.showsUnpaidDineIn ? DINE_IN : null,
});

export const kitchenSeesOrder = (o: KitchenOrderState, rule: KitchenRule = SPEC_KITCHEN_RULE): boolean =>
  o.status === KITCHEN_ORDER.status && (isSale(o) || (rule.showsUnpaidDineIn && o.deliveryType === DINE_IN));

/** `kitchenSeesOrder` under one rule, for `Array.filter`. */
export const kitchenOrderFilter =
  (rule: KitchenRule) =>
  (o: KitchenOrderState): boolean =>
    kitchenSeesOrder(o, rule);

/**
 * KDS11: a kitchen's read grant (READ3) names the rule its orders were pulled under, so a store switching the rule
 * resets its kitchens (READ4): they drop the orders they may no longer read and fetch, with their lines, those
 * they now may.
 */
export const kitchenGrantKey = (grantKey: string, rule: KitchenRule): string =>
  rule.showsUnpaidDineIn ? `${grantKey}+dinein` : grantKey;
