/** Drafts list: load one (priced again from today's menu), delete one, delete all. */
import { type MenuItem, TEXTS } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { currentDb } from '../../db/current.ts';
import type { Draft } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.tsx';
import { linesFromDraft } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import { storedSale } from './stored-sale.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  menu: ReadonlyMap<string, MenuItem>;
};

const lineCount = (d: Draft) => (Array.isArray(d.cart) ? d.cart.length : 0);

async function deleteDrafts(ids: readonly string[]): Promise<void> {
  await currentDb()?.drafts.bulkDelete([...ids]);
}

export function DraftsListDialog({ open, onClose, menu }: Props) {
  const drafts = useLive((db) => db.drafts.orderBy('date').reverse().toArray(), []);
  const loadDraft = usePosStore((s) => s.loadDraft);

  const load = (d: Draft) => {
    const { lines, problems } = linesFromDraft(d.cart, menu);
    for (const p of problems) notify.error(p);
    loadDraft(d.id, lines, storedSale(d));
    onClose();
  };
  const remove = (id: string) => void deleteDrafts([id]);
  const removeAll = () => {
    if (drafts?.length && confirmAction(TEXTS.confirmIrreversible))
      void deleteDrafts(drafts.map((d) => d.id));
  };

  return (
    <Dialog open={open} onClose={onClose} title="Drafts List" testId="drafts-list">
      {drafts?.length === 0 && <p className="muted">No drafts saved.</p>}
      <ul className="pos-drafts">
        {drafts?.map((d) => (
          <li key={d.id} className="pos-draft" data-testid="draft">
            <div className="pos-draft-text">
              <span className="pos-draft-name">{d.nameRef}</span>
              <span className="muted">
                {formatDateTime(new Date(d.date).toISOString())} · {lineCount(d)}{' '}
                {lineCount(d) === 1 ? 'item' : 'items'}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-label={`Load ${d.nameRef}`}
              onClick={() => load(d)}
            >
              Load
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Delete ${d.nameRef}`}
              onClick={() => remove(d.id)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        {drafts && drafts.length > 0 && (
          <button type="button" className="btn btn-danger" onClick={removeAll}>
            Delete All
          </button>
        )}
      </div>
    </Dialog>
  );
}
