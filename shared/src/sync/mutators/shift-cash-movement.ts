/**
 * shift.pay-in-out.v1 (SHIFT2, APPR4): cash put into or taken out of an open shift's drawer, with a reason. A
 * pay-out by someone who may not approve (APPR1) needs a manager's approval.
 */
import * as v from 'valibot';
import {
  type Approval,
  approvalField,
  approvalReads,
  checkApproval,
  mayApprove,
} from '../../approvals/approval.ts';
import { idField, moneyField } from '../../validation/fields.ts';
import { type AuditEntry, defineMutator, type MutatorDecision } from '../mutator.ts';
import type { CashMovementRow } from '../shift-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { rejectShift } from './shift-support.ts';
import { alreadyCreated, create, forbidden, type Rejected, rejectInvalid, rowOf } from './support.ts';

const INVALID = 'Invalid request!';
export const CASH_MOVEMENT_MESSAGES = {
  amount: 'Please provide a valid amount!',
  reason: 'Please provide a reason!',
  kind: 'Please choose pay in or pay out!',
} as const;

export const cashMovementArgs = v.object(
  {
    id: idField(INVALID),
    shiftId: idField(INVALID),
    kind: v.picklist(['in', 'out'], CASH_MOVEMENT_MESSAGES.kind),
    amount: moneyField(CASH_MOVEMENT_MESSAGES.amount),
    reason: v.pipe(
      v.string(CASH_MOVEMENT_MESSAGES.reason),
      v.trim(),
      v.minLength(1, CASH_MOVEMENT_MESSAGES.reason),
      v.maxLength(100, 'A reason can be at most 100 characters!'),
    ),
    approval: v.optional(v.nullable(approvalField), null),
  },
  INVALID,
);
export type CashMovementArgs = v.InferOutput<typeof cashMovementArgs>;

/** APPR3: the action a pay-out's approval signs (with the movement's id). */
export const PAY_OUT_ACTION = 'shift.pay-out';

export const moveShiftCash = defineMutator({
  name: 'shift.pay-in-out.v1',
  args: cashMovementArgs,
  reads: (a) => [
    { table: 'cashMovements', ids: [a.id] },
    { table: 'shifts', ids: [a.shiftId] },
    ...approvalReads(a.approval),
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.shifts);
    if (denied) return denied;
    const repeat = alreadyCreated(loaded, { table: 'cashMovements', id: a.id });
    if (repeat) return repeat;
    const shift = rowOf(loaded, 'shifts', a.shiftId);
    if (!shift) return rejectShift('SHIFT_NOT_FOUND');
    if (shift.status !== 'open') return rejectShift('SHIFT_NOT_OPEN');
    if (a.amount <= 0) return rejectInvalid(CASH_MOVEMENT_MESSAGES.amount);
    if (shift.deviceId !== ctx.deviceId) return rejectShift('WRONG_DEVICE');
    const audit: AuditEntry[] = [];
    let approvedBy: string | null = null;
    // APPR4: a cashier's pay-out needs a manager; a manager's own needs none (an approval given is still checked)
    const approval: Approval | null = a.approval;
    if (approval) {
      const checked = checkApproval(loaded, approval, PAY_OUT_ACTION, a.id, 'cashMovements');
      if (!checked.ok) return { ok: false, code: checked.code, message: checked.message } satisfies Rejected;
      approvedBy = approval.managerId;
      audit.push(checked.audit);
    } else if (a.kind === 'out' && !mayApprove(ctx.actor)) {
      return { ok: false, code: 'APPROVAL_REQUIRED', message: 'A manager must approve this pay-out!' };
    }
    const row: CashMovementRow = {
      id: a.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      shiftId: shift.id,
      kind: a.kind,
      amount: a.amount,
      reason: a.reason,
      createdBy: ctx.actor.userId,
      approvedBy,
    };
    audit.unshift({
      action: a.kind === 'in' ? 'shift.pay-in' : 'shift.pay-out',
      entity: 'cashMovements',
      entityId: a.id,
      detail: { shiftId: shift.id, amount: a.amount, reason: a.reason, approvedBy },
    });
    return { ok: true, writes: [create('cashMovements', row)], audit };
  },
});
