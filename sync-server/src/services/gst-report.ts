/**
 * GST4: the invoices of a period of business days with the lines of the orders they paid, read for the
 * GSTR-1 export (shared `gstr1`); invoices in invoice-number order, then by time. GST6: the period's refunds of
 * numbered tax invoices as credit notes, with the invoice each gives back (of any period) and its earlier refunds.
 */
import {
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type InvoiceRow,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
  refundsBefore,
} from '@tavola/shared';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { toClientRow } from '../sync/tables.ts';

type Scoped = ReturnType<typeof scoped>;
type InvoiceDbRow = Awaited<ReturnType<Scoped['select']>>[number] & { id: string };

/** The invoices of `rows` with the lines of the orders each paid. */
async function withItems(
  database: Database,
  s: Scoped,
  rows: readonly InvoiceDbRow[],
): Promise<Gstr1Invoice[]> {
  const { t } = database;
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await s.select(t.invoiceOrders, { where: inArray(t.invoiceOrders.invoiceId, ids) })
    : [];
  const orderIds = [...new Set(links.map((l) => l.orderId))];
  const items = orderIds.length
    ? await s.select(t.orderItems, {
        where: inArray(t.orderItems.orderId, orderIds),
        orderBy: [t.orderItems.createdAt, t.orderItems.id],
      })
    : [];
  // GST8: the orders too, so the export prices lines after their bill discounts as the invoice did
  const orders = orderIds.length
    ? (await s.select(t.orders, { where: inArray(t.orders.id, orderIds) })).map(
        (o) => toClientRow('orders', o) as OrderRow,
      )
    : [];
  const itemsOf = new Map<string, OrderItemRow[]>();
  for (const i of items) {
    const row = toClientRow('orderItems', i) as OrderItemRow;
    itemsOf.set(i.orderId, [...(itemsOf.get(i.orderId) ?? []), row]);
  }
  return rows.map((r) => {
    const paid = new Set(links.filter((l) => l.invoiceId === r.id).map((l) => l.orderId));
    return {
      invoice: toClientRow('invoices', r) as InvoiceRow,
      items: [...paid].flatMap((id) => itemsOf.get(id) ?? []),
      orders: orders.filter((o) => paid.has(o.id)),
    };
  });
}

/** GST6: the credit notes of the period (refunds with a credit note number, by their business day). */
async function creditNotes(
  database: Database,
  s: Scoped,
  from: string,
  to: string,
): Promise<Gstr1CreditNote[]> {
  const { t } = database;
  const period = (
    await s.select(t.refunds, {
      where: and(gte(t.refunds.businessDay, from), lte(t.refunds.businessDay, to)),
      orderBy: [t.refunds.createdAt, t.refunds.id],
    })
  ).filter((r) => r.creditNoteNo);
  if (period.length === 0) return [];
  const invoiceIds = [...new Set(period.map((r) => r.invoiceId))];
  const invoices = await withItems(
    database,
    s,
    (await s.select(t.invoices, { where: inArray(t.invoices.id, invoiceIds) })) as InvoiceDbRow[],
  );
  const all = (await s.select(t.refunds, { where: inArray(t.refunds.invoiceId, invoiceIds) })).map(
    (r) => toClientRow('refunds', r) as RefundRow,
  );
  const byId = new Map(invoices.map((i) => [i.invoice.id, i]));
  return period.flatMap((r) => {
    const refund = toClientRow('refunds', r) as RefundRow;
    const paid = byId.get(refund.invoiceId);
    if (!paid) return [];
    const ofInvoice = all.filter((x) => x.invoiceId === refund.invoiceId);
    return [
      {
        refund,
        invoice: paid.invoice,
        items: paid.items,
        orders: paid.orders ?? [],
        earlier: refundsBefore(refund, ofInvoice),
      },
    ];
  });
}

export async function gstInvoices(
  database: Database,
  tenantId: string,
  from: string,
  to: string,
): Promise<{ gstin: string | null; invoices: Gstr1Invoice[]; notes: Gstr1CreditNote[] }> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const store = await s.first(t.storeSettings);
  const rows = await s.select(t.invoices, {
    where: and(gte(t.invoices.businessDay, from), lte(t.invoices.businessDay, to)),
    orderBy: [t.invoices.createdAt, t.invoices.id],
  });
  const invoices = await withItems(database, s, rows as InvoiceDbRow[]);
  return { gstin: store?.gstin ?? null, invoices, notes: await creditNotes(database, s, from, to) };
}
