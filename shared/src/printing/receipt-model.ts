/**
 * The receipt of one or more orders as the spec describes it, decided from the print settings' flags: store
 * details, customer details, notes and token each shown only when their flag is on. ONE model for the browser's
 * `/print-receipt` page and the thermal printers (PRT10), so both say the same; the GST invoice extends it here.
 */
import { buildTaxInvoice, type TaxInvoice } from '../gst/tax-invoice.ts';
import type { Money } from '../money/money.ts';
import { money, multiplyMoney, sumMoney } from '../money/money.ts';
import {
  amountToCollect,
  customerTypeLabel,
  ORDER_SOURCE_LABELS,
  orderReference,
  orderSourceOf,
  ordersTotals,
  orderTypeLabel,
  orderTypeOf,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
} from '../orders/index.ts';
import type {
  CustomerRow,
  InvoiceRow,
  OrderItemRow,
  OrderRow,
  PrintSettingsRow,
  StoreSettingsRow,
  StoreTableRow,
} from '../sync/rows.ts';
import { calendarToday } from '../time/business-day.ts';

/** What a receipt is built from (the PWA reads it from Dexie, the server from its database). */
export type ReceiptData = {
  /** In the order asked for. */
  readonly orders: readonly OrderRow[];
  readonly items: readonly OrderItemRow[];
  readonly printSettings: PrintSettingsRow | null;
  readonly storeSettings: StoreSettingsRow | null;
  readonly tables: readonly StoreTableRow[];
  readonly customers: readonly CustomerRow[];
  /** GST3: the invoices of these orders (the first one's makes the tax invoice); absent: none known. */
  readonly invoices?: readonly InvoiceRow[];
};

export type ReceiptLine = {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly variant: string | null;
  readonly addons: readonly string[];
  /** Shown only with showNotes. */
  readonly notes: string | null;
  readonly price: Money;
};

export type Receipt = {
  readonly pageFormat: '80' | '57';
  readonly currency: string;
  readonly store: {
    readonly name: string;
    readonly address: string | null;
    readonly phone: string | null;
    readonly email: string | null;
  } | null;
  readonly header: string;
  /** WHO5-WHO7: who ordered, in words (never QRMENU or AppOnline); the address only for a delivery. */
  readonly customer: {
    readonly type: string;
    readonly name: string | null;
    readonly phone: string | null;
    readonly address: string | null;
    readonly orderType: string;
    readonly source: string;
  } | null;
  /** WHO1: the orders' short references. */
  readonly references: string;
  /** WHO4: Paid, Credit or Unpaid (the first order's; a group is paid together, OS11). */
  readonly paymentState: string;
  /** WHO6: what is still to take for these orders. */
  readonly toCollect: Money;
  /** Token plus the current date (YYYY-MM-DD). */
  readonly receiptNo: string;
  readonly printedAt: number;
  /** The store's zone, for the printed time (null: the device's). */
  readonly timeZone: string | null;
  readonly lines: readonly ReceiptLine[];
  readonly subTotal: Money;
  readonly taxTotal: Money;
  readonly feeTotal: Money;
  readonly total: Money;
  readonly footer: string;
  /** Shown only with printToken. */
  readonly token: string | null;
  /** GST3: a GST-registered store's tax invoice of the payment (null: a plain receipt). */
  readonly taxInvoice: TaxInvoice | null;
};

/** A line's price on a receipt: its unit price as rung up (variant and addons included) times quantity. */
export const linePrice = (item: { readonly unitPrice: number; readonly quantity: number }): Money =>
  multiplyMoney(money(item.unitPrice), item.quantity);

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The store's calendar day at `now` (its own zone when known). */
export function storeToday(now: number, timeZone: string | null | undefined): string {
  try {
    return calendarToday(now, timeZone || deviceZone());
  } catch {
    return calendarToday(now, deviceZone());
  }
}

/** The address and landmark on one line: the diner's own (WHO7), else the customer's. */
function deliveryAddress(order: OrderRow, customer: CustomerRow | undefined): string | null {
  const address = order.deliveryAddress ?? customer?.address ?? null;
  const landmark = order.deliveryLandmark ?? customer?.landmark ?? null;
  const parts = [address, landmark].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}

/** GST3: the tax invoice of the first order's invoice, over the lines of the orders it paid. */
function taxInvoiceOf(data: ReceiptData): TaxInvoice | null {
  const invoice = data.invoices?.[0];
  if (!invoice) return null;
  return buildTaxInvoice(data.storeSettings, invoice, data.items);
}

/** null when none of the orders is known. */
export function buildReceipt(data: ReceiptData, now: number): Receipt | null {
  const first = data.orders[0];
  if (!first) return null;
  const flags = data.printSettings;
  const store = data.storeSettings;
  const tokens = data.orders.map((o) => o.tokenNo).join(',');
  const customer = data.customers.find((c) => c.id === first.customerId);
  const totals = ordersTotals(data.orders);
  return {
    pageFormat: flags?.pageFormat ?? '80',
    currency: store?.currency ?? '',
    store:
      flags?.showStoreDetails && store
        ? { name: store.storeName, address: store.address, phone: store.phone, email: store.email }
        : null,
    header: flags?.header ?? '',
    customer: flags?.showCustomerDetails
      ? {
          type: customerTypeLabel(first.customerType),
          name: first.customerName ?? customer?.name ?? null,
          phone: first.customerPhone ?? customer?.phone ?? null,
          address: orderTypeOf(first) === 'delivery' ? deliveryAddress(first, customer) : null,
          orderType: orderTypeLabel(first),
          source: ORDER_SOURCE_LABELS[orderSourceOf(first)],
        }
      : null,
    references: data.orders.map((o) => `#${orderReference(o.id)}`).join(', '),
    paymentState: PAYMENT_STATE_LABELS[paymentStateOf(first)],
    toCollect: sumMoney(data.orders.map(amountToCollect)),
    receiptNo: `${tokens}-${storeToday(now, store?.timeZone)}`,
    printedAt: now,
    timeZone: store?.timeZone ?? null,
    lines: data.items
      .filter((i) => i.status !== 'cancelled')
      .map((i) => ({
        id: i.id,
        title: i.itemTitle,
        quantity: i.quantity,
        variant: i.variantTitle,
        addons: i.addons.map((a) => a.title),
        notes: flags?.showNotes ? i.notes : null,
        price: linePrice(i),
      })),
    ...totals,
    footer: flags?.footer ?? '',
    token: flags?.printToken ? tokens : null,
    taxInvoice: taxInvoiceOf(data),
  };
}
