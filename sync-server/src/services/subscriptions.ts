/** The tenant's subscription as the profile card shows it, and its cancellation. */
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';

export type SubscriptionView = {
  subscription_id: string;
  is_active: boolean;
  /** ISO 8601; null when the plan has no end (Free). */
  subscription_end: string | null;
  plan: string;
};

/** The plan every new tenant starts on. */
export const FREE_PLAN = 'free';

/** A Free subscription with its 'created' history entry, inside the caller's transaction. */
export async function startFreeSubscription(
  tx: AppDb,
  database: Database,
  tenantId: string,
  now: number,
): Promise<void> {
  const { t } = database;
  const subscriptionId = uuidv7(now);
  await tx.insert(t.subscriptions).values({
    id: subscriptionId,
    tenantId,
    plan: FREE_PLAN,
    isActive: true,
    startsOn: now,
    expiresOn: null,
  });
  await tx.insert(t.subscriptionHistory).values({
    id: uuidv7(now),
    tenantId,
    subscriptionId,
    status: 'created',
    amount: 0,
    createdAt: now,
    startsOn: now,
    expiresOn: null,
  });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The tenant's current subscription: the active one, else the most recent. */
export async function currentSubscription(
  database: Database,
  tenantId: string,
): Promise<SubscriptionView | null> {
  const { db, t } = database;
  const rows = await db
    .select()
    .from(t.subscriptions)
    .where(eq(t.subscriptions.tenantId, tenantId))
    .orderBy(desc(t.subscriptions.isActive), desc(t.subscriptions.startsOn), desc(t.subscriptions.id))
    .limit(1);
  const s = rows[0];
  return s
    ? { subscription_id: s.id, is_active: s.isActive, subscription_end: iso(s.expiresOn), plan: s.plan }
    : null;
}

/**
 * Cancels at once: the subscription ends, a 'cancelled' history entry is written and the tenant becomes
 * inactive (its next tenant call answers 402). Cancelling twice changes nothing. 'missing' for an id
 * that is not this tenant's.
 */
export async function cancelSubscription(
  database: Database,
  tenantId: string,
  subscriptionId: string,
  now: number,
): Promise<'cancelled' | 'missing'> {
  const { t } = database;
  return database.transaction(async (tx) => {
    const s = (
      await tx
        .select()
        .from(t.subscriptions)
        .where(and(eq(t.subscriptions.id, subscriptionId), eq(t.subscriptions.tenantId, tenantId)))
        .limit(1)
    )[0];
    if (!s) return 'missing';
    if (!s.isActive) return 'cancelled';
    await tx
      .update(t.subscriptions)
      .set({ isActive: false, cancelledAt: now })
      .where(eq(t.subscriptions.id, s.id));
    await tx.insert(t.subscriptionHistory).values({
      id: uuidv7(now),
      tenantId,
      subscriptionId: s.id,
      status: 'cancelled',
      amount: 0,
      createdAt: now,
      startsOn: s.startsOn,
      expiresOn: s.expiresOn,
    });
    await tx.update(t.tenants).set({ isActive: false, updatedAt: now }).where(eq(t.tenants.id, tenantId));
    return 'cancelled';
  });
}
