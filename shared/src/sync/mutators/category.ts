/** category.create/update/delete.v1 (SET1, SET2, VAL15): the menu's categories. */
import type * as v from 'valibot';
import { categoryAddArgs, categoryUpdateArgs } from '../../validation/settings.ts';
import { createMutator, deleteMutator, updateMutator, withId } from './settings-support.ts';

export const categoryCreateArgs = withId(categoryAddArgs.entries);
export type CategoryCreateArgs = v.InferOutput<typeof categoryCreateArgs>;
export const categoryUpdateMutationArgs = withId(categoryUpdateArgs.entries);
export type CategoryUpdateMutationArgs = v.InferOutput<typeof categoryUpdateMutationArgs>;

export const createCategory = createMutator(
  'category.create.v1',
  'categories',
  categoryCreateArgs,
  ({ title }) => ({ title }),
);

export const updateCategory = updateMutator(
  'category.update.v1',
  'categories',
  categoryUpdateMutationArgs,
  'CATEGORY_NOT_FOUND',
  ({ title }) => ({ title }),
);

export const deleteCategory = deleteMutator('category.delete.v1', 'categories');
