/**
 * APPR3-APPR5: a manager's approval carried by a mutation: who approved and a proof, HMAC-SHA-256 keyed by
 * the manager's PIN key over the action and the id of the row it approves, so a proof approves that one row
 * and no other. The till checks the PIN against the manager's verifier before it signs; the server, which alone
 * holds the key (`approvalKeys`, read by no device), re-checks the proof when the mutation arrives.
 */
import * as v from 'valibot';
import { hasAnyScope, type Principal } from '../auth/permissions.ts';
import type { Scope } from '../auth/scopes.ts';
import type { AuditEntry, Loaded, ReadSpec } from '../sync/mutator.ts';
import { rowOf } from '../sync/mutators/support.ts';
import { fromHex, hmacSha256, sameText, toHex, utf8 } from './sha256.ts';

/** APPR1: who approves: admin or the MANAGER scope (PERM2). */
export const APPROVER_SCOPES: readonly Scope[] = ['MANAGER'];
export const mayApprove = (user: Principal): boolean => hasAnyScope(user, APPROVER_SCOPES);

export const APPROVAL_REJECTIONS = {
  APPROVAL_REQUIRED: 'A manager must approve this!',
  APPROVER_NOT_MANAGER: 'Only a manager with an approval PIN can approve this!',
  APPROVAL_INVALID: "The manager's approval could not be verified!",
} as const;
export type ApprovalRejectionCode = keyof typeof APPROVAL_REJECTIONS;

/** The approval a mutation carries. */
export const approvalField = v.object(
  {
    managerId: v.pipe(v.string('Invalid request!'), v.minLength(1), v.maxLength(100)),
    proof: v.pipe(v.string('Invalid request!'), v.regex(/^[0-9a-f]{64}$/, 'Invalid request!')),
  },
  'Invalid request!',
);
export type Approval = v.InferOutput<typeof approvalField>;

/** APPR3: the text a proof signs: the action and the id of the row it approves. */
export const approvalMessage = (action: string, subjectId: string): string => `${action}\n${subjectId}`;

/** APPR3: the proof of an approval, hex. */
export const approvalProof = (keyHex: string, action: string, subjectId: string): string =>
  toHex(hmacSha256(fromHex(keyHex) ?? new Uint8Array(), utf8(approvalMessage(action, subjectId))));

/** The reads an approval needs: the approver's public row and (on the server) its key. */
export const approvalReads = (approval: Approval | null | undefined): ReadSpec[] =>
  approval
    ? [
        { table: 'approvers', ids: [approval.managerId] },
        { table: 'approvalKeys', ids: [approval.managerId] },
      ]
    : [];

export type ApprovalCheck =
  | { readonly ok: true; readonly audit: AuditEntry }
  | { readonly ok: false; readonly code: ApprovalRejectionCode; readonly message: string };

const refuse = (code: ApprovalRejectionCode): ApprovalCheck => ({
  ok: false,
  code,
  message: APPROVAL_REJECTIONS[code],
});

/**
 * APPR4: an approval is good when its manager holds an approver row (MANAGER and a PIN set, kept by the server)
 * and, where the key is loaded (the server: no device reads `approvalKeys`), its proof is the key's HMAC over
 * the action and the row. On a till the key is absent: the PIN was checked against the verifier before signing.
 */
export function checkApproval(
  loaded: Loaded,
  approval: Approval,
  action: string,
  subjectId: string,
  subjectTable: string,
): ApprovalCheck {
  const approver = rowOf(loaded, 'approvers', approval.managerId);
  if (!approver) return refuse('APPROVER_NOT_MANAGER');
  const key = rowOf(loaded, 'approvalKeys', approval.managerId);
  if (key && !sameText(approvalProof(key.key, action, subjectId), approval.proof))
    return refuse('APPROVAL_INVALID');
  return {
    ok: true,
    audit: {
      action: 'approval',
      entity: subjectTable,
      entityId: subjectId,
      detail: { approvedAction: action, managerId: approval.managerId, managerName: approver.name },
    },
  };
}
