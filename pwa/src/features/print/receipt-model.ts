/**
 * The receipt of one or more orders as the spec describes it, decided from the print
 * settings' flags: store details, customer details, notes and token each shown only when their flag is on.
 */
import {
  amountToCollect,
  type CustomerRow,
  calendarToday,
  customerTypeLabel,
  type Money,
  ORDER_SOURCE_LABELS,
  type OrderRow,
  orderReference,
  orderSourceOf,
  ordersTotals,
  orderTypeLabel,
  orderTypeOf,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  sumMoney,
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
  readonly lines: readonly ReceiptLine[];
  readonly subTotal: Money;
  readonly taxTotal: Money;
  readonly feeTotal: Money;
  readonly total: Money;
  readonly footer: string;
  /** Shown only with printToken. */
  readonly token: string | null;
};

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
