/**
 * OS1-OS9: the order item state machine and order-level actions.
 * Illegal moves are rejections (data with a code and a message), never exceptions.
 */

export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
export const isOrderItemStatus = (s: unknown): s is OrderItemStatus =>
  (ORDER_ITEM_STATUSES as readonly unknown[]).includes(s);

export const ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who asks: the kitchen screen walks the flow one step; the orders screen may set any state directly. */
export type StatusSource = 'kitchen' | 'orders';

/** OS2: the kitchen's one button per state. */
export const KITCHEN_FLOW = {
  created: { next: 'preparing', label: 'Start Making' },
  preparing: { next: 'completed', label: 'Complete' },
  completed: { next: 'delivered', label: 'Delivered' },
} as const satisfies Partial<Record<OrderItemStatus, { next: OrderItemStatus; label: string }>>;

export const kitchenNextStep = (status: OrderItemStatus): { next: OrderItemStatus; label: string } | null =>
  status in KITCHEN_FLOW ? KITCHEN_FLOW[status as keyof typeof KITCHEN_FLOW] : null;

/** OS12: a paid order is refunded, never cancelled (ADR 0052). */
export const canCancelOrder = (o: { readonly status: string; readonly paymentStatus: string }): boolean =>
  o.status === 'created' && o.paymentStatus !== 'paid';

/** OS3: what the orders screen's item menu offers. */
export const ORDERS_MENU_STATUSES = ['preparing', 'completed', 'delivered', 'cancelled'] as const;

export const ORDER_REJECTIONS = {
  PAYMENT_REQUIRED: 'Please complete the payment',
  ILLEGAL_TRANSITION: 'This status change is not allowed!',
  ITEM_FINAL: 'This item is already delivered or cancelled!',
  ORDER_CLOSED: 'This order is already completed or cancelled!',
  ITEM_NOT_FOUND: 'Item not found!',
  PAID_NOT_CANCELLABLE: "A paid order can't be cancelled; refund it instead.",
} as const;
export type OrderRejectionCode = keyof typeof ORDER_REJECTIONS;

export type Rejection = { ok: false; code: OrderRejectionCode; message: string };
/** `changed: false` marks an idempotent repeat (two tills pressing the same button): nothing to write. */
export type Decision<T> = { ok: true; value: T; changed: boolean } | Rejection;

export const reject = (code: OrderRejectionCode): Rejection => ({
  ok: false,
  code,
  message: ORDER_REJECTIONS[code],
});

const FINAL_ITEM: ReadonlySet<OrderItemStatus> = new Set(['delivered', 'cancelled']);

/** OS2-OS5: may an item in `from` move to `to`? Same state is an idempotent success. */
export function checkItemTransition(
  from: OrderItemStatus,
  to: OrderItemStatus,
  ctx: { paymentStatus: PaymentStatus | string; source: StatusSource },
): { ok: true; changed: boolean } | Rejection {
  if (from === to) return { ok: true, changed: false };
  if (FINAL_ITEM.has(from)) return reject('ITEM_FINAL'); // OS4
  const allowed =
    ctx.source === 'kitchen'
      ? kitchenNextStep(from)?.next === to // OS2
      : (ORDERS_MENU_STATUSES as readonly string[]).includes(to); // OS3
  if (!allowed) return reject('ILLEGAL_TRANSITION');
  if (to === 'delivered' && ctx.paymentStatus !== 'paid') return reject('PAYMENT_REQUIRED'); // OS5
  return { ok: true, changed: true };
}

export type OrderItemState = { readonly id: string; readonly status: OrderItemStatus };
export type OrderState<I extends OrderItemState = OrderItemState> = {
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus | string;
  readonly items: readonly I[];
};

/**
 * OS6: an order completes when every item not cancelled is delivered (and there is at least one);
 * an order whose items are all cancelled is cancelled; otherwise it keeps its status.
 */
export function deriveOrderStatus(current: OrderStatus, items: readonly OrderItemState[]): OrderStatus {
  if (current !== 'created' || items.length === 0) return current;
  const live = items.filter((i) => i.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.every((i) => i.status === 'delivered') ? 'completed' : current;
}

const isClosed = (o: OrderState) => o.status !== 'created';

/** OS2-OS7: one item's status change, with the order's automatic completion. */
export function changeItemStatus<I extends OrderItemState, O extends OrderState<I>>(
  order: O,
  itemId: string,
  to: OrderItemStatus,
  source: StatusSource,
): Decision<O> {
  const item = order.items.find((i) => i.id === itemId);
  if (!item) return reject('ITEM_NOT_FOUND');
  const check = checkItemTransition(item.status, to, { paymentStatus: order.paymentStatus, source });
  if (!check.ok) return check;
  if (!check.changed) return { ok: true, value: order, changed: false };
  if (isClosed(order)) return reject('ORDER_CLOSED'); // OS7
  const items = order.items.map((i) => (i.id === itemId ? { ...i, status: to } : i));
  return {
    ok: true,
    value: { ...order, items, status: deriveOrderStatus(order.status, items) },
    changed: true,
  };
}

export const ORDER_ACTIONS = ['cancel', 'complete', 'payment_collected', 'pay_and_complete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * OS8: order-level actions of the orders screen.
 * - cancel: irreversible; items not yet delivered are cancelled; never on a paid order (OS12).
 * - complete: needs payment (OS5); every item not cancelled becomes delivered.
 * - payment_collected: payment_status becomes paid.
 * - pay_and_complete: both, in that order.
 * Repeating an action already in effect is an idempotent success.
 */
export function applyOrderAction<I extends OrderItemState, O extends OrderState<I>>(
  order: O,
  action: OrderAction,
): Decision<O> {
  switch (action) {
    case 'cancel': {
      if (order.status === 'cancelled') return { ok: true, value: order, changed: false };
      if (order.status === 'completed') return reject('ORDER_CLOSED');
      if (order.paymentStatus === 'paid') return reject('PAID_NOT_CANCELLABLE'); // OS12
      const items = order.items.map((i) =>
        i.status === 'delivered' ? i : { ...i, status: 'cancelled' as const },
      );
      return { ok: true, value: { ...order, items, status: 'cancelled' }, changed: true };
    }
    case 'payment_collected': {
      if (order.paymentStatus === 'paid') return { ok: true, value: order, changed: false };
      if (order.status === 'cancelled') return reject('ORDER_CLOSED');
      return { ok: true, value: { ...order, paymentStatus: 'paid' }, changed: true };
    }
    case 'complete': {
      if (order.status === 'completed') return { ok: true, value: order, changed: false };
      if (order.status === 'cancelled') return reject('ORDER_CLOSED');
      if (order.paymentStatus !== 'paid') return reject('PAYMENT_REQUIRED');
      const items = order.items.map((i) =>
        i.status === 'cancelled' ? i : { ...i, status: 'delivered' as const },
      );
      return { ok: true, value: { ...order, items, status: 'completed' }, changed: true };
    }
    case 'pay_and_complete': {
      const paid = applyOrderAction<I, O>(order, 'payment_collected');
      if (!paid.ok) return paid;
      const done = applyOrderAction<I, O>(paid.value, 'complete');
      if (!done.ok) return done;
      return { ok: true, value: done.value, changed: paid.changed || done.changed };
    }
  }
}

/** OS9: the diner's status panel: 'delivered' and 'completed' items count as done. */
export const isItemDoneForDiner = (status: OrderItemStatus): boolean =>
  status === 'delivered' || status === 'completed';
export const isOrderDoneForDiner = (items: readonly OrderItemState[]): boolean =>
  items.length > 0 && items.every((i) => i.status === 'cancelled' || isItemDoneForDiner(i.status));
