/**
 * SPLIT6: one share of an equal split paid on this till, as the one mutation the server re-runs (it prices the
 * share itself); the bill's live lines go with it (SPLIT7), so a bill changed on another till is refused there.
 */
import {
  money,
  type OrderItemRow,
  type OrderRow,
  payShare,
  seenLinesOf,
  type TenderInput,
} from '@tavola/shared';
import { currentDb } from '../../db/current.ts';
import { uuidv7 } from '../../db/ids.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { SHARE_UI_TEXTS } from './share-texts.ts';

export async function payEqualShare(
  bill: { readonly order: OrderRow; readonly items: readonly OrderItemRow[] },
  of: number,
  share: number,
  tenders: readonly TenderInput[],
): Promise<boolean> {
  const result = await mutate(payShare, {
    id: uuidv7(),
    orderId: bill.order.id,
    of,
    share,
    seenLines: seenLinesOf(bill.items),
    tenders: tenders.map((t) => ({ paymentTypeId: t.paymentTypeId, tendered: money(t.tendered) })),
    invoiceId: uuidv7(),
    invoiceNo: null,
    customerId: bill.order.customerId,
  });
  if (!result.ok) {
    notify.error(result.message);
    return false;
  }
  // the last share paid the bill (as this till's own run of the mutation decided)
  const after = await currentDb()?.orders.get(bill.order.id);
  notify.success(
    after?.paymentStatus === 'paid' ? SHARE_UI_TEXTS.billPaid : SHARE_UI_TEXTS.paidToast(share, of),
  );
  return true;
}
