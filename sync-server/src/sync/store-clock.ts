// The store's clock (IANA zone and business-day start) from its settings row, read inside the caller's
// transaction: business days, token counters and the pull window follow it (TIME3), never UTC.
import { DEFAULT_DAY_START, type StoreClock } from '@tavola/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Plan, prepared, rows } from './store/plan.ts';

/** The column default of store_settings.time_zone: a tenant without settings yet keeps the same day. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export function* storeClockPlan(t: Tables, tenantId: string): Plan<StoreClock> {
  const s = t.storeSettings;
  const [row] = yield* rows<{ timeZone: string; dayStart: string }>(
    prepared(
      'store-clock',
      (db) =>
        db
          .select({ timeZone: s.timeZone, dayStart: s.businessDayStart })
          .from(s)
          .where(and(eq(s.tenantId, sql.placeholder('tenantId')), eq(s.deleted, false)))
          .limit(1),
      { tenantId },
    ),
  );
  return row ?? { timeZone: DEFAULT_TIME_ZONE, dayStart: DEFAULT_DAY_START };
}
