// The store's clock (IANA zone and business-day start) from its settings row, read inside the caller's
// transaction: business days, token counters and the pull window follow it (TIME3), never UTC.
import { DEFAULT_DAY_START, type StoreClock } from '@tavola/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Plan, type Prepared, prepared, rows } from './store/plan.ts';

/** The column default of store_settings.time_zone: a tenant without settings yet keeps the same day. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export type ClockRow = { timeZone: string; dayStart: string };

export const storeClockQuery = (t: Tables, tenantId: string): Prepared =>
  prepared(
    'store-clock',
    (db) =>
      db
        .select({ timeZone: t.storeSettings.timeZone, dayStart: t.storeSettings.businessDayStart })
        .from(t.storeSettings)
        .where(
          and(eq(t.storeSettings.tenantId, sql.placeholder('tenantId')), eq(t.storeSettings.deleted, false)),
        )
        .limit(1),
    { tenantId },
  );

/** The clock of `storeClockQuery`'s rows; a tenant without settings yet has the defaults. */
export const clockOf = (found: readonly ClockRow[]): StoreClock =>
  found[0] ?? { timeZone: DEFAULT_TIME_ZONE, dayStart: DEFAULT_DAY_START };

export function* storeClockPlan(t: Tables, tenantId: string): Plan<StoreClock> {
  return clockOf(yield* rows<ClockRow>(storeClockQuery(t, tenantId)));
}
