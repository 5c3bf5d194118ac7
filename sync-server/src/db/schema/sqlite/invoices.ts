// Invoices: one payment covering one or more orders.
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, int, json, money, syncedColumns, versionIndex } from './columns.ts';
import { orders } from './orders.ts';

export const invoices = sqliteTable(
  'invoices',
  {
    ...syncedColumns(),
    businessDay: text('business_day').notNull(),
    subTotal: money('sub_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    feeTotal: money('fee_total').notNull().default(0),
    /** RND2: what rounding the bill to the cash unit added (negative: took off); in `total`. */
    roundOff: money('round_off').notNull().default(0),
    total: money('total').notNull(),
    /** Paid on credit: the total goes to the customer's balance_due. */
    isCredit: bool('is_credit').notNull().default(false),
    paymentTypeId: text('payment_type_id'),
    deliveryType: text('delivery_type'),
    tableId: text('table_id'),
    /** WALKIN when customer_id is null. */
    customerType: text('customer_type').notNull().default('WALKIN'),
    customerId: text('customer_id'),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    deviceId: text('device_id'),
    createdBy: text('created_by'),
    /** INVS1: the tax invoice number, unique in the store ('B/26-27/12'). */
    invoiceNo: text('invoice_no'),
    /** GST3: a B2B buyer's GSTIN. */
    buyerGstin: text('buyer_gstin'),
    /** TEND1: the tenders that paid it; null: the one `payment_type_id`. */
    tenders:
      json<readonly { paymentTypeId: string; amount: number; tendered: number; change: number }[]>('tenders'),
    /** DISC3: Σ discounts of its orders. */
    discountTotal: money('discount_total').notNull().default(0),
  },
  (t) => [
    versionIndex('invoices', t),
    index('invoices_created_at_idx').on(t.tenantId, t.createdAt),
    // SS41 (ADR 0072): a first sync's window (the last 2 business days) and the reports read invoices by day
    index('invoices_business_day_idx').on(t.tenantId, t.businessDay),
    // PERF9: repeat customers (SALE4) are found by their earlier invoices, not by reading the store's history
    index('invoices_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    uniqueIndex('invoices_invoice_no_uq').on(t.tenantId, t.invoiceNo),
  ],
);

/** INVS1: each device's invoice series per financial year and the last number it took. */
export const invoiceSeries = sqliteTable(
  'invoice_series',
  {
    ...syncedColumns(),
    series: text('series').notNull(),
    deviceCode: text('device_code').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNo: int('last_no').notNull(),
  },
  (t) => [versionIndex('invoice_series', t), uniqueIndex('invoice_series_uq').on(t.tenantId, t.series)],
);

export const invoiceOrders = sqliteTable(
  'invoice_orders',
  {
    ...syncedColumns(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    versionIndex('invoice_orders', t),
    uniqueIndex('invoice_orders_uq').on(t.invoiceId, t.orderId),
    index('invoice_orders_order_idx').on(t.orderId),
  ],
);
