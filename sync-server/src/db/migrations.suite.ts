// The committed migrations build exactly the schema the code declares, from an empty database, and
// re-running them is a no-op. Run by migrations.test.ts and migrations.pg.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import type { Database } from './index.ts';
import { queryRows } from './raw.ts';
// The expected schema; schema-parity.test.ts proves the pg tables declare the same.
import * as schema from './schema/sqlite/index.ts';

interface ColumnInfo {
  table: string;
  column: string;
  notNull: boolean;
}

async function tablesInDatabase(database: Database): Promise<string[]> {
  const rows =
    database.dialect === 'sqlite'
      ? await queryRows<{ name: string }>(
          database,
          sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'`,
        )
      : await queryRows<{ name: string }>(
          database,
          sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
        );
  return rows.map((r) => r.name).sort();
}

async function columnsInDatabase(database: Database, tables: string[]): Promise<ColumnInfo[]> {
  if (database.dialect === 'pg') {
    const rows = await queryRows<{ table: string; column: string; nullable: string }>(
      database,
      sql`select table_name as "table", column_name as "column", is_nullable as nullable
          from information_schema.columns where table_schema = 'public'`,
    );
    return rows.map((r) => ({ table: r.table, column: r.column, notNull: r.nullable === 'NO' }));
  }
  const result: ColumnInfo[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ name: string; notnull: number; pk: number }>(
      database,
      sql`select name, "notnull", pk from pragma_table_info(${table})`,
    );
    // SQLite reports a text primary key as nullable unless declared NOT NULL; drizzle declares it.
    for (const r of rows) result.push({ table, column: r.name, notNull: r.notnull === 1 });
  }
  return result;
}

async function indexesInDatabase(database: Database): Promise<string[]> {
  const rows =
    database.dialect === 'sqlite'
      ? await queryRows<{ name: string }>(
          database,
          sql`select name from sqlite_master where type = 'index' and sql is not null`,
        )
      : await queryRows<{ name: string }>(
          database,
          sql`select i.indexname as name from pg_indexes i
              where i.schemaname = 'public'
                and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        );
  return rows.map((r) => r.name).sort();
}

async function appliedMigrations(database: Database): Promise<number> {
  const table = database.dialect === 'sqlite' ? sql`__drizzle_migrations` : sql`drizzle.__drizzle_migrations`;
  const [row] = await queryRows<{ n: number | string }>(database, sql`select count(*) as n from ${table}`);
  return Number(row?.n);
}

export function migrationsSuite(open: OpenTestDatabase) {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const declared = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
    is(value, SQLiteTable),
  );

  it('apply from an empty database and create every declared table, column and index', async () => {
    database = await open({ migrate: false });
    expect(await tablesInDatabase(database)).toEqual([]);
    await database.migrate();

    const tables = declared;
    const tableNames = tables.map((table) => getTableName(table)).sort();
    expect(await tablesInDatabase(database)).toEqual(tableNames);

    const expectedColumns = tables
      .flatMap((table) =>
        Object.values(getTableColumns(table)).map((c) => ({
          table: getTableName(table),
          column: c.name,
          notNull: c.notNull,
        })),
      )
      .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    const actualColumns = (await columnsInDatabase(database, tableNames)).sort((a, b) =>
      `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`),
    );
    expect(actualColumns).toEqual(expectedColumns);

    const expectedIndexes = tables.flatMap((table) =>
      getTableConfig(table).indexes.map((i) => i.config.name),
    );
    expect(await indexesInDatabase(database)).toEqual(expect.arrayContaining(expectedIndexes));
  });

  it('are idempotent: migrating again changes nothing', async () => {
    database = await open({ migrate: false });
    await database.migrate();
    await database.migrate();
    const journal = JSON.parse(
      readFileSync(
        fileURLToPath(new URL(`../../drizzle/${database.dialect}/meta/_journal.json`, import.meta.url)),
        'utf8',
      ),
    ) as { entries: unknown[] };
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it('survive two concurrent migrate() calls (two server processes starting together)', async () => {
    database = await open({ migrate: false });
    // On pg each call migrates on its own connection, as separate processes would.
    await Promise.all([database.migrate(), database.migrate()]);
    expect(await tablesInDatabase(database)).toContain('orders');
  });
}
