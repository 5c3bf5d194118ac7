/**
 * GST9: what a refund's slip reads from the device database: the refund, the invoice it gives back, that
 * invoice's orders and lines (their discounts price the lines as the invoice did) and its earlier refunds.
 */
import { buildCreditNote, type CreditNote, refundsBefore } from '@tavola/shared';
import type { TavolaDb } from '../../db/database.ts';

export type CreditNoteData = {
  readonly note: CreditNote;
  readonly currency: string;
  readonly pageFormat: '80' | '57';
};

/** null when the refund or its invoice is not on this device. */
export async function loadCreditNote(db: TavolaDb, refundId: string): Promise<CreditNoteData | null> {
  const refund = await db.refunds.get(refundId);
  const invoice = refund ? await db.invoices.get(refund.invoiceId) : undefined;
  if (!refund || !invoice) return null;
  const orderIds = (await db.invoiceOrders.where('invoiceId').equals(invoice.id).toArray()).map(
    (l) => l.orderId,
  );
  const orders = (await db.orders.bulkGet(orderIds)).filter((o) => o !== undefined);
  const items = orderIds.length ? await db.orderItems.where('orderId').anyOf(orderIds).toArray() : [];
  const ofInvoice = await db.refunds.where('invoiceId').equals(invoice.id).toArray();
  const store = (await db.storeSettings.toCollection().first()) ?? null;
  const print = await db.printSettings.toCollection().first();
  return {
    note: buildCreditNote({
      store,
      invoice,
      refund,
      orders,
      items,
      earlier: refundsBefore(refund, ofInvoice),
    }),
    currency: store?.currency ?? '',
    pageFormat: print?.pageFormat === '57' ? '57' : '80',
  };
}
