/** The devices screen: live sessions (an admin sees the whole store's, others their own) and their removal. */
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { type AuthContext, REFRESH_TTL_MS } from './sessions.ts';

export type DeviceView = {
  device_id: string;
  device_ip: string;
  device_name: string;
  device_location: string | null;
  created_at: string;
  isMyDevice: boolean;
  /** Who signed in on it: an admin sees the store's staff devices too. */
  username: string;
};

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
    device_name: s.deviceName,
    device_location: s.deviceLocation,
    created_at: new Date(s.createdAt).toISOString(),
    isMyDevice: s.id === auth.sessionId,
    username,
  }));
}

/** False when the device is not one this user may see (missing, revoked or another store's). */
export async function removeDevice(
  database: Database,
  auth: AuthContext,
  deviceId: string,
  revoke: (sessionId: string) => Promise<void>,
  now: number,
): Promise<boolean> {
  const { db, t } = database;
  const found = await db
    .select({ id: t.deviceSessions.id })
    .from(t.deviceSessions)
    .where(and(eq(t.deviceSessions.id, deviceId), visibleTo(database, auth, now)))
    .limit(1);
  if (!found[0]) return false;
  await revoke(deviceId);
  return true;
}
