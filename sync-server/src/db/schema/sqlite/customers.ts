// Customers (also the credit book, "khata") and the delivery details diners and staff save.
import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { double, money, syncedColumns, versionIndex } from './columns.ts';

export const customers = sqliteTable(
  'customers',
  {
    ...syncedColumns(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    gender: text('gender').$type<'female' | 'male' | 'other'>(),
    /** YYYY-MM-DD, a calendar date with no time zone. */
    birthDate: text('birth_date'),
    address: text('address'),
    landmark: text('landmark'),
    lat: double('lat'),
    lng: double('lng'),
    /** Credit (khata) owed by the customer, in minor units. */
    balanceDue: money('balance_due').notNull().default(0),
  },
  (t) => [
    versionIndex('customers', t),
    // PERF9 (ADR 0072): the reports count a store's customers registered by a day without reading each row
    index('customers_created_at_idx').on(t.tenantId, t.deleted, t.createdAt),
    // A deleted customer's phone may be registered again.
    uniqueIndex('customers_tenant_phone_uq').on(t.tenantId, t.phone).where(sql`deleted = false`),
  ],
);

export const deliveryInfo = sqliteTable(
  'delivery_info',
  {
    ...syncedColumns(),
    /** Soft reference: a diner may save delivery details before any customer row exists. */
    customerId: text('customer_id'),
    phone: text('phone').notNull(),
    name: text('name'),
    address: text('address'),
    landmark: text('landmark'),
    lat: double('lat'),
    lng: double('lng'),
  },
  (t) => [
    versionIndex('delivery_info', t),
    index('delivery_info_phone_idx').on(t.tenantId, t.phone),
    index('delivery_info_customer_idx').on(t.tenantId, t.customerId),
  ],
);
