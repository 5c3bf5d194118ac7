/** The invoice's orders with their lines (title, variant, addons, quantity, notes, amount), read from Dexie. */
import type { InvoiceRow, OrderItemRow, OrderRow } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';

/** An invoice with the orders it settled. */
export type InvoiceEntry = { invoice: InvoiceRow; orders: OrderRow[] };

export function InvoiceOrdersDialog({
  entry,
  currency,
  onClose,
}: {
  entry: InvoiceEntry;
  currency: string | null | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const ids = entry.orders.map((o) => o.id);
  const items = useLive(
    async (db) => db.orderItems.where('orderId').anyOf(ids).sortBy('createdAt'),
    [ids.join(',')],
  );
  const linesOf = (orderId: string): OrderItemRow[] => (items ?? []).filter((l) => l.orderId === orderId);
  return (
    <Dialog open onClose={onClose} title={t('invoices.ordersTitle')} testId="invoice-orders-dialog">
      {entry.orders.length === 0 && <p className="muted">{t('invoices.noOrders')}</p>}
      {entry.orders.map((o) => (
        <section key={o.id} data-testid="invoice-order">
          <h3>{t('invoices.orderHeading', { token: o.tokenNo, total: formatMoney(o.total, currency) })}</h3>
          <ul>
            {linesOf(o.id).map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.itemTitle}
                {l.variantTitle ? ` (${l.variantTitle})` : ''}
                {l.addons.length > 0 ? ` + ${l.addons.map((a) => a.title).join(', ')}` : ''}
                {l.status === 'cancelled' ? ` [${t('invoices.cancelled')}]` : ''} ·{' '}
                {formatMoney(l.unitPrice * l.quantity, currency)}
                {l.notes ? <div className="muted">{l.notes}</div> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('invoices.close')}
        </button>
      </div>
    </Dialog>
  );
}
