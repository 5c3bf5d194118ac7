// Daily token leases (ARCHITECTURE 6.4, TOK1, TOK6): the server's counter per tenant and business day hands
// out blocks of LEASE_BLOCK_SIZE numbers; a device holds two blocks with numbers left and gets another when
// only one is left. The business day is the store's (its zone and day start), never the device's or UTC.
import { allocateBlock, businessToday, LEASE_BLOCK_SIZE, needsRefill, type TokenBlock } from '@tavola/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb, Tables } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { placeholders } from './prepared-rows.ts';
import { type LeaseRow, leasesQuery } from './push-statements.ts';
import { batch, type Plan, prepared, rows, run } from './store/plan.ts';
import { storeClockPlan } from './store-clock.ts';

export const leaseArgs = v.object({
  deviceId: v.pipe(
    v.optional(v.string(), ''),
    v.minLength(1, 'Please register this device!'),
    v.maxLength(100),
  ),
});

export type LeaseResult = { businessDay: string; leases: TokenBlock[] };

/** A lease request: the device's blocks of its store's business day at `now`, topped up to two with numbers left. */
export type LeaseInput = { readonly tenantId: string; readonly deviceId: string; readonly now: number };

export type LeaseOutcome = LeaseResult | 'unknown-device';

const LEASE_KEYS = ['id', 'tenantId', 'deviceId', 'businessDay', 'startNo', 'endNo', 'createdAt'] as const;

/** Takes the next block of the tenant's counter for `businessDay` (atomic on both dialects). */
function* nextBlock(
  t: Tables,
  tenantId: string,
  businessDay: string,
  size: number = LEASE_BLOCK_SIZE,
): Plan<TokenBlock> {
  const c = t.tokenCounters;
  const [row] = yield* rows<{ nextValue: number }>(
    prepared(
      'lease-counter',
      (db) =>
        db
          .insert(c)
          .values(placeholders(['tenantId', 'businessDay', 'nextValue'], ''))
          .onConflictDoUpdate({
            target: [c.tenantId, c.businessDay],
            set: { nextValue: sql`${c.nextValue} + ${sql.placeholder('size')}` },
          })
          .returning({ nextValue: c.nextValue }),
      { tenantId, businessDay, nextValue: 1 + size, size },
    ),
  );
  if (!row) throw new Error('token counter upsert returned no row');
  return allocateBlock(businessDay, Number(row.nextValue) - size, size).block;
}

/**
 * The device's printed tokens of the day (placeholders tenantId, businessDay, deviceId): read from
 * orders_device_day_idx alone, however busy the store.
 */
export const printedTokens = (db: AppDb, t: Tables) =>
  db
    .select({ tokenNo: t.orders.tokenNo })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.tenantId, sql.placeholder('tenantId')),
        eq(t.orders.businessDay, sql.placeholder('businessDay')),
        eq(t.orders.deviceId, sql.placeholder('deviceId')),
      ),
    );

/**
 * A lease, written once for both dialects (a plan, store/plan.ts): on SQLite it runs on the write thread inside
 * the next push group's transaction (ADR 0025), on PostgreSQL in a transaction of its own. Its statements are
 * prepared (built once per handle).
 */
export function* leasePlan(t: Tables, { tenantId, deviceId, now }: LeaseInput): Plan<LeaseOutcome> {
  const d = t.devices;
  // Touching the device row first serialises two lease calls of one device (a row lock on PostgreSQL).
  const [device] = yield* rows<{ id: string }>(
    prepared(
      'lease-device',
      (db) =>
        db
          .update(d)
          .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
          .where(
            and(
              eq(d.id, sql.placeholder('deviceId')),
              eq(d.tenantId, sql.placeholder('tenantId')),
              isNull(d.revokedAt),
            ),
          )
          .returning({ id: d.id }),
      { now, deviceId, tenantId },
    ),
  );
  if (!device) return 'unknown-device';

  const businessDay = businessToday(now, yield* storeClockPlan(t, tenantId));
  const l = t.tokenLeases;
  const [heldRows, usedRows] = yield* batch<Record<string, unknown>>([
    leasesQuery(t, [tenantId], [deviceId], businessDay, businessDay),
    prepared('lease-printed', (db) => printedTokens(db, t), { tenantId, businessDay, deviceId }),
  ]);
  const held: TokenBlock[] = ((heldRows ?? []) as LeaseRow[]).map((b) => ({
    businessDay: b.businessDay,
    start: Number(b.start),
    end: Number(b.end),
  }));
  const used = ((usedRows ?? []) as { tokenNo: string }[]).map((r) => r.tokenNo);

  while (needsRefill(held, used)) {
    const block = yield* nextBlock(t, tenantId, businessDay);
    const lease = {
      id: uuidv7(now),
      tenantId,
      deviceId,
      businessDay,
      startNo: block.start,
      endNo: block.end,
      createdAt: now,
    };
    yield* run(prepared('lease-insert', (db) => db.insert(l).values(placeholders(LEASE_KEYS, '')), lease));
    held.push(block);
  }
  return { businessDay, leases: held };
}
