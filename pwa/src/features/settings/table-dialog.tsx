/** Add Table and Update Table (VAL6, SET1): title, floor and seating capacity. */
import { createStoreTable, type StoreTableRow, tableArgs, updateStoreTable } from '@tavola/shared';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { save } from './settings-data.ts';
import { FormDialog } from './settings-fields.tsx';

/** `table` null: a new table; a row: that table's update. */
export function TableDialog({ table, onClose }: { table: StoreTableRow | null; onClose: () => void }) {
  const t = useT();
  const form = useSchemaForm(tableArgs, async (args) => {
    const saved = table
      ? await save(updateStoreTable, { id: table.id, ...args }, savedText('tableUpdated'))
      : await save(createStoreTable, { id: uuidv7(), ...args }, savedText('tableAdded'));
    if (saved) onClose();
  });
  const title = table ? t('settings.table.update') : t('settings.table.add');
  return (
    <FormDialog title={title} testId="table-dialog" form={form} onClose={onClose}>
      <Field
        form={form}
        name="title"
        label={t('settings.title')}
        required
        defaultValue={table?.tableTitle ?? ''}
      />
      <Field
        form={form}
        name="floor"
        label={t('settings.table.floor')}
        required
        defaultValue={table?.floor ?? ''}
      />
      <Field
        form={form}
        name="seatingCapacity"
        label={t('settings.table.seats')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        defaultValue={table ? String(table.seatingCapacity) : ''}
      />
    </FormDialog>
  );
}
