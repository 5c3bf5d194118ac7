/**
 * Reading the device database from screens (docs/architecture.md §8): live queries that re-render when a mutation
 * or a pull changes the rows, in this tab or another.
 */
import type { RowOf, SyncedTable } from '@tavola/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { currentDb, subscribeCurrentDb } from './current.ts';
import type { TavolaDb } from './database.ts';

/** The signed-in user's database; null outside a signed-in dashboard. */
export const useDeviceDb = (): TavolaDb | null =>
  useSyncExternalStore(subscribeCurrentDb, currentDb, () => null);

/**
 * A live query on the device database: `undefined` while loading (or without a database), then the result,
 * re-run whenever what it read changes. `deps` are the query's own inputs (the database is added).
 */
export function useLive<T>(
  query: (db: TavolaDb) => Promise<T> | T,
  deps: readonly unknown[] = [],
): T | undefined {
  const db = useDeviceDb();
  return useLiveQuery(() => (db ? query(db) : undefined), [db, ...deps]);
}

/** Every row of a synced table (small tables: categories, taxes, tables, payment types). */
export const useRows = <T extends SyncedTable>(table: T): RowOf<T>[] | undefined =>
  useLive((db) => db.table<RowOf<T>, string>(table).toArray(), [table]);

/** One row by id; null when it does not exist, undefined while loading. */
export const useRow = <T extends SyncedTable>(
  table: T,
  id: string | null | undefined,
): RowOf<T> | null | undefined =>
  useLive(
    async (db) => (id ? ((await db.table<RowOf<T>, string>(table).get(id)) ?? null) : null),
    [table, id],
  );
