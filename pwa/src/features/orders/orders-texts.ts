/**
 * Texts of the orders and kitchen screens. Verbatim from the spec where it gives them; the rest (marked
 * "Tavola") are our choice where the spec says a dialog or toast exists but not its words.
 */
import { ONLINE_PAYMENT_METHODS, ORDER_SAVED, type OrderItemStatus } from '@tavola/shared';

export const ORDERS_TEXTS = {
  title: 'Orders',
  kitchenTitle: 'All of Kitchen',
  empty: 'No Orders Pending!',
  refresh: 'Refresh',
  loaded: 'Orders Loaded!',
  confirmCancel: 'Are you sure, you are cancelling the order! This process is not reversible.',
  printReceiptQuestion: 'Print Receipt?',
  delivery: 'Delivery',
  deliveryDetails: 'Delivery Details',
  // Tavola: the complete confirmation's words are not given
  confirmComplete: 'Are you sure, you want to complete the order?',
  // the success toasts "show the server message": the REST answers' messages (shared)
  itemStatusUpdated: ORDER_SAVED.itemStatusUpdated,
  paymentCollected: ORDER_SAVED.paymentCollected,
  ordersCancelled: ORDER_SAVED.cancelled,
  ordersCompleted: ORDER_SAVED.completed,
  paidAndCompleted: ORDER_SAVED.paidAndCompleted,
  payAndComplete: 'Pay & Complete',
  creditNeedsCustomer: 'Credit needs a customer on the order.',
  enableSound: 'Enable sound',
  newOrder: (token: string) => `New order! Token ${token}`,
  // Tavola (WHO1-WHO6): the search by token or short reference, and who ordered on the card
  search: 'Search token, reference, name or phone',
  noMatch: 'No order matches the search.',
  reference: (ref: string) => `Ref #${ref}`,
  toCollect: (amount: string) => `To collect ${amount}`,
  call: (phone: string) => `Call ${phone}`,
} as const;

export const GROUP_ACTIONS = {
  paymentCollected: 'Payment Collected',
  printReceipt: 'Print Receipt',
  cancel: 'Cancel',
  complete: 'Complete',
  payAndComplete: 'Pay & Complete',
} as const;

/** OS3: the item menu's entries and the status each sets. */
export const ITEM_MENU: readonly {
  readonly label: string;
  readonly status: Exclude<OrderItemStatus, 'created'>;
}[] = [
  { label: 'Preparing', status: 'preparing' },
  { label: 'Complete', status: 'completed' },
  { label: 'Delivered', status: 'delivered' },
  { label: 'Cancel', status: 'cancelled' },
];

export const ITEM_STATUS_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  preparing: 'Preparing',
  completed: 'Completed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

// the payment state's words (Paid, Credit, Unpaid) are shared's PAYMENT_STATE_LABELS (WHO4)

/** Tavola (ADR 0042): an order the demo checkout paid; no money reached the store. */
export const DEMO_PAYMENT = {
  label: ONLINE_PAYMENT_METHODS.demo,
  hint: 'Paid through the demo checkout: no money was taken.',
} as const;
