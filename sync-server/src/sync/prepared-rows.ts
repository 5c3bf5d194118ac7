// Rows written through prepared queries (ADR 0014): a row's columns become placeholders of one statement per
// shape (table and column list), and its values are encoded here as drizzle encodes bound values (the column's
// mapToDriverValue; null stays null), since drizzle's placeholders would encode null too ('null', false). `in`
// lists are padded (`anyOf`) so that a few statement shapes serve every length.
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * `values` padded to a power of two with copies of the last one: a query of `in (...)` keeps a handful of
 * shapes (prepared once each) whatever the group's size, and a repeated value changes no result.
 */
export function padded<T>(values: readonly T[]): T[] {
  if (values.length === 0) return [];
  let size = 1;
  while (size < values.length) size *= 2;
  const out = [...values];
  const last = values.at(-1) as T;
  while (out.length < size) out.push(last);
  return out;
}

/** `column in (:prefix0, :prefix1, ...)` over `values` padded, with its parameters added to `params`. */
export function anyOf(
  column: Parameters<typeof inArray>[0],
  values: readonly unknown[],
  prefix: string,
  params: Record<string, unknown>,
): () => SQL {
  const all = padded(values);
  for (const [i, value] of all.entries()) params[`${prefix}${i}`] = value;
  return () =>
    inArray(
      column,
      all.map((_, i) => sql.placeholder(`${prefix}${i}`)),
    );
}
