/** Send-to-kitchen summary: items net total, tax total, payable total, then the order is sent. */
import { cartTotals } from '@tavola/shared';
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { usePosStore } from './pos-store.ts';
import { TotalsList } from './totals-list.tsx';

type Props = {
  currency: string | null;
  onClose: () => void;
  /** Resolves true once the order is stored. */
  onConfirm: () => Promise<boolean>;
};

export function SendSummaryDialog({ currency, onClose, onConfirm }: Props) {
  const lines = usePosStore((s) => s.lines);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const sent = await onConfirm();
    setPending(false);
    if (sent) onClose();
  };
  return (
    <Dialog open onClose={onClose} title="Send to Kitchen" size="small" testId="send-summary">
      <TotalsList totals={totals} currency={currency} />
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          Confirm
        </button>
      </div>
    </Dialog>
  );
}
