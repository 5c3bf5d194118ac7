// Daily token leases (SS15; docs/architecture.md §6.4, TOK1, TOK6, TOK8, TOK9; ADR 0049): the server's counter per
// tenant and business day hands an online till the next number at the moment of the sale (a block of one), and a
// selling device a reserve of LEASE_BLOCK_SIZE numbers for selling offline, one at a time. The business day is the
// store's (its zone and day start), never the device's or UTC.
import {
  allocateBlock,
  blockSize,
  blocksLeft,
  businessToday,
  LEASE_BLOCK_SIZE,
  needsRefill,
  ONLINE_NUMBER_SIZE,
  type TokenBlock,
} from '@tavola/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb, Tables } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { anyOf, padded, placeholders } from './prepared-rows.ts';
import { type Plan, prepared, rows, run } from './store/plan.ts';
import { storeClockPlan } from './store-clock.ts';

export const leaseArgs = v.object({
  deviceId: v.pipe(
    v.optional(v.string(), ''),
    v.minLength(1, 'Please register this device!'),
    v.maxLength(100),
  ),
  /** TOK8: the next number of the day for the sale being rung up, instead of a reserve. */
  next: v.optional(v.boolean(), false),
});

export type LeaseResult = { businessDay: string; leases: TokenBlock[] };

/**
 * A lease request of a device for its store's business day at `now`: its open blocks, topped up with a reserve
 * when it has none with numbers left and `maySell` (TOK1, TOK9; default true), or with `next` the next number
 * alone (TOK8).
 */
export type LeaseInput = {
  readonly tenantId: string;
  readonly deviceId: string;
  readonly now: number;
  readonly next?: boolean;
  readonly maySell?: boolean;
};

export type LeaseOutcome = LeaseResult | 'unknown-device';

const LEASE_KEYS = ['id', 'tenantId', 'deviceId', 'businessDay', 'startNo', 'endNo', 'createdAt'] as const;

/** Takes the next block of the tenant's counter for `businessDay` (atomic on both dialects). */
export function* nextBlock(
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
 * The device's open blocks of one business day (placeholders tenantId, deviceId, businessDay): its reserve and
 * the numbers it took online whose orders have not arrived yet, so a lease's reads stay as small on a busy day.
 */
export const dayBlocks = (db: AppDb, t: Tables) => {
  const l = t.tokenLeases;
  return db
    .select({ start: l.startNo, end: l.endNo })
    .from(l)
    .where(
      and(
        eq(l.tenantId, sql.placeholder('tenantId')),
        eq(l.deviceId, sql.placeholder('deviceId')),
        eq(l.full, false),
        eq(l.businessDay, sql.placeholder('businessDay')),
      ),
    )
    .orderBy(l.startNo);
};

/** Marks the device's block of the day starting at `startNo` full. */
const markFull = (db: AppDb, t: Tables) => {
  const l = t.tokenLeases;
  return db
    .update(l)
    .set({ full: true })
    .where(
      and(
        eq(l.tenantId, sql.placeholder('tenantId')),
        eq(l.deviceId, sql.placeholder('deviceId')),
        eq(l.full, false),
        eq(l.businessDay, sql.placeholder('businessDay')),
        eq(l.startNo, sql.placeholder('startNo')),
      ),
    );
};

/**
 * The device's printed tokens among `numbers` on its business day: looked up by token in orders_token_uq, one
 * seek a number, so a lease costs the same on a store's busiest day (ADR 0014).
 */
export function printedAmong(
  t: Tables,
  input: { tenantId: string; deviceId: string; businessDay: string },
  numbers: number[],
) {
  const o = t.orders;
  const params: Record<string, unknown> = { ...input };
  const ofTokens = anyOf(
    o.tokenNo,
    numbers.map((n) => String(n)),
    'n',
    params,
  );
  return prepared(
    `lease-printed:${padded(numbers).length}`,
    (db) =>
      db
        .select({ tokenNo: o.tokenNo })
        .from(o)
        .where(
          and(
            eq(o.tenantId, sql.placeholder('tenantId')),
            eq(o.businessDay, sql.placeholder('businessDay')),
            ofTokens(),
            eq(o.deviceId, sql.placeholder('deviceId')),
          ),
        ),
    params,
  );
}

/**
 * A lease, written once for both dialects (a plan, store/plan.ts): on SQLite it runs on the write thread inside
 * the next push group's transaction (ADR 0014), on PostgreSQL in a transaction of its own. Its statements are
 * prepared (built once per handle).
 */
export function* leasePlan(t: Tables, input: LeaseInput): Plan<LeaseOutcome> {
  const { tenantId, deviceId, now, next = false, maySell = true } = input;
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
  const of = { tenantId, deviceId, businessDay };
  const blocks = yield* rows<{ start: number; end: number }>(
    prepared('lease-day-blocks', (db) => dayBlocks(db, t), of),
  );
  // An open block found with every number printed is marked full, so pushes no longer read it (ADR 0014).
  const found: TokenBlock[] = blocks.map((b) => ({
    businessDay,
    start: Number(b.start),
    end: Number(b.end),
  }));
  const numbers = found.flatMap((b) => Array.from({ length: blockSize(b) }, (_, k) => b.start + k));
  const used =
    numbers.length === 0
      ? []
      : (yield* rows<{ tokenNo: string }>(printedAmong(t, of, numbers))).map((r) => r.tokenNo);
  const open: TokenBlock[] = [];
  for (const b of found) {
    if (blocksLeft([b], used) > 0) open.push(b);
    else yield* run(prepared('lease-full', (db) => markFull(db, t), { ...of, startNo: b.start }));
  }

  const lease = function* (size: number) {
    const block = yield* nextBlock(t, tenantId, businessDay, size);
    const row = {
      id: uuidv7(now),
      tenantId,
      deviceId,
      businessDay,
      startNo: block.start,
      endNo: block.end,
      createdAt: now,
    };
    yield* run(prepared('lease-insert', (db) => db.insert(l).values(placeholders(LEASE_KEYS, '')), row));
    return block;
  };
  // TOK8: the sale's number, the next of the day's counter, leased to this device alone
  if (next) return { businessDay, leases: [yield* lease(ONLINE_NUMBER_SIZE)] };
  // TOK9: a reserve only for a user who may sell, and one with numbers left at a time (TOK1)
  if (maySell && needsRefill(open, used)) open.push(yield* lease(LEASE_BLOCK_SIZE));
  return { businessDay, leases: open };
}
