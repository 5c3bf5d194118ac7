// Daily token leases (SS15; docs/architecture.md §6.4, TOK1, TOK6): the server's counter per tenant and business day hands
// out blocks of LEASE_BLOCK_SIZE numbers; a device holds two blocks with numbers left and gets another when
// only one is left. The business day is the store's (its zone and day start), never the device's or UTC.
import {
  allocateBlock,
  blockSize,
  blocksLeft,
  businessToday,
  LEASE_BLOCK_SIZE,
  needsRefill,
  type TokenBlock,
} from '@tavola/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** The device's blocks of one business day, open and full (placeholders tenantId, deviceId, businessDay). */
export const dayBlocks = (db: AppDb, t: Tables) => {
  const l = t.tokenLeases;
  return db
    .select({ start: l.startNo, end: l.endNo, full: l.full })
    .from(l)
    .where(
      and(
        eq(l.tenantId, sql.placeholder('tenantId')),
        eq(l.deviceId, sql.placeholder('deviceId')),
        inArray(l.full, [false, true]), // both, and the index's business_day after it
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
  const of = { tenantId, deviceId, businessDay };
  const blocks = yield* rows<{ start: number; end: number; full: boolean }>(
    prepared('lease-day-blocks', (db) => dayBlocks(db, t), of),
  );
  const held: TokenBlock[] = blocks.map((b) => ({ businessDay, start: Number(b.start), end: Number(b.end) }));
  // Full blocks have no number left (TOK1 counts only the open ones); an open one found full is marked so.
  const open = held.filter((_, i) => !blocks[i]?.full);
  const numbers = open.flatMap((b) => Array.from({ length: blockSize(b) }, (_, k) => b.start + k));
  const used =
    numbers.length === 0
      ? []
      : (yield* rows<{ tokenNo: string }>(printedAmong(t, of, numbers))).map((r) => r.tokenNo);
  for (const b of open) {
    if (blocksLeft([b], used) === 0)
      yield* run(prepared('lease-full', (db) => markFull(db, t), { ...of, startNo: b.start }));
  }

  while (needsRefill(open, used)) {
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
    open.push(block);
  }
  return { businessDay, leases: held };
}
