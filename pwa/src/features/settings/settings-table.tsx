/** The settings lists (SET1): a numbered table of titled rows, each with edit and delete buttons named for it. */
import { TEXTS } from '@tavola/shared';
import type { ReactNode } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { EmptyLine } from './settings-page.tsx';

/** Edit and delete buttons of a settings table row, named for the row they act on. */
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

/**
 * A synced settings list: loading while `rows` is undefined, `empty` when there are none, else #, Title, the
 * `columns` (each row's cells from `cells`) and the row's actions, under a heading shown or only read out.
 */
export function SettingsTable<R extends { readonly id: string; readonly title: string }>({
  rows,
  empty,
  columns = [],
  cells,
  actionsHeading,
  onEdit,
  onDelete,
}: {
  rows: readonly R[] | undefined;
  empty: string;
  columns?: readonly string[];
  cells?: (row: R) => ReactNode;
  actionsHeading: 'shown' | 'read out';
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}) {
  const t = useT();
  if (rows === undefined) return <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>;
  if (rows.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return (
    <div className="table-scroll">
      <table className="settings-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('settings.title')}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">
              {actionsHeading === 'shown' ? (
                t('settings.actions')
              ) : (
                <span className="visually-hidden">{t('settings.actions')}</span>
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td>{i + 1}</td>
              <td>{row.title}</td>
              {cells?.(row)}
              <td>
                <RowActions name={row.title} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Add button of a settings page's header. */
export function AddButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      {t('settings.add')}
    </button>
  );
}
