// Store and print settings: one row per tenant, synced to staff devices.
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bool, int, json, money, syncedColumns, versionIndex } from './columns.ts';

export const storeSettings = pgTable(
  'store_settings',
  {
    ...syncedColumns(),
    storeName: text('store_name').notNull().default(''),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    currency: text('currency').notNull().default('INR'),
    imageHash: text('image_hash'),
    isQrMenuEnabled: bool('is_qr_menu_enabled').notNull().default(false),
    /** Public code in the diner menu links (/m/{code}); unique across tenants. */
    uniqueQrCode: text('unique_qr_code').notNull(),
    /** 'lat,lng' as the spec's map calls carry it. */
    latlng: text('latlng'),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** HH:MM local time at which a business day (and the token counter) starts. */
    businessDayStart: text('business_day_start').notNull().default('04:00'),
    colorTheme: text('color_theme'),
    /** SALE5: minutes a diner's order waits for the store to accept it before it expires. */
    pendingOrderExpiryMinutes: int('pending_order_expiry_minutes').notNull().default(120),
    /** KDS10: dine-in orders reach the kitchen when sent, before payment (default: only once paid, READ2). */
    kitchenShowsUnpaidDineIn: bool('kitchen_shows_unpaid_dine_in').notNull().default(false),
    /** RND2: bills rounded to the currency's smallest cash unit (the rupee). */
    roundBills: bool('round_bills').notNull().default(false),
    /** GST1: the store's tax identity (all optional; the state is the GSTIN's first two digits). */
    gstin: text('gstin'),
    legalName: text('legal_name'),
    fssai: text('fssai'),
    composition: bool('composition').notNull().default(false),
    /** DISC5: the reasons a discount or comp may give (null: the default list). */
    discountReasons: json<string[]>('discount_reasons'),
    /** DISC2: the largest discount (ppm) staff give without a manager's approval; 10% by default. */
    discountCap: int('discount_cap').notNull().default(100000),
    /** VOID2, REF3: voids, comps and refunds above this (minor units) need a manager; 0: every one. */
    approvalLimit: money('approval_limit').notNull().default(0),
  },
  (t) => [
    uniqueIndex('store_settings_tenant_uq').on(t.tenantId),
    uniqueIndex('store_settings_unique_qr_code_uq').on(t.uniqueQrCode),
    versionIndex('store_settings', t),
  ],
);

export const printSettings = pgTable(
  'print_settings',
  {
    ...syncedColumns(),
    /** Paper width in mm. */
    pageFormat: text('page_format').$type<'80' | '57'>().notNull().default('80'),
    header: text('header').notNull().default(''),
    footer: text('footer').notNull().default(''),
    showNotes: bool('show_notes').notNull().default(true),
    isEnablePrint: bool('is_enable_print').notNull().default(false),
    showStoreDetails: bool('show_store_details').notNull().default(true),
    showCustomerDetails: bool('show_customer_details').notNull().default(true),
    printToken: bool('print_token').notNull().default(true),
  },
  (t) => [uniqueIndex('print_settings_tenant_uq').on(t.tenantId), versionIndex('print_settings', t)],
);
