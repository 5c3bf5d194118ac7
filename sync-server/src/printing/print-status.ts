/**
 * PRN5: whether each printer the server prints to answers, for `GET /api/v1/print/status` and the `print_status`
 * socket event (PRT5's shape). A printer is offline when this process's last send to it failed, or (the job rows,
 * for any process) when it has jobs waiting that already failed; a CloudPRNT printer when it has not polled lately.
 */
import { type PrinterStatus, type PrintStatusAnswer, problemOf } from '@tavola/shared/printing/index';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { PrinterHealth } from './dispatcher.ts';
import { POLLING_CONNECTIONS, serverPrinters } from './printers-store.ts';

/** A CloudPRNT printer polls every few seconds; silent this long with jobs waiting, it is offline. */
export const CLOUDPRNT_SILENT_MS = 30_000;

export async function printStatus(
  database: Database,
  tenantId: string,
  now: number,
  health: (printerId: string) => PrinterHealth | undefined,
  lastPoll: (printerId: string) => number | undefined,
): Promise<PrintStatusAnswer> {
  const j = database.t.printJobs;
  const printers = await serverPrinters(database, tenantId);
  const waiting = await database.db
    .select({
      printerId: j.printerId,
      count: sql<number>`count(*)`.mapWith(Number),
      failed: sql<number>`sum(case when ${j.attempts} > 0 then 1 else 0 end)`.mapWith(Number),
      error: max(j.error),
    })
    .from(j)
    .where(and(eq(j.tenantId, tenantId), eq(j.status, 'queued')))
    .groupBy(j.printerId);
  const sent = await database.db
    .select({ printerId: j.printerId, at: max(j.sentAt) })
    .from(j)
    .where(and(eq(j.tenantId, tenantId), eq(j.status, 'sent')))
    .groupBy(j.printerId);
  const rows: PrinterStatus[] = printers.map((p) => {
    const w = waiting.find((x) => x.printerId === p.id);
    const h = health(p.id);
    const polled = lastPoll(p.id);
    const lastSent = sent.find((x) => x.printerId === p.id)?.at ?? null;
    const lastSeenAt = Math.max(h?.lastSeenAt ?? 0, lastSent ?? 0, polled ?? 0) || null;
    let state: PrinterStatus['state'];
    if (POLLING_CONNECTIONS.includes(p.connection))
      state =
        // PRN12: a polling printer that reported paper out or cover open for a waiting job is not printing
        (w?.failed ?? 0) > 0 && problemOf(w?.error)
          ? 'offline'
          : polled !== undefined && now - polled < CLOUDPRNT_SILENT_MS
            ? 'online'
            : (w?.count ?? 0) > 0
              ? 'offline'
              : 'unknown';
    else if (h) state = h.failing ? 'offline' : 'online';
    else state = (w?.failed ?? 0) > 0 ? 'offline' : lastSent !== null ? 'online' : 'unknown';
    const lastError = state === 'offline' ? (h?.lastError ?? w?.error ?? null) : null;
    // PRN10: the printer said why (paper, cover): this process heard it, or another did and the job keeps the words
    const problem = state === 'offline' ? (h ? (h.problem ?? null) : problemOf(w?.error)) : null;
    return {
      printerId: p.id,
      title: p.title,
      role: p.role === 'kitchen' ? 'kitchen' : 'receipt',
      state,
      waitingJobs: w?.count ?? 0,
      lastError,
      lastSeenAt,
      ...(h?.backupActive ? { backupActive: true } : {}),
      ...(problem ? { problem } : {}),
    };
  });
  return { printers: rows, at: now };
}
