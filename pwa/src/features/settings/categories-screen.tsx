/** Categories (/dashboard/settings/menu-items/categories): # and Title, edit, delete. */

import { Link } from '@tanstack/react-router';
import { type CategoryRow, deleteCategory, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { save, useSorted } from './settings-data.ts';
import { SettingsPage } from './settings-page.tsx';
import { AddButton, SettingsTable } from './settings-table.tsx';

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
      actions={<AddButton onClick={() => setEditing({ category: null })} />}
    >
      <SettingsTable
        rows={categories}
        empty={t('settings.categories.empty')}
        actionsHeading="read out"
        onEdit={(category) => setEditing({ category })}
        onDelete={remove}
      />
      {editing && <CategoryDialog category={editing.category} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
