/** APPR4: a manager approves on this till: choose the manager, type the PIN; checked offline (approval.ts). */
import type { Approval, ApproverRow } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { approveWithPin } from './approval.ts';

export function ApprovalDialog({
  action,
  subjectId,
  onApproved,
  onClose,
}: {
  action: string;
  subjectId: string;
  onApproved: (approval: Approval) => void;
  onClose: () => void;
}) {
  const t = useT();
  const approvers = useRows('approvers');
  const [managerId, setManagerId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen: ApproverRow | undefined = approvers?.find((a) => a.id === (managerId || approvers[0]?.id));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    // a failure to check (no WebCrypto, storage blocked) says so instead of leaving the dialog "Checking…"
    const outcome = await approveWithPin(chosen, pin, action, subjectId).catch((err: unknown) => ({
      ok: false as const,
      message: t('shifts.approval.checkFailed', { reason: err instanceof Error ? err.message : String(err) }),
    }));
    setBusy(false);
    setPin('');
    if (outcome.ok) onApproved(outcome.approval);
    else setError(outcome.message);
  }

  return (
    <Dialog open onClose={onClose} title={t('shifts.approval.title')} size="small" testId="approval-dialog">
      {approvers && approvers.length === 0 ? (
        <p role="alert">{t('shifts.approval.noManager')}</p>
      ) : (
        <form onSubmit={submit} className="stack">
          <label className="field">
            <span>{t('shifts.approval.manager')}</span>
            <select
              value={chosen?.id ?? ''}
              onChange={(e) => setManagerId(e.target.value)}
              data-testid="approval-manager"
            >
              {approvers?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('shifts.approval.pin')}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
              data-testid="approval-pin"
            />
          </label>
          {error && (
            <p role="alert" className="form-error" data-testid="approval-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('shifts.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || pin.length < 4 || !chosen}>
              {busy ? t('shifts.approval.checking') : t('shifts.approval.approve')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
