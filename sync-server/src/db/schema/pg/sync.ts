// Sync bookkeeping (docs/architecture.md §6): registered devices, token leases, per-client mutation ids, the
// mutation log and each tenant's version counter. Server-only, never synced.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './accounts.ts';
import { bigInt, bool, createdAt, epochMs, int, json, tenantRef, updatedAt } from './columns.ts';

/** A registered till or tablet. */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    /** One letter, unique among the tenant's active devices; prefixes offline tokens ('B-3'). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastSeenAt: epochMs('last_seen_at'),
    revokedAt: epochMs('revoked_at'),
  },
  (t) => [uniqueIndex('devices_tenant_code_uq').on(t.tenantId, t.code).where(sql`revoked_at is null`)],
);

/** Next token number to lease, per tenant and business day (TOK). */
export const tokenCounters = pgTable(
  'token_counters',
  {
    tenantId: tenantRef(),
    businessDay: text('business_day').notNull(),
    nextValue: int('next_value').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.businessDay] })],
);

/** A block of token numbers [start_no, end_no] leased to one device for one business day. */
export const tokenLeases = pgTable(
  'token_leases',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    businessDay: text('business_day').notNull(),
    startNo: int('start_no').notNull(),
    endNo: int('end_no').notNull(),
    /**
     * Every number of the block is on an order of its device (set by a lease that found it so; orders are never
     * deleted, so it stays true): a lease no longer counts its tokens, and a push no longer reads it, since a
     * new order's token cannot be in it (ADR 0014).
     */
    full: bool('full').notNull().default(false),
    createdAt: createdAt(),
  },
  // With `full` and the block bounds: a push group reads its devices' open blocks, and a lease the device's
  // blocks of the day, from this index alone (no table rows).
  (t) => [
    index('token_leases_device_day_idx').on(
      t.tenantId,
      t.deviceId,
      t.full,
      t.businessDay,
      t.startNo,
      t.endNo,
    ),
  ],
);

/** One IndexedDB outbox; a wiped browser database is a new client and never reuses mutation ids. */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: text('client_id').primaryKey(),
    tenantId: tenantRef(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    lastMutationId: bigInt('last_mutation_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sync_clients_tenant_idx').on(t.tenantId)],
);

/** Every pushed mutation, applied or rejected. */
export const mutationLog = pgTable(
  'mutation_log',
  {
    tenantId: tenantRef(),
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: bigInt('mutation_id').notNull(),
    name: text('name').notNull(),
    args: json<unknown>('args').notNull(),
    /** The tenant version it was applied at; null when rejected. */
    version: bigInt('version'),
    /** applied | rejected. */
    status: text('status').notNull(),
    error: text('error'),
    clientTime: epochMs('client_time'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mutationId] }),
    index('mutation_log_tenant_version_idx').on(t.tenantId, t.version),
  ],
);

/** The tenant's version space: bumped by every write that syncs (UPDATE ... RETURNING orders writers). */
export const tenantVersions = pgTable('tenant_versions', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  version: bigInt('version').notNull().default(0),
});
