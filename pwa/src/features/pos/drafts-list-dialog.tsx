/** Drafts list: load one (priced again from today's menu), delete one, delete all. */
import { type MenuItem, TEXTS } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { currentDb } from '../../db/current.ts';
import type { Draft } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
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
    <Dialog open={open} onClose={onClose} title={t('pos.draftsList')} testId="drafts-list">
      {drafts?.length === 0 && <p className="muted">{t('pos.noDrafts')}</p>}
      <ul className="pos-drafts">
        {drafts?.map((d) => (
          <li key={d.id} className="pos-draft" data-testid="draft">
            <div className="pos-draft-text">
              <span className="pos-draft-name">{d.nameRef}</span>
              <span className="muted">
                {formatDateTime(new Date(d.date).toISOString())} · {t('pos.draftItems', { n: lineCount(d) })}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-label={t('pos.loadDraft', { name: d.nameRef })}
              onClick={() => load(d)}
            >
              {t('pos.load')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={t('pos.deleteDraft', { name: d.nameRef })}
              onClick={() => remove(d.id)}
            >
              {t('pos.delete')}
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('pos.close')}
        </button>
        {drafts && drafts.length > 0 && (
          <button type="button" className="btn btn-danger" onClick={removeAll}>
            {t('pos.deleteAll')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
