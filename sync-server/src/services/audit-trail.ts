// AUD1-AUD4: the store's audit trail as the owner reads it: entries of a period with who, which device, when,
// what and why, filtered and paged; and the one insert REST adapters use for their own audited events. The
// trail is append-only: nothing in the server updates or deletes its rows (audit-append-only.test.ts), but the
// operator's erasure of a whole store (tenants-admin.ts).
import { AUDIT_EXPORT_MAX, type AuditLogEntry, auditReason, type InstantRange } from '@tavola/shared';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppDb } from '../db/database.ts';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';

export type AuditFilters = {
  readonly action: string | null;
  readonly user: string | null;
  readonly device: string | null;
};

/** AUD1: appends one entry for a REST event (user changes …): the session is the device it came from. */
export async function recordAudit(
  database: Database,
  tx: AppDb,
  entry: {
    tenantId: string;
    actor: string;
    deviceId: string;
    action: string;
    entity: string;
    entityId: string;
    detail: Record<string, unknown>;
    now: number;
  },
): Promise<void> {
  await tx.insert(database.t.auditLog).values({
    id: uuidv7(entry.now),
    tenantId: entry.tenantId,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    detail: { ...entry.detail, deviceId: entry.deviceId },
    createdAt: entry.now,
  });
}

const detailOf = (d: unknown): Record<string, unknown> =>
  d !== null && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};

/** AUD2: the tenant's entries in the range matching the filters, newest first, with names resolved. */
export async function auditEntries(
  database: Database,
  tenantId: string,
  range: InstantRange,
  filters: AuditFilters,
): Promise<{
  entries: AuditLogEntry[];
  actions: string[];
  users: { id: string; name: string }[];
  devices: { id: string; name: string }[];
}> {
  const { db, t } = database;
  const a = t.auditLog;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.tenantId, tenantId), gte(a.createdAt, range.from), lt(a.createdAt, range.to)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(AUDIT_EXPORT_MAX);
  const userIds = [...new Set(rows.map((r) => r.actor).filter((x): x is string => !!x))];
  const deviceIds = [
    ...new Set(
      rows.map((r) => detailOf(r.detail).deviceId).filter((x): x is string => typeof x === 'string'),
    ),
  ];
  const users = new Map<string, string>();
  if (userIds.length > 0)
    for (const u of await db
      .select({ id: t.users.id, name: t.users.name })
      .from(t.users)
      .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.id, userIds))))
      users.set(u.id, u.name);
  const devices = new Map<string, string>();
  if (deviceIds.length > 0) {
    for (const s of await db
      .select({ id: t.deviceSessions.id, name: t.deviceSessions.label, browser: t.deviceSessions.deviceName })
      .from(t.deviceSessions)
      .where(and(eq(t.deviceSessions.tenantId, tenantId), inArray(t.deviceSessions.id, deviceIds))))
      devices.set(s.id, s.name ?? s.browser);
    for (const d of await db
      .select({ id: t.devices.id, code: t.devices.code, name: t.devices.name })
      .from(t.devices)
      .where(and(eq(t.devices.tenantId, tenantId), inArray(t.devices.id, deviceIds))))
      devices.set(d.id, d.name ? `${d.name} (${d.code})` : d.code);
  }
  const all: AuditLogEntry[] = rows.map((r) => {
    const detail = detailOf(r.detail);
    const deviceId = typeof detail.deviceId === 'string' ? detail.deviceId : null;
    return {
      id: r.id,
      at: r.createdAt,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      userId: r.actor,
      userName: r.actor ? (users.get(r.actor) ?? null) : null,
      deviceId,
      deviceName: deviceId ? (devices.get(deviceId) ?? null) : null,
      reason: auditReason(r.action, detail),
      detail,
    };
  });
  const entries = all.filter(
    (e) =>
      (filters.action === null || e.action === filters.action) &&
      (filters.user === null || e.userId === filters.user) &&
      (filters.device === null || e.deviceId === filters.device),
  );
  const sorted = (m: Map<string, string>, ids: Iterable<string>) =>
    [...new Set(ids)]
      .map((id) => ({ id, name: m.get(id) ?? id }))
      .sort((x, y) => x.name.localeCompare(y.name));
  return {
    entries,
    actions: [...new Set(all.map((e) => e.action))].sort(),
    users: sorted(
      users,
      all.flatMap((e) => (e.userId ? [e.userId] : [])),
    ),
    devices: sorted(
      devices,
      all.flatMap((e) => (e.deviceId ? [e.deviceId] : [])),
    ),
  };
}
