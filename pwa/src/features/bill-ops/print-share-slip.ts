/** SPLIT9, PRT22: a paid share's slip on this till's own receipt printer when it has one, else in the print window. */
import { shareSlipDocument } from '@tavola/shared/printing/share-slip';
import { currentDb } from '../../db/current.ts';
import { openPrintWindow } from '../print/open-print-window.ts';
import { tillPrintsReceipts } from '../printers/till-print-entry.ts';

/** '/print-receipt?orderId=…&share=k': the slip of share k in the print window (share-slip.tsx). */
export const shareSlipPath = (orderId: string, share: number): string =>
  `/print-receipt?orderId=${encodeURIComponent(orderId)}&share=${share}`;

export async function printShareSlip(orderId: string, share: number): Promise<void> {
  const db = currentDb();
  if (db && tillPrintsReceipts()) {
    const order = await db.orders.get(orderId);
    const paid = order?.shares?.paid.find((p) => p.share === share);
    if (order && paid) {
      const store = await db.storeSettings.toCollection().first();
      const types = await db.paymentTypes.toArray();
      const document = shareSlipDocument({
        storeName: store?.storeName ?? null,
        tokenNo: order.tokenNo,
        of: order.shares?.of ?? 0,
        paid,
        currency: store?.currency ?? 'INR',
        paymentTitle: (id) => types.find((t) => t.id === id)?.title ?? id,
        timeZone: store?.timeZone ?? null,
      });
      const { printOnTill } = await import('../printers/till-print.ts');
      if (await printOnTill([document])) return;
    }
  }
  openPrintWindow(shareSlipPath(orderId, share));
}
