/** TEND1: paying open orders with several tenders (Pay & Complete), as the one mutation the server re-runs. */
import { money, payAndComplete, type SeenLine, type TenderInput } from '@tavola/shared';
import { uuidv7 } from '../../db/ids.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { ORDERS_TEXTS } from '../orders/orders-texts.ts';

export async function payWithTenders(
  orderIds: readonly string[],
  tenders: readonly TenderInput[],
  customerId: string | null,
  /** TEND4: the lines the cashier saw; the server refuses the payment if they changed. */
  seenLines: readonly SeenLine[] | null = null,
): Promise<boolean> {
  const result = await mutate(payAndComplete, {
    orderIds: [...orderIds],
    invoiceId: uuidv7(),
    paymentTypeId: null,
    credit: false,
    customerId,
    name: null,
    phone: null,
    email: null,
    tenders: tenders.map((t) => ({ paymentTypeId: t.paymentTypeId, tendered: money(t.tendered) })),
    seenLines: seenLines ? [...seenLines] : null,
  });
  if (!result.ok) {
    notify.error(serverMessage(result));
    return false;
  }
  notify.success(ORDERS_TEXTS.paidAndCompleted);
  return true;
}
