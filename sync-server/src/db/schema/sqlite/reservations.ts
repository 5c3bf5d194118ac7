// Table reservations.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs, int, syncedColumns, versionIndex } from './columns.ts';

export const reservations = sqliteTable(
  'reservations',
  {
    ...syncedColumns(),
    customerId: text('customer_id').notNull(),
    tableId: text('table_id'),
    /** The reserved instant (epoch ms). */
    date: epochMs('date').notNull(),
    peopleCount: int('people_count').notNull().default(0),
    /** 'booked' | 'paid' | 'cancelled'. */
    status: text('status').notNull().default('booked'),
    notes: text('notes'),
    uniqueCode: text('unique_code'),
  },
  (t) => [versionIndex('reservations', t), index('reservations_date_idx').on(t.tenantId, t.date)],
);
