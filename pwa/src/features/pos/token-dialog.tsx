/** Print token dialog: 'Order sent to Kitchen!', the token number and order id, and Print Token. */
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';
import { ORDER_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { openPrintWindow, tokenPath } from '../print/open-print-window.ts';
import type { SentOrder } from './send-order.ts';

export function TokenDialog({ order, onClose }: { order: SentOrder; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} title={ORDER_SAVED_TEXTS.sent(t)} size="small" testId="token-dialog">
      <div className="pos-token">
        <span className="pos-token-label">{t('pos.tokenNo')}</span>
        <span className="pos-token-number" data-testid="token-number">
          {order.tokenNo}
        </span>
        <span className="pos-token-label">{t('pos.orderId')}</span>
        <span className="pos-token-order" data-testid="order-id">
          {order.orderId}
        </span>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openPrintWindow(tokenPath(order.orderId))}
        >
          {t('pos.printToken')}
        </button>
      </div>
    </Dialog>
  );
}
