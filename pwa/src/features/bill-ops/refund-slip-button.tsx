/**
 * GST9: prints a refund's slip: "Print credit note" for a GST store's refund of a numbered invoice (it has a
 * credit-note number), else "Print refund slip". Offered when a refund is saved and on the Invoices screen.
 */
import type { RefundRow } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { printCreditNote } from '../print/print-credit-note.ts';

export function RefundSlipButton({ refund, className }: { refund: RefundRow; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={className ?? 'btn btn-secondary btn-small'}
      onClick={() => void printCreditNote(refund.id)}
      data-testid="refund-print"
    >
      {refund.creditNoteNo ? t('billOps.printCreditNote') : t('billOps.printRefundSlip')}
    </button>
  );
}

/** After a refund is saved: the slip to print, or close. */
export function RefundDoneDialog({ refundId, onClose }: { refundId: string; onClose: () => void }) {
  const t = useT();
  const refund = useLive((db) => db.refunds.get(refundId), [refundId]);
  return (
    <Dialog open onClose={onClose} title={t('billOps.refundSaved')} size="small" testId="refund-done">
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="refund-done-close">
          {t('billOps.close')}
        </button>
        {refund && <RefundSlipButton refund={refund} className="btn btn-primary" />}
      </div>
    </Dialog>
  );
}
