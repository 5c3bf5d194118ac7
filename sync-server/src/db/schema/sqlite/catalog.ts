// The menu and what the POS needs beside it: tables, categories, items with variants and addons, taxes,
// payment types. All synced to staff devices.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, int, money, syncedColumns, versionIndex } from './columns.ts';

export const storeTables = sqliteTable(
  'store_tables',
  {
    ...syncedColumns(),
    tableTitle: text('table_title').notNull(),
    floor: text('floor').notNull().default('-'),
    seatingCapacity: int('seating_capacity').notNull().default(0),
  },
  (t) => [versionIndex('store_tables', t)],
);

/** STN1 (ADR 0057): a kitchen station (Kitchen, Bar…) and its ticket-age thresholds in minutes (STN4). */
export const stations = sqliteTable(
  'stations',
  {
    ...syncedColumns(),
    title: text('title').notNull(),
    warnAfterMinutes: int('warn_after_minutes').notNull().default(10),
    lateAfterMinutes: int('late_after_minutes').notNull().default(20),
  },
  (t) => [versionIndex('stations', t)],
);

export const categories = sqliteTable(
  'categories',
  {
    ...syncedColumns(),
    title: text('title').notNull(),
    /** STN1: soft reference, the station its items go to unless an item names its own. */
    stationId: text('station_id'),
  },
  (t) => [versionIndex('categories', t)],
);

export const taxes = sqliteTable(
  'taxes',
  {
    ...syncedColumns(),
    title: text('title').notNull(),
    /** Parts per million (MON7): 18% = 180000. */
    rate: int('rate').notNull(),
    /** 'exclusive' | 'inclusive'; any other value adds no tax (TAX rules in @tavola/shared). */
    type: text('type').notNull(),
    /** GST2: 'gst' | 'cess' | 'other' (rows before kinds: 'other'). */
    kind: text('kind').notNull().default('other'),
  },
  (t) => [versionIndex('taxes', t)],
);

export const menuItems = sqliteTable(
  'menu_items',
  {
    ...syncedColumns(),
    title: text('title').notNull(),
    price: money('price').notNull(),
    netPrice: money('net_price'),
    /** Soft references: a tombstoned category or tax leaves the id in place. */
    categoryId: text('category_id'),
    taxId: text('tax_id'),
    imageHash: text('image_hash'),
    /** CARD1-CARD3 (ADR 0055): added later, so every one is nullable or defaulted. */
    description: text('description'),
    diet: text('diet'),
    /** CARD2: comma-separated allergen codes. */
    allergens: text('allergens').notNull().default(''),
    soldOut: bool('sold_out').notNull().default(false),
    /** STN1: soft reference; null: the category's station. */
    stationId: text('station_id'),
    /** GST3: the item's HSN/SAC code (restaurant service: 996331). */
    hsn: text('hsn'),
    /** I18N5: the item's name in a regional language (shown under the title, printed on kitchen tickets). */
    titleLocal: text('title_local'),
  },
  (t) => [versionIndex('menu_items', t), index('menu_items_category_idx').on(t.tenantId, t.categoryId)],
);

/** A variant's price replaces the item's base price. */
export const variants = sqliteTable(
  'variants',
  {
    ...syncedColumns(),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: money('price').notNull().default(0),
  },
  (t) => [versionIndex('variants', t), index('variants_item_idx').on(t.itemId)],
);

/** An addon's price is added on top. */
export const addons = sqliteTable(
  'addons',
  {
    ...syncedColumns(),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: money('price').notNull().default(0),
  },
  (t) => [versionIndex('addons', t), index('addons_item_idx').on(t.itemId)],
);

export const paymentTypes = sqliteTable(
  'payment_types',
  {
    ...syncedColumns(),
    title: text('title').notNull(),
    isActive: bool('is_active').notNull().default(true),
  },
  (t) => [versionIndex('payment_types', t)],
);
