// Subscription checkouts (ADR 0042): a store's payment for a plan, from the provider's checkout to its
// verified settlement. Server-only, never synced. Mirrors ../pg/payments.ts.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, epochMs, money, tenantRef } from './columns.ts';

/** One row per provider checkout of a plan; it settles once (state leaves 'pending' once). */
export const subscriptionCheckouts = sqliteTable(
  'subscription_checkouts',
  {
    /** The provider's id of the checkout (Razorpay order_…, demo_…). */
    providerRef: text('provider_ref').primaryKey(),
    tenantId: tenantRef(),
    /** razorpay | demo: the provider that must verify it. */
    provider: text('provider').notNull(),
    plan: text('plan').notNull(),
    /** Amount and currency asked from the provider (minor units). */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending | paid | failed | cancelled. */
    state: text('state').notNull().default('pending'),
    /** The provider's payment id once paid (Razorpay pay_…). */
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    settledAt: epochMs('settled_at'),
  },
  (t) => [index('subscription_checkouts_tenant_id_idx').on(t.tenantId)],
);
