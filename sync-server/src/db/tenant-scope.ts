// The one place tenant filtering happens (docs/architecture.md §5): every tenant query goes through a scope, which
// adds `tenant_id = ?` (and, for synced tables, `deleted = false` on reads and updates) and stamps synced
// writes with a fresh tenant version so pulls deliver them. Routes never write the tenant filter by hand.
import { and, count, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDb, Database } from './index.ts';
import { nextTenantVersion } from './tenant-version.ts';

export type Row<T extends SQLiteTable> = T['$inferSelect'];
/** Insert values without tenant_id (the scope sets it); `version` is stamped unless given. */
export type ScopedInsert<T extends SQLiteTable> = Omit<T['$inferInsert'], 'tenantId' | 'version'> & {
  version?: number;
};
/** Update values; tenant_id and id never change. */
export type ScopedPatch<T extends SQLiteTable> = Partial<Omit<T['$inferInsert'], 'tenantId' | 'id'>>;

export interface ReadOptions {
  /** Also see tombstoned rows of synced tables (sync pull, audits). */
  includeDeleted?: boolean;
}

export interface SelectOptions extends ReadOptions {
  where?: SQL | undefined;
  orderBy?: (SQLiteColumn | SQL)[];
  limit?: number;
  offset?: number;
}

export interface TenantScope {
  readonly tenantId: string;
  /** Executor for hand-built queries (joins, aggregates): the transaction when bound, else `database.db`. */
  readonly db: AppDb;
  /** `tenant_id = ?` [and `deleted = false`] and the given conditions, for hand-built queries. */
  where(table: SQLiteTable, ...conditions: (SQL | undefined)[]): SQL;
  whereWithDeleted(table: SQLiteTable, ...conditions: (SQL | undefined)[]): SQL;
  select<T extends SQLiteTable>(table: T, options?: SelectOptions): Promise<Row<T>[]>;
  first<T extends SQLiteTable>(table: T, where?: SQL, options?: ReadOptions): Promise<Row<T> | undefined>;
  /** The row with this `id` in this tenant, or undefined (answer 404 for another tenant's id). */
  find<T extends SQLiteTable>(table: T, id: string, options?: ReadOptions): Promise<Row<T> | undefined>;
  count(table: SQLiteTable, where?: SQL, options?: ReadOptions): Promise<number>;
  insert<T extends SQLiteTable>(table: T, values: ScopedInsert<T> | ScopedInsert<T>[]): Promise<Row<T>[]>;
  /** Updates the tenant's (live) rows matching `where`; returns them as updated. */
  update<T extends SQLiteTable>(
    table: T,
    set: ScopedPatch<T>,
    where?: SQL,
    options?: ReadOptions,
  ): Promise<Row<T>[]>;
  /** Tombstones rows of a synced table (deleted = true, new version): deletions must sync. */
  remove<T extends SQLiteTable>(table: T, where: SQL): Promise<Row<T>[]>;
  /** Deletes rows of a table that does not sync; refuses synced tables (use `remove`). */
  delete<T extends SQLiteTable>(table: T, where?: SQL): Promise<Row<T>[]>;
  /**
   * Runs `fn` in one transaction with a scope bound to it: all synced writes inside share one new tenant
   * version. On a bound scope it joins the running transaction.
   */
  transaction<R>(fn: (scope: TenantScope) => Promise<R>): Promise<R>;
}

interface TenantColumns {
  id: SQLiteColumn | undefined;
  tenantId: SQLiteColumn;
  synced: { deleted: SQLiteColumn; version: SQLiteColumn } | undefined;
}

function columnsOf(table: SQLiteTable): TenantColumns {
  const columns = getTableColumns(table) as Record<string, SQLiteColumn | undefined>;
  const { id, tenantId, deleted, version } = columns;
  if (!tenantId) throw new Error(`table ${getTableName(table)} has no tenant_id; it cannot be tenant-scoped`);
  return { id, tenantId, synced: deleted && version ? { deleted, version } : undefined };
}

/** A scope for `tenantId`: reads on `database.db`; each write in its own transaction. */
export function scoped(database: Database, tenantId: string): TenantScope {
  return makeScope(database, tenantId, undefined);
}

/**
 * A scope bound to a running transaction `tx`. Synced writes are stamped with `version` when given (the
 * sync push stamps a mutation's rows with the version it bumped), else with one version bumped on first use.
 */
export function scopedTx(
  database: Database,
  tx: AppDb,
  tenantId: string,
  options: { version?: number } = {},
): TenantScope {
  return makeScope(database, tenantId, {
    tx,
    version: versionSource(database, tx, tenantId, options.version),
  });
}

type VersionSource = () => Promise<number>;

function versionSource(database: Database, tx: AppDb, tenantId: string, fixed: number | undefined) {
  let version: Promise<number> | undefined = fixed === undefined ? undefined : Promise.resolve(fixed);
  return (): Promise<number> => {
    version ??= nextTenantVersion(tx, database.t, tenantId);
    return version;
  };
}

function makeScope(
  database: Database,
  tenantId: string,
  bound: { tx: AppDb; version: VersionSource } | undefined,
): TenantScope {
  const reader = bound?.tx ?? database.db;

  /** Runs a write in the bound transaction, or in a fresh one with its own version. */
  const write = <R>(fn: (tx: AppDb, version: VersionSource) => Promise<R>): Promise<R> =>
    bound
      ? fn(bound.tx, bound.version)
      : database.transaction((tx) => fn(tx, versionSource(database, tx, tenantId, undefined)));

  const filter = (table: SQLiteTable, includeDeleted: boolean, conditions: (SQL | undefined)[]): SQL => {
    const c = columnsOf(table);
    const live = c.synced && !includeDeleted ? eq(c.synced.deleted, false) : undefined;
    // Parenthesised, so a raw `sql\`a or b\`` from the caller cannot escape the tenant filter.
    const extra = conditions.map((condition) => (condition ? sql`(${condition})` : undefined));
    return and(eq(c.tenantId, tenantId), live, ...extra) as SQL;
  };

  const scope: TenantScope = {
    tenantId,
    db: reader,
    where: (table, ...conditions) => filter(table, false, conditions),
    whereWithDeleted: (table, ...conditions) => filter(table, true, conditions),

    async select<T extends SQLiteTable>(table: T, options: SelectOptions = {}) {
      let query = reader
        .select()
        .from(table as SQLiteTable)
        .where(filter(table, options.includeDeleted ?? false, [options.where]))
        .$dynamic();
      if (options.orderBy?.length) query = query.orderBy(...options.orderBy);
      if (options.limit !== undefined) query = query.limit(options.limit);
      if (options.offset !== undefined) query = query.offset(options.offset);
      return (await query) as Row<T>[];
    },

    async first<T extends SQLiteTable>(table: T, where?: SQL, options: ReadOptions = {}) {
      const [row] = await scope.select(table, { ...options, where, limit: 1 });
      return row;
    },

    async find(table, id, options = {}) {
      const { id: idColumn } = columnsOf(table);
      if (!idColumn) throw new Error(`table ${getTableName(table)} has no id column`);
      return scope.first(table, eq(idColumn, id), options);
    },

    async count(table, where, options = {}) {
      const [row] = await reader
        .select({ n: count() })
        .from(table)
        .where(filter(table, options.includeDeleted ?? false, [where]));
      return row?.n ?? 0;
    },

    async insert<T extends SQLiteTable>(table: T, values: ScopedInsert<T> | ScopedInsert<T>[]) {
      const list = Array.isArray(values) ? values : [values];
      if (list.length === 0) return [];
      const { synced } = columnsOf(table);
      return write(async (tx, version) => {
        const stamp = synced && list.some((v) => v.version === undefined) ? await version() : undefined;
        const rows = list.map((v) => ({
          ...v,
          tenantId,
          ...(synced ? { version: v.version ?? stamp } : {}),
        }));
        return (await tx
          .insert(table)
          .values(rows as T['$inferInsert'][])
          .returning()) as Row<T>[];
      });
    },

    async update<T extends SQLiteTable>(
      table: T,
      set: ScopedPatch<T>,
      where?: SQL,
      options: ReadOptions = {},
    ) {
      if ('tenantId' in set || 'id' in set) throw new Error('a scoped update cannot change tenant_id or id');
      const { synced } = columnsOf(table);
      return write(async (tx, version) => {
        const values = synced && !('version' in set) ? { ...set, version: await version() } : set;
        return (await tx
          .update(table)
          .set(values as T['$inferInsert'])
          .where(filter(table, options.includeDeleted ?? false, [where]))
          .returning()) as Row<T>[];
      });
    },

    async remove<T extends SQLiteTable>(table: T, where: SQL) {
      if (!columnsOf(table).synced) throw new Error(`${getTableName(table)} does not sync; use delete()`);
      return scope.update(table, { deleted: true } as ScopedPatch<T>, where);
    },

    async delete<T extends SQLiteTable>(table: T, where?: SQL) {
      if (columnsOf(table).synced) {
        throw new Error(`${getTableName(table)} syncs: use remove() so devices see the deletion`);
      }
      return write(
        async (tx) =>
          (await tx
            .delete(table)
            .where(filter(table, true, [where]))
            .returning()) as Row<T>[],
      );
    },

    transaction: (fn) =>
      bound ? fn(scope) : database.transaction((tx) => fn(scopedTx(database, tx, tenantId))),
  };
  return scope;
}
