// The diner QR menu's server-side bookkeeping (ADR 0012): who placed each diner order and how it is paid,
// and the delivery details a diner saved. Server-only, never synced: staff see the orders themselves.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, double, epochMs, json, money, tenantRef, updatedAt } from './columns.ts';

/** A diner order's access and payment: one row per orders row with customer type QRMENU. */
export const dinerOrders = pgTable(
  'diner_orders',
  {
    /** The orders row's id (the order is written right after this row, by order.diner-create.v1). */
    orderId: text('order_id').primaryKey(),
    tenantId: tenantRef(),
    /** The phone's idempotency key: the same one again is the same order. */
    clientOrderId: text('client_order_id').notNull(),
    dinerId: text('diner_id').notNull(),
    /** SHA-256 (hex) of the order token given to the diner; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** cash | online. */
    paymentMethod: text('payment_method').notNull(),
    tokenNo: text('token_no').notNull(),
    businessDay: text('business_day').notNull(),
    /** The DinerOrderSummary charged (FEE1-FEE5), for the status panel. */
    summary: json<Record<string, unknown>>('summary'),
    /** demo | razorpay, while an online checkout exists. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    /** Amount and currency asked from the provider (minor units). */
    amount: money('amount'),
    currency: text('currency'),
    /** none | pending | paid | failed. */
    paymentState: text('payment_state').notNull().default('none'),
    /** The provider's payment id once paid (Razorpay pay_…). */
    paymentId: text('payment_id'),
    paidAt: epochMs('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('diner_orders_client_uq').on(t.tenantId, t.clientOrderId),
    uniqueIndex('diner_orders_token_uq').on(t.tokenHash),
    uniqueIndex('diner_orders_provider_ref_uq')
      .on(t.provider, t.providerRef)
      .where(sql`provider_ref is not null`),
    index('diner_orders_diner_idx').on(t.tenantId, t.dinerId),
  ],
);

/** Delivery details a diner saved, per store, diner and phone (never shown to another diner). */
export const dinerProfiles = pgTable(
  'diner_profiles',
  {
    tenantId: tenantRef(),
    dinerId: text('diner_id').notNull(),
    /** 10 digits, or '' for a location saved before a phone was given. */
    phone: text('phone').notNull(),
    name: text('name'),
    address: text('address'),
    landmark: text('landmark'),
    lat: double('lat'),
    lng: double('lng'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dinerId, t.phone] })],
);
