// SHIFT1-SHIFT3, APPR2 (ADR 0063): tills' shifts and their cash movements; managers' PIN verifiers (synced to
// tills) and PIN keys (synced to no device: the server checks approvals with them).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bool, epochMs, int, json, money, syncedColumns, versionIndex } from './columns.ts';

export const shifts = pgTable(
  'shifts',
  {
    ...syncedColumns(),
    deviceId: text('device_id').notNull(),
    cashierId: text('cashier_id').notNull(),
    businessDay: text('business_day').notNull(),
    /** 'open' | 'closed'. */
    status: text('status').notNull().default('open'),
    openedAt: epochMs('opened_at').notNull(),
    openingFloat: money('opening_float').notNull(),
    closedAt: epochMs('closed_at'),
    closedBy: text('closed_by'),
    countedCash: money('counted_cash'),
    /** SHIFT4: pieces by denomination (minor units). */
    denominations: json<Record<string, number>>('denominations'),
    expectedCash: money('expected_cash'),
    closesDay: bool('closes_day').notNull().default(false),
  },
  (t) => [
    versionIndex('shifts', t),
    index('shifts_device_status_idx').on(t.tenantId, t.deviceId, t.status),
    index('shifts_business_day_idx').on(t.tenantId, t.businessDay),
  ],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    ...syncedColumns(),
    shiftId: text('shift_id').notNull(),
    /** 'in' | 'out'. */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    approvedBy: text('approved_by'),
  },
  (t) => [versionIndex('cash_movements', t), index('cash_movements_shift_idx').on(t.tenantId, t.shiftId)],
);

/** APPR2: the id is the manager's user id. */
export const approvers = pgTable(
  'approvers',
  {
    ...syncedColumns(),
    name: text('name').notNull(),
    salt: text('salt').notNull(),
    iterations: int('iterations').notNull(),
    verifier: text('verifier').notNull(),
  },
  (t) => [versionIndex('approvers', t)],
);

/** APPR2: the id is the manager's user id; no device reads this table (READ2). */
export const approvalKeys = pgTable(
  'approval_keys',
  {
    ...syncedColumns(),
    key: text('key').notNull(),
  },
  (t) => [versionIndex('approval_keys', t)],
);
