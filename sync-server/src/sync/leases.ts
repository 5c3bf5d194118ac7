// Daily token leases (ARCHITECTURE 6.4, TOK1, TOK6): the server's counter per tenant and business day hands
// out blocks of LEASE_BLOCK_SIZE numbers; a device holds two blocks with numbers left and gets another when
// only one is left. The business day is the store's (its zone and day start), never the device's or UTC.
import { allocateBlock, businessToday, LEASE_BLOCK_SIZE, needsRefill, type TokenBlock } from '@tavola/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb, Database, Tables } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { pgExecutor } from './store/pg.ts';
import { driveAsync, type Step } from './store/plan.ts';
import { sqliteExecutor } from './store/sqlite.ts';
import { storeClockPlan } from './store-clock.ts';

export const leaseArgs = v.object({
  deviceId: v.pipe(
    v.optional(v.string(), ''),
    v.minLength(1, 'Please register this device!'),
    v.maxLength(100),
  ),
});

export type LeaseResult = { businessDay: string; leases: TokenBlock[] };

/** Runs a read-only plan inside an async transaction with the dialect's executor. */
const awaitRows = (database: Database, tx: AppDb) => {
  const execute = database.dialect === 'sqlite' ? sqliteExecutor(tx) : pgExecutor(tx);
  return async (step: Step) => {
    if (step.kind !== 'rows') throw new Error(`unexpected ${step.kind} step`);
    return await execute(step);
  };
};

/** Takes the next block of the tenant's counter for `businessDay` (atomic on both dialects). */
async function nextBlock(
  tx: AppDb,
  t: Tables,
  tenantId: string,
  businessDay: string,
  size: number = LEASE_BLOCK_SIZE,
): Promise<TokenBlock> {
  const c = t.tokenCounters;
  const [row] = await tx
    .insert(c)
    .values({ tenantId, businessDay, nextValue: 1 + size })
    .onConflictDoUpdate({
      target: [c.tenantId, c.businessDay],
      set: { nextValue: sql`${c.nextValue} + ${size}` },
    })
    .returning({ nextValue: c.nextValue });
  if (!row) throw new Error('token counter upsert returned no row');
  return allocateBlock(businessDay, Number(row.nextValue) - size, size).block;
}

/** The device's printed tokens of the day: read from orders_device_day_idx alone, however busy the store. */
export const printedTokens = (
  db: AppDb,
  t: Tables,
  tenantId: string,
  businessDay: string,
  deviceId: string,
) =>
  db
    .select({ tokenNo: t.orders.tokenNo })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.tenantId, tenantId),
        eq(t.orders.businessDay, businessDay),
        eq(t.orders.deviceId, deviceId),
      ),
    );

export async function leaseTokens(
  database: Database,
  tenantId: string,
  deviceId: string,
  now: number,
): Promise<LeaseResult | 'unknown-device'> {
  const { t } = database;
  return database.transaction(async (tx) => {
    // Touching the device row first serialises two lease calls of one device (a row lock on PostgreSQL).
    const [device] = await tx
      .update(t.devices)
      .set({ lastSeenAt: now })
      .where(and(eq(t.devices.id, deviceId), eq(t.devices.tenantId, tenantId), isNull(t.devices.revokedAt)))
      .returning({ id: t.devices.id });
    if (!device) return 'unknown-device';

    const clock = await driveAsync(storeClockPlan(t, tenantId), awaitRows(database, tx));
    const businessDay = businessToday(now, clock);
    const l = t.tokenLeases;
    const ofDay = and(eq(l.tenantId, tenantId), eq(l.deviceId, deviceId), eq(l.businessDay, businessDay));
    const held: TokenBlock[] = await tx
      .select({ businessDay: l.businessDay, start: l.startNo, end: l.endNo })
      .from(l)
      .where(ofDay)
      .orderBy(l.startNo);
    const used = (await printedTokens(tx, t, tenantId, businessDay, deviceId)).map((r) => r.tokenNo);

    while (needsRefill(held, used)) {
      const block = await nextBlock(tx, t, tenantId, businessDay);
      await tx.insert(l).values({
        id: uuidv7(now),
        tenantId,
        deviceId,
        businessDay,
        startNo: block.start,
        endNo: block.end,
        createdAt: now,
      });
      held.push(block);
    }
    return { businessDay, leases: held };
  });
}
