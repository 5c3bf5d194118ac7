/**
 * Builders for sync tests: a row of every synced table (full rows, so the server and the PWA can seed
 * stores with them), a mutator context, and an in-memory state from rows.
 */
import { money } from '../money/money.ts';
import { rateFromPercent } from '../money/rate.ts';
import type { SyncState } from '../sync/apply.ts';
import type { MutatorContext, Row, TokenBlock } from '../sync/mutator.ts';
import type { SyncedTable } from '../sync/protocol.ts';
import type { RowOf } from '../sync/rows.ts';
import type { PosCartLine } from '../validation/pos.ts';
import { testId } from './builders.ts';

/** 2025-03-01 12:00 UTC: every synced test row's default time. */
export const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);
export const DAY0 = '2025-03-01';

const synced = (prefix: string) => ({ id: testId(prefix), createdAt: T0, updatedAt: T0 });

type Builder<T extends SyncedTable> = (overrides?: Partial<RowOf<T>>) => RowOf<T>;

export const ROW_BUILDERS: { readonly [T in SyncedTable]: Builder<T> } = {
  storeSettings: (o = {}) => ({
    ...synced('store'),
    storeName: 'Trattoria',
    address: null,
    phone: null,
    email: null,
    currency: 'INR',
    imageHash: null,
    isQrMenuEnabled: false,
    uniqueQrCode: 'qr-trattoria',
    latlng: null,
    timeZone: 'Asia/Kolkata',
    businessDayStart: '04:00',
    colorTheme: null,
    pendingOrderExpiryMinutes: 120,
    kitchenShowsUnpaidDineIn: false,
    gstin: null,
    legalName: null,
    fssai: null,
    composition: false,
    ...o,
  }),
  printSettings: (o = {}) => ({
    ...synced('print'),
    pageFormat: '80',
    header: '',
    footer: '',
    showNotes: true,
    isEnablePrint: false,
    showStoreDetails: true,
    showCustomerDetails: true,
    printToken: true,
    ...o,
  }),
  storeTables: (o = {}) => ({ ...synced('table'), tableTitle: 'T1', floor: '-', seatingCapacity: 4, ...o }),
  stations: (o = {}) => ({
    ...synced('station'),
    title: 'Kitchen',
    warnAfterMinutes: 10,
    lateAfterMinutes: 20,
    ...o,
  }),
  categories: (o = {}) => ({ ...synced('category'), title: 'Pizza', stationId: null, ...o }),
  taxes: (o = {}) => ({
    ...synced('tax'),
    title: 'GST',
    rate: rateFromPercent(5),
    type: 'exclusive',
    kind: 'other',
    ...o,
  }),
  menuItems: (o = {}) => ({
    ...synced('item'),
    title: 'Margherita',
    price: 25000,
    netPrice: null,
    categoryId: null,
    taxId: null,
    imageHash: null,
    description: null,
    diet: null,
    allergens: '',
    soldOut: false,
    stationId: null,
    hsn: null,
    ...o,
  }),
  variants: (o = {}) => ({ ...synced('variant'), itemId: 'item-0', title: 'Large', price: 30000, ...o }),
  addons: (o = {}) => ({ ...synced('addon'), itemId: 'item-0', title: 'Extra cheese', price: 4000, ...o }),
  paymentTypes: (o = {}) => ({ ...synced('payment-type'), title: 'Cash', isActive: true, ...o }),
  customers: (o = {}) => ({
    ...synced('customer'),
    phone: '9876543210',
    name: 'Asha',
    email: null,
    gender: null,
    birthDate: null,
    address: null,
    landmark: null,
    lat: null,
    lng: null,
    balanceDue: 0,
    ...o,
  }),
  deliveryInfo: (o = {}) => ({
    ...synced('delivery'),
    customerId: null,
    phone: '9876543210',
    name: null,
    address: null,
    landmark: null,
    lat: null,
    lng: null,
    ...o,
  }),
  reservations: (o = {}) => ({
    ...synced('reservation'),
    customerId: 'customer-0',
    tableId: null,
    date: T0,
    peopleCount: 2,
    status: 'booked',
    notes: null,
    uniqueCode: null,
    ...o,
  }),
  orders: (o = {}) => ({
    ...synced('order'),
    tokenNo: '1',
    businessDay: DAY0,
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    customerName: null,
    tableId: null,
    status: 'created',
    paymentStatus: 'pending',
    paymentMethod: null,
    subTotal: 25000,
    taxTotal: 0,
    feeTotal: 0,
    total: 25000,
    deviceId: 'device-a',
    createdBy: 'user-0',
    dinerId: null,
    customerPhone: null,
    deliveryAddress: null,
    deliveryLandmark: null,
    deliveryLat: null,
    deliveryLng: null,
    ...o,
  }),
  orderItems: (o = {}) => ({
    ...synced('order-item'),
    orderId: 'order-0',
    itemId: 'item-0',
    itemTitle: 'Margherita',
    variantId: null,
    variantTitle: null,
    variantPrice: null,
    unitPrice: 25000,
    quantity: 1,
    taxRate: 0,
    taxType: null,
    status: 'created',
    notes: null,
    addons: [],
    stationId: null,
    course: null,
    heldUntilFired: false,
    firedAt: null,
    startedAt: null,
    readyAt: null,
    hsn: null,
    taxKind: null,
    ...o,
  }),
  invoices: (o = {}) => ({
    ...synced('invoice'),
    businessDay: DAY0,
    subTotal: 25000,
    taxTotal: 0,
    feeTotal: 0,
    total: 25000,
    isCredit: false,
    paymentTypeId: null,
    deliveryType: 'dinein',
    tableId: null,
    customerType: 'WALKIN',
    customerId: null,
    name: null,
    phone: null,
    email: null,
    deviceId: 'device-a',
    createdBy: 'user-0',
    invoiceNo: null,
    buyerGstin: null,
    ...o,
  }),
  invoiceOrders: (o = {}) => ({
    ...synced('invoice-order'),
    invoiceId: 'invoice-0',
    orderId: 'order-0',
    ...o,
  }),
  invoiceSeries: (o = {}) => ({
    ...synced('invoice-series'),
    series: 'A/26-27',
    deviceCode: 'A',
    financialYear: '26-27',
    lastNo: 0,
    ...o,
  }),
  // SHIFT1, APPR2 (ADR 0063)
  shifts: (o = {}) => ({
    ...synced('shift'),
    deviceId: 'device-1',
    cashierId: 'user-1',
    businessDay: DAY0,
    status: 'open',
    openedAt: T0,
    openingFloat: 0,
    closedAt: null,
    closedBy: null,
    countedCash: null,
    denominations: null,
    expectedCash: null,
    closesDay: false,
    ...o,
  }),
  cashMovements: (o = {}) => ({
    ...synced('cash-movement'),
    shiftId: testId('shift'),
    kind: 'in',
    amount: 0,
    reason: 'Change',
    createdBy: 'user-1',
    approvedBy: null,
    ...o,
  }),
  approvers: (o = {}) => ({
    ...synced('approver'),
    name: 'Manager',
    salt: '00'.repeat(16),
    iterations: 300_000,
    verifier: '00'.repeat(32),
    ...o,
  }),
  approvalKeys: (o = {}) => ({ ...synced('approval-key'), key: '00'.repeat(32), ...o }),
};

/** A row of `table` with overrides: `aRow('orders', { status: 'cancelled' })`. */
export const aRow = <T extends SyncedTable>(table: T, overrides: Partial<RowOf<T>> = {}): RowOf<T> =>
  ROW_BUILDERS[table](overrides);

/** An in-memory state holding the given rows. */
export function aSyncState(rows: { readonly [T in SyncedTable]?: readonly RowOf<T>[] }): SyncState {
  const state: { [T in SyncedTable]?: Record<string, Row> } = {};
  for (const [table, list] of Object.entries(rows) as [SyncedTable, readonly Row[]][])
    state[table] = Object.fromEntries(list.map((r) => [r.id, r]));
  return state;
}

export const aTokenBlock = (overrides: Partial<TokenBlock> = {}): TokenBlock => ({
  businessDay: DAY0,
  start: 1,
  end: 20,
  ...overrides,
});

/** Device A (code 'A') of tenant-1 at T0, signed in as admin, holding tokens 1-20 of DAY0. */
export const aMutatorContext = (overrides: Partial<MutatorContext> = {}): MutatorContext => ({
  tenantId: 'tenant-1',
  actor: { role: 'admin', scope: '', userId: 'user-0' },
  deviceId: 'device-a',
  deviceCode: 'A',
  now: T0,
  businessDay: DAY0,
  leases: [aTokenBlock()],
  ...overrides,
});

/** A till cart line as order.create.v1 carries it. */
export const aPosCartLine = (overrides: Partial<PosCartLine> = {}): PosCartLine => ({
  itemId: 'item-0',
  variantId: null,
  addonIds: [],
  quantity: 1,
  notes: null,
  unitPrice: money(25000),
  ...overrides,
});
