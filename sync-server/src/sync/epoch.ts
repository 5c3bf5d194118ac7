// RST1: the database's sync epoch, a random id kept in `server_secrets` (ADR 0017). Made when a server first
// starts on a database, made anew by every restore (ops/backup.ts), carried with the pull cookie.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Tables } from '../db/index.ts';
import { type Prepared, prepared } from './store/plan.ts';

export const SYNC_EPOCH_KEY = 'sync_epoch';

export const newSyncEpoch = (): string => randomUUID();

/** The epoch, made now if the database has none (several processes may start together: the first wins). */
export async function ensureSyncEpoch(database: Database): Promise<string> {
  const s = database.t.serverSecrets;
  const read = async () =>
    (await database.db.select().from(s).where(eq(s.name, SYNC_EPOCH_KEY)).limit(1))[0]?.value;
  const found = await read();
  if (found) return found;
  const fresh = newSyncEpoch();
  await database.transaction((tx) =>
    tx.insert(s).values({ name: SYNC_EPOCH_KEY, value: fresh }).onConflictDoNothing(),
  );
  return (await read()) ?? fresh;
}

/** A new epoch: every client's next pull is a reset. Run after restoring a backup. */
export async function rotateSyncEpoch(database: Database): Promise<string> {
  const s = database.t.serverSecrets;
  const fresh = newSyncEpoch();
  await database.transaction((tx) =>
    tx
      .insert(s)
      .values({ name: SYNC_EPOCH_KEY, value: fresh })
      .onConflictDoUpdate({ target: s.name, set: { value: fresh } }),
  );
  return fresh;
}

/** The epoch, read inside a pull's snapshot: its one row, or none before any server made one. */
export const syncEpochQuery = (t: Tables): Prepared =>
  prepared(
    'sync-epoch',
    (db) =>
      db
        .select({ value: t.serverSecrets.value })
        .from(t.serverSecrets)
        .where(eq(t.serverSecrets.name, SYNC_EPOCH_KEY))
        .limit(1),
    {},
  );

/** The epoch of `syncEpochQuery`'s rows ('' before any server made one: every client epoch then differs). */
export const syncEpochOf = (found: readonly { value: string }[]): string => found[0]?.value ?? '';
