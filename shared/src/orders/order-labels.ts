/**
 * WHO3-WHO5: the words an order's type, payment state and source are shown with, decided once for the
 * Orders cards, the kitchen, the receipt and the invoices.
 */
import { type Money, money } from '../money/money.ts';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, type DeliveryType } from '../validation/pos.ts';

/** The spec's text for an invoice without a delivery type. */
export const NOT_AVAILABLE = 'N/A';

type Typed = { readonly deliveryType: string | null; readonly tableId: string | null };

const isDeliveryType = (s: string): s is DeliveryType => (DELIVERY_TYPES as readonly string[]).includes(s);

/**
 * WHO3: the till's dinein, takeaway or delivery; a QR menu order's App, AppCash or AppOnline says how it is
 * paid, not how it is served: at a table it is eaten in, without one it is delivered. null when absent.
 */
export function orderTypeOf(order: Typed): DeliveryType | null {
  if (order.deliveryType === null || order.deliveryType === '') return null;
  if (isDeliveryType(order.deliveryType)) return order.deliveryType;
  return order.tableId ? 'dinein' : 'delivery';
}

/** WHO3: 'Dine-In', 'Take Away' or 'Delivery'; 'N/A' when absent. */
export const orderTypeLabel = (order: Typed): string => {
  const type = orderTypeOf(order);
  return type ? DELIVERY_TYPE_LABELS[type] : NOT_AVAILABLE;
};

export const PAYMENT_STATES = ['paid', 'credit', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  paid: 'Paid',
  credit: 'Credit',
  unpaid: 'Unpaid',
};

/** The payment method a credit sale records on its orders (SYNC14). */
const CREDIT_METHOD = 'credit';

/** WHO4: a sale on the customer's khata is Credit (money still to come), not Paid. */
export function paymentStateOf(order: {
  readonly paymentStatus: string;
  readonly paymentMethod: string | null;
}): PaymentState {
  if (order.paymentMethod === CREDIT_METHOD) return 'credit';
  return order.paymentStatus === 'paid' ? 'paid' : 'unpaid';
}

/** WHO4: an invoice is Credit when it went on the khata, else Paid. */
export const invoicePaymentState = (invoice: { readonly isCredit: boolean }): PaymentState =>
  invoice.isCredit ? 'credit' : 'paid';

/** WHO5: who rang the order up. */
export const ORDER_SOURCE_LABELS = { qrmenu: 'QR menu', pos: 'POS' } as const;
export type OrderSource = keyof typeof ORDER_SOURCE_LABELS;

export const orderSourceOf = (order: { readonly customerType: string }): OrderSource =>
  order.customerType === 'QRMENU' ? 'qrmenu' : 'pos';

/** WHO5: the customer type as printed (the receipt's "customer type and name"). */
export const CUSTOMER_TYPE_LABELS: Readonly<Record<string, string>> = {
  WALKIN: 'Walk-in',
  CUSTOMER: 'Customer',
  QRMENU: 'QR menu',
};

export const customerTypeLabel = (customerType: string): string =>
  CUSTOMER_TYPE_LABELS[customerType] ?? CUSTOMER_TYPE_LABELS.WALKIN ?? customerType;

/**
 * WHO6: what the store still has to take for an order: its total until it is paid; a credit sale is
 * collected later on the khata, so nothing now.
 */
export const amountToCollect = (order: {
  readonly paymentStatus: string;
  readonly paymentMethod: string | null;
  readonly total: number;
}): Money => money(paymentStateOf(order) === 'unpaid' ? order.total : 0);
