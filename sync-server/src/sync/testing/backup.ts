// A tenant's sync data copied out and written back: stands in for restoring the server from an older backup
// (issue 12) on both dialects, without copying database files. Like a real restore (ops/backup.ts) it makes
// a new sync epoch (RST1).
import { SYNCED_TABLES } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/index.ts';
import { rotateSyncEpoch } from '../epoch.ts';

/** Parents before children, so rows can be inserted in this order and deleted in the reverse. */
const tablesOf = (database: Database) => {
  const t = database.t;
  return [
    t.tenantVersions,
    t.syncClients,
    t.mutationLog,
    t.tokenCounters,
    t.tokenLeases,
    ...SYNCED_TABLES.map((name) => t[name]),
  ] as SQLiteTable[];
};

const tenantColumn = (table: SQLiteTable) =>
  (table as unknown as { tenantId: Parameters<typeof eq>[0] }).tenantId;

export type Backup = { tables: { table: SQLiteTable; rows: Record<string, unknown>[] }[] };

export async function backupTenant(database: Database, tenantId: string): Promise<Backup> {
  const tables = [];
  for (const table of tablesOf(database)) {
    tables.push({
      table,
      rows: await database.db
        .select()
        .from(table)
        .where(eq(tenantColumn(table), tenantId)),
    });
  }
  return { tables };
}

export async function restoreTenant(database: Database, tenantId: string, backup: Backup): Promise<void> {
  await database.transaction(async (tx) => {
    for (const { table } of [...backup.tables].reverse())
      await tx.delete(table).where(eq(tenantColumn(table), tenantId));
    for (const { table, rows } of backup.tables) {
      for (let i = 0; i < rows.length; i += 200) await tx.insert(table).values(rows.slice(i, i + 200));
    }
  });
  await rotateSyncEpoch(database);
}
