// Raw SQL rows on either dialect, for the few queries the query builder cannot express portably (per-dialect
// report SQL, introspection). Prefer the query builder; results are untyped driver values (pg: bigint as string).
import type { SQL } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { AppDb, Database } from './index.ts';

export async function queryRows<T = Record<string, unknown>>(
  database: Database,
  query: SQL,
  executor: AppDb = database.db,
): Promise<T[]> {
  if (database.dialect === 'sqlite') return executor.all<T>(query);
  const rows = await (executor as unknown as PostgresJsDatabase).execute(query);
  return [...rows] as T[];
}
