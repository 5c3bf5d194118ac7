/** category.create/update/delete.v1 (SET1, SET2, VAL15, STN3): the menu's categories. */
import type * as v from 'valibot';
import { categoryAddArgs, categoryUpdateArgs } from '../../validation/settings.ts';
import { createMutator, deleteMutator, settingsDenied, updateMutator, withId } from './settings-support.ts';
import { withStation } from './station.ts';

export const categoryCreateArgs = withId(categoryAddArgs.entries);
export type CategoryCreateArgs = v.InferOutput<typeof categoryCreateArgs>;
export const categoryUpdateMutationArgs = withId(categoryUpdateArgs.entries);
export type CategoryUpdateMutationArgs = v.InferOutput<typeof categoryUpdateMutationArgs>;

/** STN3: a category may name its items' station (a key left out: none on create, unchanged on update). */
export const createCategory = withStation(
  createMutator('category.create.v1', 'categories', categoryCreateArgs, ({ title, stationId }) => ({
    title,
    stationId: stationId ?? null,
  })),
  settingsDenied,
);

export const updateCategory = withStation(
  updateMutator(
    'category.update.v1',
    'categories',
    categoryUpdateMutationArgs,
    'CATEGORY_NOT_FOUND',
    ({ title, stationId }) => (stationId === undefined ? { title } : { title, stationId }),
  ),
  settingsDenied,
);

export const deleteCategory = deleteMutator('category.delete.v1', 'categories');
