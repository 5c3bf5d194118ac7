/** Send-to-kitchen summary: items net total, tax total, payable total, then the order is sent. */
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';
import { posTotals } from './cart-discount.ts';
import { usePosStore } from './pos-store.ts';
import { TotalsList } from './totals-list.tsx';

type Props = {
  currency: string | null;
  onClose: () => void;
  /** Resolves true once the order is stored. */
  onConfirm: () => Promise<boolean>;
};

export function SendSummaryDialog({ currency, onClose, onConfirm }: Props) {
  const t = useT();
  const lines = usePosStore((s) => s.lines);
  const billDiscount = usePosStore((s) => s.billDiscount);
  const totals = useMemo(() => posTotals(lines, billDiscount), [lines, billDiscount]); // DISC7
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const sent = await onConfirm();
    setPending(false);
    if (sent) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t('pos.sendToKitchenTitle')} size="small" testId="send-summary">
      <TotalsList totals={totals} currency={currency} />
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('pos.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          {t('pos.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
