/**
 * PRT10, GST3: the invoices that paid an order, newest first, so a server-printed receipt carries the same tax
 * invoice as the browser's `/print-receipt` (which reads the same rows from the device database). One query.
 */
import type { InvoiceRow, PaymentTypeRow } from '@tavola/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';

export async function invoicesOfOrder(
  database: Database,
  db: AppDb,
  tenantId: string,
  orderId: string,
): Promise<InvoiceRow[]> {
  const { t } = database;
  const rows = await db
    .select({ invoice: t.invoices })
    .from(t.invoiceOrders)
    .innerJoin(t.invoices, eq(t.invoices.id, t.invoiceOrders.invoiceId))
    .where(
      and(
        eq(t.invoiceOrders.tenantId, tenantId),
        eq(t.invoiceOrders.orderId, orderId),
        eq(t.invoiceOrders.deleted, false),
        eq(t.invoices.deleted, false),
      ),
    )
    .orderBy(desc(t.invoices.createdAt));
  return rows.map((r) => r.invoice as InvoiceRow);
}

/** TEND3: the store's payment types (deleted ones too: an old bill's tender keeps its name). */
export async function paymentTypesOf(
  database: Database,
  db: AppDb,
  tenantId: string,
): Promise<PaymentTypeRow[]> {
  const { t } = database;
  const rows = await db.select().from(t.paymentTypes).where(eq(t.paymentTypes.tenantId, tenantId));
  return rows as unknown as PaymentTypeRow[];
}
