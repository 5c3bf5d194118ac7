/**
 * The store's own rows as the spec's read calls name them:
 * store and print settings, tables, categories, payment types, and the store's clock (TIME3). Shared by the
 * settings, POS, orders, reservations and invoices adapters.
 */
import { DEFAULT_DAY_START, gstinStateCode, gstStateName, type StoreClock } from '@tavola/shared';
import type { Database, Tables } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { DEFAULT_TIME_ZONE } from '../sync/store-clock.ts';
import { imagePath } from './images.ts';

type RowOf<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const flag = (b: boolean) => (b ? 1 : 0);

/** The tenant's store clock (TIME3), the column defaults before the store settings exist. */
export async function tenantClock(database: Database, tenantId: string): Promise<StoreClock> {
  const s = await scoped(database, tenantId).first(database.t.storeSettings);
  return { timeZone: s?.timeZone ?? DEFAULT_TIME_ZONE, dayStart: s?.businessDayStart ?? DEFAULT_DAY_START };
}

export const storeSettingsWire = (s: RowOf<Tables['storeSettings']>) => ({
  storeName: s.storeName,
  address: s.address,
  phone: s.phone,
  email: s.email,
  currency: s.currency,
  image: s.imageHash ? imagePath(s.imageHash) : null,
  isQRMenuEnabled: s.isQrMenuEnabled,
  uniqueQRCode: s.uniqueQrCode,
  latlng: s.latlng,
  timeZone: s.timeZone,
  dayStart: s.businessDayStart,
  /** SALE5: minutes a diner's order waits for acceptance before it expires. */
  pendingOrderExpiryMinutes: s.pendingOrderExpiryMinutes,
  kitchenShowsUnpaidDineIn: s.kitchenShowsUnpaidDineIn,
  /** RND2: bills rounded to the smallest cash unit. */
  roundBills: s.roundBills,
  /** GST1: the store's tax identity, its state from the GSTIN. */
  gstin: s.gstin,
  gstState: gstinState(s.gstin),
  legalName: s.legalName,
  fssai: s.fssai,
  composition: s.composition,
});

/** GST1: { code, name } of the GSTIN's state, or null. */
function gstinState(gstin: string | null) {
  const code = gstinStateCode(gstin);
  return code ? { code, name: gstStateName(code) } : null;
}

/** Flags as 1 or 0 (the spec compares print settings flags to 1, VAL3), page_format in mm. */
export const printSettingsWire = (p: RowOf<Tables['printSettings']>) => ({
  page_format: p.pageFormat,
  header: p.header,
  footer: p.footer,
  show_notes: flag(p.showNotes),
  is_enable_print: flag(p.isEnablePrint),
  show_store_details: flag(p.showStoreDetails),
  show_customer_details: flag(p.showCustomerDetails),
  print_token: flag(p.printToken),
});

export const paymentTypeWire = (p: RowOf<Tables['paymentTypes']>) => ({
  id: p.id,
  title: p.title,
  is_active: p.isActive,
});

export const storeTableWire = (x: RowOf<Tables['storeTables']>) => ({
  id: x.id,
  table_title: x.tableTitle,
  floor: x.floor,
  seating_capacity: x.seatingCapacity,
});

export const categoryWire = (x: RowOf<Tables['categories']>) => ({ id: x.id, title: x.title });

/** What printing needs (GET /orders/init, /invoices/init): print and store settings, payment types. */
export async function printingViews(database: Database, tenantId: string) {
  const { t } = database;
  const s = scoped(database, tenantId);
  const [print, store, paymentTypes] = await Promise.all([
    s.first(t.printSettings),
    s.first(t.storeSettings),
    s.select(t.paymentTypes, { orderBy: [t.paymentTypes.createdAt, t.paymentTypes.id] }),
  ]);
  return {
    printSettings: print ? printSettingsWire(print) : null,
    storeSettings: store ? storeSettingsWire(store) : null,
    paymentTypes: paymentTypes.map(paymentTypeWire),
  };
}

/** The store's tables, oldest first. */
export async function storeTables(database: Database, tenantId: string) {
  const { t } = database;
  const rows = await scoped(database, tenantId).select(t.storeTables, {
    orderBy: [t.storeTables.createdAt, t.storeTables.id],
  });
  return rows.map(storeTableWire);
}
