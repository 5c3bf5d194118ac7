/**
 * The orders and kitchen screens' writes: each one mutation through `mutate` (the local write and the outbox
 * entry together), then the toast. A rejection shows its message ('Please complete the payment', ...).
 */
import {
  cancelOrders,
  changeOrderItemStatus,
  collectPayment,
  completeOrders,
  type OrderItemStatus,
  PLAIN_PAYMENT,
  payAndComplete,
  type SeenLine,
  type StatusSource,
} from '@tavola/shared';
import { uuidv7 } from '../../db/ids.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { type MutateResult, mutate } from '../../sync/mutate.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

const report = (r: MutateResult, success: string | null): boolean => {
  if (!r.ok) {
    notify.error(serverMessage(r));
    return false;
  }
  if (success) notify.success(success);
  return true;
};

export async function setItemStatus(
  orderId: string,
  itemId: string,
  status: Exclude<OrderItemStatus, 'created'>,
  source: StatusSource,
): Promise<boolean> {
  const r = await mutate(changeOrderItemStatus, { orderId, itemId, status, source });
  // the kitchen's buttons answer by moving on; the orders screen's menu says so (the spec's success dialog)
  return report(r, source === 'orders' ? ORDERS_TEXTS.itemStatusUpdated : null);
}

/** Payment Collected: the orders become paid, with an invoice over the ones that were pending. */
export const markPaymentCollected = async (orderIds: readonly string[]): Promise<boolean> =>
  report(
    await mutate(collectPayment, {
      orderIds: [...orderIds],
      invoiceId: uuidv7(),
      ...PLAIN_PAYMENT,
      seenLines: null,
    }),
    ORDERS_TEXTS.paymentCollected,
  );

export const cancelGroup = async (orderIds: readonly string[]): Promise<boolean> =>
  report(await mutate(cancelOrders, { orderIds: [...orderIds] }), ORDERS_TEXTS.ordersCancelled);

export const completeGroup = async (orderIds: readonly string[]): Promise<boolean> =>
  report(await mutate(completeOrders, { orderIds: [...orderIds] }), ORDERS_TEXTS.ordersCompleted);

export type PayChoice = {
  paymentTypeId: string | null;
  credit: boolean;
  customerId: string | null;
  /** TEND4: the lines the cashier saw; the server refuses the payment if they changed. */
  seenLines?: readonly SeenLine[] | null;
};

export const payAndCompleteGroup = async (orderIds: readonly string[], choice: PayChoice): Promise<boolean> =>
  report(
    await mutate(payAndComplete, {
      orderIds: [...orderIds],
      invoiceId: uuidv7(),
      paymentTypeId: choice.paymentTypeId,
      credit: choice.credit,
      customerId: choice.customerId,
      name: null,
      phone: null,
      email: null,
      seenLines: choice.seenLines ? [...choice.seenLines] : null,
    }),
    ORDERS_TEXTS.paidAndCompleted,
  );
