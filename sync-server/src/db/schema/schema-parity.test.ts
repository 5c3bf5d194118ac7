// ADR 0003: the SQLite and PostgreSQL tables are written twice; this test holds them together, and checks
// the data invariants of docs/architecture.md §5 (tenant_id everywhere, version + tombstone on every synced table).
import { type Column, getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { PgTable, getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pg from './pg/index.ts';
import * as sqlite from './sqlite/index.ts';

/** Storage kind of each column class: the mapping of ADR 0003. */
const SQLITE_KIND: Record<string, string> = {
  SQLiteText: 'text',
  SQLiteInteger: 'integer',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'double',
  SQLiteTextJson: 'json',
  SQLiteBlobBuffer: 'bytes',
};
const PG_KIND: Record<string, string> = {
  PgText: 'text',
  PgInteger: 'integer',
  PgBigInt53: 'integer',
  PgBoolean: 'boolean',
  PgDoublePrecision: 'double',
  PgJsonb: 'json',
};

function kindOf(column: Column): string {
  if (column.columnType === 'PgCustomColumn' && column.getSQLType() === 'bytea') return 'bytes';
  const kind = SQLITE_KIND[column.columnType] ?? PG_KIND[column.columnType];
  if (!kind) throw new Error(`${column.name}: no ADR 0003 mapping for ${column.columnType}`);
  return kind;
}

/** The literal text of a raw `sql` fragment (partial index conditions); both dialects must agree. */
const sqlText = (value: SQL | undefined) =>
  value?.queryChunks.map((chunk) => (chunk as { value?: unknown }).value ?? '?').join('') ?? null;

const names = (columns: { name: string }[]) => columns.map((c) => c.name);

function describeColumn(column: Column) {
  return {
    name: column.name,
    kind: kindOf(column),
    notNull: column.notNull,
    primary: column.primary,
    unique: column.isUnique,
    hasDefault: column.hasDefault,
    default: is(column.default, SQL) ? sqlText(column.default) : (column.default ?? null),
    defaultFn: column.defaultFn !== undefined,
    onUpdateFn: column.onUpdateFn !== undefined,
    enumValues: column.enumValues ?? null,
  };
}

type AnyConfig = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;

function describeTable(config: AnyConfig) {
  return {
    columns: Object.fromEntries(config.columns.map((c) => [c.name, describeColumn(c)])),
    primaryKeys: config.primaryKeys.map((pk) => names(pk.columns)),
    uniques: config.uniqueConstraints.map((u) => ({ name: u.name, columns: names(u.columns) })),
    indexes: config.indexes
      .map(({ config: i }) => ({
        name: i.name,
        unique: i.unique,
        columns: i.columns.map((c) => (is(c, SQL) ? sqlText(c) : (c as { name: string }).name)),
        where: sqlText(i.where),
      }))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: names(ref.columns),
          table: getTableName(ref.foreignTable),
          foreignColumns: names(ref.foreignColumns),
          onDelete: fk.onDelete ?? 'no action',
          onUpdate: fk.onUpdate ?? 'no action',
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
  };
}

const sqliteTables = Object.entries(sqlite).filter(([, value]) => is(value, SQLiteTable)) as [
  string,
  SQLiteTable,
][];
const pgTables = Object.entries(pg).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];
const pgByExport = new Map(pgTables);

/** Tables whose rows belong to no single tenant, or reach it through a parent row. */
const NOT_TENANT_OWNED = [
  'tenants',
  'refresh_tokens',
  'password_resets',
  'server_secrets',
  'sign_in_failures',
  'write_probes',
];
/** docs/architecture.md §6.5: what staff devices hold. */
const SYNCED = [
  'store_settings',
  'print_settings',
  'store_tables',
  // STN1 (ADR 0057)
  'stations',
  'categories',
  'menu_items',
  'variants',
  'addons',
  'taxes',
  'payment_types',
  'customers',
  'delivery_info',
  'reservations',
  'orders',
  'order_items',
  'invoices',
  'invoice_orders',
  // INVS1 (ADR 0061)
  'invoice_series',
  // SHIFT1, APPR2 (ADR 0063)
  'shifts',
  'cash_movements',
  'approvers',
  'approval_keys',
  // REF1 (ADR 0065)
  'refunds',
].sort();

describe('schema parity (SQLite and PostgreSQL tables)', () => {
  it('both index modules export exactly the same names, and only tables', () => {
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
    expect(sqliteTables.map(([name]) => name).sort()).toEqual(Object.keys(sqlite).sort());
    expect(pgTables.map(([name]) => name).sort()).toEqual(Object.keys(pg).sort());
  });

  it.each(sqliteTables)('%s has the same table name, columns, keys and indexes', (exportName, table) => {
    const pgTable = pgByExport.get(exportName);
    if (!pgTable) throw new Error(`pg schema lacks ${exportName}`);
    const s = sqliteConfig(table);
    const p = pgConfig(pgTable);
    expect(p.name).toBe(s.name);
    // Query code names columns by their JS keys (t.orders.tokenNo), so those must match too.
    expect(Object.keys(getTableColumns(pgTable))).toEqual(Object.keys(getTableColumns(table)));
    expect(describeTable(p)).toEqual(describeTable(s));
  });

  it('every tenant-owned table has a tenant_id column', () => {
    const missing = sqliteTables
      .map(([, table]) => sqliteConfig(table))
      .filter((c) => !NOT_TENANT_OWNED.includes(c.name) && !c.columns.some((col) => col.name === 'tenant_id'))
      .map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it('exactly the synced tables carry version, deleted and a (tenant_id, version) index', () => {
    const configs = sqliteTables.map(([, table]) => sqliteConfig(table));
    const synced = configs.filter((c) => c.columns.some((col) => col.name === 'deleted')).map((c) => c.name);
    expect(synced.sort()).toEqual(SYNCED);
    for (const config of configs.filter((c) => SYNCED.includes(c.name))) {
      const column = (name: string) => config.columns.find((c) => c.name === name);
      expect(column('id')?.primary, config.name).toBe(true);
      expect(column('version')?.notNull, config.name).toBe(true);
      expect(column('version')?.hasDefault, `${config.name}.version must be stamped, not defaulted`).toBe(
        false,
      );
      expect(column('deleted')?.notNull, config.name).toBe(true);
      const indexed = config.indexes.some(
        ({ config: i }) => names(i.columns as { name: string }[]).join() === 'tenant_id,version',
      );
      expect(indexed, `${config.name} needs an index on (tenant_id, version)`).toBe(true);
    }
  });

  it('index names are unique across the schema (they share one namespace in both databases)', () => {
    const all = sqliteTables.flatMap(([, table]) => sqliteConfig(table).indexes.map((i) => i.config.name));
    expect(all.length).toBe(new Set(all).size);
  });
});
