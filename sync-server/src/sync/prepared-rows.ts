// Rows written through prepared queries (ADR 0014): a row's columns become placeholders of one statement per
// shape (table and column list), and its values are encoded here as drizzle encodes bound values (the column's
// mapToDriverValue; null stays null), since drizzle's placeholders would encode null too ('null', false). `in`
// lists are padded (`anyOf`) so that a few statement shapes serve every length.
import { type Column, getTableColumns, getTableName, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

type Encoder = { mapToDriverValue(value: unknown): unknown };

const names = new Map<string, Map<string, string>>();

/**
 * The placeholder name `${prefix}${key}`, made once: a group binds some 300 values an order, and building each
 * name anew (a string V8 then flattens, hashes and internalizes to use it as a key) cost more than its value.
 */
export function nameOf(prefix: string, key: string): string {
  let byKey = names.get(prefix);
  if (!byKey) {
    byKey = new Map();
    names.set(prefix, byKey);
  }
  let name = byKey.get(key);
  if (name === undefined) {
    name = `${prefix}${key}`;
    byKey.set(key, name);
  }
  return name;
}

const rowPrefixes = new Map<string, string[]>();

/** `${letter}${row}_`, the placeholder prefix of a multi-row statement's row, made once. */
export function rowPrefix(letter: string, row: number): string {
  let made = rowPrefixes.get(letter);
  if (!made) {
    made = [];
    rowPrefixes.set(letter, made);
  }
  for (let i = made.length; i <= row; i++) made.push(`${letter}${i}_`);
  return made[row] as string;
}

/** `sql` placeholders named `${prefix}${key}` for each key, bound as given (values encoded by `encodeRow`). */
export function placeholders<K extends string>(keys: readonly K[], prefix: string): Record<K, SQL> {
  const out = {} as Record<K, SQL>;
  for (const key of keys) out[key] = sql`${sql.placeholder(nameOf(prefix, key))}`;
  return out;
}

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

/** Per column list (the same array for the same shape: `internKeys`) and table, its encoders. */
const encodersByKeys = new WeakMap<readonly string[], { table: SQLiteTable; encoders: Encoder[] }>();
/** Per column list and placeholder prefix, the placeholder names. */
const namesByKeys = new WeakMap<readonly string[], Map<string, string[]>>();

function encodersOf(table: SQLiteTable, keys: readonly string[]): Encoder[] {
  const found = encodersByKeys.get(keys);
  if (found?.table === table) return found.encoders;
  const columns = columnsOf(table);
  const encoders = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    return column;
  });
  encodersByKeys.set(keys, { table, encoders });
  return encoders;
}

function namesOf(keys: readonly string[], prefix: string): string[] {
  let byPrefix = namesByKeys.get(keys);
  if (!byPrefix) {
    byPrefix = new Map();
    namesByKeys.set(keys, byPrefix);
  }
  let names = byPrefix.get(prefix);
  if (!names) {
    names = keys.map((key) => nameOf(prefix, key));
    byPrefix.set(prefix, names);
  }
  return names;
}

const internedKeys = new Map<string, readonly string[]>();

/** One array per column list `shape`: `encodeRow` keeps its encoders and names by the array. */
export function internKeys(shape: string, keys: readonly string[]): readonly string[] {
  let found = internedKeys.get(shape);
  if (!found) {
    found = keys;
    internedKeys.set(shape, found);
  }
  return found;
}

/**
 * Adds `row`'s values under `${prefix}${key}` to `params`, encoded for `table`'s columns. The encoders and names
 * are kept per `keys` array: pass the same array for the same columns (a constant, or `internKeys`).
 */
export function encodeRow(
  params: Record<string, unknown>,
  table: SQLiteTable,
  keys: readonly string[],
  row: Record<string, unknown>,
  prefix: string,
): Record<string, unknown> {
  const encoders = encodersOf(table, keys);
  const names = namesOf(keys, prefix);
  for (let k = 0; k < keys.length; k++) {
    const value = row[keys[k] as string];
    params[names[k] as string] =
      value === null || value === undefined ? null : (encoders[k] as Encoder).mapToDriverValue(value);
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

/**
 * PostgreSQL: `select r."a", r."b", … from json_populate_recordset(null::"table", $rows::json) as r`, the rows of
 * `table` from one JSON value (placeholder `rows`: an array of objects by column name, ADR 0014), the `columns`
 * in the order of the insert it feeds.
 */
export const jsonRowsSelect = (table: Table, columns: readonly Column[]): SQL =>
  sql`select ${sql.join(
    columns.map((c) => sql`r.${sql.identifier(c.name)}`),
    sql`, `,
  )} from json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${sql.placeholder('rows')}::json) as r`;
