/**
 * The device database's stores, by Dexie version (docs/architecture.md §6). Synced tables hold the server's rows
 * (plus the optimistic writes of pending mutations); outbox, meta and drafts never leave the device.
 *
 * Adding version 2 (never edit a released version's stores; the outbox and meta must survive every upgrade):
 *   db.version(2).stores({ orders: 'id, status, businessDay, tableId, customerId' })   // only what changes
 *     .upgrade(async (tx) => { ... });                                              // optional data move
 * - A new index or a new store: list only that store; the others, the outbox among them, keep their data.
 * - Never set `outbox` or `meta` to null (null deletes a store and its data).
 * - When SCHEMA_VERSION changes the synced rows' shape, the upgrade must not rewrite server rows by hand:
 *   it calls `requestFullResync(tx)` (db/meta.ts), which clears the cookie so the next pull starts
 *   from null and replaces the synced tables, then re-runs the outbox on top, exactly as a server `reset`.
 */
import type { SyncedTable } from '@tavola/shared';

/** Primary key first (`id`), then the indexes screens query by. */
export const SYNCED_STORES: { readonly [T in SyncedTable]: string } = {
  storeSettings: 'id',
  printSettings: 'id',
  storeTables: 'id, floor',
  stations: 'id',
  categories: 'id',
  taxes: 'id',
  menuItems: 'id, categoryId',
  variants: 'id, itemId',
  addons: 'id, itemId',
  paymentTypes: 'id',
  customers: 'id, phone, createdAt',
  deliveryInfo: 'id, phone, customerId',
  reservations: 'id, date, customerId, tableId',
  orders: 'id, status, businessDay, tableId, customerId, tokenNo, createdAt, [businessDay+status]',
  orderItems: 'id, orderId, status',
  invoices: 'id, businessDay, createdAt',
  invoiceOrders: 'id, invoiceId, orderId',
  invoiceSeries: 'id',
  // SHIFT1, APPR2 (ADR 0063); approvalKeys is never pulled (READ2) but every synced table has a store
  shifts: 'id, deviceId, status, businessDay',
  cashMovements: 'id, shiftId',
  approvers: 'id',
  approvalKeys: 'id',
  // REF1 (ADR 0065): refunds of paid bills
  refunds: 'id, invoiceId, businessDay',
};

export const LOCAL_STORES = {
  /** Mutations not yet acknowledged by a pull, and rejected ones until the user dismisses them. */
  outbox: '++seq, &id, status',
  meta: 'key',
  drafts: 'id, nameRef, date',
} as const;

/** Synced stores added after version 1, each by the version that adds it. */
const LATER_STORES: readonly SyncedTable[] = [
  'stations',
  'invoiceSeries',
  'shifts',
  'cashMovements',
  'approvers',
  'approvalKeys',
  'refunds',
];

/** Version 1: every store. Later versions list only the stores they change (see the header). */
export const STORES_V1: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(SYNCED_STORES).filter(([t]) => !LATER_STORES.includes(t as SyncedTable)),
  ),
  ...LOCAL_STORES,
};

/** Version 2 (RST2): mutations the server acknowledged, kept a while to send again after a restore. */
export const STORES_V2: Readonly<Record<string, string>> = { acknowledged: '[clientId+id], ackedAt' };

/** Version 3 (STN1, ADR 0057): the kitchen stations. */
export const STORES_V3: Readonly<Record<string, string>> = { stations: SYNCED_STORES.stations };

/** Version 4 (INVS1, ADR 0061): each device's invoice series. */
export const STORES_V4: Readonly<Record<string, string>> = { invoiceSeries: SYNCED_STORES.invoiceSeries };

/** Version 5 (SHIFT1, APPR2, ADR 0063): shifts, cash movements, managers' PIN verifiers. */
export const STORES_V5: Readonly<Record<string, string>> = {
  shifts: SYNCED_STORES.shifts,
  cashMovements: SYNCED_STORES.cashMovements,
  approvers: SYNCED_STORES.approvers,
  approvalKeys: SYNCED_STORES.approvalKeys,
};

/** Version 6 (REF1, ADR 0065): refunds of paid bills. */
export const STORES_V6: Readonly<Record<string, string>> = { refunds: SYNCED_STORES.refunds };
