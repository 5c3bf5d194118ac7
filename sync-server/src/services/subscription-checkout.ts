/**
 * Paying for a plan (PLAN3; ADR 0042): a checkout through the live
 * payment provider, kept in subscription_checkouts, then the subscription it buys once the provider verified
 * the payment (Razorpay: Checkout's signature and the payment read back from its API). Paying for the plan
 * already running renews it (history 'renewed', one more period from its end); paying for another plan
 * replaces it (history 'created'). A paid checkout switches a store back on after its own cancellation, never
 * after the operator switched it off (tenants.switched_off); approval stays the operator's too.
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

/** What the provider's page says a plan's checkout is for. */
export const planDescription = (plan: { name: string }) => `Tavola ${plan.name}, ${PLAN_PERIOD_MONTHS} month`;

/** Whether the operator switched the store off (a payment must not switch it back on). */
export async function switchedOff(database: Database, tenantId: string): Promise<boolean> {
  const { db, t } = database;
  const [row] = await db
    .select({ off: t.tenants.switchedOff })
    .from(t.tenants)
    .where(eq(t.tenants.id, tenantId))
    .limit(1);
  return row?.off ?? false;
}

export async function startCheckout(
  database: Database,
  provider: PaymentProvider,
  tenantId: string,
  planId: PlanId,
  now: number,
): Promise<(CheckoutSession & { amount: number; currency: string }) | 'free'> {
  const plan = PLANS[planId];
  if (!isPaidPlan(plan)) return 'free';
  const request = {
    amount: plan.monthlyPrice,
    currency: PLAN_CURRENCY,
    description: planDescription(plan),
    notes: { tenantId, plan: plan.id },
  };
  // The provider is called outside any transaction (it may be the network).
  const session = await provider.createCheckout(request);
  await database.transaction((tx) =>
    tx.insert(database.t.subscriptionCheckouts).values({
      providerRef: session.providerRef,
      tenantId,
      provider: provider.name,
      plan: plan.id,
      amount: request.amount,
      currency: request.currency,
      createdAt: now,
    }),
  );
  return { ...session, amount: request.amount, currency: request.currency };
}

/** A pending checkout of this store, or null (another store's, unknown, or already settled). */
export async function pendingCheckout(database: Database, tenantId: string, providerRef: string) {
  const { db, t } = database;
  const c = t.subscriptionCheckouts;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.providerRef, providerRef), eq(c.tenantId, tenantId), eq(c.state, 'pending')))
    .limit(1);
  return row ?? null;
}

export type SettleOutcome =
  | { outcome: 'paid'; entry: 'created' | 'renewed'; subscriptionId: string; expiresOn: number }
  | { outcome: 'cancelled' | 'failed' | 'unknown' }
  /** The checkout's provider is not the live one (a demo checkout outside demo mode): nothing is paid. */
  | { outcome: 'refused'; provider: string };

export async function settleCheckout(
  database: Database,
  provider: PaymentProvider | null,
  tenantId: string,
  providerRef: string,
  payload: Readonly<Record<string, unknown>>,
  now: number,
): Promise<SettleOutcome> {
  // Another store's checkout is unknown here, before the provider settles (and so spends) it.
  const checkout = await pendingCheckout(database, tenantId, providerRef);
  if (!checkout) return { outcome: 'unknown' };
  if (!provider || provider.name !== checkout.provider)
    return { outcome: 'refused', provider: checkout.provider };
  const verdict = await provider.verify(providerRef, payload);
  if (verdict.status === 'unknown') return { outcome: 'unknown' };
  if (verdict.status !== 'paid') {
    await settleAs(database, providerRef, verdict.status, now);
    return { outcome: verdict.status };
  }
  return buyPlan(database, checkout, { ...verdict, paymentId: verdict.notes.paymentId ?? null }, now);
}

/**
 * PLAN6: Razorpay's signed webhook for a payment of a plan's checkout (the buyer's browser may never come back):
 * the pending checkout of that Razorpay order, whichever store's, is bought as the browser's confirmation would.
 */
export async function settleCheckoutByWebhook(
  database: Database,
  payment: {
    readonly orderRef: string;
    readonly paymentId: string;
    readonly amount: number;
    readonly currency: string;
  },
  now: number,
): Promise<SettleOutcome> {
  const { db, t } = database;
  const c = t.subscriptionCheckouts;
  const [checkout] = await db
    .select()
    .from(c)
    .where(and(eq(c.providerRef, payment.orderRef), eq(c.provider, 'razorpay'), eq(c.state, 'pending')))
    .limit(1);
  if (!checkout) return { outcome: 'unknown' };
  return buyPlan(database, checkout, payment, now);
}

type PendingCheckout = NonNullable<Awaited<ReturnType<typeof pendingCheckout>>>;

const settleAs = (database: Database, providerRef: string, state: 'failed' | 'cancelled', now: number) => {
  const c = database.t.subscriptionCheckouts;
  return database.transaction((tx) =>
    tx
      .update(c)
      .set({ state, paymentId: null, settledAt: now })
      .where(and(eq(c.providerRef, providerRef), eq(c.state, 'pending'))),
  );
};

/** A verified payment of `checkout` buys its plan, once, if it paid what the checkout asked. */
async function buyPlan(
  database: Database,
  checkout: PendingCheckout,
  paid: { readonly amount: number; readonly currency: string; readonly paymentId: string | null },
  now: number,
): Promise<SettleOutcome> {
  const { providerRef, tenantId } = checkout;
  // The provider's verified amount must be what this checkout asked.
  if (paid.amount !== checkout.amount || paid.currency !== checkout.currency) {
    await settleAs(database, providerRef, 'failed', now);
    return { outcome: 'failed' };
  }
  const plan = planOf(checkout.plan);
  if (!plan) return { outcome: 'unknown' };
  const { t } = database;
  const c = t.subscriptionCheckouts;
  return database.transaction(async (tx) => {
    // Settled once: only the caller that moves the checkout out of 'pending' buys the plan.
    const claimed = await tx
      .update(c)
      .set({ state: 'paid', paymentId: paid.paymentId, settledAt: now })
      .where(and(eq(c.providerRef, providerRef), eq(c.state, 'pending')))
      .returning({ ref: c.providerRef });
    if (claimed.length === 0) return { outcome: 'unknown' } as const;
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
      await tx
        .update(t.subscriptions)
        .set({ expiresOn, providerRef, provider: checkout.provider })
        .where(eq(t.subscriptions.id, same.id));
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
        provider: checkout.provider,
      });
    }
    await tx.insert(t.subscriptionHistory).values({
      id: uuidv7(now),
      tenantId,
      subscriptionId,
      status: entry,
      amount: paid.amount,
      createdAt: now,
      startsOn,
      expiresOn,
      provider: checkout.provider,
    });
    const [tenant] = await tx
      .select({ switchedOff: t.tenants.switchedOff })
      .from(t.tenants)
      .where(eq(t.tenants.id, tenantId));
    // A store the operator switched off stays off: the payment buys the plan, never the switch.
    await tx
      .update(t.tenants)
      .set(
        tenant?.switchedOff
          ? { plan: plan.id, updatedAt: now }
          : { plan: plan.id, isActive: true, updatedAt: now },
      )
      .where(eq(t.tenants.id, tenantId));
    return { outcome: 'paid', entry, subscriptionId, expiresOn } as const;
  });
}
