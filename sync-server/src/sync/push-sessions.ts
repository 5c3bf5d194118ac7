// The sessions a push group checks inside its transaction (SS10; ADR 0014): a push whose session this process has
// already let through names it instead of an actor, and the group reads every such session in its first batch
// (with the devices and clocks), so a push costs no session look-up of its own. The rules are the guards'
// (plugins/auth.ts, requireUser and requireActiveTenant): the session live, its tenant approved and active; the
// actor is the session's user as read there.
import type { MutatorContext } from '@tavola/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { anyOf, padded } from './prepared-rows.ts';
import { type Prepared, prepared } from './store/plan.ts';
import type { SessionRefusal } from './store/types.ts';

export type SessionRow = {
  id: string;
  tenantId: string | null;
  userId: string;
  role: MutatorContext['actor']['role'];
  scope: string;
  approved: boolean | null;
  isActive: boolean | null;
};

/** The live (not revoked) sessions by id, with their users and tenants. */
export function sessionsQuery(t: Tables, ids: readonly string[]): Prepared {
  const { deviceSessions: ds, users: u, tenants: tn } = t;
  const params: Record<string, unknown> = {};
  const ofIds = anyOf(ds.id, ids, 's', params);
  return prepared(
    `push-sessions:${padded(ids).length}`,
    (db) =>
      db
        .select({
          id: ds.id,
          tenantId: tn.id,
          userId: u.id,
          role: u.role,
          scope: u.scope,
          approved: tn.approved,
          isActive: tn.isActive,
        })
        .from(ds)
        .innerJoin(u, eq(u.id, ds.userId))
        .leftJoin(tn, eq(tn.id, ds.tenantId))
        .where(and(ofIds(), isNull(ds.revokedAt))),
    params,
  );
}

/** The actor of a push by `sessionId` for `tenantId`, or why the session may not push there. */
export function sessionActor(
  found: readonly SessionRow[],
  sessionId: string,
  tenantId: string,
): MutatorContext['actor'] | SessionRefusal {
  const row = found.find((s) => s.id === sessionId);
  if (!row || (row.tenantId !== null && row.tenantId !== tenantId))
    return { ok: false, refused: 'session-ended' };
  if (row.tenantId === null || !row.approved || !row.isActive) {
    const tenant = row.tenantId === null ? null : { approved: !!row.approved, isActive: !!row.isActive };
    return { ok: false, refused: 'tenant-closed', tenant };
  }
  return { role: row.role, scope: row.scope, userId: row.userId };
}
