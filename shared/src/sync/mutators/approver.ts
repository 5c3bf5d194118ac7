/**
 * approver.set-pin.v1 and approver.remove.v1 (APPR1, APPR2): server-only mutators (not in MUTATORS: no push
 * may name them, their arguments carry a key). The profile's Set PIN route derives the key from the PIN and
 * runs set-pin for the signed-in manager; taking MANAGER away or deleting the user runs remove.
 */
import * as v from 'valibot';
import { mayApprove } from '../../approvals/approval.ts';
import { idField } from '../../validation/fields.ts';
import { defineMutator, type MutatorDecision } from '../mutator.ts';
import { del, forbidden, put, rowOf } from './support.ts';

const INVALID = 'Invalid request!';
const hex = (bytes: number) =>
  v.pipe(v.string(INVALID), v.regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), INVALID));

export const approverSetPinArgs = v.object(
  {
    userId: idField(INVALID),
    name: v.pipe(v.string(INVALID), v.maxLength(200, INVALID)),
    salt: hex(16),
    iterations: v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(100_000, INVALID)),
    verifier: hex(32),
    key: hex(32),
  },
  INVALID,
);
export type ApproverSetPinArgs = v.InferOutput<typeof approverSetPinArgs>;

/** APPR1: a manager sets (or changes) their own PIN: the verifier goes to the tills, the key stays on the server. */
export const setApproverPin = defineMutator({
  name: 'approver.set-pin.v1',
  args: approverSetPinArgs,
  reads: (a) => [
    { table: 'approvers', ids: [a.userId] },
    { table: 'approvalKeys', ids: [a.userId] },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    if (a.userId !== ctx.actor.userId || !mayApprove(ctx.actor))
      return (
        forbidden(ctx, []) ?? {
          ok: false,
          code: 'FORBIDDEN',
          message: "You don't have access to this action!",
        }
      );
    const created = rowOf(loaded, 'approvers', a.userId)?.createdAt ?? ctx.now;
    return {
      ok: true,
      writes: [
        put('approvers', {
          id: a.userId,
          createdAt: created,
          updatedAt: ctx.now,
          name: a.name,
          salt: a.salt,
          iterations: a.iterations,
          verifier: a.verifier,
        }),
        put('approvalKeys', { id: a.userId, createdAt: created, updatedAt: ctx.now, key: a.key }),
      ],
      audit: [{ action: 'approver.set-pin', entity: 'users', entityId: a.userId, detail: {} }],
    };
  },
});

export const approverRemoveArgs = v.object({ userId: idField(INVALID) }, INVALID);

/** APPR1: a user who may no longer approve (MANAGER taken away, deleted) loses the PIN at once, on every till. */
export const removeApprover = defineMutator({
  name: 'approver.remove.v1',
  args: approverRemoveArgs,
  reads: (a) => [
    { table: 'approvers', ids: [a.userId] },
    { table: 'approvalKeys', ids: [a.userId] },
  ],
  decide(loaded, a): MutatorDecision {
    const writes = [
      ...(rowOf(loaded, 'approvers', a.userId) ? [del('approvers', a.userId)] : []),
      ...(rowOf(loaded, 'approvalKeys', a.userId) ? [del('approvalKeys', a.userId)] : []),
    ];
    if (writes.length === 0) return { ok: true, writes: [] };
    return {
      ok: true,
      writes,
      audit: [{ action: 'approver.remove', entity: 'users', entityId: a.userId, detail: {} }],
    };
  },
});
