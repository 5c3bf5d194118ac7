/** Typed access to the `meta` store: the sync client's bookkeeping, kept in the same database as the outbox. */
import type { TokenBlock, TokenState } from '@tavola/shared';
import type { Transaction } from 'dexie';
import type { MetaRecord, TavolaDb } from './database.ts';

export type MetaValues = {
  /** SYNC3: made with the database; a wiped database is a new client. */
  clientId: string;
  /** The id the next mutation gets. */
  nextMutationId: number;
  /** The highest mutation id the server has acknowledged (push or pull). */
  lastMutationId: number;
  /** The tenant version the synced tables reflect; null before the first pull. */
  cookie: number | null;
  /** RST1: the server database's sync epoch the cookie belongs to; sent with every pull. */
  epoch: string | null;
  /** READ3: the read grant (the user's scopes) the synced tables were pulled under; sent with every pull. */
  grant: string | null;
  /** Set by a server reset or a schema upgrade: the next completed pull replaces the synced tables. */
  fullResync: boolean;
  deviceId: string;
  deviceCode: string;
  /** Token blocks leased to this device (TOK1), of the lease day and the day before. */
  leases: readonly TokenBlock[];
  /** The server's business day at the last lease answer. */
  leaseDay: string;
  /** Tokens handed out on this device (TOK2-TOK3). */
  tokenState: TokenState;
  /** Versions this database last synced with. */
  protocolVersion: number;
  schemaVersion: number;
  /** Epoch ms of the last completed pull. */
  lastSyncedAt: number;
  /** The server refused this app's versions (the ones named here): syncing waits for an update. */
  updateRequired: { message: string; protocolVersion: number; schemaVersion: number } | null;
  /** TILL3: the POS sale being rung up, so a reload keeps the cart (features/pos/sale-keeper.ts). */
  posSale: unknown;
  /** navigator.storage.persist() has been asked once. */
  persistRequested: boolean;
};
export type MetaKey = keyof MetaValues;

/** Reads a meta value (inside a transaction when called in one). */
export async function getMeta<K extends MetaKey>(db: TavolaDb, key: K): Promise<MetaValues[K] | undefined> {
  const rec = await db.meta.get(key);
  return rec?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(db: TavolaDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/** Several meta values at once, as a partial record (missing keys are absent). */
export async function readMeta<K extends MetaKey>(
  db: TavolaDb,
  keys: readonly K[],
): Promise<Partial<Pick<MetaValues, K>>> {
  const recs = await db.meta.bulkGet([...keys]);
  const out: Partial<Record<MetaKey, unknown>> = {};
  for (const r of recs) if (r) out[r.key as MetaKey] = r.value;
  return out as Partial<Pick<MetaValues, K>>;
}

/**
 * For a Dexie upgrade that changes the synced rows' shape (db/schema.ts): forget the cookie so the next
 * pull starts from null and replaces the synced tables, then re-runs the outbox on top (as a server reset).
 */
export async function requestFullResync(tx: Transaction): Promise<void> {
  await tx.table<MetaRecord, string>('meta').bulkPut([
    { key: 'cookie', value: null },
    { key: 'fullResync', value: true },
  ]);
}
