/**
 * The devices screen: live sessions (an admin sees the whole store's, others their own), their names (DEV1),
 * the unsent count each last reported (DEV2) and removal that lets a device deliver what it holds (DEV3).
 */
import { type DeviceView, removalOf, shownDeviceName } from '@tavola/shared';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { type AuthContext, REFRESH_TTL_MS } from './sessions.ts';

function visibleTo(database: Database, auth: AuthContext, now: number): SQL {
  const s = database.t.deviceSessions;
  const live = and(isNull(s.revokedAt), gt(s.lastSeenAt, now - REFRESH_TTL_MS));
  const mine =
    auth.user.role === 'admin' && auth.tenant ? eq(s.tenantId, auth.tenant.id) : eq(s.userId, auth.user.id);
  return and(live, mine) as SQL;
}

export async function listDevices(database: Database, auth: AuthContext, now: number): Promise<DeviceView[]> {
  const { db, t } = database;
  const rows = await db
    .select({ session: t.deviceSessions, username: t.users.username })
    .from(t.deviceSessions)
    .innerJoin(t.users, eq(t.users.id, t.deviceSessions.userId))
    .where(visibleTo(database, auth, now))
    .orderBy(desc(t.deviceSessions.createdAt));
  return rows.map(({ session: s, username }) => ({
    device_id: s.id,
    device_ip: s.deviceIp,
    device_name: shownDeviceName(s.label, s.deviceName),
    label: s.label,
    browser: s.deviceName,
    device_location: s.deviceLocation,
    created_at: new Date(s.createdAt).toISOString(),
    isMyDevice: s.id === auth.sessionId,
    username,
    unsent: s.unsent,
    unsent_at: s.unsentAt === null ? null : new Date(s.unsentAt).toISOString(),
    retiring: s.retiringAt !== null,
  }));
}

async function visibleSession(database: Database, auth: AuthContext, deviceId: string, now: number) {
  const s = database.t.deviceSessions;
  const [found] = await database.db
    .select({ id: s.id, unsent: s.unsent, retiringAt: s.retiringAt })
    .from(s)
    .where(and(eq(s.id, deviceId), visibleTo(database, auth, now)))
    .limit(1);
  return found;
}

/** DEV3 (removalOf): 'missing' when the device is not one this user may see (missing, revoked or another store's). */
export async function removeDevice(
  database: Database,
  auth: AuthContext,
  deviceId: string,
  revoke: (sessionId: string) => Promise<void>,
  now: number,
): Promise<'missing' | 'signed-out' | 'retiring'> {
  const found = await visibleSession(database, auth, deviceId, now);
  if (!found) return 'missing';
  const device = {
    mine: deviceId === auth.sessionId,
    retiring: found.retiringAt !== null,
    unsent: found.unsent,
  };
  if (removalOf(device) === 'retire') {
    const s = database.t.deviceSessions;
    await database.transaction((tx) => tx.update(s).set({ retiringAt: now }).where(eq(s.id, deviceId)));
    return 'retiring';
  }
  await revoke(deviceId);
  return 'signed-out';
}

/** DEV1: the owner names any device it sees, a user its own; false when the device is not visible to it. */
export async function renameDevice(
  database: Database,
  auth: AuthContext,
  deviceId: string,
  label: string,
  now: number,
): Promise<boolean> {
  if (!(await visibleSession(database, auth, deviceId, now))) return false;
  const s = database.t.deviceSessions;
  await database.transaction((tx) => tx.update(s).set({ label }).where(eq(s.id, deviceId)));
  return true;
}

/**
 * DEV2: the device reports how many changes it holds unsent; DEV3: a retiring device that holds none is signed
 * out now (`signedOut`), one that still holds some learns it is retiring.
 */
export async function reportUnsent(
  database: Database,
  auth: AuthContext,
  unsent: number,
  revoke: (sessionId: string) => Promise<void>,
  now: number,
): Promise<{ retiring: boolean; signedOut: boolean }> {
  const s = database.t.deviceSessions;
  const [row] = await database.transaction((tx) =>
    tx
      .update(s)
      .set({ unsent, unsentAt: now })
      .where(and(eq(s.id, auth.sessionId), isNull(s.revokedAt)))
      .returning({ retiringAt: s.retiringAt }),
  );
  const retiring = row !== undefined && row.retiringAt !== null;
  if (retiring && unsent === 0) {
    await revoke(auth.sessionId);
    return { retiring, signedOut: true };
  }
  return { retiring, signedOut: false };
}
