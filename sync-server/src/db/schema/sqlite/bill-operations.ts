// REF1 (ADR 0065): refunds of paid bills, to their tenders or to the customer's khata.
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { json, money, syncedColumns, versionIndex } from './columns.ts';

export const refunds = sqliteTable(
  'refunds',
  {
    ...syncedColumns(),
    invoiceId: text('invoice_id').notNull(),
    businessDay: text('business_day').notNull(),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default(0),
    /** The lines refunded; empty: the rest of the bill. */
    itemIds: json<readonly string[]>('item_ids')
      .notNull()
      .$defaultFn(() => []),
    /** 'tender' | 'khata'. */
    method: text('method').notNull(),
    tenders: json<readonly { paymentTypeId: string; amount: number }[]>('tenders')
      .notNull()
      .$defaultFn(() => []),
    customerId: text('customer_id'),
    reason: text('reason').notNull(),
    deviceId: text('device_id'),
    createdBy: text('created_by'),
    approvedBy: text('approved_by'),
    /** GST6: the credit note's number (a GST store's refund), from the device's credit-note series. */
    creditNoteNo: text('credit_note_no'),
  },
  (t) => [
    versionIndex('refunds', t),
    index('refunds_invoice_idx').on(t.tenantId, t.invoiceId),
    index('refunds_created_at_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('refunds_credit_note_no_uq').on(t.tenantId, t.creditNoteNo),
  ],
);
