import { describe, expect, it } from 'vitest';
import { approvalProof } from '../../approvals/approval.ts';
import { pinVerifier } from '../../approvals/pin-key.ts';
import { rateFromPercent } from '../../money/rate.ts';
import { discountAction } from '../../orders/discount-rules.ts';
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });
const KEY = 'ee'.repeat(32);
const withManager = (state: SyncState): SyncState => ({
  ...state,
  approvers: { mgr: aRow('approvers', { id: 'mgr', name: 'Meera', verifier: pinVerifier(KEY) }) },
  approvalKeys: { mgr: aRow('approvalKeys', { id: 'mgr', key: KEY }) },
});
const percent = (p: number) => rateFromPercent(p);

// order-1: 2 × small pizza with cheese (440.00 + 5% GST) and a cola (55.00, 10% VAT inside); total 517.00
describe('order.discount.v1', () => {
  it('[DISC1] [DISC4] a line discount with a reason lowers the line and its tax; the order total follows', () => {
    const state = withOrder(aShopState());
    const r = run(
      state,
      'order.discount.v1',
      { orderId: 'order-1', itemId: 'line-1', type: 'percent', value: percent(10), reason: 'Complaint' },
      cashier,
    );
    expect(r.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'order.discount', detail: { amount: 4400 } }],
    });
    expect(r.state.orderItems?.['line-1']).toMatchObject({
      discountType: 'percent',
      discountReason: 'Complaint',
    });
    // pizza 396.00 + 19.80 GST; cola 55.00 (5.00 VAT inside)
    expect(r.state.orders?.['order-1']).toMatchObject({ total: 47080, taxTotal: 2480, subTotal: 44600 });
    // DISC6: the same discount again writes nothing
    const again = run(
      r.state,
      'order.discount.v1',
      { orderId: 'order-1', itemId: 'line-1', type: 'percent', value: percent(10), reason: 'Complaint' },
      cashier,
    );
    expect(again.decision).toEqual({ ok: true, writes: [] });
  });

  it('[DISC3] a bill amount discount is spread over the lines for tax', () => {
    const state = withOrder(aShopState());
    const r = run(
      state,
      'order.discount.v1',
      { orderId: 'order-1', type: 'amount', value: 4950, reason: 'Regular customer' },
      cashier,
    );
    expect(r.decision.ok).toBe(true);
    // 49.50 over 440.00 and 55.00: 44.00 and 5.50; pizza 396.00 + 19.80, cola 49.50 (4.50 VAT inside)
    expect(r.state.orders?.['order-1']).toMatchObject({
      discountType: 'amount',
      discountValue: 4950,
      total: 46530,
      taxTotal: 2430,
    });
  });

  it('[DISC5] the reason must be one of the store list; [DISC1] no more than the price; a comp is for a line', () => {
    const state = withOrder(aShopState());
    const go = (a: Record<string, unknown>) =>
      run(state, 'order.discount.v1', { orderId: 'order-1', ...a }, cashier).decision;
    expect(go({ itemId: 'line-2', type: 'amount', value: 100, reason: 'Because' })).toMatchObject({
      ok: false,
      message: 'Please choose a reason from the list!',
    });
    expect(go({ itemId: 'line-2', type: 'amount', value: 5501, reason: 'Complaint' })).toMatchObject({
      ok: false,
      message: 'A discount cannot be more than the price!',
    });
    expect(go({ type: 'comp', reason: 'Complaint' })).toMatchObject({
      ok: false,
      message: 'Only a line can be comped!',
    });
    const kitchen = aMutatorContext({ actor: { role: 'staff', scope: 'KITCHEN', userId: 'k' } });
    expect(
      run(
        state,
        'order.discount.v1',
        { orderId: 'order-1', type: 'amount', value: 1, reason: 'Complaint' },
        kitchen,
      ).decision,
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('[DISC2] [APPR4] above the cap a cashier needs a manager; a comp with the approval is audited', () => {
    const state = withManager(withOrder(aShopState()));
    const comp = { orderId: 'order-1', itemId: 'line-2', type: 'comp', reason: 'Complaint' };
    expect(run(state, 'order.discount.v1', comp, cashier).decision).toMatchObject({
      ok: false,
      code: 'APPROVAL_REQUIRED',
    });
    // within the cap (10%) no approval
    expect(
      run(state, 'order.discount.v1', { ...comp, type: 'percent', value: percent(10) }, cashier).decision.ok,
    ).toBe(true);
    const proof = approvalProof(KEY, discountAction('comp', 1_000_000), 'line-2');
    const approved = run(
      state,
      'order.discount.v1',
      { ...comp, approval: { managerId: 'mgr', proof } },
      cashier,
    );
    expect(approved.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'order.comp', detail: { amount: 5500, approvedBy: 'mgr' } }, { action: 'approval' }],
    });
    expect(approved.state.orders?.['order-1']).toMatchObject({ total: 46200 });
    // a proof for another value does not approve this one
    const wrong = approvalProof(KEY, discountAction('percent', percent(50)), 'line-2');
    expect(
      run(state, 'order.discount.v1', { ...comp, approval: { managerId: 'mgr', proof: wrong } }, cashier)
        .decision,
    ).toMatchObject({ ok: false, code: 'APPROVAL_INVALID' });
    // the store's own cap (50%) lets the cashier give 40%
    const generous = {
      ...state,
      storeSettings: { s: aRow('storeSettings', { id: 's', discountCap: percent(50) }) },
    };
    expect(
      run(generous, 'order.discount.v1', { ...comp, type: 'percent', value: percent(40) }, cashier).decision
        .ok,
    ).toBe(true);
  });

  it('[DISC1] a paid order is not discounted; none takes a discount off', () => {
    const state = withOrder(aShopState());
    const on = run(
      state,
      'order.discount.v1',
      { orderId: 'order-1', type: 'amount', value: 100, reason: 'Promotion' },
      cashier,
    );
    const off = run(on.state, 'order.discount.v1', { orderId: 'order-1', type: 'none' }, cashier);
    expect(off.state.orders?.['order-1']).toMatchObject({ discountType: null, total: 51700 });
    const paid = { ...state, orders: { 'order-1': { ...state.orders!['order-1']!, paymentStatus: 'paid' } } };
    expect(
      run(
        paid,
        'order.discount.v1',
        { orderId: 'order-1', type: 'amount', value: 100, reason: 'Promotion' },
        cashier,
      ).decision,
    ).toMatchObject({ ok: false, code: 'ORDER_PAID' });
  });
});
