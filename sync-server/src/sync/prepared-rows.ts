// Rows written through prepared queries (ADR 0014): a row's columns become placeholders of one statement per
// shape (table and column list), and its values are encoded here as drizzle encodes bound values (the column's
// mapToDriverValue; null stays null), since drizzle's placeholders would encode null too ('null', false).
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

type Encoder = { mapToDriverValue(value: unknown): unknown };

/** `sql` placeholders named `${prefix}${key}` for each key, bound as given (values encoded by `encodeRow`). */
export function placeholders<K extends string>(keys: readonly K[], prefix: string): Record<K, SQL> {
  const out = {} as Record<K, SQL>;
  for (const key of keys) out[key] = sql`${sql.placeholder(`${prefix}${key}`)}`;
  return out;
}

/** The keys of `row` with a value (undefined: the column keeps its default, as drizzle leaves it out). */
export const definedKeys = (row: Record<string, unknown>): string[] =>
  Object.keys(row).filter((key) => row[key] !== undefined);

const columnsByTable = new WeakMap<SQLiteTable, Record<string, Encoder | undefined>>();

/** A table's columns by key (drizzle's getTableColumns copies them on every call). */
function columnsOf(table: SQLiteTable): Record<string, Encoder | undefined> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Record<string, Encoder | undefined>;
    columnsByTable.set(table, columns);
  }
  return columns;
}

/** Adds `row`'s values under `${prefix}${key}` to `params`, encoded for `table`'s columns. */
export function encodeRow(
  params: Record<string, unknown>,
  table: SQLiteTable,
  keys: readonly string[],
  row: Record<string, unknown>,
  prefix: string,
): Record<string, unknown> {
  const columns = columnsOf(table);
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    const value = row[key];
    params[`${prefix}${key}`] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return params;
}
