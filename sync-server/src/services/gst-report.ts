/**
 * GST4: the invoices of a period of business days with the lines of the orders they paid, read for the
 * GSTR-1 export (shared `gstr1`); invoices in invoice-number order, then by time.
 */
import type { Gstr1Invoice, InvoiceRow, OrderItemRow } from '@tavola/shared';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { toClientRow } from '../sync/tables.ts';

export async function gstInvoices(
  database: Database,
  tenantId: string,
  from: string,
  to: string,
): Promise<{ gstin: string | null; invoices: Gstr1Invoice[] }> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const store = await s.first(t.storeSettings);
  const rows = await s.select(t.invoices, {
    where: and(gte(t.invoices.businessDay, from), lte(t.invoices.businessDay, to)),
    orderBy: [t.invoices.createdAt, t.invoices.id],
  });
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
  const itemsOf = new Map<string, OrderItemRow[]>();
  for (const i of items) {
    const row = toClientRow('orderItems', i) as OrderItemRow;
    itemsOf.set(i.orderId, [...(itemsOf.get(i.orderId) ?? []), row]);
  }
  const invoices = rows.map((r) => ({
    invoice: toClientRow('invoices', r) as InvoiceRow,
    items: links.filter((l) => l.invoiceId === r.id).flatMap((l) => itemsOf.get(l.orderId) ?? []),
  }));
  return { gstin: store?.gstin ?? null, invoices };
}
