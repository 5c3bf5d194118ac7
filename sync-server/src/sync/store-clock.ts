// The store's clock (IANA zone and business-day start) from its settings row, read inside the caller's
// transaction: business days, token counters and the pull window follow it (TIME3), never UTC.
import { DEFAULT_DAY_START, type StoreClock } from '@tavola/shared';
import { and, eq } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { anyOf, padded } from './prepared-rows.ts';
import { type Plan, type Prepared, prepared, rows } from './store/plan.ts';

/** The column default of store_settings.time_zone: a tenant without settings yet keeps the same day. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export type ClockRow = { tenantId: string; timeZone: string; dayStart: string };

/** The stores' clocks (zone, day start) from their settings rows. */
export function storeClocksQuery(t: Tables, tenantIds: readonly string[]): Prepared {
  const s = t.storeSettings;
  const params: Record<string, unknown> = {};
  const ofTenants = anyOf(s.tenantId, tenantIds, 't', params);
  return prepared(
    `store-clocks:${padded(tenantIds).length}`,
    (db) =>
      db
        .select({ tenantId: s.tenantId, timeZone: s.timeZone, dayStart: s.businessDayStart })
        .from(s)
        .where(and(ofTenants(), eq(s.deleted, false))),
    params,
  );
}

/** The store's clock row (none: the defaults, `clockOf`). */
export const storeClockQuery = (t: Tables, tenantId: string): Prepared => storeClocksQuery(t, [tenantId]);

/** The clock of `storeClockQuery`'s rows; a tenant without settings yet has the defaults. */
export const clockOf = (found: readonly ClockRow[]): StoreClock =>
  found[0] ?? { timeZone: DEFAULT_TIME_ZONE, dayStart: DEFAULT_DAY_START };

export function* storeClockPlan(t: Tables, tenantId: string): Plan<StoreClock> {
  return clockOf(yield* rows<ClockRow>(storeClockQuery(t, tenantId)));
}
