// Raw SQL rows on either dialect, for the few queries the query builder cannot express portably (per-dialect
// report SQL, introspection). Prefer the query builder; results are untyped driver values (pg: bigint as string).
import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppDb, Database } from './index.ts';

export async function queryRows<T = Record<string, unknown>>(
  database: Database,
  query: SQL,
  executor: AppDb = database.db,
): Promise<T[]> {
  if (database.dialect === 'sqlite') return executor.all<T>(query);
  const result = await (executor as unknown as NodePgDatabase).execute(query);
  return result.rows as T[];
}
