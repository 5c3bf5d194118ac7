/** store-table.create/update/delete.v1 (SET1, VAL6): the store's tables; `title` on the wire is `tableTitle`. */
import type * as v from 'valibot';
import { tableArgs } from '../../validation/settings.ts';
import { createMutator, deleteMutator, updateMutator, withId } from './settings-support.ts';

export const storeTableArgs = withId(tableArgs.entries);
export type StoreTableArgs = v.InferOutput<typeof storeTableArgs>;

const fields = ({ title, floor, seatingCapacity }: StoreTableArgs) => ({
  tableTitle: title,
  floor,
  seatingCapacity,
});

export const createStoreTable = createMutator('store-table.create.v1', 'storeTables', storeTableArgs, fields);

export const updateStoreTable = updateMutator(
  'store-table.update.v1',
  'storeTables',
  storeTableArgs,
  'STORE_TABLE_NOT_FOUND',
  fields,
);

export const deleteStoreTable = deleteMutator('store-table.delete.v1', 'storeTables');
