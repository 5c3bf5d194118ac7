/**
 * Paying for a plan (document 1 "/success and /cancelled-payment"): a checkout through the payment
 * provider, then the subscription it buys. Paying for the plan already running renews it (history
 * 'renewed', one more period from its end); paying for another plan replaces it (history 'created').
 * A paid checkout also switches a cancelled store back on; approval stays the operator's.
 */
import { isPaidPlan, PLAN_CURRENCY, PLAN_PERIOD_MONTHS, PLANS, type PlanId, planOf } from '@tavola/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import type { CheckoutSession, PaymentProvider } from './payment-provider.ts';

/** `ms` plus whole calendar months in UTC, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

export async function startCheckout(
  provider: PaymentProvider,
  tenantId: string,
  planId: PlanId,
): Promise<CheckoutSession | 'free'> {
  const plan = PLANS[planId];
  if (!isPaidPlan(plan)) return 'free';
  return provider.createCheckout({
    amount: plan.monthlyPrice,
    currency: PLAN_CURRENCY,
    description: `Tavola ${plan.name}, ${PLAN_PERIOD_MONTHS} month`,
    notes: { tenantId, plan: plan.id },
  });
}

export type SettleOutcome =
  | { outcome: 'paid'; entry: 'created' | 'renewed'; subscriptionId: string; expiresOn: number }
  | { outcome: 'cancelled' | 'failed' | 'unknown' };

export async function settleCheckout(
  database: Database,
  provider: PaymentProvider,
  tenantId: string,
  providerRef: string,
  payload: Readonly<Record<string, unknown>>,
  now: number,
): Promise<SettleOutcome> {
  // Another store's checkout is unknown here, before the provider settles (and so spends) it.
  const pending = await provider.describe(providerRef);
  if (!pending || pending.notes.tenantId !== tenantId) return { outcome: 'unknown' };
  const verdict = await provider.verify(providerRef, payload);
  if (verdict.status !== 'paid') return { outcome: verdict.status };
  const plan = planOf(verdict.notes.plan);
  // A checkout of another store, or one the provider does not know, buys nothing here.
  if (!plan || verdict.notes.tenantId !== tenantId) return { outcome: 'unknown' };
  const { t } = database;
  return database.transaction(async (tx) => {
    const running = await tx
      .select()
      .from(t.subscriptions)
      .where(and(eq(t.subscriptions.tenantId, tenantId), eq(t.subscriptions.isActive, true)));
    const same = running.find((s) => planOf(s.plan)?.id === plan.id && s.expiresOn !== null);
    let entry: 'created' | 'renewed';
    let subscriptionId: string;
    let startsOn: number;
    let expiresOn: number;
    if (same) {
      entry = 'renewed';
      subscriptionId = same.id;
      startsOn = Math.max(now, same.expiresOn ?? now);
      expiresOn = addMonths(startsOn, PLAN_PERIOD_MONTHS);
      await tx.update(t.subscriptions).set({ expiresOn, providerRef }).where(eq(t.subscriptions.id, same.id));
    } else {
      entry = 'created';
      subscriptionId = uuidv7(now);
      startsOn = now;
      expiresOn = addMonths(now, PLAN_PERIOD_MONTHS);
      for (const s of running) {
        await tx.update(t.subscriptions).set({ isActive: false }).where(eq(t.subscriptions.id, s.id));
      }
      await tx.insert(t.subscriptions).values({
        id: subscriptionId,
        tenantId,
        plan: plan.id,
        isActive: true,
        startsOn,
        expiresOn,
        providerRef,
      });
    }
    await tx.insert(t.subscriptionHistory).values({
      id: uuidv7(now),
      tenantId,
      subscriptionId,
      status: entry,
      amount: verdict.amount,
      createdAt: now,
      startsOn,
      expiresOn,
    });
    await tx
      .update(t.tenants)
      .set({ plan: plan.id, isActive: true, updatedAt: now })
      .where(eq(t.tenants.id, tenantId));
    return { outcome: 'paid', entry, subscriptionId, expiresOn } as const;
  });
}
