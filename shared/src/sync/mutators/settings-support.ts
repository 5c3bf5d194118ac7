/**
 * The settings mutators' shared shape (SET1-SET3): create with the client's id (a repeat changes nothing),
 * update a live row (a deleted one is not revived), delete as a tombstone (an absent row is a no-op).
 * Every one needs SETTINGS (admin always, PERM2).
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator, type Mutator, type MutatorContext, type MutatorDecision } from '../mutator.ts';
import type { SyncedTable } from '../protocol.ts';
import type { RowOf } from '../rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { alreadyCreated, create, del, forbidden, NOTHING, put, type Rejected, rowOf } from './support.ts';

/** Texts of the settings rejections; Tavola's, the spec has none. */
export const SETTINGS_REJECTIONS = {
  CATEGORY_NOT_FOUND: 'Category not found!',
  TAX_NOT_FOUND: 'Tax not found!',
  STORE_TABLE_NOT_FOUND: 'Table not found!',
  PAYMENT_TYPE_NOT_FOUND: 'Payment type not found!',
  VARIANT_NOT_FOUND: 'Variant not found!',
  ADDON_NOT_FOUND: 'Addon not found!',
} as const;
export type SettingsRejectionCode = keyof typeof SETTINGS_REJECTIONS;

/** What a settings save says (the REST adapters' `message`, the PWA's toast); Tavola's, the spec has none. */
export const SETTINGS_SAVED = {
  storeSettings: 'Store details saved successfully!',
  printSettings: 'Print settings saved successfully!',
  location: 'Location saved successfully',
  tableAdded: 'Table added successfully!',
  tableUpdated: 'Table updated successfully!',
  tableDeleted: 'Table deleted successfully!',
  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  taxAdded: 'Tax added successfully!',
  taxUpdated: 'Tax updated successfully!',
  taxDeleted: 'Tax deleted successfully!',
  paymentTypeAdded: 'Payment type added successfully!',
  paymentTypeUpdated: 'Payment type updated successfully!',
  paymentTypeToggled: 'Payment type updated successfully!',
  paymentTypeDeleted: 'Payment type deleted successfully!',
  itemAdded: 'Menu item added successfully!',
  itemUpdated: 'Menu item updated successfully!',
  itemDeleted: 'Menu item deleted successfully!',
  photoUploaded: 'Photo uploaded successfully!',
  photoRemoved: 'Photo removed successfully!',
  variantAdded: 'Variant added successfully!',
  variantUpdated: 'Variant updated successfully!',
  variantDeleted: 'Variant deleted successfully!',
  addonAdded: 'Addon added successfully!',
  addonUpdated: 'Addon updated successfully!',
  addonDeleted: 'Addon deleted successfully!',
} as const;

export const rejectSettings = (code: SettingsRejectionCode): Rejected => ({
  ok: false,
  code,
  message: SETTINGS_REJECTIONS[code],
});

/** SYNC4: settings writes need SETTINGS. */
export const settingsDenied = (ctx: MutatorContext): Rejected | null =>
  forbidden(ctx, MUTATOR_SCOPES.settings);

const ID_MESSAGE = 'Invalid request!';

/** A form's schema with the row's client-generated id in front of its fields. */
export const withId = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ id: idField(ID_MESSAGE), ...entries }, ID_MESSAGE);

/** `{ id }` of a delete. */
export const idArgs = v.object({ id: idField(ID_MESSAGE) }, ID_MESSAGE);
export type IdArgs = v.InferOutput<typeof idArgs>;

/** The row's own fields, without id and timestamps. */
type Fields<T extends SyncedTable> = Omit<RowOf<T>, 'id' | 'createdAt' | 'updatedAt'>;

/** SYNC11: an update that changes nothing writes nothing. */
export const unchanged = (row: object, fields: object): boolean =>
  Object.entries(fields).every(([k, value]) => (row as Record<string, unknown>)[k] === value);

/** SET1: `name` creates a row built from the args (SYNC19); its id already there is an idempotent success. */
export function createMutator<T extends SyncedTable, S extends v.GenericSchema<unknown, { id: string }>>(
  name: string,
  table: T,
  args: S,
  fields: (a: v.InferOutput<S>) => Fields<T>,
): Mutator<v.InferOutput<S>> {
  return defineMutator({
    name,
    args,
    reads: (a) => [{ table, ids: [a.id] }],
    decide(loaded, a, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      const repeat = alreadyCreated(loaded, { table, id: a.id });
      if (repeat) return repeat;
      const row = { id: a.id, createdAt: ctx.now, updatedAt: ctx.now, ...fields(a) } as RowOf<T>;
      return { ok: true, writes: [create(table, row)] };
    },
  });
}

/** SET1: `name` replaces some fields of a live row; a missing (or deleted) row is `notFound`. */
export function updateMutator<T extends SyncedTable, S extends v.GenericSchema<unknown, { id: string }>>(
  name: string,
  table: T,
  args: S,
  notFound: SettingsRejectionCode,
  fields: (a: v.InferOutput<S>) => Partial<Fields<T>>,
): Mutator<v.InferOutput<S>> {
  return defineMutator({
    name,
    args,
    reads: (a) => [{ table, ids: [a.id] }],
    decide(loaded, a, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      const row = rowOf(loaded, table, a.id);
      if (!row) return rejectSettings(notFound);
      const patch = fields(a);
      if (unchanged(row, patch)) return NOTHING;
      return { ok: true, writes: [put(table, { ...row, ...patch, updatedAt: ctx.now })] };
    },
  });
}

/** SET1: `name` tombstones a row; an absent one is a no-op. SET2: rows that name it are left as they are. */
export function deleteMutator<T extends SyncedTable>(name: string, table: T): Mutator<IdArgs> {
  return defineMutator({
    name,
    args: idArgs,
    reads: (a) => [{ table, ids: [a.id] }],
    decide(loaded, a, ctx): MutatorDecision {
      const denied = settingsDenied(ctx);
      if (denied) return denied;
      return rowOf(loaded, table, a.id) ? { ok: true, writes: [del(table, a.id)] } : NOTHING;
    },
  });
}
