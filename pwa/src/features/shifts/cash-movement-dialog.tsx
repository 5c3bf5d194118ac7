/**
 * SHIFT2: pay-in or pay-out of the open shift's drawer with a reason; a cashier's pay-out asks a manager first
 * (APPR4), whose approval signs this movement's id.
 */
import { type Approval, mayApprove, moveShiftCash, PAY_OUT_ACTION } from '@tavola/shared';
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { SHIFT_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { ApprovalDialog } from './approval-dialog.tsx';
import { amountOf, MoneyInput } from './money-input.tsx';

export function CashMovementDialog({
  shiftId,
  kind,
  onClose,
}: {
  shiftId: string;
  kind: 'in' | 'out';
  onClose: () => void;
}) {
  const t = useT();
  const user = useSessionUser();
  const id = useMemo(() => uuidv7(), []);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsManager = kind === 'out' && !(user && mayApprove(user));

  async function save(approval: Approval | null) {
    const minor = amountOf(amount);
    if (minor === null || minor <= 0) return setError(t('shifts.invalidAmount'));
    const result = await mutate(moveShiftCash, { id, shiftId, kind, amount: minor, reason, approval });
    if (!result.ok) return setError(serverMessage(result, t));
    notify.success(SHIFT_SAVED_TEXTS.moved(t));
    onClose();
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (amountOf(amount) === null) return setError(t('shifts.invalidAmount'));
    if (reason.trim() === '') return setError(t('shifts.noReason'));
    if (needsManager) setAsking(true);
    else void save(null);
  }

  return (
    <>
      <Dialog
        open={!asking}
        onClose={onClose}
        title={kind === 'in' ? t('shifts.payIn') : t('shifts.payOut')}
        size="small"
        testId="cash-movement-dialog"
      >
        <form onSubmit={submit} className="stack">
          <MoneyInput
            label={t('shifts.amount')}
            value={amount}
            onChange={setAmount}
            testId="movement-amount"
          />
          <label className="field">
            <span>{t('shifts.reason')}</span>
            <input
              value={reason}
              maxLength={100}
              onChange={(e) => setReason(e.target.value)}
              data-testid="movement-reason"
            />
          </label>
          {needsManager && <p className="muted">{t('shifts.payOutNeedsManager')}</p>}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('shifts.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" data-testid="movement-save">
              {t('shifts.save')}
            </button>
          </div>
        </form>
      </Dialog>
      {asking && (
        <ApprovalDialog
          action={PAY_OUT_ACTION}
          subjectId={id}
          onClose={() => setAsking(false)}
          onApproved={(approval) => {
            setAsking(false);
            void save(approval);
          }}
        />
      )}
    </>
  );
}
