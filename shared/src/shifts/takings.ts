/**
 * SHIFT9 (ADR 0067, "Shares in their own shift"): the money a till took, and where and when, read the same way by
 * the X and Z reports, the close screen, shift.close.v1 and the server's shift figures. An invoice's own tenders
 * count on its device at its time; an equal share's tenders count on the till and at the time the share was paid
 * (`orders.shares.paid[]`), never again from the invoice the last share writes (its tenders marked `shareId`).
 */
import { tendersOf } from '../orders/tenders.ts';
import type { Tender } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderRow } from '../sync/rows.ts';

/** One payment taken: on which till, when, and its tenders (none on credit). */
export type Taking = {
  readonly deviceId: string | null;
  readonly createdAt: number;
  readonly isCredit: boolean;
  readonly tenders: readonly Tender[];
};

/** SHIFT9: an invoice's tenders less those its equal shares paid (they count where the share was paid). */
export const ownTenders = (invoice: InvoiceRow): readonly Tender[] =>
  invoice.isCredit ? [] : tendersOf(invoice).filter((t) => !t.shareId);

/** SHIFT9: every share paid on the orders, each a taking of its own till and time (paid or not yet invoiced). */
export function shareTakings(orders: readonly OrderRow[]): Taking[] {
  const seen = new Set<string>();
  const takings: Taking[] = [];
  for (const order of orders) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    for (const p of order.shares?.paid ?? [])
      takings.push({ deviceId: p.deviceId, createdAt: p.at, isCredit: false, tenders: p.tenders });
  }
  return takings;
}

/** SHIFT9: the invoices' own tenders and the orders' shares, each counted once. */
export const takingsOf = (invoices: readonly InvoiceRow[], orders: readonly OrderRow[]): Taking[] => [
  ...invoices.map((inv) => ({
    deviceId: inv.deviceId,
    createdAt: inv.createdAt,
    isCredit: inv.isCredit,
    tenders: ownTenders(inv),
  })),
  ...shareTakings(orders),
];
