/**
 * A digest of everything a tenant owns: every row of every table with a `tenant_id` (and its tenants row),
 * so a test can say "this refused call changed nothing of store A". Clock-only columns (last seen) are left
 * out: reading with a session touches them.
 */
import { createHash } from 'node:crypto';
import { eq, getTableColumns, type Table } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/index.ts';

const VOLATILE = new Set(['lastSeenAt']);
/**
 * Print jobs and their marks are derived from sales already committed: the print triggers and the dispatcher
 * write them on their own schedule after an answer (PRN2, PRN3), so they say nothing of the call just made.
 */
const DERIVED = new Set(['printJobs', 'printMarks']);

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
    if (v && typeof v === 'object' && (v as { type?: unknown }).type === 'Buffer') {
      return Buffer.from((v as { data: number[] }).data).toString('base64');
    }
    return v;
  });

/** Rows of `tenantId` in every table, by table name. */
export async function tenantRows(database: Database, tenantId: string): Promise<Record<string, string[]>> {
  const tables = (Object.entries(database.t) as [string, Table][]).flatMap(([name, table]) => {
    if (DERIVED.has(name)) return [];
    const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
    const key = name === 'tenants' ? columns.id : columns.tenantId;
    return key ? [{ name, table, key }] : [];
  });
  const read = await Promise.all(
    tables.map(async ({ name, table, key }) => {
      const rows = (await database.db
        .select()
        .from(table as never)
        .where(eq(key, tenantId))) as Record<string, unknown>[];
      const text = rows
        .map((row) => canonical(Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.has(k)))))
        .sort();
      return [name, text] as const;
    }),
  );
  return Object.fromEntries(read);
}

export async function tenantDigest(database: Database, tenantId: string): Promise<string> {
  return createHash('sha256')
    .update(canonical(await tenantRows(database, tenantId)))
    .digest('hex');
}
