/**
 * The super-admin's changes to tenants (/superadmin/tenants*; VAL17): add, update (the Active
 * toggle approves and activates), delete with every row of the tenant, a tenant's details with its
 * subscription history, and the map details screen's save. The list lives in tenant-list.ts.
 */
import {
  PLAN_CURRENCY,
  PLANS,
  planOf,
  type TenantAddArgs,
  type TenantDetail,
  type TenantUpdateArgs,
} from '@tavola/shared';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { findUserByUsername, normaliseUsername, signupTenant } from './accounts.ts';
import { startFreeSubscription } from './subscriptions.ts';

import { columns, iso, toListRow } from './tenant-list.ts';

/** POST /superadmin/tenants/add: the tenant, its admin and a Free subscription; Active approves it at once. */
export async function addTenant(
  database: Database,
  input: TenantAddArgs,
  now: number,
): Promise<{ ok: true; id: string } | { ok: false; reason: 'taken' }> {
  const created = await signupTenant(
    database,
    { bizName: input.name, username: input.email, password: input.password },
    { requireApproval: !input.isActive, now },
  );
  if (created === 'taken') return { ok: false, reason: 'taken' };
  const admin = await findUserByUsername(database, input.email);
  if (!admin?.tenantId) throw new Error('the new tenant has no admin');
  return { ok: true, id: admin.tenantId };
}

async function activeSubscription(tx: AppDb, database: Database, tenantId: string) {
  const { t } = database;
  const rows = await tx
    .select({ id: t.subscriptions.id })
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.tenantId, tenantId), eq(t.subscriptions.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

export type UpdateOutcome =
  | { ok: true; before: { name: string; email: string | null; isActive: boolean } }
  | { ok: false; reason: 'missing' | 'taken' };

/**
 * PATCH /superadmin/tenants/update/{id}: name, the admin's e-mail (which is also the login) and the Active
 * toggle. Switching on approves the tenant and activates it, starting a Free subscription if none runs;
 * switching off deactivates it (its calls answer 402) and keeps the approval. Only this toggle switches such a
 * store back on: `switchedOff` keeps a subscription payment from doing it (ADR 0042).
 */
export async function updateTenant(
  database: Database,
  id: string,
  input: TenantUpdateArgs,
  now: number,
): Promise<UpdateOutcome> {
  const { t } = database;
  const email = normaliseUsername(input.email);
  return database.transaction(async (tx) => {
    const tenant = (await tx.select().from(t.tenants).where(eq(t.tenants.id, id)).limit(1))[0];
    if (!tenant) return { ok: false, reason: 'missing' } as const;
    const admin = (
      await tx
        .select()
        .from(t.users)
        .where(and(eq(t.users.tenantId, id), eq(t.users.role, 'admin')))
        .orderBy(t.users.createdAt, t.users.id)
        .limit(1)
    )[0];
    const before = {
      name: tenant.name,
      email: admin ? (admin.email ?? admin.username) : null,
      isActive: tenant.approved && tenant.isActive,
    };
    if (admin && admin.username !== email) {
      const other = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(eq(t.users.username, email))
        .limit(1);
      if (other.length > 0) return { ok: false, reason: 'taken' } as const;
      await tx
        .update(t.users)
        .set({ username: email, email, updatedAt: now })
        .where(eq(t.users.id, admin.id));
    } else if (admin && admin.email !== email) {
      await tx.update(t.users).set({ email, updatedAt: now }).where(eq(t.users.id, admin.id));
    }
    await tx
      .update(t.tenants)
      .set(
        input.isActive
          ? { name: input.name, approved: true, isActive: true, switchedOff: false, updatedAt: now }
          : { name: input.name, isActive: false, switchedOff: true, updatedAt: now },
      )
      .where(eq(t.tenants.id, id));
    if (input.isActive && !(await activeSubscription(tx, database, id))) {
      await startFreeSubscription(tx, database, id, now);
    }
    return { ok: true, before } as const;
  });
}

/** The tenant and every sub-kitchen below it. */
async function tenantTree(database: Database, id: string): Promise<string[]> {
  const { db, t } = database;
  const ids = [id];
  let frontier = [id];
  while (frontier.length > 0) {
    const children = await db
      .select({ id: t.tenants.id })
      .from(t.tenants)
      .where(inArray(t.tenants.parentId, frontier));
    frontier = children.map((c) => c.id).filter((c) => !ids.includes(c));
    ids.push(...frontier);
  }
  return ids;
}

/**
 * DELETE /superadmin/tenants/delete/{id}: every account and every row of the tenant and its sub-kitchens.
 * The foreign keys cascade from `tenants` to every tenant-owned table; the two tables without a cascading
 * key are cleared here: its audit trail, and the images no other tenant still shows (images are shared by
 * content hash; one still shown elsewhere passes to that tenant). Returns the deleted tenant's name, or null when there is no such tenant.
 */
export async function deleteTenant(database: Database, id: string): Promise<{ name: string } | null> {
  const { t } = database;
  const tenant = (await database.db.select().from(t.tenants).where(eq(t.tenants.id, id)).limit(1))[0];
  if (!tenant) return null;
  const ids = await tenantTree(database, id);
  await database.transaction(async (tx) => {
    await tx
      .delete(t.images)
      .where(
        and(
          inArray(t.images.tenantId, ids),
          sql`${t.images.hash} not in (select ${t.storeSettings.imageHash} from ${t.storeSettings} where ${notInArray(t.storeSettings.tenantId, ids)} and ${t.storeSettings.imageHash} is not null)`,
          sql`${t.images.hash} not in (select ${t.menuItems.imageHash} from ${t.menuItems} where ${notInArray(t.menuItems.tenantId, ids)} and ${t.menuItems.imageHash} is not null)`,
        ),
      );
    // An image another store still shows passes to that store, so no row names the deleted tenant.
    await tx
      .update(t.images)
      .set({
        tenantId: sql`coalesce((select ${t.storeSettings.tenantId} from ${t.storeSettings} where ${t.storeSettings.imageHash} = ${t.images.hash} and ${notInArray(t.storeSettings.tenantId, ids)} limit 1), (select ${t.menuItems.tenantId} from ${t.menuItems} where ${t.menuItems.imageHash} = ${t.images.hash} and ${notInArray(t.menuItems.tenantId, ids)} limit 1))`,
      })
      .where(inArray(t.images.tenantId, ids));
    await tx.delete(t.auditLog).where(inArray(t.auditLog.tenantId, ids));
    await tx.delete(t.tenants).where(inArray(t.tenants.id, ids));
  });
  return { name: tenant.name };
}

/** GET /superadmin/tenants/{id}/subscription-history: details card and payment history, newest first. */
export async function tenantDetail(database: Database, id: string): Promise<TenantDetail | null> {
  const { db, t } = database;
  const row = (await db.select(columns(database)).from(t.tenants).where(eq(t.tenants.id, id)).limit(1))[0];
  if (!row) return null;
  const scope = scoped(database, id);
  const settings = await scope.first(t.storeSettings);
  const [users] = await db.select({ n: count() }).from(t.users).where(eq(t.users.tenantId, id));
  const history = await db
    .select({ h: t.subscriptionHistory, plan: t.subscriptions.plan })
    .from(t.subscriptionHistory)
    .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.subscriptionHistory.subscriptionId))
    .where(eq(t.subscriptionHistory.tenantId, id))
    .orderBy(desc(t.subscriptionHistory.createdAt), desc(t.subscriptionHistory.id));
  const list = toListRow(row);
  return {
    tenantInfo: {
      id: list.id,
      name: list.name,
      is_active: list.is_active,
      email: list.email,
      created_at: list.created_at,
    },
    storeDetails: settings
      ? {
          store_name: settings.storeName,
          address: settings.address,
          email: settings.email,
          phone: settings.phone,
          currency: settings.currency,
          is_qr_menu_enabled: settings.isQrMenuEnabled,
          latlng: settings.latlng,
          unique_qr_code: settings.uniqueQrCode,
        }
      : null,
    totalUsers: users?.n ?? 0,
    subscriptionHistory: history.map(({ h, plan }) => ({
      id: h.id,
      tenant_id: h.tenantId,
      subscription_id: h.subscriptionId,
      status: h.status,
      plan,
      amount: h.amount,
      monthly_price: (planOf(plan) ?? PLANS.free).monthlyPrice,
      currency: PLAN_CURRENCY,
      created_at: new Date(h.createdAt).toISOString(),
      starts_on: new Date(h.startsOn).toISOString(),
      expires_on: iso(h.expiresOn),
      provider: h.provider,
    })),
  };
}

/** The map details screen's save: the store's location, synced to its devices like any settings change. */
export async function setTenantLatLng(
  database: Database,
  id: string,
  latlng: string,
): Promise<{ previous: string | null } | null> {
  const { t } = database;
  const scope = scoped(database, id);
  return scope.transaction(async (s) => {
    const current = await s.first(t.storeSettings);
    if (!current) return null;
    await s.update(t.storeSettings, { latlng }, eq(t.storeSettings.id, current.id));
    return { previous: current.latlng };
  });
}
