/**
 * The store behind a QR menu code (VAL13): an unknown code is 'Broken Link!', a store
 * with the menu off (or switched off on the platform) is 'Menu Not Available!'. Both 404, so a closed store
 * reveals nothing else (docs/api-diner.md §1).
 */
import { DINER_MESSAGES, ERROR_CODES } from '@tavola/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { HttpError } from '../plugins/errors.ts';

export type DinerStore = {
  readonly tenantId: string;
  readonly settings: Database['t']['storeSettings']['$inferSelect'];
};

export const findDinerStore = (database: Database, qrcode: string) =>
  storeWhere(database, eq(database.t.storeSettings.uniqueQrCode, qrcode));

/** The same checks for the store of a diner order (a new checkout of an order placed earlier). */
export const findStoreOfTenant = (database: Database, tenantId: string) =>
  storeWhere(database, eq(database.t.storeSettings.tenantId, tenantId));

async function storeWhere(database: Database, condition: SQL): Promise<DinerStore> {
  const { db, t } = database;
  const [row] = await db
    .select({ settings: t.storeSettings, isActive: t.tenants.isActive, approved: t.tenants.approved })
    .from(t.storeSettings)
    .innerJoin(t.tenants, eq(t.tenants.id, t.storeSettings.tenantId))
    .where(and(condition, eq(t.storeSettings.deleted, false)))
    .limit(1);
  if (!row) throw new HttpError(404, DINER_MESSAGES.brokenLink, ERROR_CODES.notFound);
  if (!row.settings.isQrMenuEnabled || !row.isActive || !row.approved)
    throw new HttpError(404, DINER_MESSAGES.menuNotAvailable, ERROR_CODES.menuNotAvailable);
  return { tenantId: row.settings.tenantId, settings: row.settings };
}

/** The store's live table, or null (a table of another store reads as none). */
export async function findStoreTable(database: Database, tenantId: string, tableId: string | null) {
  if (!tableId) return null;
  const table = await scoped(database, tenantId).find(database.t.storeTables, tableId);
  return table ? { id: table.id, title: table.tableTitle } : null;
}
