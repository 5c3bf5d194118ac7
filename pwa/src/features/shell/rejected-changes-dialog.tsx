/** The list of changes the server refused (docs/architecture.md §6.3), each with its message, until the user dismisses it. */
import { Dialog } from '../../components/dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { dismissRejectedChanges } from '../../sync/sync-session.ts';
import type { RejectedMutation } from '../../sync/sync-store.ts';

/** What a mutation was, in the till's words; unknown names show as they are. */
const LABELS: Readonly<Record<string, string>> = {
  'order.create': 'New order',
  'order.item-status': 'Item status',
  'order.cancel': 'Order cancelled',
  'order.complete': 'Order completed',
  'order.payment-collected': 'Payment collected',
  'order.pay-and-complete': 'Payment and completion',
  'order.split': 'Bill split',
  'order.move-table': 'Bill moved',
  'order.move-lines': 'Items moved',
  'menu-item.create': 'New menu item',
  'menu-item.update': 'Menu item change',
  'menu-item.delete': 'Menu item deleted',
};

export function describeMutation(m: Pick<RejectedMutation, 'name' | 'args'>): string {
  const label = LABELS[m.name.replace(/\.v\d+$/, '')] ?? m.name;
  const token = (m.args as { tokenNo?: unknown } | null)?.tokenNo;
  return typeof token === 'string' ? `${label} (token ${token})` : label;
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
  return (
    <Dialog open={open} onClose={onClose} title="Changes not accepted" testId="rejected-changes">
      {rejected.length === 0 ? (
        <p>Nothing to review.</p>
      ) : (
        <>
          <p>The server did not accept these changes. They were not saved.</p>
          <ul className="rejected-list">
            {rejected.map((m) => (
              <li key={m.id} className="rejected-item">
                <div>
                  <strong>{describeMutation(m)}</strong>
                  <span className="rejected-time">
                    {' '}
                    · {formatDateTime(new Date(m.clientTime).toISOString())}
                  </span>
                  <p className="rejected-message">{m.message}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => void dismissRejectedChanges([m.id])}
                >
                  Dismiss
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
              Dismiss all
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
