/**
 * SHIFT2: pay-in or pay-out of the open shift's drawer with a reason; a cashier's pay-out asks a manager first
 * (APPR4), whose approval signs this movement's id.
 */
import { type Approval, mayApprove, moveShiftCash, PAY_OUT_ACTION, SHIFT_SAVED } from '@tavola/shared';
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { uuidv7 } from '../../db/ids.ts';
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
  const user = useSessionUser();
  const id = useMemo(() => uuidv7(), []);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsManager = kind === 'out' && !(user && mayApprove(user));

  async function save(approval: Approval | null) {
    const minor = amountOf(amount);
    if (minor === null || minor <= 0) return setError('Please provide a valid amount!');
    const result = await mutate(moveShiftCash, { id, shiftId, kind, amount: minor, reason, approval });
    if (!result.ok) return setError(result.message);
    notify.success(SHIFT_SAVED.moved);
    onClose();
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (amountOf(amount) === null) return setError('Please provide a valid amount!');
    if (reason.trim() === '') return setError('Please provide a reason!');
    if (needsManager) setAsking(true);
    else void save(null);
  }

  return (
    <>
      <Dialog
        open={!asking}
        onClose={onClose}
        title={kind === 'in' ? 'Pay in' : 'Pay out'}
        size="small"
        testId="cash-movement-dialog"
      >
        <form onSubmit={submit} className="stack">
          <MoneyInput label="Amount" value={amount} onChange={setAmount} testId="movement-amount" />
          <label className="field">
            <span>Reason</span>
            <input
              value={reason}
              maxLength={100}
              onChange={(e) => setReason(e.target.value)}
              data-testid="movement-reason"
            />
          </label>
          {needsManager && <p className="muted">A manager approves a pay-out with their PIN.</p>}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" data-testid="movement-save">
              Save
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
