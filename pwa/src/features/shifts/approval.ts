/**
 * APPR2-APPR6 on the till: a manager's PIN is checked offline against the verifier the till holds, the wrong
 * tries are counted per manager on this device (a lock after 5), and a right PIN signs the one row it approves.
 */
import {
  type Approval,
  type ApproverRow,
  afterPinTry,
  approvalProof,
  derivePinKey,
  NO_PIN_ATTEMPTS,
  type PinAttempts,
  pinLockLeft,
  pinVerifier,
} from '@tavola/shared';
import { t } from '../../i18n/i18n.ts';
import { pinLockedText } from '../../i18n/status-texts.ts';

const KEY = 'tavola.pinAttempts';

function attemptsOf(managerId: string): PinAttempts {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, PinAttempts>;
    return all[managerId] ?? NO_PIN_ATTEMPTS;
  } catch {
    return NO_PIN_ATTEMPTS;
  }
}

function keepAttempts(managerId: string, state: PinAttempts): void {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, PinAttempts>;
    all[managerId] = state;
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: the lock then lasts as long as the page
  }
}

export type ApprovalOutcome = { ok: true; approval: Approval } | { ok: false; message: string };

/** APPR4: the approval of `action` on row `subjectId` by `approver` with `pin`, or why not. */
export async function approveWithPin(
  approver: ApproverRow,
  pin: string,
  action: string,
  subjectId: string,
  now: number = Date.now(),
): Promise<ApprovalOutcome> {
  const before = attemptsOf(approver.id);
  const left = pinLockLeft(before, now);
  if (left > 0) return { ok: false, message: pinLockedText(Math.ceil(left / 1000)) };
  const key = await derivePinKey(pin.trim(), approver.salt, approver.iterations);
  const right = pinVerifier(key) === approver.verifier;
  const after = afterPinTry(before, right, now);
  keepAttempts(approver.id, after);
  if (!right) {
    const locked = pinLockLeft(after, now);
    return {
      ok: false,
      message: locked > 0 ? pinLockedText(Math.ceil(locked / 1000)) : t('shifts.approval.wrongPin'),
    };
  }
  return { ok: true, approval: { managerId: approver.id, proof: approvalProof(key, action, subjectId) } };
}
