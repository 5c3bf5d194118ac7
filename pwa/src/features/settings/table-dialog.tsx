/** Add Table and Update Table (VAL6, SET1): title, floor and seating capacity. */
import {
  createStoreTable,
  SETTINGS_SAVED,
  type StoreTableRow,
  tableArgs,
  updateStoreTable,
} from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { save } from './settings-data.ts';
import { DialogActions } from './settings-fields.tsx';

/** `table` null: a new table; a row: that table's update. */
export function TableDialog({ table, onClose }: { table: StoreTableRow | null; onClose: () => void }) {
  const form = useSchemaForm(tableArgs, async (args) => {
    const saved = table
      ? await save(updateStoreTable, { id: table.id, ...args }, SETTINGS_SAVED.tableUpdated)
      : await save(createStoreTable, { id: uuidv7(), ...args }, SETTINGS_SAVED.tableAdded);
    if (saved) onClose();
  });
  const title = table ? 'Update Table' : 'Add Table';
  return (
    <Dialog open onClose={onClose} title={title} testId="table-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field form={form} name="title" label="Title" required defaultValue={table?.tableTitle ?? ''} />
        <Field form={form} name="floor" label="Floor" required defaultValue={table?.floor ?? ''} />
        <Field
          form={form}
          name="seatingCapacity"
          label="Seating Capacity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          defaultValue={table ? String(table.seatingCapacity) : ''}
        />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
