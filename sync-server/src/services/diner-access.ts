/**
 * The capability a diner holds for one order (docs/api-diner.md §2, ADR 0012): HMAC-SHA256 under a server
 * key of (store, clientOrderId, dinerId), so a retry of the same order gets the same token back, while
 * nobody without the phone's clientOrderId can make it. The database keeps only its SHA-256.
 */
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { serverSecret } from './sessions.ts';

export type DinerOrderRow = Database['t']['dinerOrders']['$inferSelect'];

export const loadOrderTokenKey = (database: Database) => serverSecret(database, 'diner_order_key', null);

export const issueOrderToken = (key: Buffer, tenantId: string, clientOrderId: string, dinerId: string) =>
  createHmac('sha256', key).update(`${tenantId}:${clientOrderId}:${dinerId}`).digest('base64url');

export const orderTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The diner order this token opens, or undefined. */
export async function findByToken(database: Database, token: string): Promise<DinerOrderRow | undefined> {
  const d = database.t.dinerOrders;
  const [row] = await database.db
    .select()
    .from(d)
    .where(eq(d.tokenHash, orderTokenHash(token)))
    .limit(1);
  return row;
}

/** The orders these tokens open (unknown tokens are left out). */
export async function findByTokens(database: Database, tokens: readonly string[]): Promise<DinerOrderRow[]> {
  const out: DinerOrderRow[] = [];
  for (const token of new Set(tokens)) {
    const row = await findByToken(database, token);
    if (row) out.push(row);
  }
  return out;
}
