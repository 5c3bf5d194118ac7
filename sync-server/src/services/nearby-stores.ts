/**
 * The landing page's map (PLAT1, POST /qrmenu/get-all-latlng): stores
 * with the QR menu on and a saved location, of tenants that are approved and active, nearest first within
 * a bounded radius and count. Distances are great-circle (haversine) on the parsed 'lat,lng' text.
 */
import { parseLatLng } from '@tavola/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export const NEARBY = { radiusKm: 50, maxStores: 100 } as const;

export type NearbyStore = {
  latlng: string;
  logo_url: string | null;
  store_name: string;
  unique_qr_code: string;
  /** Kilometres from the visitor, rounded to metres. */
  distance_km: number;
};

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a store's logo is served: images are content-addressed (docs/architecture.md §5). */
export const imageUrl = (hash: string) => `/api/v1/images/${hash}`;

export async function nearbyStores(
  database: Database,
  from: { lat: number; lng: number },
  limits: { radiusKm: number; maxStores: number } = NEARBY,
): Promise<NearbyStore[]> {
  const { db, t } = database;
  const ss = t.storeSettings;
  const rows = await db
    .select({
      latlng: ss.latlng,
      imageHash: ss.imageHash,
      storeName: ss.storeName,
      code: ss.uniqueQrCode,
    })
    .from(ss)
    .innerJoin(t.tenants, eq(t.tenants.id, ss.tenantId))
    .where(
      and(
        eq(ss.deleted, false),
        eq(ss.isQrMenuEnabled, true),
        isNotNull(ss.latlng),
        eq(t.tenants.approved, true),
        eq(t.tenants.isActive, true),
      ),
    );
  const found: NearbyStore[] = [];
  for (const r of rows) {
    const at = parseLatLng(r.latlng);
    if (!at) continue;
    const d = distanceKm(from, at);
    if (d > limits.radiusKm) continue;
    found.push({
      latlng: `${at.lat},${at.lng}`,
      logo_url: r.imageHash ? imageUrl(r.imageHash) : null,
      store_name: r.storeName,
      unique_qr_code: r.code,
      distance_km: Math.round(d * 1000) / 1000,
    });
  }
  found.sort((a, b) => a.distance_km - b.distance_km || a.store_name.localeCompare(b.store_name));
  return found.slice(0, limits.maxStores);
}
