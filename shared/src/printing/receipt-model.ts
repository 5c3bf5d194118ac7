/**
 * The receipt of one or more orders as the spec describes it, decided from the print settings' flags: store
 * details, customer details, notes and token each shown only when their flag is on. ONE model for the browser's
 * `/print-receipt` page and the thermal printers (PRT10), so both say the same; the GST invoice extends it here.
 */
import { buildTaxInvoice, type TaxInvoice } from '../gst/tax-invoice.ts';
import type { Money } from '../money/money.ts';
import { money, multiplyMoney, sumMoney } from '../money/money.ts';
import { roundBill } from '../money/round-off.ts';
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
import { tendersOf } from '../orders/tenders.ts';
import { linePrices, orderTotals } from '../sync/mutators/order-rows.ts';
import type {
  CustomerRow,
  InvoiceRow,
  OrderItemRow,
  OrderRow,
  PaymentTypeRow,
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
  /** TEND3: the payment types, for the tenders' names (absent: 'Payment'). */
  readonly paymentTypes?: readonly PaymentTypeRow[];
};

/** TEND3: one tender of the paying invoice as the receipt lists it. */
export type ReceiptTender = {
  readonly title: string;
  readonly amount: Money;
  readonly tendered: Money;
  readonly change: Money;
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
  /** DISC3: its own discount plus its share of the bill's (0: none); a comp takes the whole price. */
  readonly discount: Money;
  /** DISC1: the line's discount kind ('comp', 'percent', 'amount') and reason, when it has its own. */
  readonly discountType: string | null;
  readonly discountReason: string | null;
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
  /** Token plus the sale's date (YYYY-MM-DD): the same on a reprint (PRT17). */
  readonly receiptNo: string;
  /** PRT17: when the sale was made (its invoice's time, else the order's), the receipt's Date on every print. */
  readonly saleAt: number;
  readonly printedAt: number;
  /** The store's zone, for the printed time (null: the device's). */
  readonly timeZone: string | null;
  readonly lines: readonly ReceiptLine[];
  readonly subTotal: Money;
  readonly taxTotal: Money;
  readonly feeTotal: Money;
  /** DISC3: Σ discounts of the orders (lines' and bills'). */
  readonly discountTotal: Money;
  /** TEND3: the paying invoice's tenders, with cash handed over and change (empty: not paid, or on credit). */
  readonly tenders: readonly ReceiptTender[];
  /** RND2: the rounding to the cash unit (0: none), its own line; `total` includes it. */
  readonly roundOff: Money;
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

/** GST3: the tax invoice of the first order's invoice, over the lines of the orders it paid (after discounts). */
function taxInvoiceOf(data: ReceiptData, discounts: ReadonlyMap<string, number>): TaxInvoice | null {
  const invoice = data.invoices?.[0];
  if (!invoice) return null;
  return buildTaxInvoice(data.storeSettings, invoice, data.items, discounts);
}

/**
 * RND2: the bill's round-off: the paying invoice's (what was charged), else, for a bill not paid yet, the
 * rounding the store's setting gives its total.
 */
function roundOffOf(data: ReceiptData, total: Money): Money {
  const invoice = data.invoices?.[0];
  if (invoice) return money(invoice.roundOff ?? 0);
  const store = data.storeSettings;
  return roundBill(total, store?.currency, store?.roundBills === true).roundOff;
}

/** PRT17: a reprint tomorrow still says when the sale was made: the payment's invoice time, else the order's. */
const saleTimeOf = (data: ReceiptData, first: OrderRow): number =>
  data.invoices?.[0]?.createdAt ?? first.createdAt;

/** DISC1: how a line's discount reads on the receipt: 'Comp (Complaint)', 'Discount (Regular customer)'. */
export function discountLabel(line: Pick<ReceiptLine, 'discountType' | 'discountReason'>): string {
  const kind = line.discountType === 'comp' ? 'Comp' : line.discountType ? 'Discount' : 'Bill discount';
  return line.discountReason && line.discountType ? `${kind} (${line.discountReason})` : kind;
}

/** TEND3: the first invoice's tenders named by their payment types. */
function tendersOfReceipt(data: ReceiptData): ReceiptTender[] {
  const invoice = data.invoices?.[0];
  if (!invoice || invoice.isCredit) return [];
  const types = new Map((data.paymentTypes ?? []).map((t) => [t.id, t.title.trim()]));
  return tendersOf(invoice).map((t) => ({
    title: types.get(t.paymentTypeId) ?? 'Payment',
    amount: money(t.amount),
    tendered: money(t.tendered),
    change: money(t.change),
  }));
}

/** DISC3: every line's price after discounts, order by order (the bill's share spread over its lines). */
function pricesOf(data: ReceiptData) {
  const prices = new Map<string, { discount: Money }>();
  let discountTotal = 0;
  for (const order of data.orders) {
    const items = data.items.filter((i) => i.orderId === order.id);
    for (const [id, p] of linePrices(order, items)) prices.set(id, p);
    discountTotal += orderTotals(order, items).discountTotal;
  }
  return { prices, discountTotal: money(discountTotal) };
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
  const roundOff = roundOffOf(data, totals.total);
  const toCollect = sumMoney(data.orders.map(amountToCollect));
  const saleAt = saleTimeOf(data, first);
  const { prices, discountTotal } = pricesOf(data);
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
    toCollect:
      toCollect > 0 ? roundBill(toCollect, store?.currency, store?.roundBills === true).total : toCollect,
    receiptNo: `${tokens}-${storeToday(saleAt, store?.timeZone)}`,
    saleAt,
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
        discount: prices.get(i.id)?.discount ?? money(0),
        discountType: i.discountType ?? null,
        discountReason: i.discountReason ?? null,
      })),
    ...totals,
    discountTotal,
    tenders: tendersOfReceipt(data),
    roundOff,
    total: money(totals.total + roundOff),
    footer: flags?.footer ?? '',
    token: flags?.printToken ? tokens : null,
    taxInvoice: taxInvoiceOf(data, new Map([...prices].map(([id, p]) => [id, p.discount]))),
  };
}
