/**
 * RST2: after the server was restored from a backup, the acknowledged mutations this client still holds
 * above the server's count for it go back into the outbox, ahead of the pending ones and under the same ids,
 * so the next push sends them again. Must run inside a transaction over SYNC_STORES.
 */
import { ACKNOWLEDGED_RETENTION_MS, mutationsToResend } from '@tavola/shared';
import { Dexie } from 'dexie';
import type { TavolaDb } from '../db/database.ts';
import { getMeta } from '../db/meta.ts';

/** Returns how many entries went back into the outbox. */
export async function requeueLost(db: TavolaDb, serverLastMutationId: number): Promise<number> {
  const clientId = await getMeta(db, 'clientId');
  if (!clientId) return 0;
  const held = await db.acknowledged
    .where('[clientId+id]')
    .between([clientId, serverLastMutationId], [clientId, Dexie.maxKey], false, true)
    .toArray();
  if (held.length === 0) return 0;
  // seq is the rebase's order: the lost entries (lower ids) must come before every entry already queued
  const queued = await db.outbox.orderBy('seq').toArray();
  // DRAIN10: a push keeps its copies before the pull drops the entries: those still queued are sent from there
  const inOutbox = new Set(queued.filter((e) => e.status === 'pending').map((e) => e.id));
  const stale = held.filter((m) => inOutbox.has(m.id));
  await db.acknowledged.bulkDelete(stale.map((m): [string, number] => [clientId, m.id]));
  const lost = mutationsToResend(
    held.filter((m) => !inOutbox.has(m.id)),
    clientId,
    serverLastMutationId,
  );
  if (lost.length === 0) return 0;
  await db.outbox.clear();
  for (const m of lost) {
    const { name, args, clientTime } = m;
    await db.outbox.add({ id: m.id, name, args, clientTime, status: 'pending', undo: [] });
  }
  for (const { seq: _seq, ...e } of queued) await db.outbox.add(e);
  await db.acknowledged.bulkDelete(lost.map((m): [string, number] => [clientId, m.id]));
  return lost.length;
}

/** Drops acknowledged entries past the retention (RST2). */
export const pruneAcknowledged = (db: TavolaDb, now: number): Promise<number> =>
  db.acknowledged
    .where('ackedAt')
    .below(now - ACKNOWLEDGED_RETENTION_MS)
    .delete();
