/** Categories (/dashboard/settings/menu-items/categories): # and Title, edit, delete. */

import { Link } from '@tanstack/react-router';
import { type CategoryRow, deleteCategory, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';

export function CategoriesScreen() {
  const t = useT();
  const categories = useSorted('categories');
  const [editing, setEditing] = useState<{ category: CategoryRow | null } | null>(null);
  const remove = (c: CategoryRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteCategory, { id: c.id }, savedText('categoryDeleted'));
  };
  return (
    <SettingsPage
      title={t('settings.categories.title')}
      testId="categories"
      before={
        <nav aria-label={t('settings.breadcrumb')} className="breadcrumb">
          <Link to="/dashboard/settings/menu-items">{t('settings.nav.menuItems')}</Link>{' '}
          <span aria-hidden="true">/</span> <span aria-current="page">{t('settings.categories.title')}</span>
        </nav>
      }
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ category: null })}>
          {t('settings.add')}
        </button>
      }
    >
      {categories === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {categories?.length === 0 && <EmptyLine>{t('settings.categories.empty')}</EmptyLine>}
      {categories && categories.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.title')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c, i) => (
                <tr key={c.id}>
                  <td>{i + 1}</td>
                  <td>{c.title}</td>
                  <td>
                    <RowActions
                      name={c.title}
                      onEdit={() => setEditing({ category: c })}
                      onDelete={() => remove(c)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <CategoryDialog category={editing.category} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
