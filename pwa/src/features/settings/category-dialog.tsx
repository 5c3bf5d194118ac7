/** Add Category and Update Category (VAL15, SET1). */
import {
  type CategoryRow,
  categoryAddArgs,
  categoryUpdateArgs,
  createCategory,
  SETTINGS_SAVED,
  updateCategory,
} from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { save } from './settings-data.ts';
import { DialogActions } from './settings-fields.tsx';
import { StationSelect, useStations } from './station-select.tsx';

function AddCategory({ onClose }: { onClose: () => void }) {
  const stations = useStations();
  const form = useSchemaForm(categoryAddArgs, async ({ title, stationId }) => {
    if (await save(createCategory, { id: uuidv7(), title, stationId }, SETTINGS_SAVED.categoryAdded))
      onClose();
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Add Category">
      <FormError form={form} />
      <Field form={form} name="title" label="Title" required />
      {stations && stations.length > 0 && (
        <StationSelect form={form} stations={stations} value={null} noneLabel="None" />
      )}
      <DialogActions onClose={onClose} pending={form.pending} />
    </form>
  );
}

function UpdateCategory({ category, onClose }: { category: CategoryRow; onClose: () => void }) {
  const stations = useStations();
  const form = useSchemaForm(categoryUpdateArgs, async ({ title, stationId }) => {
    const args = { id: category.id, title, stationId };
    if (await save(updateCategory, args, SETTINGS_SAVED.categoryUpdated)) onClose();
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Update Category">
      <FormError form={form} />
      <Field form={form} name="title" label="Title" required defaultValue={category.title} />
      {stations && stations.length > 0 && (
        <StationSelect form={form} stations={stations} value={category.stationId} noneLabel="None" />
      )}
      <DialogActions onClose={onClose} pending={form.pending} />
    </form>
  );
}

export function CategoryDialog({ category, onClose }: { category: CategoryRow | null; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? 'Update Category' : 'Add Category'}
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
