import { describe, expect, it } from 'vitest';
import { approvalProof } from '../../approvals/approval.ts';
import { pinVerifier } from '../../approvals/pin-key.ts';
import { aMutatorContext, aRow, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, run } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const till = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'cashier' } });
const KEY = 'ee'.repeat(32);
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });

function opened(float = 100000): SyncState {
  const r = run(aShopState(), 'shift.open.v1', { id: 's1', deviceId: 'device-a', openingFloat: float }, till);
  if (!r.decision.ok) throw new Error(r.decision.message);
  return r.state;
}

const invoice = (id: string, total: number, o: Record<string, unknown> = {}) =>
  aRow('invoices', {
    id,
    total,
    subTotal: total,
    paymentTypeId: 'cash',
    deviceId: 'device-a',
    createdAt: T0 + 1,
    ...o,
  });

describe('shift mutators', () => {
  it('[SHIFT1] opens a shift on the pushing device for its cashier; one open shift a device', () => {
    const state = opened(50000);
    expect(state.shifts?.s1).toMatchObject({
      deviceId: 'device-a',
      cashierId: 'cashier',
      businessDay: DAY0,
      status: 'open',
      openedAt: T0,
      openingFloat: 50000,
    });
    expect(
      run(state, 'shift.open.v1', { id: 's2', deviceId: 'device-a', openingFloat: 0 }, till).decision,
    ).toMatchObject({
      ok: false,
      code: 'SHIFT_ALREADY_OPEN',
    });
    expect(
      run(state, 'shift.open.v1', { id: 's1', deviceId: 'device-a', openingFloat: 0 }, till).decision,
    ).toEqual({
      ok: true,
      writes: [],
    });
    expect(
      run(aShopState(), 'shift.open.v1', { id: 's3', deviceId: 'device-b', openingFloat: 0 }, till).decision,
    ).toMatchObject({ ok: false, code: 'WRONG_DEVICE' });
    const kitchen = aMutatorContext({ actor: { role: 'staff', scope: 'KITCHEN', userId: 'k' } });
    expect(
      run(aShopState(), 'shift.open.v1', { id: 's4', deviceId: 'device-a', openingFloat: 0 }, kitchen)
        .decision,
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it("[SHIFT1] a shift opened offline keeps the till's time within the offline window", () => {
    const later = aMutatorContext({ ...till, now: T0 + 3_600_000 });
    const r = run(
      aShopState(),
      'shift.open.v1',
      { id: 's1', deviceId: 'device-a', openingFloat: 0, openedAt: T0 },
      later,
    );
    expect(r.state.shifts?.s1).toMatchObject({ openedAt: T0 });
    const ahead = run(
      aShopState(),
      'shift.open.v1',
      { id: 's1', deviceId: 'device-a', openingFloat: 0, openedAt: T0 + 9e6 },
      later,
    );
    expect(ahead.state.shifts?.s1).toMatchObject({ openedAt: T0 + 3_600_000 });
  });

  it('[SHIFT2] [APPR4] pay-in by a cashier; pay-out needs a manager, whose proof is checked where the key is held', () => {
    const state = opened();
    const payIn = run(
      state,
      'shift.pay-in-out.v1',
      { id: 'm1', shiftId: 's1', kind: 'in', amount: 2000, reason: ' Change ' },
      till,
    );
    expect(payIn.state.cashMovements?.m1).toMatchObject({
      kind: 'in',
      amount: 2000,
      reason: 'Change',
      createdBy: 'cashier',
    });
    expect(payIn.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'shift.pay-in', detail: { reason: 'Change' } }],
    });
    const out = { id: 'm2', shiftId: 's1', kind: 'out', amount: 5000, reason: 'Milk' };
    expect(run(state, 'shift.pay-in-out.v1', out, till).decision).toMatchObject({
      ok: false,
      code: 'APPROVAL_REQUIRED',
    });
    const withManager: SyncState = {
      ...state,
      approvers: { mgr: aRow('approvers', { id: 'mgr', name: 'Meera', verifier: pinVerifier(KEY) }) },
      approvalKeys: { mgr: aRow('approvalKeys', { id: 'mgr', key: KEY }) },
    };
    const proof = approvalProof(KEY, 'shift.pay-out', 'm2');
    const approved = run(
      withManager,
      'shift.pay-in-out.v1',
      { ...out, approval: { managerId: 'mgr', proof } },
      till,
    );
    expect(approved.state.cashMovements?.m2).toMatchObject({ approvedBy: 'mgr' });
    expect(approved.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'shift.pay-out' }, { action: 'approval', detail: { managerId: 'mgr' } }],
    });
    const replayed = run(
      withManager,
      'shift.pay-in-out.v1',
      { ...out, id: 'm3', approval: { managerId: 'mgr', proof } },
      till,
    );
    expect(replayed.decision).toMatchObject({ ok: false, code: 'APPROVAL_INVALID' });
    const byCashier = run(
      withManager,
      'shift.pay-in-out.v1',
      { ...out, approval: { managerId: 'cashier', proof } },
      till,
    );
    expect(byCashier.decision).toMatchObject({ ok: false, code: 'APPROVER_NOT_MANAGER' });
    expect(run(state, 'shift.pay-in-out.v1', { ...out, reason: ' ' }, till).decision).toMatchObject({
      code: 'VALIDATION',
      message: 'Please provide a reason!',
    });
  });

  it('[SHIFT3] close: expected = float + cash sales of its device in its window + pay-ins − pay-outs', () => {
    let state = opened(100000);
    state = run(
      state,
      'shift.pay-in-out.v1',
      { id: 'm1', shiftId: 's1', kind: 'in', amount: 2000, reason: 'Coins' },
      till,
    ).state;
    state = run(
      state,
      'shift.pay-in-out.v1',
      { id: 'm2', shiftId: 's1', kind: 'out', amount: 500, reason: 'Milk' },
      aMutatorContext(),
    ).state;
    state = {
      ...state,
      paymentTypes: { ...state.paymentTypes, card },
      invoices: Object.fromEntries(
        [
          invoice('i1', 51700),
          invoice('i2', 30000, { paymentTypeId: 'card' }),
          invoice('i3', 10000, { deviceId: 'device-b' }),
          invoice('i4', 10000, { createdAt: T0 - 1 }),
          invoice('i5', 10000, { isCredit: true }),
        ].map((i) => [i.id, i]),
      ),
    };
    const closing = aMutatorContext({ ...till, now: T0 + 1000 });
    const args = { shiftId: 's1', deviceId: 'device-a', countedCash: 153000, businessDays: [DAY0] };
    const r = run(state, 'shift.close.v1', args, closing);
    expect(r.state.shifts?.s1).toMatchObject({
      status: 'closed',
      expectedCash: 153200,
      countedCash: 153000,
      closedAt: T0 + 1000,
    });
    expect(r.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'shift.close', detail: { difference: -200 } }],
    });
    expect(run(r.state, 'shift.close.v1', args, closing).decision).toEqual({ ok: true, writes: [] });
    expect(
      run(state, 'shift.close.v1', { ...args, businessDays: ['2025-02-28'] }, closing).decision,
    ).toMatchObject({
      ok: false,
    });
  });

  it('[SHIFT4] [SHIFT6] a count by denomination must add up; closing the day is audited', () => {
    const state = opened(0);
    const args = {
      shiftId: 's1',
      deviceId: 'device-a',
      countedCash: 250000,
      businessDays: [DAY0],
      closeDay: true,
    };
    expect(
      run(state, 'shift.close.v1', { ...args, denominations: { '50000': 4 } }, till).decision,
    ).toMatchObject({
      ok: false,
      code: 'COUNT_MISMATCH',
    });
    const ok = run(state, 'shift.close.v1', { ...args, denominations: { '200000': 1, '50000': 1 } }, till);
    expect(ok.state.shifts?.s1).toMatchObject({
      denominations: { '200000': 1, '50000': 1 },
      closesDay: true,
    });
    expect(ok.decision).toMatchObject({
      audit: [{ action: 'shift.close' }, { action: 'day.close', detail: { businessDay: DAY0 } }],
    });
  });
});
