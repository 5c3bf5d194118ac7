/**
 * The till's shift screen reads its rows from the device database (SHIFT1-SHIFT6): this device's open shift,
 * and what its X and Z reports are computed from, offline as online.
 */
import type {
  CashMovementRow,
  InvoiceRow,
  OrderItemRow,
  OrderRow,
  PaymentTypeRow,
  RefundRow,
  ReportRows,
  ShiftRow,
} from '@tavola/shared';
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
  return useLive(async (db) => {
    const { deviceId } = await readMeta(db, ['deviceId']);
    const store = await db.storeSettings.toCollection().first();
    const shifts = (await db.table<ShiftRow, string>('shifts').toArray()).sort(
      (a, b) => b.openedAt - a.openedAt,
    );
    const mine = shifts.filter((s) => s.deviceId === deviceId);
    const rows: ReportRows = {
      invoices: await db.table<InvoiceRow, string>('invoices').toArray(),
      orders: await db.table<OrderRow, string>('orders').toArray(),
      orderItems: await db
        .table<OrderItemRow, string>('orderItems')
        .where('status')
        .equals('cancelled')
        .toArray(),
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
  });
}
