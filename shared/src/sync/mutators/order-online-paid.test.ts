import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, withOrder } from '../../test-support/sync-shop.ts';
import { applyWrites, loadFromState, type SyncState } from '../apply.ts';
import type { OrderRow } from '../rows.ts';
import { isDemoPayment, markOnlinePaid, type OnlinePaidArgs } from './order-online-paid.ts';
import { prepareMutation } from './run.ts';

const ctx = aMutatorContext({ now: T0 + 60_000, actor: { role: 'admin', scope: null, userId: 'payments' } });
/** The order as staff devices hold it (SyncState keeps rows untyped). */
const orderOf = (state: SyncState) => state.orders?.['order-1'] as OrderRow | undefined;
const pay = (state: SyncState, args: OnlinePaidArgs) => {
  const decision = markOnlinePaid.decide(loadFromState(state, markOnlinePaid.reads(args)), args, ctx);
  return { decision, state: decision.ok ? applyWrites(state, decision.writes) : state };
};

describe('order.online-paid.v1 (ADR 0042)', () => {
  it('pays the order and records the demo provider, which staff see as "Demo payment"', () => {
    const { decision, state } = pay(withOrder(aShopState()), { orderId: 'order-1', provider: 'demo' });
    const order = orderOf(state);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'Demo payment' });
    expect(order && isDemoPayment(order)).toBe(true);
    expect(decision).toMatchObject({
      events: [
        { type: 'payment_update', orderIds: ['order-1'] },
        { type: 'order_update', orderIds: ['order-1'] },
      ],
    });
    // paid once: again changes nothing
    expect(pay(state, { orderId: 'order-1', provider: 'demo' }).decision).toEqual({ ok: true, writes: [] });
  });

  it('a Razorpay payment is recorded as such, not as a demo', () => {
    const order = orderOf(pay(withOrder(aShopState()), { orderId: 'order-1', provider: 'razorpay' }).state);
    expect(order?.paymentMethod).toBe('Razorpay');
    expect(order && isDemoPayment(order)).toBe(false);
  });

  it("is the server's only: no till can push it", () => {
    expect(prepareMutation('order.online-paid.v1', { orderId: 'order-1', provider: 'demo' })).toMatchObject({
      ok: false,
      code: 'UNKNOWN_MUTATOR',
    });
  });
});
