/**
 * The till's shift screen reads its rows from the device database (SHIFT1-SHIFT6): this device's open shift,
 * and what its X and Z reports are computed from, offline as online.
 */
import {
  type CashMovementRow,
  type InvoiceRow,
  isReportLine,
  type OrderItemRow,
  type OrderRow,
  type PaymentTypeRow,
  type RefundRow,
  type ReportRows,
  type ShiftRow,
} from '@tavola/shared';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { readMeta } from '../../db/meta.ts';

export type ShiftData = {
  readonly deviceId: string | null;
  readonly currency: string;
  /** This device's open shift, or null. */
  readonly open: ShiftRow | null;
  /** This device's shifts, newest first. */
  readonly mine: readonly ShiftRow[];
  readonly shifts: readonly ShiftRow[];
  readonly rows: ReportRows;
};

/** Everything the shift screen and its reports read; undefined while loading. */
export function useShiftData(): ShiftData | undefined {
  return useLive(loadShiftData);
}

/** FRI6: the same read on a given database (the print window has no dashboard: it opens the user's by name). */
export async function loadShiftData(db: TavolaDb): Promise<ShiftData> {
  const { deviceId } = await readMeta(db, ['deviceId']);
  const store = await db.storeSettings.toCollection().first();
  const shifts = (await db.table<ShiftRow, string>('shifts').toArray()).sort(
    (a, b) => b.openedAt - a.openedAt,
  );
  const mine = shifts.filter((s) => s.deviceId === deviceId);
  const orders = await db.table<OrderRow, string>('orders').toArray();
  const rows: ReportRows = {
    invoices: await db.table<InvoiceRow, string>('invoices').toArray(),
    orders,
    orderItems: await reportLines(db, orders, shifts),
    paymentTypes: await db.table<PaymentTypeRow, string>('paymentTypes').toArray(),
    movements: await db.table<CashMovementRow, string>('cashMovements').toArray(),
    // REF4: refunds count in the reports and cash refunds leave the drawer
    refunds: await db.table<RefundRow, string>('refunds').toArray(),
  };
  return {
    deviceId: deviceId ?? null,
    currency: store?.currency ?? 'INR',
    open: mine.find((s) => s.status === 'open') ?? null,
    mine,
    shifts,
    rows,
  };
}

/**
 * SHIFT5, SHIFT10: the lines the reports read: every voided line (by the status index), and the comped lines of the
 * orders of the shifts' days (no index on discounts: only those orders' lines are read).
 */
async function reportLines(
  db: TavolaDb,
  orders: readonly OrderRow[],
  shifts: readonly ShiftRow[],
): Promise<OrderItemRow[]> {
  const lines = db.table<OrderItemRow, string>('orderItems');
  const voided = await lines.where('status').equals('cancelled').toArray();
  const days = new Set(shifts.map((s) => s.businessDay));
  const since = Math.min(...shifts.map((s) => s.openedAt));
  const recent = orders.filter((o) => days.has(o.businessDay) || o.createdAt >= since).map((o) => o.id);
  const comped = (await lines.where('orderId').anyOf(recent).toArray()).filter(
    (l) => l.status !== 'cancelled' && isReportLine(l),
  );
  return [...voided, ...comped];
}
