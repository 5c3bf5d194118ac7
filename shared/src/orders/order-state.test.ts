import { describe, expect, it } from 'vitest';
import {
  applyOrderAction,
  canCancelOrder,
  changeItemStatus,
  checkItemTransition,
  deriveOrderStatus,
  isOrderDoneForDiner,
  kitchenNextStep,
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
  type OrderState,
  type PaymentStatus,
} from './order-state.ts';

const order = (
  statuses: OrderItemStatus[],
  paymentStatus: PaymentStatus = 'paid',
  status: OrderState['status'] = 'created',
): OrderState & { id: string } => ({
  id: 'order-1',
  status,
  paymentStatus,
  items: statuses.map((s, i) => ({ id: `item-${i + 1}`, status: s })),
});

describe('order item states', () => {
  it('[OS1] knows the five item states', () => {
    expect(ORDER_ITEM_STATUSES).toEqual(['created', 'preparing', 'completed', 'delivered', 'cancelled']);
  });

  it('[OS2] the kitchen walks created → preparing → completed → delivered, one button each', () => {
    expect(kitchenNextStep('created')).toEqual({ next: 'preparing', label: 'Start Making' });
    expect(kitchenNextStep('preparing')).toEqual({ next: 'completed', label: 'Complete' });
    expect(kitchenNextStep('completed')).toEqual({ next: 'delivered', label: 'Delivered' });
    expect(kitchenNextStep('delivered')).toBeNull();
    expect(kitchenNextStep('cancelled')).toBeNull();
  });

  it('[OS2] the kitchen may not skip or go back', () => {
    const ctx = { paymentStatus: 'paid', source: 'kitchen' } as const;
    expect(checkItemTransition('created', 'completed', ctx)).toMatchObject({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
    });
    expect(checkItemTransition('completed', 'preparing', ctx)).toMatchObject({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
    });
    expect(checkItemTransition('created', 'cancelled', ctx)).toMatchObject({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
    });
    expect(checkItemTransition('created', 'preparing', ctx)).toEqual({ ok: true, changed: true });
  });

  it('[OS3] the orders screen may set preparing, completed, delivered or cancelled directly', () => {
    const ctx = { paymentStatus: 'paid', source: 'orders' } as const;
    for (const to of ['preparing', 'completed', 'delivered', 'cancelled'] as const) {
      expect(checkItemTransition('created', to, ctx)).toEqual({ ok: true, changed: true });
    }
    expect(checkItemTransition('completed', 'preparing', ctx)).toEqual({ ok: true, changed: true });
    expect(checkItemTransition('preparing', 'created', ctx)).toMatchObject({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
    });
  });

  it('[OS4] delivered and cancelled items are final', () => {
    for (const source of ['kitchen', 'orders'] as const) {
      const ctx = { paymentStatus: 'paid', source };
      expect(checkItemTransition('delivered', 'cancelled', ctx)).toMatchObject({
        ok: false,
        code: 'ITEM_FINAL',
      });
      expect(checkItemTransition('cancelled', 'preparing', ctx)).toMatchObject({
        ok: false,
        code: 'ITEM_FINAL',
      });
    }
  });

  it("[OS5] delivering an unpaid item is refused with 'Please complete the payment'", () => {
    for (const source of ['kitchen', 'orders'] as const) {
      expect(
        checkItemTransition(source === 'kitchen' ? 'completed' : 'created', 'delivered', {
          paymentStatus: 'pending',
          source,
        }),
      ).toEqual({ ok: false, code: 'PAYMENT_REQUIRED', message: 'Please complete the payment' });
    }
  });

  it('[OS4] repeating the current state is an idempotent success', () => {
    expect(
      checkItemTransition('delivered', 'delivered', { paymentStatus: 'paid', source: 'kitchen' }),
    ).toEqual({
      ok: true,
      changed: false,
    });
    const r = changeItemStatus(order(['preparing']), 'item-1', 'preparing', 'kitchen');
    expect(r).toMatchObject({ ok: true, changed: false });
  });
});

describe('order completion', () => {
  it('[OS6] the order completes when its last live item is delivered', () => {
    const o = order(['delivered', 'completed', 'cancelled']);
    const r = changeItemStatus(o, 'item-2', 'delivered', 'kitchen');
    expect(r).toMatchObject({ ok: true, changed: true, value: { id: 'order-1', status: 'completed' } });
  });

  it('[OS6] the order stays open while any live item is not delivered', () => {
    const r = changeItemStatus(order(['created', 'completed']), 'item-2', 'delivered', 'kitchen');
    expect(r).toMatchObject({ ok: true, value: { status: 'created' } });
  });

  it('[OS6] all items cancelled cancels the order; no items changes nothing', () => {
    expect(deriveOrderStatus('created', [{ id: 'a', status: 'cancelled' }])).toBe('cancelled');
    expect(deriveOrderStatus('created', [])).toBe('created');
    expect(deriveOrderStatus('completed', [{ id: 'a', status: 'created' }])).toBe('completed');
  });

  it('[OS7] a completed or cancelled order accepts no item changes', () => {
    const r = changeItemStatus(order(['completed'], 'paid', 'cancelled'), 'item-1', 'delivered', 'kitchen');
    expect(r).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
  });

  it('[OS2] an unknown item is a rejection', () => {
    expect(changeItemStatus(order(['created']), 'nope', 'preparing', 'kitchen')).toMatchObject({
      ok: false,
      code: 'ITEM_NOT_FOUND',
    });
  });
});

describe('order actions', () => {
  it('[OS8] cancel is irreversible and cancels the undelivered items', () => {
    const r = applyOrderAction(order(['delivered', 'preparing'], 'pending'), 'cancel');
    expect(r).toMatchObject({
      ok: true,
      value: { status: 'cancelled', items: [{ status: 'delivered' }, { status: 'cancelled' }] },
    });
    if (!r.ok) return;
    expect(applyOrderAction(r.value, 'cancel')).toMatchObject({ ok: true, changed: false });
    expect(applyOrderAction(r.value, 'complete')).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    expect(changeItemStatus(r.value, 'item-2', 'preparing', 'orders')).toMatchObject({ ok: false });
  });

  it('[OS8] a completed order cannot be cancelled', () => {
    expect(applyOrderAction(order(['delivered'], 'paid', 'completed'), 'cancel')).toMatchObject({
      ok: false,
      code: 'ORDER_CLOSED',
    });
  });

  it('[OS12] a paid order is refused: it is refunded, not cancelled', () => {
    expect(applyOrderAction(order(['created'], 'paid'), 'cancel')).toEqual({
      ok: false,
      code: 'PAID_NOT_CANCELLABLE',
      message: "A paid order can't be cancelled; refund it instead.",
    });
    expect(canCancelOrder(order(['created'], 'paid'))).toBe(false);
    expect(canCancelOrder(order(['created'], 'pending'))).toBe(true);
    expect(canCancelOrder(order(['delivered'], 'pending', 'completed'))).toBe(false);
  });

  it('[OS8][OS5] complete needs payment, then delivers every live item', () => {
    expect(applyOrderAction(order(['created'], 'pending'), 'complete')).toMatchObject({
      ok: false,
      code: 'PAYMENT_REQUIRED',
      message: 'Please complete the payment',
    });
    expect(applyOrderAction(order(['created', 'cancelled']), 'complete')).toMatchObject({
      ok: true,
      value: { status: 'completed', items: [{ status: 'delivered' }, { status: 'cancelled' }] },
    });
  });

  it('[OS8] payment collected marks the order paid, once', () => {
    const r = applyOrderAction(order(['created'], 'pending'), 'payment_collected');
    expect(r).toMatchObject({ ok: true, changed: true, value: { paymentStatus: 'paid', status: 'created' } });
    if (r.ok) expect(applyOrderAction(r.value, 'payment_collected')).toMatchObject({ changed: false });
    expect(applyOrderAction(order(['cancelled'], 'pending', 'cancelled'), 'payment_collected')).toMatchObject(
      {
        ok: false,
        code: 'ORDER_CLOSED',
      },
    );
  });

  it('[OS8] pay and complete does both', () => {
    expect(applyOrderAction(order(['preparing'], 'pending'), 'pay_and_complete')).toMatchObject({
      ok: true,
      changed: true,
      value: { paymentStatus: 'paid', status: 'completed', items: [{ status: 'delivered' }] },
    });
  });
});

describe('diner status panel', () => {
  it("[OS9] 'delivered' and 'completed' count as done; all done means finished", () => {
    expect(isOrderDoneForDiner(order(['delivered', 'completed']).items)).toBe(true);
    expect(isOrderDoneForDiner(order(['delivered', 'preparing']).items)).toBe(false);
    expect(isOrderDoneForDiner([])).toBe(false);
  });
});
