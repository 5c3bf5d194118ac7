// SHIFT7: the Reports tab's figures per shift and per cashier, from the server's rows (the truth) by the same
// pure functions the till prints its X and Z reports with (shared/src/shifts).
import {
  type CashMovementRow,
  cashierSummaries,
  type InstantRange,
  type InvoiceRow,
  type OrderItemRow,
  type OrderRow,
  type PaymentTypeRow,
  type RefundRow,
  type ShiftRow,
  type ShiftSummary,
  type SyncedTable,
  shiftReport,
} from '@tavola/shared';
import { and, eq, gte, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { toClientRow } from '../sync/tables.ts';

const asRows = <T>(table: SyncedTable, rows: readonly Record<string, unknown>[]): T[] =>
  rows.map((r) => toClientRow(table, r) as unknown as T);

/** SHIFT7: the shifts opened in the range with their figures, and the same summed per cashier. */
export async function shiftFigures(database: Database, tenantId: string, range: InstantRange, now: number) {
  const { t } = database;
  const s = scoped(database, tenantId);
  const shifts = asRows<ShiftRow>(
    'shifts',
    await s.select(t.shifts, {
      where: and(gte(t.shifts.openedAt, range.from), lt(t.shifts.openedAt, range.to)),
      orderBy: [t.shifts.openedAt],
    }),
  );
  if (shifts.length === 0) return { shifts: [], cashiers: [] };
  const devices = [...new Set(shifts.map((x) => x.deviceId))];
  const from = Math.min(...shifts.map((x) => x.openedAt));
  const to = Math.max(...shifts.map((x) => x.closedAt ?? now));
  const window = (device: SQLiteColumn, at: SQLiteColumn) =>
    and(inArray(device, devices), gte(at, from), lte(at, to));
  const invoices = asRows<InvoiceRow>(
    'invoices',
    await s.select(t.invoices, { where: window(t.invoices.deviceId, t.invoices.createdAt) }),
  );
  const opened = asRows<OrderRow>(
    'orders',
    await s.select(t.orders, { where: window(t.orders.deviceId, t.orders.createdAt) }),
  );
  // SHIFT9: bills with equal shares touched since the first shift opened (a share's time is ≤ its bill's updatedAt)
  const shared = asRows<OrderRow>(
    'orders',
    await s.select(t.orders, { where: and(isNotNull(t.orders.shares), gte(t.orders.updatedAt, from)) }),
  );
  const orders = [...opened, ...shared.filter((o) => !opened.some((x) => x.id === o.id))];
  const orderIds = orders.map((o) => o.id);
  const orderItems =
    orderIds.length === 0
      ? []
      : asRows<OrderItemRow>(
          'orderItems',
          await s.select(t.orderItems, {
            // SHIFT10: voided and comped lines (isReportLine)
            where: and(
              inArray(t.orderItems.orderId, orderIds),
              or(eq(t.orderItems.status, 'cancelled'), eq(t.orderItems.discountType, 'comp')),
            ),
          }),
        );
  const paymentTypes = asRows<PaymentTypeRow>(
    'paymentTypes',
    await s.select(t.paymentTypes, { includeDeleted: true }),
  );
  const movements = asRows<CashMovementRow>(
    'cashMovements',
    await s.select(t.cashMovements, {
      where: inArray(
        t.cashMovements.shiftId,
        shifts.map((x) => x.id),
      ),
    }),
  );
  const users = new Map(
    (
      await database.db
        .select({ id: t.users.id, name: t.users.name })
        .from(t.users)
        .where(eq(t.users.tenantId, tenantId))
    ).map((u) => [u.id, u.name]),
  );
  const deviceNames = new Map(
    (
      await database.db
        .select({ id: t.devices.id, code: t.devices.code, name: t.devices.name })
        .from(t.devices)
        .where(and(eq(t.devices.tenantId, tenantId), inArray(t.devices.id, devices)))
    ).map((d) => [d.id, d.name ? `${d.name} (${d.code})` : d.code]),
  );
  // REF4: the refunds given on the shifts' devices in their window
  const refunds = asRows<RefundRow>(
    'refunds',
    await s.select(t.refunds, { where: window(t.refunds.deviceId, t.refunds.createdAt) }),
  );
  const rows = { invoices, orders, orderItems, paymentTypes, movements, refunds };
  const summaries: ShiftSummary[] = shifts.map((shift) => ({
    id: shift.id,
    deviceId: shift.deviceId,
    deviceName: deviceNames.get(shift.deviceId) ?? null,
    cashierId: shift.cashierId,
    cashierName: users.get(shift.cashierId) ?? null,
    businessDay: shift.businessDay,
    status: shift.status,
    openedAt: shift.openedAt,
    closedAt: shift.closedAt,
    closesDay: shift.closesDay,
    figures: shiftReport(shift, rows, now),
  }));
  return { shifts: summaries, cashiers: cashierSummaries(summaries) };
}
