/** Orders, kitchen and invoice actions (VAL16; /orders/*, /kitchen/*, /invoices/orders). */
import * as v from 'valibot';
import { ORDERS_MENU_STATUSES } from '../orders/order-state.ts';
import { paymentFields } from '../sync/mutators/payment.ts';
import { idField, idListField, moneyField, oneOf } from './fields.ts';

export const ORDER_MESSAGES = {
  invalidRequest: 'Invalid request!',
  status: 'Please select valid status!',
  amount: 'Please provide valid amount!',
  notFound: 'Order not found!',
} as const;

/**
 * Success messages of the POS, orders and kitchen writes: the screens' toasts and the REST answers' `message`.
 * 'Order sent to Kitchen!' is the spec's token dialog title; the others are Tavola's (the spec says success
 * toasts show the server's message but not its words).
 */
export const ORDER_SAVED = {
  sent: 'Order sent to Kitchen!',
  itemStatusUpdated: 'Item status updated!',
  paymentCollected: 'Payment collected!',
  cancelled: 'Order cancelled!',
  completed: 'Order completed!',
  paidAndCompleted: 'Payment collected and order completed!',
} as const;

/** At most this many orders in one group action (a table's open orders). */
export const MAX_ORDER_IDS = 100;

const orderIds = idListField(ORDER_MESSAGES.invalidRequest, { max: MAX_ORDER_IDS, nonEmpty: true });

/** VAL16: POST /orders/update-status/{id}: the orders screen's item menu (OS3). */
export const orderItemStatusArgs = v.object(
  { id: idField(ORDER_MESSAGES.invalidRequest), status: oneOf(ORDERS_MENU_STATUSES, ORDER_MESSAGES.status) },
  'Invalid request!',
);
export type OrderItemStatusArgs = v.InferOutput<typeof orderItemStatusArgs>;

export const KITCHEN_STATUSES = ['preparing', 'completed', 'delivered'] as const;
/** VAL16: POST /kitchen/{id}: the kitchen's one-step buttons (OS2). */
export const kitchenStatusArgs = v.object(
  { id: idField(ORDER_MESSAGES.invalidRequest), status: oneOf(KITCHEN_STATUSES, ORDER_MESSAGES.status) },
  'Invalid request!',
);
export type KitchenStatusArgs = v.InferOutput<typeof kitchenStatusArgs>;

/** POST /orders/getorders/{id} */
export const getOrderArgs = v.object(
  { order_id: idField(ORDER_MESSAGES.invalidRequest) },
  'Invalid request!',
);
export type GetOrderArgs = v.InferOutput<typeof getOrderArgs>;

/** POST /orders/cancel, /orders/complete, /orders/complete-order-payment-summary, /invoices/orders */
export const orderIdsArgs = v.object({ orderIds }, 'Invalid request!');
export type OrderIdsArgs = v.InferOutput<typeof orderIdsArgs>;

const totalsFields = {
  orderIds,
  subTotal: moneyField(ORDER_MESSAGES.amount),
  taxTotal: moneyField(ORDER_MESSAGES.amount),
  total: moneyField(ORDER_MESSAGES.amount),
};
/**
 * POST /orders/complete-and-pay-order and /orders/payment-complete: the orders, the totals the screen showed
 * (the server charges its own, SYNC14) and how they are paid (a payment type, or Credit on a customer's khata).
 */
export const orderPaymentArgs = v.object({ ...totalsFields, ...paymentFields }, 'Invalid request!');
export type OrderPaymentArgs = v.InferOutput<typeof orderPaymentArgs>;

/** How a plain payment is paid: no payment type, no credit, no customer details (Payment Collected). */
export const PLAIN_PAYMENT = {
  paymentTypeId: null,
  credit: false,
  customerId: null,
  name: null,
  phone: null,
  email: null,
} as const satisfies Omit<OrderPaymentArgs, keyof typeof totalsFields>;

/** POST /orders/user-payment-complete */
export const userPaymentCompleteArgs = v.object(
  { ...totalsFields, tenantId: idField(ORDER_MESSAGES.invalidRequest) },
  'Invalid request!',
);
export type UserPaymentCompleteArgs = v.InferOutput<typeof userPaymentCompleteArgs>;
