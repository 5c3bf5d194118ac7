/** Add Category and Update Category (VAL15, SET1). */
import {
  type CategoryRow,
  categoryAddArgs,
  categoryUpdateArgs,
  createCategory,
  updateCategory,
} from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { save } from './settings-data.ts';
import { DialogActions } from './settings-fields.tsx';
import { StationSelect, useStations } from './station-select.tsx';

function AddCategory({ onClose }: { onClose: () => void }) {
  const t = useT();
  const stations = useStations();
  const form = useSchemaForm(categoryAddArgs, async ({ title, stationId }) => {
    if (await save(createCategory, { id: uuidv7(), title, stationId }, savedText('categoryAdded'))) onClose();
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('settings.categories.add')}>
      <FormError form={form} />
      <Field form={form} name="title" label={t('settings.title')} required />
      {stations && stations.length > 0 && (
        <StationSelect form={form} stations={stations} value={null} noneLabel={t('settings.none')} />
      )}
      <DialogActions onClose={onClose} pending={form.pending} />
    </form>
  );
}

function UpdateCategory({ category, onClose }: { category: CategoryRow; onClose: () => void }) {
  const t = useT();
  const stations = useStations();
  const form = useSchemaForm(categoryUpdateArgs, async ({ title, stationId }) => {
    const args = { id: category.id, title, stationId };
    if (await save(updateCategory, args, savedText('categoryUpdated'))) onClose();
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('settings.categories.update')}>
      <FormError form={form} />
      <Field form={form} name="title" label={t('settings.title')} required defaultValue={category.title} />
      {stations && stations.length > 0 && (
        <StationSelect
          form={form}
          stations={stations}
          value={category.stationId}
          noneLabel={t('settings.none')}
        />
      )}
      <DialogActions onClose={onClose} pending={form.pending} />
    </form>
  );
}

export function CategoryDialog({ category, onClose }: { category: CategoryRow | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? t('settings.categories.update') : t('settings.categories.add')}
      testId="category-dialog"
    >
      {category ? (
        <UpdateCategory category={category} onClose={onClose} />
      ) : (
        <AddCategory onClose={onClose} />
      )}
    </Dialog>
  );
}
