// Minimal tenant rows for database tests (the accounts routes create real ones).
import type { Database } from '../src/db/index.ts';
import { uuidv7 } from '../src/ids.ts';

export async function createTenant(database: Database, name = 'Test Restaurant'): Promise<string> {
  const id = uuidv7();
  const now = Date.now();
  await database.transaction((tx) =>
    tx.insert(database.t.tenants).values({ id, name, approved: true, createdAt: now, updatedAt: now }),
  );
  return id;
}
