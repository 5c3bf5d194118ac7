/**
 * TOK7: the daily token of an order rung up through the REST API (no till, so no leased block): the next
 * number of the tenant's counter for the store's business day, a block of one. Blocks of tills and these
 * single numbers come from the same counter, so they never overlap (TOK6). A number taken for an order
 * that is then refused is skipped, never reused.
 */
import { allocateBlock, businessToday, type TokenBlock } from '@tavola/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { tenantClock } from './store-views.ts';

export type ServerToken = {
  readonly tokenNo: string;
  readonly businessDay: string;
  readonly lease: TokenBlock;
};

export async function takeServerToken(
  database: Database,
  tenantId: string,
  now: number,
): Promise<ServerToken> {
  const businessDay = businessToday(now, await tenantClock(database, tenantId));
  const c = database.t.tokenCounters;
  const [row] = await database.transaction((tx) =>
    tx
      .insert(c)
      .values({ tenantId, businessDay, nextValue: 2 })
      .onConflictDoUpdate({
        target: [c.tenantId, c.businessDay],
        set: { nextValue: sql`${c.nextValue} + 1` },
      })
      .returning({ nextValue: c.nextValue }),
  );
  if (!row) throw new Error('token counter upsert returned no row');
  const { block } = allocateBlock(businessDay, Number(row.nextValue) - 1, 1);
  return { tokenNo: String(block.start), businessDay, lease: block };
}
