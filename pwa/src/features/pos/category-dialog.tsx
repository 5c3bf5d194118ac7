/** The categories filter dialog: All or one category. */
import type { CategoryRow } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';

type Props = {
  open: boolean;
  categories: readonly CategoryRow[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  onClose: () => void;
};

export function CategoryDialog({ open, categories, selected, onSelect, onClose }: Props) {
  const t = useT();
  const options = [{ id: null, title: t('pos.allCategories') }, ...categories];
  return (
    <Dialog open={open} onClose={onClose} title={t('pos.categories')} size="small" testId="category-dialog">
      <ul className="pos-category-list">
        {options.map((c) => (
          <li key={c.id ?? 'all'}>
            <button
              type="button"
              className={`btn btn-block ${selected === c.id ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={selected === c.id}
              onClick={() => onSelect(c.id)}
            >
              {c.title}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
