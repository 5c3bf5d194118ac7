/**
 * After an order is stored: the cart clears, then the receipt opens and prints
 * itself when print settings enable it, otherwise the print-token dialog shows the token and order id.
 */
import { ORDER_SAVED } from '@tavola/shared';
import { useCallback, useState } from 'react';
import { currentDb } from '../../db/current.ts';
import { useRows } from '../../db/hooks.ts';
import { t } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { ORDER_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { isCashPayment, printSaleOnThisTill, tillPrintsReceipts } from '../printers/till-print-entry.ts';
import { usePosStore } from './pos-store.ts';
import { type PaymentChoice, type SentOrder, sendOrder } from './send-order.ts';

export const ORDER_SENT = ORDER_SAVED.sent;

export function useOrderSender() {
  const printSettings = useRows('printSettings');
  const autoPrint = printSettings?.[0]?.isEnablePrint === true;
  const [sent, setSent] = useState<SentOrder | null>(null);
  const user = useSessionUser();

  /** true once the order is stored; a refusal is shown and the cart stays as it was. */
  const send = useCallback(
    async (payment: PaymentChoice | null): Promise<boolean> => {
      const sale = usePosStore.getState();
      const r = await sendOrder(sale, payment);
      if (!r.ok) {
        notify.error(serverMessage(r));
        return false;
      }
      sale.reset();
      // a cart loaded from a draft is not left behind to be sent twice
      if (sale.draftId) await currentDb()?.drafts.delete(sale.draftId);
      // PRT16: this till's own USB/serial printer prints at once (offline too); its receipt replaces the window
      const tillReceipts = tillPrintsReceipts();
      void printSentOrderOnTill(r.order.orderId, payment, user?.name ?? null);
      if (autoPrint && tillReceipts) notify.success(ORDER_SAVED_TEXTS.sent(t));
      else if (autoPrint && openPrintWindow(receiptPath([r.order.orderId])))
        notify.success(ORDER_SAVED_TEXTS.sent(t));
      else setSent(r.order);
      return true;
    },
    [autoPrint, user],
  );

  return { send, sent, closeSent: () => setSent(null) };
}

/** Prints the sale on this till's printer when it has one; never fails the sale. */
async function printSentOrderOnTill(
  orderId: string,
  payment: PaymentChoice | null,
  cashierName: string | null,
) {
  try {
    const db = currentDb();
    await printSaleOnThisTill({ orderId, paidInCash: await isCashPayment(db, payment), cashierName }, db);
  } catch (err) {
    console.error('till printing failed', err);
  }
}
