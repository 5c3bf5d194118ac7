/** A device database and sync environment against the fake server, one fresh database per call. */
import { openTavolaDb, type TavolaDb } from '../db/database.ts';
import type { SyncIdentity } from '../sync/context.ts';
import { ensureDevice } from '../sync/device.ts';
import type { SyncEnv } from '../sync/local-env.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { testMutators } from './test-mutators.ts';

export const WHO: SyncIdentity = { tenantId: 't-1', userId: 'u-1', role: 'admin', scope: '' };

let count = 0;
export const aTestDb = (): TavolaDb => openTavolaDb(`tavola-test-${++count}`);

export type TestSync = SyncEnv & { readonly server: FakeSyncServer };

export function aSyncEnv(server: FakeSyncServer = new FakeSyncServer(), db: TavolaDb = aTestDb()): TestSync {
  return { db, who: WHO, mutators: testMutators, transport: server.transport(), server };
}

/** A device that has registered with the server (as the client does on its first sync). */
export async function aRegisteredEnv(server?: FakeSyncServer): Promise<TestSync> {
  const env = aSyncEnv(server);
  await ensureDevice(env, 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0');
  return env;
}
