/**
 * The delivery details a diner saved (VAL10; docs/api-diner.md §6), per store, diner
 * and phone: a look-up by phone answers only what this dinerId saved, never another diner's address.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export type DinerDetails = {
  readonly phone: string;
  readonly name?: string | null;
  readonly address?: string | null;
  readonly landmark?: string | null;
  readonly lat?: number | null;
  readonly lng?: number | null;
};

/** No phone yet: a picked location is kept under ''. */
const NO_PHONE = '';

/** Upserts the given fields (an absent or null field keeps what was saved). */
export async function saveDinerDetails(
  database: Database,
  tenantId: string,
  dinerId: string,
  details: DinerDetails,
  now: number,
): Promise<void> {
  const p = database.t.dinerProfiles;
  const set: Record<string, unknown> = { updatedAt: now };
  for (const key of ['name', 'address', 'landmark', 'lat', 'lng'] as const) {
    const value = details[key];
    if (value !== undefined && value !== null) set[key] = value;
  }
  await database.transaction((tx) =>
    tx
      .insert(p)
      .values({ tenantId, dinerId, phone: details.phone, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: [p.tenantId, p.dinerId, p.phone], set }),
  );
}

export const saveDinerLocation = (
  database: Database,
  tenantId: string,
  dinerId: string,
  at: { phone: string | null; lat: number | null; lng: number | null },
  now: number,
) =>
  saveDinerDetails(
    database,
    tenantId,
    dinerId,
    { phone: at.phone ?? NO_PHONE, lat: at.lat, lng: at.lng },
    now,
  );

/** This diner's details for the phone; a location saved before any phone fills in a missing map point. */
export async function lookupDinerDetails(
  database: Database,
  tenantId: string,
  dinerId: string,
  phone: string,
) {
  const p = database.t.dinerProfiles;
  const rows = await database.db
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.dinerId, dinerId)));
  const own = rows.find((r) => r.phone === phone);
  if (!own) return { customer: null };
  const loose = rows.find((r) => r.phone === NO_PHONE);
  return {
    customer: {
      phone: own.phone,
      name: own.name,
      address: own.address,
      landmark: own.landmark,
      lat: own.lat ?? loose?.lat ?? null,
      lng: own.lng ?? loose?.lng ?? null,
    },
  };
}
