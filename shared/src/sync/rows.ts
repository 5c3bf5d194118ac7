/**
 * SYNC1: the rows of the synced tables as the client stores them: the server's drizzle property names,
 * without tenantId and version (the server stamps those) and without `deleted` (a tombstone is an absent row).
 * Money in integer minor units (MON1), rates in ppm (MON7), instants in epoch ms; plain numbers here because
 * rows come straight from the database or the wire.
 */

import type { RefundRow, Tender } from './bill-rows.ts';
import type { SyncedTable } from './protocol.ts';
import type { SyncedBase } from './row-base.ts';
import type { EqualSplitState } from './share-rows.ts';
import type { ApprovalKeyRow, ApproverRow, CashMovementRow, ShiftRow } from './shift-rows.ts';

type Synced = SyncedBase;

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
  /** KDS10: dine-in orders reach the kitchen when sent, before payment (default false: once paid, READ2). */
  readonly kitchenShowsUnpaidDineIn?: boolean;
  /** RND2: bills are rounded to the currency's smallest cash unit (default false). */
  readonly roundBills?: boolean;
  /** GST1: the store's GSTIN (its state is the first two digits), legal name, FSSAI licence, composition scheme. */
  readonly gstin?: string | null;
  readonly legalName?: string | null;
  readonly fssai?: string | null;
  readonly composition?: boolean;
  /** DISC5: the reasons a discount or comp may give (null: DEFAULT_DISCOUNT_REASONS). */
  readonly discountReasons?: readonly string[] | null;
  /** DISC2: the largest discount (ppm of what it is taken off) staff may give without a manager's approval. */
  readonly discountCap?: number;
  /** VOID2, REF3: voids, comps and refunds worth more than this (minor units) need a manager's approval. */
  readonly approvalLimit?: number;
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

/** STN1 (ADR 0057): a kitchen station and its ticket-age thresholds (STN4), in minutes. */
export type StationRow = Synced & {
  readonly title: string;
  readonly warnAfterMinutes: number;
  readonly lateAfterMinutes: number;
};

export type CategoryRow = Synced & {
  readonly title: string;
  /** STN1: its items' station unless an item names its own; absent on rows written before stations. */
  readonly stationId?: string | null;
};

export type TaxRow = Synced & {
  readonly title: string;
  /** Parts per million (MON7). */
  readonly rate: number;
  /** 'exclusive' | 'inclusive'; anything else adds no tax (TAX3). */
  readonly type: string;
  /** GST2: 'gst' | 'cess' | 'other'; absent or anything else is 'other'. */
  readonly kind?: string;
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
  /** STN1: the item's own station (null: its category's); absent on rows written before stations. */
  readonly stationId?: string | null;
  /** GST3: the item's HSN/SAC code (restaurant service 996331). */
  readonly hsn?: string | null;
  /** I18N5: the item's name in a regional language; absent on rows written before it. */
  readonly titleLocal?: string | null;
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
  /** DISC1: the bill discount (percent: ppm; amount: paisa) with its reason; absent before discounts. */
  readonly discountType?: string | null;
  readonly discountValue?: number | null;
  readonly discountReason?: string | null;
  /** MOVE3: the table the bill was moved or merged from (its title then); absent: never moved. */
  readonly movedFromTable?: string | null;
  /** SPLIT6: an equal split being paid share by share; absent or null: none. */
  readonly shares?: EqualSplitState | null;
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
  /** STN1: the station the line was rung up with (null: every station's); absent before stations. */
  readonly stationId?: string | null;
  /** CRS1: starter | main | dessert; null: no course. Absent on rows written before courses (ADR 0058). */
  readonly course?: string | null;
  /** CRS2: a later course the server has not fired yet; CRS3: `firedAt` when fired. */
  readonly heldUntilFired?: boolean;
  readonly firedAt?: number | null;
  /** KDS16: when the kitchen started it (preparing) and when it was ready (completed), epoch ms. */
  readonly startedAt?: number | null;
  readonly readyAt?: number | null;
  /** GST3: the item's HSN/SAC code and its tax's kind (GST2) when rung up, like taxRate. */
  readonly hsn?: string | null;
  /** I18N5: the item's regional-language name when rung up, like itemTitle. */
  readonly titleLocal?: string | null;
  readonly taxKind?: string | null;
  /** DISC1: the line's discount or comp (percent: ppm; amount: paisa for the line) with its reason. */
  readonly discountType?: string | null;
  readonly discountValue?: number | null;
  readonly discountReason?: string | null;
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
  /** INVS1: the tax invoice number ('B/26-27/12'); absent on invoices written before series. */
  readonly invoiceNo?: string | null;
  /** GST3: a B2B buyer's GSTIN. */
  readonly buyerGstin?: string | null;
  /** TEND1: the tenders that paid it (null: one tender, `paymentTypeId`, before split payment). */
  readonly tenders?: readonly Tender[] | null;
  /** DISC3: Σ line and bill discounts of its orders (absent before discounts: 0). */
  readonly discountTotal?: number;
  /** RND2: what rounding to the cash unit added to `total` (negative: took off; absent: 0). */
  readonly roundOff?: number;
};

/** INVS1: the last number a device's invoice series took in a financial year (only that device advances it). */
export type InvoiceSeriesRow = Synced & {
  /** '<code>/<yy-yy>'. */
  readonly series: string;
  readonly deviceCode: string;
  readonly financialYear: string;
  readonly lastNo: number;
};

export type InvoiceOrderRow = Synced & { readonly invoiceId: string; readonly orderId: string };

/** The row type of each synced table. */
export type SyncedRows = {
  storeSettings: StoreSettingsRow;
  printSettings: PrintSettingsRow;
  storeTables: StoreTableRow;
  stations: StationRow;
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
  invoiceSeries: InvoiceSeriesRow;
  shifts: ShiftRow;
  cashMovements: CashMovementRow;
  approvers: ApproverRow;
  approvalKeys: ApprovalKeyRow;
  refunds: RefundRow;
};
export type RowOf<T extends SyncedTable> = SyncedRows[T];
