// The tenant's version counter (docs/architecture.md §6.3): every write that must reach devices stamps the rows it
// touches with a fresh version; pull sends rows whose version is above the client's cookie.
import { eq, sql } from 'drizzle-orm';
import type { AppDb, Tables } from './index.ts';

/**
 * Bumps and returns the tenant's version inside `tx`. The row lock it takes orders concurrent writers of
 * one tenant in commit order, so versions never become visible out of order.
 */
export async function nextTenantVersion(tx: AppDb, t: Tables, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(t.tenantVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: t.tenantVersions.tenantId,
      set: { version: sql`${t.tenantVersions.version} + 1` },
    })
    .returning({ version: t.tenantVersions.version });
  if (!row) throw new Error(`tenant version upsert returned no row for ${tenantId}`);
  return row.version;
}

/** The last version handed out for the tenant (0 when none yet). */
export async function currentTenantVersion(db: AppDb, t: Tables, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ version: t.tenantVersions.version })
    .from(t.tenantVersions)
    .where(eq(t.tenantVersions.tenantId, tenantId));
  return row?.version ?? 0;
}
