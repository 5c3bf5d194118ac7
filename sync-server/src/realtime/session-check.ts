/**
 * Which of the given sessions may keep a socket: a backstop for revocations that do not call
 * realtime.closeSession (password reset, refresh-token reuse) and for tenants switched off.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export type SessionState = 'live' | 'inactive' | 'ended';

const CHUNK = 500;

export async function sessionStates(database: Database, sessionIds: readonly string[]) {
  const { db, t } = database;
  const states = new Map<string, SessionState>(sessionIds.map((id) => [id, 'ended']));
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const rows = await db
      .select({ id: t.deviceSessions.id, isActive: t.tenants.isActive, approved: t.tenants.approved })
      .from(t.deviceSessions)
      .innerJoin(t.users, eq(t.users.id, t.deviceSessions.userId))
      .innerJoin(t.tenants, eq(t.tenants.id, t.deviceSessions.tenantId))
      .where(
        and(inArray(t.deviceSessions.id, sessionIds.slice(i, i + CHUNK)), isNull(t.deviceSessions.revokedAt)),
      );
    for (const r of rows) states.set(r.id, r.isActive && r.approved ? 'live' : 'inactive');
  }
  return states;
}
