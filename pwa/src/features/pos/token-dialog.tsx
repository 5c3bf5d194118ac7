/** Print token dialog: 'Order sent to Kitchen!', the token number and order id, and Print Token. */
import { kitchenRuleOf, kitchenSeesOrder } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { useRow, useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { ORDER_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { openPrintWindow, tokenPath } from '../print/open-print-window.ts';
import type { SentOrder } from './send-order.ts';

/**
 * FRI2: true once the saved order and the store's rule (KDS10) are read and the kitchen will not show it yet: an
 * unpaid order sent to the kitchen waits there for its payment, and the cashier must know it is not cooking.
 */
function useKitchenWaitsForPayment(orderId: string): boolean {
  const row = useRow('orders', orderId);
  const settings = useRows('storeSettings');
  if (!row || !settings) return false;
  return row.status === 'created' && !kitchenSeesOrder(row, kitchenRuleOf(settings[0]));
}

export function TokenDialog({ order, onClose }: { order: SentOrder; onClose: () => void }) {
  const t = useT();
  const waits = useKitchenWaitsForPayment(order.orderId);
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
      {waits && (
        <p className="pos-token-wait" role="note" data-testid="kitchen-after-payment">
          {t('pos.kitchenAfterPayment')}
        </p>
      )}
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
