// The synced tables (SYNCED_TABLES, the client's names) mapped to the running dialect's drizzle tables in one
// place, and the conversion between database rows and the rows clients hold (ROW_KEYS, SYNC1).
import { ROW_KEYS, type Row, SYNCED_TABLES, type SyncedTable } from '@tavola/shared';
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Tables } from '../db/index.ts';

/** The columns every synced table has; typed as the SQLite flavour like `Tables`. */
export type SyncedTableColumns = {
  id: SQLiteColumn;
  tenantId: SQLiteColumn;
  version: SQLiteColumn;
  deleted: SQLiteColumn;
};
export type SyncedDbTable = {
  table: SQLiteTable;
  columns: SyncedTableColumns & Record<string, SQLiteColumn>;
};

export function syncedTable(t: Tables, name: SyncedTable): SyncedDbTable {
  const table = t[name] as SQLiteTable;
  return { table, columns: getTableColumns(table) as SyncedDbTable['columns'] };
}

/** Every synced table of the running dialect, in SYNCED_TABLES order. */
export function syncedTables(t: Tables): ReadonlyMap<SyncedTable, SyncedDbTable> {
  return new Map(SYNCED_TABLES.map((name) => [name, syncedTable(t, name)]));
}

/** A database row as clients hold it: the ROW_KEYS of its table (no tenantId, version or deleted). */
export function toClientRow(name: SyncedTable, row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const key of ROW_KEYS[name] as readonly string[]) out[key] = row[key] ?? null;
  return out as Row;
}

/**
 * The row as clients hold it after a put of `row` over `earlier` (undefined: a new row): each of its ROW_KEYS is
 * the put's value, or where the put leaves it undefined the earlier one (null when none). A put writes only its
 * ROW_KEYS: anything else a mutator adds is ignored.
 */
export function overClientRow(name: SyncedTable, earlier: Row | undefined, row: Row): Row {
  const out: Record<string, unknown> = {};
  const before = earlier as Record<string, unknown> | undefined;
  const put = row as Record<string, unknown>;
  for (const key of ROW_KEYS[name] as readonly string[]) {
    const value = put[key];
    out[key] = value !== undefined ? value : (before?.[key] ?? null);
  }
  return out as Row;
}
