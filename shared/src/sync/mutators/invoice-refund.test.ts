import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalProof } from '../../approvals/approval.ts';
import { pinVerifier } from '../../approvals/pin-key.ts';
import { refundAction } from '../../orders/refund-rules.ts';
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { RefundRow } from '../bill-rows.ts';

const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });
const manager = aMutatorContext({ actor: { role: 'staff', scope: 'POS,MANAGER', userId: 'mgr' } });
const KEY = 'ee'.repeat(32);
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });

/** order-1 (517.00) paid 300.00 card + 217.00 cash, with the manager's approver row. */
function paid(o: Record<string, unknown> = {}): SyncState {
  const s = withOrder(aShopState());
  const state = { ...s, paymentTypes: { ...s.paymentTypes, card } };
  const r = run(
    state,
    'order.payment-collected.v1',
    {
      orderIds: ['order-1'],
      invoiceId: 'inv-1',
      tenders: [
        { paymentTypeId: 'card', tendered: 30000 },
        { paymentTypeId: 'cash', tendered: 30000 },
      ],
      ...o,
    },
    cashier,
  );
  if (!r.decision.ok) throw new Error(r.decision.message);
  return {
    ...r.state,
    approvers: { mgr: aRow('approvers', { id: 'mgr', name: 'Meera', verifier: pinVerifier(KEY) }) },
    approvalKeys: { mgr: aRow('approvalKeys', { id: 'mgr', key: KEY }) },
  };
}
const refund = (id: string, o: Record<string, unknown> = {}) => ({
  id,
  invoiceId: 'inv-1',
  orderIds: ['order-1'],
  method: 'tender',
  reason: 'Cold food',
  ...o,
});

describe('invoice.refund.v1', () => {
  it('[REF1] [REF3] a line refunded to the tenders, the last tender first; then the rest of the bill', () => {
    const state = paid();
    // the cola: 55.00 (VAT inside) back to the cash tender (the last)
    const cola = run(state, 'invoice.refund.v1', refund('r1', { itemIds: ['line-2'] }), manager);
    expect(cola.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'invoice.refund', detail: { amount: 5500 } }],
    });
    expect(cola.state.refunds?.r1).toMatchObject({
      amount: 5500,
      taxAmount: 500,
      tenders: [{ paymentTypeId: 'cash', amount: 5500 }],
    });
    const rest = run(cola.state, 'invoice.refund.v1', refund('r2'), manager);
    // 462.00 left: 162.00 of cash (217 − 55), then 300.00 of card
    expect(rest.state.refunds?.r2).toMatchObject({
      amount: 46200,
      tenders: [
        { paymentTypeId: 'cash', amount: 16200 },
        { paymentTypeId: 'card', amount: 30000 },
      ],
    });
    expect(run(rest.state, 'invoice.refund.v1', refund('r3'), manager).decision).toMatchObject({
      code: 'FULLY_REFUNDED',
    });
    expect(
      run(cola.state, 'invoice.refund.v1', refund('r4', { itemIds: ['line-2'] }), manager).decision,
    ).toMatchObject({ code: 'LINE_REFUNDED' });
    // SYNC11: the same refund again is a repeat
    expect(
      run(cola.state, 'invoice.refund.v1', refund('r1', { itemIds: ['line-2'] }), manager).decision,
    ).toEqual({
      ok: true,
      writes: [],
    });
  });

  it('[REF3] a refund to the khata credits the customer; [APPR4] a cashier above the limit needs a manager', () => {
    const state = paid();
    const toKhata = refund('r1', { method: 'khata', customerId: 'asha' });
    expect(run(state, 'invoice.refund.v1', toKhata, cashier).decision).toMatchObject({
      code: 'APPROVAL_REQUIRED',
    });
    const proof = approvalProof(KEY, refundAction('khata', []), 'r1');
    const r = run(state, 'invoice.refund.v1', { ...toKhata, approval: { managerId: 'mgr', proof } }, cashier);
    expect(r.decision.ok).toBe(true);
    // Asha owed 10.00: now the store owes her 507.00
    expect(r.state.customers?.asha?.balanceDue).toBe(1000 - 51700);
    expect(r.state.refunds?.r1).toMatchObject({
      method: 'khata',
      tenders: [],
      approvedBy: 'mgr',
      customerId: 'asha',
    });
    // the store's limit (600.00) lets a cashier refund without a manager
    const generous = {
      ...state,
      storeSettings: { s: aRow('storeSettings', { id: 's', approvalLimit: 60000 }) },
    };
    expect(run(generous, 'invoice.refund.v1', refund('r2'), cashier).decision.ok).toBe(true);
    expect(run(state, 'invoice.refund.v1', refund('r3', { reason: ' ' }), manager).decision).toMatchObject({
      ok: false,
      message: 'Please provide a reason!',
    });
    expect(
      run(state, 'invoice.refund.v1', refund('r4', { orderIds: ['order-9'] }), manager).decision,
    ).toMatchObject({
      ok: false,
    });
  });

  it('[REF2] property: refunds in any order and any lines never give back more than was paid', () => {
    const state = paid();
    const op = fc.record({
      lines: fc.subarray(['line-1', 'line-2']),
      method: fc.constantFrom('tender', 'khata'),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 5 }), (ops) => {
        let s = state;
        ops.forEach((o, k) => {
          const args = refund(`r${k}`, { itemIds: o.lines, method: o.method, customerId: 'asha' });
          const r = run(s, 'invoice.refund.v1', args, manager);
          if (r.decision.ok) s = r.state;
        });
        const refunds = Object.values(s.refunds ?? {}) as RefundRow[];
        const given = refunds.reduce((sum, r) => sum + r.amount, 0);
        expect(given).toBeLessThanOrEqual(51700);
        for (const r of refunds)
          if (r.method === 'tender') expect(r.tenders.reduce((sum, t) => sum + t.amount, 0)).toBe(r.amount);
        const byType = (id: string) =>
          refunds
            .flatMap((r) => r.tenders)
            .filter((t) => t.paymentTypeId === id)
            .reduce((x, t) => x + t.amount, 0);
        expect(byType('card')).toBeLessThanOrEqual(30000);
        expect(byType('cash')).toBeLessThanOrEqual(21700);
      }),
    );
  });
});

describe('order.void.v1', () => {
  it('[VOID1] [VOID2] a line voided before payment with a reason: cancelled, totals recomputed; a cashier needs a manager', () => {
    const state = withOrder(aShopState());
    const args = { orderId: 'order-1', itemId: 'line-2', reason: 'Wrong item' };
    expect(run(state, 'order.void.v1', args, cashier).decision).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    const r = run(state, 'order.void.v1', args, manager);
    expect(r.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'order.item_void', detail: { reason: 'Wrong item', value: 5500 } }],
      events: [{ type: 'order_update', orderIds: ['order-1'] }],
    });
    expect(r.state.orderItems?.['line-2']?.status).toBe('cancelled');
    expect(r.state.orders?.['order-1']?.total).toBe(46200);
    expect(run(r.state, 'order.void.v1', args, manager).decision).toEqual({ ok: true, writes: [] });
    expect(run(state, 'order.void.v1', { ...args, reason: '' }, manager).decision).toMatchObject({
      ok: false,
    });
    const paidState = paid();
    expect(run(paidState, 'order.void.v1', args, manager).decision).toMatchObject({ code: 'ORDER_PAID' });
  });
});
