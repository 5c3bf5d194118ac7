// The device and client checks push and pull share: the device must be this tenant's and not removed, and
// a client id (one IndexedDB outbox) stays with the tenant that first used it.
import { eq, sql } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Plan, prepared, rows } from './store/plan.ts';
import type { DeviceRefusal } from './store/types.ts';

export type SyncDevice = { readonly id: string; readonly code: string };

export function* devicePlan(t: Tables, tenantId: string, deviceId: string): Plan<SyncDevice | DeviceRefusal> {
  const d = t.devices;
  const [device] = yield* rows<{ tenantId: string; code: string; revokedAt: number | null }>(
    prepared(
      'device',
      (db) =>
        db
          .select({ tenantId: d.tenantId, code: d.code, revokedAt: d.revokedAt })
          .from(d)
          .where(eq(d.id, sql.placeholder('deviceId')))
          .limit(1),
      { deviceId },
    ),
  );
  if (!device || device.tenantId !== tenantId) return { ok: false, refused: 'unknown-device' };
  if (device.revokedAt !== null) return { ok: false, refused: 'revoked-device' };
  return { id: deviceId, code: device.code };
}

export const isRefusal = (x: unknown): x is DeviceRefusal =>
  typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
