/**
 * After an order is stored: the cart clears, then the receipt opens and prints
 * itself when print settings enable it, otherwise the print-token dialog shows the token and order id.
 */
import { ORDER_SAVED } from '@tavola/shared';
import { useCallback, useState } from 'react';
import { currentDb } from '../../db/current.ts';
import { useRows } from '../../db/hooks.ts';
import { notify } from '../../lib/toast.tsx';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { usePosStore } from './pos-store.ts';
import { type PaymentChoice, type SentOrder, sendOrder } from './send-order.ts';

export const ORDER_SENT = ORDER_SAVED.sent;

export function useOrderSender() {
  const printSettings = useRows('printSettings');
  const autoPrint = printSettings?.[0]?.isEnablePrint === true;
  const [sent, setSent] = useState<SentOrder | null>(null);

  /** true once the order is stored; a refusal is shown and the cart stays as it was. */
  const send = useCallback(
    async (payment: PaymentChoice | null): Promise<boolean> => {
      const sale = usePosStore.getState();
      const r = await sendOrder(sale, payment);
      if (!r.ok) {
        notify.error(r.message);
        return false;
      }
      sale.reset();
      // a cart loaded from a draft is not left behind to be sent twice
      if (sale.draftId) await currentDb()?.drafts.delete(sale.draftId);
      if (autoPrint && openPrintWindow(receiptPath([r.order.orderId]))) notify.success(ORDER_SENT);
      else setSent(r.order);
      return true;
    },
    [autoPrint],
  );

  return { send, sent, closeSent: () => setSent(null) };
}
