/**
 * SYNC1: the rows of the synced tables as the client stores them: the server's drizzle property names,
 * without tenantId and version (the server stamps those) and without `deleted` (a tombstone is an absent row).
 * Money in integer minor units (MON1), rates in ppm (MON7), instants in epoch ms; plain numbers here because
 * rows come straight from the database or the wire.
 */
import type { SyncedTable } from './protocol.ts';

type Synced = { readonly id: string; readonly createdAt: number; readonly updatedAt: number };

export type StoreSettingsRow = Synced & {
  readonly storeName: string;
  readonly address: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly currency: string;
  readonly imageHash: string | null;
  readonly isQrMenuEnabled: boolean;
  readonly uniqueQrCode: string;
  /** 'lat,lng'. */
  readonly latlng: string | null;
  readonly timeZone: string;
  /** 'HH:mm': business days (and token counters) start here (TIME3). */
  readonly businessDayStart: string;
  readonly colorTheme: string | null;
  /** SALE5: minutes a diner's order waits for the store to accept it before it expires (default 120). */
  readonly pendingOrderExpiryMinutes: number;
};

export type PrintSettingsRow = Synced & {
  readonly pageFormat: '80' | '57';
  readonly header: string;
  readonly footer: string;
  readonly showNotes: boolean;
  readonly isEnablePrint: boolean;
  readonly showStoreDetails: boolean;
  readonly showCustomerDetails: boolean;
  readonly printToken: boolean;
};

export type StoreTableRow = Synced & {
  readonly tableTitle: string;
  readonly floor: string;
  readonly seatingCapacity: number;
};

export type CategoryRow = Synced & { readonly title: string };

export type TaxRow = Synced & {
  readonly title: string;
  /** Parts per million (MON7). */
  readonly rate: number;
  /** 'exclusive' | 'inclusive'; anything else adds no tax (TAX3). */
  readonly type: string;
};

export type MenuItemRow = Synced & {
  readonly title: string;
  readonly price: number;
  readonly netPrice: number | null;
  readonly categoryId: string | null;
  readonly taxId: string | null;
  readonly imageHash: string | null;
  /** CARD1 */
  readonly description: string | null;
  /** CARD1: 'veg' | 'nonveg' | 'egg'. */
  readonly diet: string | null;
  /** CARD2: comma-separated allergen codes; '' none. */
  readonly allergens: string;
  /** CARD3 */
  readonly soldOut: boolean;
};

export type VariantRow = Synced & { readonly itemId: string; readonly title: string; readonly price: number };
export type AddonRow = Synced & { readonly itemId: string; readonly title: string; readonly price: number };

export type PaymentTypeRow = Synced & { readonly title: string; readonly isActive: boolean };

export type CustomerRow = Synced & {
  readonly phone: string;
  readonly name: string;
  readonly email: string | null;
  readonly gender: 'female' | 'male' | 'other' | null;
  /** YYYY-MM-DD. */
  readonly birthDate: string | null;
  readonly address: string | null;
  readonly landmark: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  /** Credit (khata) owed, minor units. */
  readonly balanceDue: number;
};

export type DeliveryInfoRow = Synced & {
  readonly customerId: string | null;
  readonly phone: string;
  readonly name: string | null;
  readonly address: string | null;
  readonly landmark: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
};

export type ReservationRow = Synced & {
  readonly customerId: string;
  readonly tableId: string | null;
  /** Epoch ms. */
  readonly date: number;
  readonly peopleCount: number;
  readonly status: string;
  readonly notes: string | null;
  readonly uniqueCode: string | null;
};

export type OrderRow = Synced & {
  /** '17' (leased) or 'B-3' (offline form), TOK. */
  readonly tokenNo: string;
  readonly businessDay: string;
  readonly deliveryType: string;
  readonly customerType: string;
  readonly customerId: string | null;
  readonly customerName: string | null;
  readonly tableId: string | null;
  /** created | completed | cancelled (OS1). */
  readonly status: string;
  /** pending | paid (OS1). */
  readonly paymentStatus: string;
  readonly paymentMethod: string | null;
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  readonly total: number;
  readonly deviceId: string | null;
  readonly createdBy: string | null;
  readonly dinerId: string | null;
  /**
   * WHO7: who ordered, as the diner gave it with the order (a QR menu order has no customer row): phone and
   * delivery address, landmark and map point. Absent on orders made before they were kept.
   */
  readonly customerPhone?: string | null;
  readonly deliveryAddress?: string | null;
  readonly deliveryLandmark?: string | null;
  readonly deliveryLat?: number | null;
  readonly deliveryLng?: number | null;
};

/** An addon as it was when the line was rung up. */
export type OrderItemAddon = { readonly id: string; readonly title: string; readonly price: number };

export type OrderItemRow = Synced & {
  readonly orderId: string;
  readonly itemId: string;
  readonly itemTitle: string;
  readonly variantId: string | null;
  readonly variantTitle: string | null;
  readonly variantPrice: number | null;
  /** Base or variant price plus addons, as rung up (docs/architecture.md §6.6). */
  readonly unitPrice: number;
  readonly quantity: number;
  /** The item's tax when rung up (ppm), so totals are recomputed from the line alone. */
  readonly taxRate: number;
  readonly taxType: string | null;
  /** created | preparing | completed | delivered | cancelled (OS1). */
  readonly status: string;
  readonly notes: string | null;
  readonly addons: readonly OrderItemAddon[];
};

export type InvoiceRow = Synced & {
  readonly businessDay: string;
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  readonly total: number;
  readonly isCredit: boolean;
  readonly paymentTypeId: string | null;
  readonly deliveryType: string | null;
  readonly tableId: string | null;
  readonly customerType: string;
  readonly customerId: string | null;
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly deviceId: string | null;
  readonly createdBy: string | null;
};

export type InvoiceOrderRow = Synced & { readonly invoiceId: string; readonly orderId: string };

/** The row type of each synced table. */
export type SyncedRows = {
  storeSettings: StoreSettingsRow;
  printSettings: PrintSettingsRow;
  storeTables: StoreTableRow;
  categories: CategoryRow;
  taxes: TaxRow;
  menuItems: MenuItemRow;
  variants: VariantRow;
  addons: AddonRow;
  paymentTypes: PaymentTypeRow;
  customers: CustomerRow;
  deliveryInfo: DeliveryInfoRow;
  reservations: ReservationRow;
  orders: OrderRow;
  orderItems: OrderItemRow;
  invoices: InvoiceRow;
  invoiceOrders: InvoiceOrderRow;
};
export type RowOf<T extends SyncedTable> = SyncedRows[T];

const SYNCED_KEYS = ['id', 'createdAt', 'updatedAt'] as const;

/** Every key of a table's row, in the server's column order: exactly the row type's keys. */
type KeysOf<T extends SyncedTable> = readonly (keyof RowOf<T>)[];
const keys = <T extends SyncedTable>(...own: Exclude<keyof RowOf<T>, keyof Synced>[]): KeysOf<T> => [
  ...SYNCED_KEYS,
  ...own,
];

/** SYNC1: the keys of each synced row; the server tests them against its drizzle columns. */
export const ROW_KEYS: { readonly [T in SyncedTable]: KeysOf<T> } = {
  storeSettings: keys<'storeSettings'>(
    'storeName',
    'address',
    'phone',
    'email',
    'currency',
    'imageHash',
    'isQrMenuEnabled',
    'uniqueQrCode',
    'latlng',
    'timeZone',
    'businessDayStart',
    'colorTheme',
    'pendingOrderExpiryMinutes',
  ),
  printSettings: keys<'printSettings'>(
    'pageFormat',
    'header',
    'footer',
    'showNotes',
    'isEnablePrint',
    'showStoreDetails',
    'showCustomerDetails',
    'printToken',
  ),
  storeTables: keys<'storeTables'>('tableTitle', 'floor', 'seatingCapacity'),
  categories: keys<'categories'>('title'),
  taxes: keys<'taxes'>('title', 'rate', 'type'),
  menuItems: keys<'menuItems'>(
    'title',
    'price',
    'netPrice',
    'categoryId',
    'taxId',
    'imageHash',
    'description',
    'diet',
    'allergens',
    'soldOut',
  ),
  variants: keys<'variants'>('itemId', 'title', 'price'),
  addons: keys<'addons'>('itemId', 'title', 'price'),
  paymentTypes: keys<'paymentTypes'>('title', 'isActive'),
  customers: keys<'customers'>(
    'phone',
    'name',
    'email',
    'gender',
    'birthDate',
    'address',
    'landmark',
    'lat',
    'lng',
    'balanceDue',
  ),
  deliveryInfo: keys<'deliveryInfo'>('customerId', 'phone', 'name', 'address', 'landmark', 'lat', 'lng'),
  reservations: keys<'reservations'>(
    'customerId',
    'tableId',
    'date',
    'peopleCount',
    'status',
    'notes',
    'uniqueCode',
  ),
  orders: keys<'orders'>(
    'tokenNo',
    'businessDay',
    'deliveryType',
    'customerType',
    'customerId',
    'customerName',
    'tableId',
    'status',
    'paymentStatus',
    'paymentMethod',
    'subTotal',
    'taxTotal',
    'feeTotal',
    'total',
    'deviceId',
    'createdBy',
    'dinerId',
    'customerPhone',
    'deliveryAddress',
    'deliveryLandmark',
    'deliveryLat',
    'deliveryLng',
  ),
  orderItems: keys<'orderItems'>(
    'orderId',
    'itemId',
    'itemTitle',
    'variantId',
    'variantTitle',
    'variantPrice',
    'unitPrice',
    'quantity',
    'taxRate',
    'taxType',
    'status',
    'notes',
    'addons',
  ),
  invoices: keys<'invoices'>(
    'businessDay',
    'subTotal',
    'taxTotal',
    'feeTotal',
    'total',
    'isCredit',
    'paymentTypeId',
    'deliveryType',
    'tableId',
    'customerType',
    'customerId',
    'name',
    'phone',
    'email',
    'deviceId',
    'createdBy',
  ),
  invoiceOrders: keys<'invoiceOrders'>('invoiceId', 'orderId'),
};
