/** What local mutation and rebase need: the device database, who is signed in, and the mutator registry. */
import { type Mutator, SYNCED_TABLES } from '@tavola/shared';
import type { TavolaDb } from '../db/database.ts';
import type { SyncIdentity } from './context.ts';
import type { SyncTransport } from './transport.ts';

export type MutatorLookup = (name: string) => Mutator | undefined;

export type LocalEnv = {
  readonly db: TavolaDb;
  readonly who: SyncIdentity;
  readonly mutators: MutatorLookup;
};

/** Every store a mutation or a rebase may touch: one transaction spans them all (all or nothing). */
export const SYNC_STORES: readonly string[] = [...SYNCED_TABLES, 'outbox', 'meta', 'acknowledged'];

/** The sync client's view: the local side plus the server calls. */
export type SyncEnv = LocalEnv & { readonly transport: SyncTransport };
