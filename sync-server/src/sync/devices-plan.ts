// The device and client checks push and pull share: the device must be this tenant's and not removed, and
// a client id (one IndexedDB outbox) stays with the tenant that first used it.
import type { Tables } from '../db/index.ts';
import { anyOf, padded } from './prepared-rows.ts';
import { type Prepared, prepared } from './store/plan.ts';
import type { DeviceRefusal } from './store/types.ts';

export type SyncDevice = { readonly id: string; readonly code: string };

export type DeviceRow = {
  id: string;
  tenantId: string;
  code: string;
  revokedAt: number | null;
  lastSeenAt: number | null;
};

/** The devices by id (any tenant's: `deviceOf` tells another tenant's device from an unknown one). */
export function devicesQuery(t: Tables, ids: readonly string[]): Prepared {
  const d = t.devices;
  const params: Record<string, unknown> = {};
  const ofIds = anyOf(d.id, ids, 'd', params);
  return prepared(
    `devices:${padded(ids).length}`,
    (db) =>
      db
        .select({
          id: d.id,
          tenantId: d.tenantId,
          code: d.code,
          revokedAt: d.revokedAt,
          lastSeenAt: d.lastSeenAt,
        })
        .from(d)
        .where(ofIds()),
    params,
  );
}

/** The device row by id (any tenant's: `deviceOf` tells another tenant's device from an unknown one). */
export const deviceQuery = (t: Tables, deviceId: string): Prepared => devicesQuery(t, [deviceId]);

/** The device of `deviceQuery`'s rows, or why it may not sync. */
export function deviceOf(
  found: readonly DeviceRow[],
  tenantId: string,
  deviceId: string,
): SyncDevice | DeviceRefusal {
  const [device] = found;
  if (!device || device.tenantId !== tenantId) return { ok: false, refused: 'unknown-device' };
  if (device.revokedAt !== null) return { ok: false, refused: 'revoked-device' };
  return { id: deviceId, code: device.code };
}

/** A refusal (a device's, a session's) rather than what was asked for. */
export const isRefusal = <T>(x: T): x is Extract<T, { readonly ok: false }> =>
  typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
