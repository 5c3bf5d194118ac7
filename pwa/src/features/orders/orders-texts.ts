/**
 * Texts of the orders and kitchen screens. Verbatim from the spec where it gives them; the rest (marked
 * "Tavola") are our choice where the spec says a dialog or toast exists but not its words. Each is read from
 * the current language's catalog when used (I18N1): the English catalog holds exactly these texts.
 */
import { ONLINE_PAYMENT_METHODS, type OrderItemStatus, type PaymentState } from '@tavola/shared';
import { t } from '../../i18n/i18n.ts';
import { ORDER_SAVED_TEXTS } from '../../i18n/status-texts.ts';

export const ORDERS_TEXTS = {
  get title() {
    return t('orders.title');
  },
  get kitchenTitle() {
    return t('orders.kitchenTitle');
  },
  get empty() {
    return t('orders.empty');
  },
  get refresh() {
    return t('orders.refresh');
  },
  get loaded() {
    return t('orders.loaded');
  },
  get confirmCancel() {
    return t('orders.confirmCancel');
  },
  get printReceiptQuestion() {
    return t('orders.printReceiptQuestion');
  },
  get delivery() {
    return t('orders.delivery');
  },
  get deliveryDetails() {
    return t('orders.deliveryDetails');
  },
  // Tavola: the complete confirmation's words are not given
  get confirmComplete() {
    return t('orders.confirmComplete');
  },
  // the success toasts "show the server message": the REST answers' messages (shared), in the staff's language (I18N7)
  get itemStatusUpdated() {
    return ORDER_SAVED_TEXTS.itemStatusUpdated(t);
  },
  get paymentCollected() {
    return ORDER_SAVED_TEXTS.paymentCollected(t);
  },
  get ordersCancelled() {
    return ORDER_SAVED_TEXTS.cancelled(t);
  },
  get ordersCompleted() {
    return ORDER_SAVED_TEXTS.completed(t);
  },
  get paidAndCompleted() {
    return ORDER_SAVED_TEXTS.paidAndCompleted(t);
  },
  get payAndComplete() {
    return t('orders.payAndComplete');
  },
  get creditNeedsCustomer() {
    return t('orders.creditNeedsCustomer');
  },
  get enableSound() {
    return t('orders.enableSound');
  },
  newOrder: (token: string) => t('orders.newOrder', { token }),
  // Tavola (WHO1-WHO6): the search by token or short reference, and who ordered on the card
  get search() {
    return t('orders.search');
  },
  get noMatch() {
    return t('orders.noMatch');
  },
  reference: (ref: string) => t('orders.reference', { ref }),
  toCollect: (amount: string) => t('orders.toCollect', { amount }),
  call: (phone: string) => t('orders.call', { phone }),
} as const;

export const GROUP_ACTIONS = {
  get paymentCollected() {
    return t('orders.action.paymentCollected');
  },
  get printReceipt() {
    return t('orders.action.printReceipt');
  },
  get cancel() {
    return t('orders.action.cancel');
  },
  get complete() {
    return t('orders.action.complete');
  },
  get payAndComplete() {
    return t('orders.payAndComplete');
  },
} as const;

/** OS3: the item menu's entries and the status each sets. */
export const ITEM_MENU: readonly {
  readonly label: string;
  readonly status: Exclude<OrderItemStatus, 'created'>;
}[] = [
  {
    get label() {
      return t('orders.item.preparing');
    },
    status: 'preparing',
  },
  {
    get label() {
      return t('orders.item.complete');
    },
    status: 'completed',
  },
  {
    get label() {
      return t('orders.item.delivered');
    },
    status: 'delivered',
  },
  {
    get label() {
      return t('orders.item.cancel');
    },
    status: 'cancelled',
  },
];

export const ITEM_STATUS_LABELS: Readonly<Record<string, string>> = {
  get created() {
    return t('orders.status.created');
  },
  get preparing() {
    return t('orders.status.preparing');
  },
  get completed() {
    return t('orders.status.completed');
  },
  get delivered() {
    return t('orders.status.delivered');
  },
  get cancelled() {
    return t('orders.status.cancelled');
  },
};

/** FRI4: the payment state's words, shared's PAYMENT_STATE_LABELS (WHO4: Paid, Credit, Unpaid), in the staff's language. */
const PAYMENT_STATE_TEXTS: Readonly<Record<PaymentState, () => string>> = {
  paid: () => t('invoices.state.paid'),
  credit: () => t('invoices.state.credit'),
  unpaid: () => t('invoices.state.unpaid'),
};
export const paymentStateText = (state: PaymentState): string => PAYMENT_STATE_TEXTS[state]();

/** Tavola (ADR 0042): an order the demo checkout paid; no money reached the store. */
export const DEMO_PAYMENT = {
  label: ONLINE_PAYMENT_METHODS.demo,
  get hint() {
    return t('orders.demoHint');
  },
} as const;
