/**
 * The device database (docs/architecture.md §6): one IndexedDB per signed-in tenant and user, holding the synced
 * tables, the outbox of mutations, sync bookkeeping (meta) and POS drafts.
 */
import type { Row, RowOf, SyncedTable } from '@tavola/shared';
import { Dexie, type Table, type Transaction } from 'dexie';
import { uuidv4 } from './ids.ts';
import { STORES_V1, STORES_V2, STORES_V3, STORES_V4, STORES_V5, STORES_V6 } from './schema.ts';

/** A row's state before a pending mutation wrote it (null: it did not exist), so a rebase can undo it. */
export type UndoRecord = { readonly table: SyncedTable; readonly id: string; readonly before: Row | null };

export type OutboxStatus = 'pending' | 'rejected';

export type OutboxEntry = {
  /** Insertion order (auto-increment). */
  seq?: number;
  /** The mutation id: 1, 2, 3 … per client id, no gaps (SYNC2). */
  id: number;
  name: string;
  args: unknown;
  clientTime: number;
  status: OutboxStatus;
  /** The server's rejection (status 'rejected'): shown to the user until dismissed. */
  code?: string;
  message?: string;
  /** Before-images of the rows this entry's optimistic writes changed, oldest first. Empty once undone. */
  undo: readonly UndoRecord[];
  /**
   * DRAIN4 (ADR 0080): the digests of the rows its last run wrote (shared `writesEcho`), sent with it; '' when that
   * run wrote nothing. Absent: never sent with one.
   */
  echo?: string;
};

/** RST2: a mutation the server acknowledged, kept to send again if the server is restored from a backup. */
export type AcknowledgedEntry = {
  clientId: string;
  id: number;
  name: string;
  args: unknown;
  clientTime: number;
  /** When a pull dropped it from the outbox (epoch ms). */
  ackedAt: number;
};

/** A POS cart put aside under a name (a POS draft, kept only on the device), with its customer and table. */
export type Draft = {
  id: string;
  nameRef: string;
  date: number;
  cart: unknown;
  customer?: unknown;
  deliveryType?: unknown;
  tableId?: unknown;
  /** DISC7: the bill discount and the order id its approval signed (line discounts ride in `cart`). */
  billDiscount?: unknown;
  saleId?: unknown;
};

export type MetaRecord = { key: string; value: unknown };

type SyncedTables = { readonly [T in SyncedTable]: Table<RowOf<T>, string> };

export type TavolaDb = Dexie &
  SyncedTables & {
    readonly outbox: Table<OutboxEntry, number>;
    readonly acknowledged: Table<AcknowledgedEntry, [string, number]>;
    readonly meta: Table<MetaRecord, string>;
    readonly drafts: Table<Draft, string>;
  };

/** The synced table `t` as plain rows (patches and writes carry untyped rows). */
export const rowsOf = (db: TavolaDb, t: SyncedTable): Table<Row, string> => db.table(t);

export const dbNameFor = (tenantId: string, userId: string): string => `tavola-${tenantId}-${userId}`;

/** SYNC3: a new database is a new client: a random client id, mutation ids from 1, no cookie yet. */
function seedIdentity(tx: Transaction): Promise<unknown> {
  return tx.table<MetaRecord, string>('meta').bulkPut([
    { key: 'clientId', value: uuidv4() },
    { key: 'nextMutationId', value: 1 },
    { key: 'lastMutationId', value: 0 },
    { key: 'cookie', value: null },
  ]);
}

export function openTavolaDb(name: string): TavolaDb {
  const db = new Dexie(name) as TavolaDb;
  db.version(1).stores(STORES_V1);
  db.version(2).stores(STORES_V2);
  db.version(3).stores(STORES_V3);
  db.version(4).stores(STORES_V4);
  db.version(5).stores(STORES_V5);
  db.version(6).stores(STORES_V6);
  // Later versions go here (db.version(3)...): see db/schema.ts for the rules that keep the outbox.
  db.on('populate', seedIdentity);
  return db;
}
