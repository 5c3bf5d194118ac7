// The sync store of the running dialect (docs/architecture.md §5): push and pull over the same plans.
import type { Database } from '../../db/index.ts';
import { countInFlight } from './in-flight.ts';
import { pgStore } from './pg.ts';
import { sqliteStore } from './sqlite.ts';
import type { SyncStore, SyncStoreOptions } from './types.ts';

export type * from './types.ts';

export function createSyncStore(database: Database, options: SyncStoreOptions): SyncStore {
  return countInFlight(
    database.dialect === 'sqlite' ? sqliteStore(database, options) : pgStore(database, options),
  );
}
