/**
 * The device's mutator context (docs/architecture.md §6.2): who acts, on which registered device, at what time and
 * business day, with which token blocks. The server builds its own from its clock and leases.
 */
import {
  addCalendarDays,
  businessDayOf,
  calendarToday,
  type MutatorContext,
  type StoreSettingsRow,
  type TokenBlock,
} from '@tavola/shared';
import type { TavolaDb } from '../db/database.ts';
import { readMeta } from '../db/meta.ts';

/** The signed-in staff user a device database belongs to. */
export type SyncIdentity = {
  readonly tenantId: string;
  readonly userId: string;
  readonly role: string;
  readonly scope: string | null;
};

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * TIME3: the store's business day of `now` from its synced settings (zone and day start); before the
 * first pull brought them, the server's day from the last lease answer, else the device's calendar day.
 */
export function businessDayAt(
  now: number,
  store: StoreSettingsRow | undefined,
  leaseDay: string | undefined,
) {
  if (store) {
    try {
      return businessDayOf(now, { timeZone: store.timeZone, dayStart: store.businessDayStart });
    } catch {
      // a zone or day start this browser does not know: fall through to the lease's day
    }
  }
  return leaseDay ?? calendarToday(now, deviceZone());
}

/** TOK4: the blocks of the day and the day before (an order rung up before midnight keeps its day). */
export const leasesFor = (leases: readonly TokenBlock[], businessDay: string): TokenBlock[] => {
  const dayBefore = addCalendarDays(businessDay, -1);
  return leases.filter((b) => b.businessDay === businessDay || b.businessDay === dayBefore);
};

/** Builds the context inside the caller's transaction (reads meta and the store settings). */
export async function buildContext(db: TavolaDb, who: SyncIdentity, now: number): Promise<MutatorContext> {
  const meta = await readMeta(db, ['deviceId', 'deviceCode', 'leases', 'leaseDay']);
  const store = await db.storeSettings.toCollection().first();
  const businessDay = businessDayAt(now, store, meta.leaseDay);
  return {
    tenantId: who.tenantId,
    actor: { role: who.role, scope: who.scope, userId: who.userId },
    deviceId: meta.deviceId ?? '',
    deviceCode: meta.deviceCode ?? '',
    now,
    businessDay,
    leases: leasesFor(meta.leases ?? [], businessDay),
  };
}
