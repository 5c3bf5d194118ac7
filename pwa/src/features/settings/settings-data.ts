/**
 * The settings screens' reads and writes: rows from the device database (readable offline), saves through
 * `mutate` (the local write and the outbox entry in one transaction), each with one toast.
 */
import type { Mutator, RowOf, SyncedTable } from '@tavola/shared';
import { useLive } from '../../db/hooks.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';

/** `undefined` while the device database has not had its first pull and holds no row yet. */
export type Loading<T> = T | undefined;

/**
 * The tenant's one row of a singleton table (store or print settings): the row, null when the tenant has
 * none after the first pull, undefined while loading.
 */
export function useSingleton<T extends 'storeSettings' | 'printSettings'>(
  table: T,
): Loading<RowOf<T> | null> {
  return useLive(
    async (db) => {
      const row = await db.table<RowOf<T>, string>(table).toCollection().first();
      if (row) return row;
      const cookie = await db.meta.get('cookie');
      return cookie?.value == null ? undefined : null;
    },
    [table],
  ) as Loading<RowOf<T> | null>;
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });

/** A small table's rows, oldest first (the order they were added in). */
export function useSorted<T extends SyncedTable>(table: T): RowOf<T>[] | undefined {
  return useLive(
    async (db) =>
      (await db.table<RowOf<T>, string>(table).toArray()).sort(
        (a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1),
      ),
    [table],
  );
}

/** Categories and taxes for the item forms' selects, by title. */
export const useTitled = <T extends 'categories' | 'taxes'>(table: T): RowOf<T>[] | undefined =>
  useLive(async (db) => (await db.table<RowOf<T>, string>(table).toArray()).sort(byTitle), [table]);

/**
 * Runs a mutation and says how it went: `success` as a toast, or the mutator's message as an error in the
 * staff's language (I18N7; it is then not stored). Resolves true when the change is stored on the device (and
 * queued for the server).
 */
export async function save<A>(mutator: Mutator<A>, args: A, success: string): Promise<boolean> {
  const result = await mutate(mutator, args);
  if (result.ok) notify.success(success);
  else notify.error(serverMessage(result));
  return result.ok;
}
