/** Edit and delete buttons of a settings table row, named for the row they act on. */
import { useT } from '../../i18n/i18n.ts';
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div className="row-actions">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={t('settings.editName', { name })}
        onClick={onEdit}
      >
        {t('settings.edit')}
      </button>
      <button
        type="button"
        className="btn btn-danger btn-small"
        aria-label={t('settings.deleteName', { name })}
        onClick={onDelete}
      >
        {t('settings.delete')}
      </button>
    </div>
  );
}
