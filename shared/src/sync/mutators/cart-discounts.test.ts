import { describe, expect, it } from 'vitest';
import { approvalProof } from '../../approvals/approval.ts';
import { pinVerifier } from '../../approvals/pin-key.ts';
import { rateFromPercent } from '../../money/rate.ts';
import { discountAction } from '../../orders/discount-rules.ts';
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });
const KEY = 'ee'.repeat(32);
const shop: SyncState = {
  ...aShopState(),
  approvers: { mgr: aRow('approvers', { id: 'mgr', name: 'Meera', verifier: pinVerifier(KEY) }) },
  approvalKeys: { mgr: aRow('approvalKeys', { id: 'mgr', key: KEY }) },
};
const create = (overrides: Record<string, unknown>, ctx = cashier) =>
  run(shop, 'order.create.v1', createOrderWire(overrides), ctx);
const COMP = { itemId: 'line-2', type: 'comp', reason: 'Complaint' };

// the cart: 2 × small pizza with cheese (440.00 + 5% GST) and a cola (55.00, 10% VAT inside); total 517.00
describe('order.create.v1 with the cart discounts (DISC7)', () => {
  it('[DISC7] a line discount and a bill discount on the cart create the order discounted, totals recomputed', () => {
    const r = create({
      lineDiscounts: [{ itemId: 'line-1', type: 'percent', value: rateFromPercent(10), reason: 'Complaint' }],
      billDiscount: { type: 'amount', value: 2000, reason: 'Regular customer' },
    });
    expect(r.decision).toMatchObject({ ok: true });
    expect(r.state.orderItems?.['line-1']).toMatchObject({
      discountType: 'percent',
      discountReason: 'Complaint',
    });
    // pizza 396.00 after 10%; the bill's 20.00 over 396.00 and 55.00 → 17.57 / 2.43 (DISC3 spread):
    // pizza 378.43 + 18.92 GST, cola 52.57 (VAT inside) = 449.92
    const order = r.state.orders?.['order-1'];
    expect(order).toMatchObject({ discountType: 'amount', discountValue: 2000, total: 44992 });
    const audit = (r.decision.ok && r.decision.audit) || [];
    expect(audit.map((a) => a.action)).toEqual(['order.discount', 'order.discount']);
  });

  it('[DISC7] an admin (who may approve) comps on the cart and pays at once: the invoice is the discounted bill', () => {
    const r = create(
      {
        lineDiscounts: [COMP],
        payNow: { invoiceId: 'inv-1', paymentTypeId: 'cash' },
      },
      aMutatorContext(),
    );
    expect(r.decision).toMatchObject({ ok: true });
    expect(r.state.orders?.['order-1']).toMatchObject({ total: 46200, paymentStatus: 'paid' });
    expect(r.state.invoices?.['inv-1']).toMatchObject({ total: 46200, discountTotal: 5500 });
  });

  it('[DISC7] [DISC2] above the cap a cashier needs a manager: the approval signs that discount on the line id', () => {
    expect(create({ lineDiscounts: [COMP] }).decision).toMatchObject({
      ok: false,
      code: 'APPROVAL_REQUIRED',
    });
    const proof = approvalProof(KEY, discountAction('comp', rateFromPercent(100)), 'line-2');
    const approved = create({ lineDiscounts: [{ ...COMP, approval: { managerId: 'mgr', proof } }] });
    expect(approved.decision).toMatchObject({ ok: true });
    expect(approved.decision.ok && approved.decision.audit?.map((a) => a.action)).toContain('approval');
    // the same proof on the other line approves nothing
    const replay = create({
      lineDiscounts: [{ ...COMP, itemId: 'line-1', approval: { managerId: 'mgr', proof } }],
    });
    expect(replay.decision).toMatchObject({ ok: false, code: 'APPROVAL_INVALID' });
  });

  it('[DISC7] [DISC5] a reason not in the list, a line not in the cart and a bill comp are refused', () => {
    const bad = create({ lineDiscounts: [{ ...COMP, type: 'percent', value: 1000, reason: 'Because' }] });
    expect(bad.decision).toMatchObject({ ok: false, message: 'Please choose a reason from the list!' });
    expect(create({ lineDiscounts: [{ ...COMP, itemId: 'line-9' }] }).decision).toMatchObject({
      ok: false,
      code: 'ITEM_NOT_FOUND',
    });
    expect(create({ billDiscount: { type: 'comp', reason: 'Complaint' } }).decision).toMatchObject({
      ok: false,
    });
    expect(
      create({ billDiscount: { type: 'amount', value: 60000, reason: 'Complaint' } }).decision,
    ).toMatchObject({
      ok: false,
      message: 'A discount cannot be more than the price!',
    });
  });
});
