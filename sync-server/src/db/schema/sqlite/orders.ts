// Orders and their lines. Lines snapshot titles and prices as rung up; the menu may change later.
import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { EqualSplitState, OrderItemAddonSnapshot } from '../types.ts';
import { bool, double, epochMs, int, json, money, syncedColumns, versionIndex } from './columns.ts';

export const orders = sqliteTable(
  'orders',
  {
    ...syncedColumns(),
    /** A leased plain number ('17') or, offline with no lease left, deviceCode-n ('B-3'). TOK rules. */
    tokenNo: text('token_no').notNull(),
    /** YYYY-MM-DD in the store's time zone and business-day start; tokens restart each business day. */
    businessDay: text('business_day').notNull(),
    /** dinein | delivery | takeaway, or the diner menu's App | AppOnline | AppCash. */
    deliveryType: text('delivery_type').notNull(),
    /** WALKIN | CUSTOMER | QRMENU. */
    customerType: text('customer_type').notNull().default('WALKIN'),
    customerId: text('customer_id'),
    customerName: text('customer_name'),
    tableId: text('table_id'),
    /** created | completed | cancelled. */
    status: text('status').notNull().default('created'),
    /** pending | paid. */
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    subTotal: money('sub_total').notNull().default(0),
    taxTotal: money('tax_total').notNull().default(0),
    /** Diner fees (platform, GST on it, processing); 0 for staff orders. */
    feeTotal: money('fee_total').notNull().default(0),
    total: money('total').notNull().default(0),
    /** Till that rang it up; null for diner and REST orders. */
    deviceId: text('device_id'),
    /** Staff user id; null for diner orders. */
    createdBy: text('created_by'),
    /** The diner's browser-generated id, so a diner can list their own orders. */
    dinerId: text('diner_id'),
    /** WHO7: who ordered, as the diner gave it with the order: phone, delivery address and map point. */
    customerPhone: text('customer_phone'),
    deliveryAddress: text('delivery_address'),
    deliveryLandmark: text('delivery_landmark'),
    deliveryLat: double('delivery_lat'),
    deliveryLng: double('delivery_lng'),
    /** DISC1: the bill discount: percent (value in ppm) or amount (paisa), with its reason. */
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    discountReason: text('discount_reason'),
    /** MOVE3: the table a bill was moved or merged from (its title then), shown on its kitchen ticket. */
    movedFromTable: text('moved_from_table'),
    /** SPLIT6: an equal split being paid share by share (which shares, their tenders); null: none. */
    shares: json<EqualSplitState>('shares'),
  },
  (t) => [
    versionIndex('orders', t),
    // TOK: the backstop against a token printed twice in one business day.
    uniqueIndex('orders_token_uq').on(t.tenantId, t.businessDay, t.tokenNo),
    index('orders_status_idx').on(t.tenantId, t.status),
    index('orders_created_at_idx').on(t.tenantId, t.createdAt),
    // Diner orders only (ADR 0014): a till's order (no diner id) is not one more B-tree insert.
    index('orders_diner_idx').on(t.tenantId, t.dinerId).where(sql`${t.dinerId} is not null`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    ...syncedColumns(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    variantId: text('variant_id'),
    variantTitle: text('variant_title'),
    variantPrice: money('variant_price'),
    /** Base or variant price plus addons, as rung up. */
    unitPrice: money('unit_price').notNull(),
    quantity: int('quantity').notNull(),
    /** Tax of the item when rung up, so totals can be recomputed from the line alone. */
    taxRate: int('tax_rate').notNull().default(0),
    taxType: text('tax_type'),
    /** created | preparing | completed | delivered | cancelled. */
    status: text('status').notNull().default('created'),
    notes: text('notes'),
    addons: json<OrderItemAddonSnapshot[]>('addons')
      .notNull()
      .$defaultFn(() => []),
    /** STN1: the station the line was rung up with (null: every station's). */
    stationId: text('station_id'),
    /** CRS1: starter | main | dessert, chosen on the till's cart line; null: no course. */
    course: text('course'),
    /** CRS2: a later course waits until the server fires it; the kitchen shows it greyed. */
    heldUntilFired: bool('held_until_fired').notNull().default(false),
    /** CRS3: when the held course was fired (its preparation clock starts here). */
    firedAt: epochMs('fired_at'),
    /** KDS16: when the kitchen started the line and when it was ready (completed). */
    startedAt: epochMs('started_at'),
    readyAt: epochMs('ready_at'),
    /** GST3: the item's HSN/SAC code and its tax's kind when rung up. */
    hsn: text('hsn'),
    /** I18N5: the item's regional-language name when rung up, like itemTitle. */
    titleLocal: text('title_local'),
    taxKind: text('tax_kind'),
    /** DISC1: the line's discount or comp: percent (ppm), amount (paisa for the line) or comp, with its reason. */
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    discountReason: text('discount_reason'),
  },
  (t) => [
    versionIndex('order_items', t),
    index('order_items_order_idx').on(t.orderId),
    // PERF9: the preparation-times report (KDS17) reads a period's lines by when they were made ready
    index('order_items_ready_at_idx').on(t.tenantId, t.readyAt),
  ],
);
