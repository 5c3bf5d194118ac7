/**
 * variant.* and addon.* (SET4, VAL8): an item's options. Each names its item: a new option needs a live item
 * (SYNC17 'Item not found!'); update and delete act only on an option of that item.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { addonArgs, variantArgs } from '../../validation/menu.ts';
import { defineMutator, type MutatorDecision } from '../mutator.ts';
import { rejectSettings, settingsDenied, unchanged } from './settings-support.ts';
import { alreadyCreated, create as createRow, del, NOTHING, put, rejectSync, rowOf } from './support.ts';

const ID_MESSAGE = 'Invalid request!';
const ids = { id: idField(ID_MESSAGE), itemId: idField(ID_MESSAGE) };

export const variantMutationArgs = v.object({ ...ids, ...variantArgs.entries }, ID_MESSAGE);
export type VariantMutationArgs = v.InferOutput<typeof variantMutationArgs>;
export const addonMutationArgs = v.object({ ...ids, ...addonArgs.entries }, ID_MESSAGE);
export type AddonMutationArgs = v.InferOutput<typeof addonMutationArgs>;
export const itemOptionIdArgs = v.object(ids, ID_MESSAGE);
export type ItemOptionIdArgs = v.InferOutput<typeof itemOptionIdArgs>;

type Table = 'variants' | 'addons';
type OptionArgs = VariantMutationArgs | AddonMutationArgs;

function optionMutators<S extends typeof variantMutationArgs | typeof addonMutationArgs>(
  kind: 'variant' | 'addon',
  table: Table,
  args: S,
) {
  const notFound = kind === 'variant' ? 'VARIANT_NOT_FOUND' : 'ADDON_NOT_FOUND';
  const create = defineMutator({
    name: `${kind}.create.v1`,
    args,
    reads: (a: OptionArgs) => [
      { table: 'menuItems', ids: [a.itemId] },
      { table, ids: [a.id] },
    ],
    decide(loaded, a: OptionArgs, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      const repeat = alreadyCreated(loaded, { table, id: a.id }); // SYNC11, SYNC19
      if (repeat) return repeat;
      if (!rowOf(loaded, 'menuItems', a.itemId)) return rejectSync('MENU_ITEM_NOT_FOUND');
      const { id, itemId, title, price } = a;
      return {
        ok: true,
        writes: [createRow(table, { id, itemId, title, price, createdAt: ctx.now, updatedAt: ctx.now })],
      };
    },
  });
  const update = defineMutator({
    name: `${kind}.update.v1`,
    args,
    reads: (a: OptionArgs) => [{ table, ids: [a.id] }],
    decide(loaded, a: OptionArgs, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      const row = rowOf(loaded, table, a.id);
      if (!row || row.itemId !== a.itemId) return rejectSettings(notFound);
      const patch = { title: a.title, price: a.price };
      if (unchanged(row, patch)) return NOTHING;
      return { ok: true, writes: [put(table, { ...row, ...patch, updatedAt: ctx.now })] };
    },
  });
  const remove = defineMutator({
    name: `${kind}.delete.v1`,
    args: itemOptionIdArgs,
    reads: (a) => [{ table, ids: [a.id] }],
    decide(loaded, a, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      const row = rowOf(loaded, table, a.id);
      return row && row.itemId === a.itemId ? { ok: true, writes: [del(table, a.id)] } : NOTHING;
    },
  });
  return { create, update, remove };
}

const variants = optionMutators('variant', 'variants', variantMutationArgs);
export const createVariant = variants.create;
export const updateVariant = variants.update;
export const deleteVariant = variants.remove;

const addons = optionMutators('addon', 'addons', addonMutationArgs);
export const createAddon = addons.create;
export const updateAddon = addons.update;
export const deleteAddon = addons.remove;
