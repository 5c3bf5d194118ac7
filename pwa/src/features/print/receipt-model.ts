/**
 * The receipt of one or more orders as the spec describes it, decided from the print
 * settings' flags: store details, customer details, notes and token each shown only when their flag is on.
 */
import {
  calendarToday,
  DELIVERY_TYPE_LABELS,
  type DeliveryType,
  type Money,
  ordersTotals,
} from '@tavola/shared';
import { linePrice } from './order-totals.ts';
import type { PrintData } from './print-data.ts';

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
  readonly customer: {
    readonly type: string;
    readonly name: string | null;
    readonly orderType: string;
  } | null;
  /** Token plus the current date (YYYY-MM-DD). */
  readonly receiptNo: string;
  readonly printedAt: number;
  readonly lines: readonly ReceiptLine[];
  readonly subTotal: Money;
  readonly taxTotal: Money;
  readonly feeTotal: Money;
  readonly total: Money;
  readonly footer: string;
  /** Shown only with printToken. */
  readonly token: string | null;
};

export const orderTypeLabel = (deliveryType: string): string =>
  DELIVERY_TYPE_LABELS[deliveryType as DeliveryType] ?? deliveryType;

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The store's calendar day at `now` (its own zone when known). */
export function storeToday(now: number, timeZone: string | null | undefined): string {
  try {
    return calendarToday(now, timeZone || deviceZone());
  } catch {
    return calendarToday(now, deviceZone());
  }
}

/** null when none of the orders is on this device. */
export function buildReceipt(data: PrintData, now: number): Receipt | null {
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
          type: first.customerType,
          name: first.customerName ?? customer?.name ?? null,
          orderType: orderTypeLabel(first.deliveryType),
        }
      : null,
    receiptNo: `${tokens}-${storeToday(now, store?.timeZone)}`,
    printedAt: now,
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
  };
}
