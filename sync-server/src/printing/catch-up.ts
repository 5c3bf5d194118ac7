/**
 * PRN2, LEFT5: the print catch-up after a start (or a lost announcement): the triggers run again for the orders
 * the server wrote in the last `windowMs`, so a process that died between a commit and its trigger does not lose
 * the ticket, and orders written longer ago are never printed again (the marks make it a no-op for the rest).
 * "Written" is the server's own commit time: an order's `updatedAt` for REST writes, and for pushed mutations
 * the time the mutation log records, since a till's sale keeps its sold-at time as `updatedAt` (DRAIN5): its
 * orders are those at or above the lowest tenant version the server applied a push at in the window.
 */
import { and, desc, eq, gt, gte, inArray, isNotNull, lte, min, or } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { SERVER_CONNECTIONS } from './printers-store.ts';
import { printTriggers } from './triggers.ts';

export const CATCH_UP_WINDOW_MS = 15 * 60_000;

/**
 * The lowest tenant version a push applied after `cutoff` wrote, or null when none did. The log's entries older
 * than the cutoff are found from the top of its (tenant, version) index down, so only the window's are read.
 */
async function pushedSince(database: Database, tenantId: string, cutoff: number): Promise<number | null> {
  const { db, t } = database;
  const log = t.mutationLog;
  const [before] = await db
    .select({ version: log.version })
    .from(log)
    .where(and(eq(log.tenantId, tenantId), isNotNull(log.version), lte(log.createdAt, cutoff)))
    .orderBy(desc(log.version))
    .limit(1);
  const [since] = await db
    .select({ version: min(log.version) })
    .from(log)
    .where(
      and(
        eq(log.tenantId, tenantId),
        before?.version != null ? gt(log.version, before.version) : isNotNull(log.version),
        gt(log.createdAt, cutoff),
      ),
    );
  return since?.version ?? null;
}

export async function catchUp(
  database: Database,
  now: number,
  windowMs = CATCH_UP_WINDOW_MS,
): Promise<number> {
  const { db, t } = database;
  const cutoff = now - windowMs;
  const tenants = await db
    .selectDistinct({ tenantId: t.printers.tenantId })
    .from(t.printers)
    .where(inArray(t.printers.connection, [...SERVER_CONNECTIONS]));
  let stored = 0;
  for (const { tenantId } of tenants) {
    const since = await pushedSince(database, tenantId, cutoff);
    const written = gt(t.orders.updatedAt, cutoff);
    const recent = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(
        and(
          eq(t.orders.tenantId, tenantId),
          since === null ? written : or(written, gte(t.orders.version, since)),
        ),
      );
    stored += await printTriggers(
      database,
      tenantId,
      recent.map((r) => r.id),
      now,
    );
  }
  return stored;
}
