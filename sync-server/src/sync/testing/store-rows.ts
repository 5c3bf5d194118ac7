// What the store tests read back of a database: a tenant's categories, a client row, a client's mutation log.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';

/** Readers of the database `current()` gives (the test's, opened fresh for each test). */
export function storeRows(current: () => Database) {
  const categories = async (tenantId: string) => {
    const database = current();
    return database.db
      .select()
      .from(database.t.categories)
      .where(eq(database.t.categories.tenantId, tenantId))
      .orderBy(database.t.categories.id);
  };
  const clientRow = async (clientId: string) => {
    const database = current();
    const [row] = await database.db
      .select()
      .from(database.t.syncClients)
      .where(eq(database.t.syncClients.clientId, clientId));
    return row;
  };
  const log = async (clientId: string) => {
    const database = current();
    return database.db
      .select()
      .from(database.t.mutationLog)
      .where(eq(database.t.mutationLog.clientId, clientId))
      .orderBy(database.t.mutationLog.mutationId);
  };
  return { categories, clientRow, log };
}
