import { describe, expect, it } from 'vitest';
import { aMutatorContext, aRow, T0 } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import { applyWrites, loadFromState } from '../apply.ts';
import { markOnlinePaid } from './order-online-paid.ts';

const MINUTE = 60_000;
/** order-1 as a diner's cash QR order placed at T0, still waiting for the store (pending). */
const dinerOrder = (state: SyncState = withOrder(aShopState())): SyncState => {
  const order = state.orders?.['order-1'];
  if (!order) throw new Error('no order-1');
  return { ...state, orders: { ...state.orders, 'order-1': { ...order, customerType: 'QRMENU' } } };
};
const withExpiry = (state: SyncState, minutes: number): SyncState => ({
  ...state,
  storeSettings: { store: aRow('storeSettings', { id: 'store', pendingOrderExpiryMinutes: minutes }) },
});
const at = (now: number) => aMutatorContext({ now });
const collect = { orderIds: ['order-1'], invoiceId: 'inv-1', paymentTypeId: 'cash' };

describe('[SALE6] accepting an expired diner order', () => {
  it('is refused after the default 2 hours with a clear message, and nothing is written', () => {
    const r = run(dinerOrder(), 'order.payment-collected.v1', collect, at(T0 + 120 * MINUTE));
    expect(r.decision).toEqual({
      ok: false,
      code: 'ORDER_EXPIRED',
      message: 'This order expired before it was accepted. Ask the diner to order again.',
    });
    expect(r.state.invoices).toBeUndefined();
    const done = run(dinerOrder(), 'order.pay-and-complete.v1', collect, at(T0 + 121 * MINUTE));
    expect(done.decision).toMatchObject({ ok: false, code: 'ORDER_EXPIRED' });
  });

  it('is accepted before the time the store set runs out, and refused after it', () => {
    const state = withExpiry(dinerOrder(), 30);
    const early = run(state, 'order.payment-collected.v1', collect, at(T0 + 29 * MINUTE));
    expect(early.decision.ok).toBe(true);
    expect(early.state.orders?.['order-1']).toMatchObject({ paymentStatus: 'paid' });
    const late = run(state, 'order.payment-collected.v1', collect, at(T0 + 30 * MINUTE));
    expect(late.decision).toMatchObject({ ok: false, code: 'ORDER_EXPIRED' });
  });

  it("never expires a till's unpaid order (a tab), and cancelling an expired order still works", () => {
    const tab = run(withOrder(aShopState()), 'order.payment-collected.v1', collect, at(T0 + 600 * MINUTE));
    expect(tab.decision.ok).toBe(true);
    const cancel = run(dinerOrder(), 'order.cancel.v1', { orderIds: ['order-1'] }, at(T0 + 600 * MINUTE));
    expect(cancel.decision.ok).toBe(true);
  });

  it('a verified online payment is taken even after expiry (money moved), with an invoice (SALE2)', () => {
    const args = { orderId: 'order-1', provider: 'razorpay' as const };
    const ctx = aMutatorContext({
      now: T0 + 600 * MINUTE,
      actor: { role: 'admin', scope: null, userId: 'payments' },
    });
    const state = dinerOrder();
    const decision = markOnlinePaid.decide(loadFromState(state, markOnlinePaid.reads(args)), args, ctx);
    expect(decision.ok).toBe(true);
    const after = decision.ok ? applyWrites(state, decision.writes) : state;
    expect(after.orders?.['order-1']).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'Razorpay' });
    expect(after.invoices?.['paid-order-1']).toMatchObject({ total: 51700, paymentTypeId: null });
    expect(Object.keys(after.invoiceOrders ?? {})).toEqual(['paid-order-1:order-1']);
    // the same confirmation again: nothing more (one invoice, SYNC11)
    const again = markOnlinePaid.decide(loadFromState(after, markOnlinePaid.reads(args)), args, ctx);
    expect(again).toEqual({ ok: true, writes: [] });
  });
});
