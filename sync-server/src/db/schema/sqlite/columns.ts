// Column builders for the SQLite tables: the storage conventions of ADR 0003 in one place.
// pg/columns.ts mirrors every export; the schema parity test holds the two together.
import { blob, index, integer, real, type SQLiteColumn, text } from 'drizzle-orm/sqlite-core';
import { tenants } from './accounts.ts';

/** Epoch milliseconds. */
export const epochMs = (name: string) => integer(name, { mode: 'number' });
/** Integer minor units (hundredths). */
export const money = (name: string) => integer(name, { mode: 'number' });
/** Counts, quantities, token numbers, rates in parts per million. */
export const int = (name: string) => integer(name, { mode: 'number' });
/** Tenant versions and mutation ids: may outgrow 32 bits. */
export const bigInt = (name: string) => integer(name, { mode: 'number' });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const double = (name: string) => real(name);
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
export const bytes = (name: string) => blob(name, { mode: 'buffer' });

/** Owning tenant; deleting the tenant deletes the row. */
export const tenantRef = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const createdAt = () =>
  epochMs('created_at')
    .notNull()
    .$defaultFn(() => Date.now());

export const updatedAt = () =>
  epochMs('updated_at')
    .notNull()
    .$defaultFn(() => Date.now())
    .$onUpdateFn(() => Date.now());

/**
 * Columns of every synced table: client-generated UUIDv7 id, owning tenant, the tenant version that last
 * touched the row (pull sends rows with version > cookie; no default, so a write that forgets to stamp
 * fails loudly) and the tombstone flag (deletions sync as tombstones).
 */
export const syncedColumns = () => ({
  id: text('id').primaryKey(),
  tenantId: tenantRef(),
  version: bigInt('version').notNull(),
  deleted: bool('deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * DRAIN4 (ADR 0080): `<clientId>:<version>` when the row's write at that version is exactly what that client
   * holds (its own mutation's row, compared by digest): that client's pulls leave the row out. Any later write
   * changes the version, so a stale mark never matches.
   */
  syncEcho: text('sync_echo'),
});

/** The (tenant_id, version) index every synced table carries for pulls. */
export const versionIndex = (table: string, t: { tenantId: SQLiteColumn; version: SQLiteColumn }) =>
  index(`${table}_tenant_version_idx`).on(t.tenantId, t.version);
