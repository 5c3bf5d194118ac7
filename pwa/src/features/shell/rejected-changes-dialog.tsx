/** The list of changes the server refused (docs/architecture.md §6.3), each with its message, until the user dismisses it. */
import { Dialog } from '../../components/dialog.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { dismissRejectedChanges } from '../../sync/sync-session.ts';
import type { RejectedMutation } from '../../sync/sync-store.ts';

/** What a mutation was, in the till's words (the staff's language); unknown names show as they are. */
const LABELS: Readonly<Record<string, () => string>> = {
  'order.create': () => translate('sync.rejected.orderCreate'),
  'order.item-status': () => translate('sync.rejected.itemStatus'),
  'order.cancel': () => translate('sync.rejected.orderCancel'),
  'order.complete': () => translate('sync.rejected.orderComplete'),
  'order.payment-collected': () => translate('sync.rejected.paymentCollected'),
  'order.pay-and-complete': () => translate('sync.rejected.payAndComplete'),
  'order.split': () => translate('sync.rejected.split'),
  'order.move-table': () => translate('sync.rejected.moveTable'),
  'order.move-lines': () => translate('sync.rejected.moveLines'),
  'menu-item.create': () => translate('sync.rejected.menuItemCreate'),
  'menu-item.update': () => translate('sync.rejected.menuItemUpdate'),
  'menu-item.delete': () => translate('sync.rejected.menuItemDelete'),
};

export function describeMutation(m: Pick<RejectedMutation, 'name' | 'args'>): string {
  const label = LABELS[m.name.replace(/\.v\d+$/, '')]?.() ?? m.name;
  const token = (m.args as { tokenNo?: unknown } | null)?.tokenNo;
  return typeof token === 'string' ? translate('sync.rejected.withToken', { label, token }) : label;
}

export function RejectedChangesDialog({
  open,
  onClose,
  rejected,
}: {
  open: boolean;
  onClose: () => void;
  rejected: readonly RejectedMutation[];
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('sync.rejected.title')} testId="rejected-changes">
      {rejected.length === 0 ? (
        <p>{t('sync.rejected.none')}</p>
      ) : (
        <>
          <p>{t('sync.rejected.intro')}</p>
          <ul className="rejected-list">
            {rejected.map((m) => (
              <li key={m.id} className="rejected-item">
                <div>
                  <strong>{describeMutation(m)}</strong>
                  <span className="rejected-time">
                    {' '}
                    · {formatDateTime(new Date(m.clientTime).toISOString())}
                  </span>
                  <p className="rejected-message">{serverMessage(m, t)}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => void dismissRejectedChanges([m.id])}
                >
                  {t('sync.rejected.dismiss')}
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void dismissRejectedChanges(rejected.map((m) => m.id)).then(onClose)}
            >
              {t('sync.rejected.dismissAll')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
