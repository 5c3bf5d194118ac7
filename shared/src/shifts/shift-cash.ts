/**
 * SHIFT3: a shift's expected cash, one pure function for the till's close screen, the server's re-run of
 * shift.close.v1 and the reports. A payment belongs to the shift that was open on its device when it was taken
 * (the invoice's device and time, TILL1); only payment types titled "Cash" count (ADR 0063).
 */
import type { RefundRow } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderRow, PaymentTypeRow } from '../sync/rows.ts';
import type { CashMovementRow, ShiftRow } from '../sync/shift-rows.ts';
import { takingsOf } from './takings.ts';

/** SHIFT3: a payment type is cash when its title, trimmed, is "cash" in any case. */
export const isCashType = (type: Pick<PaymentTypeRow, 'title'> | undefined): boolean =>
  type?.title.trim().toLowerCase() === 'cash';

type ShiftWindow = Pick<ShiftRow, 'deviceId' | 'openedAt' | 'closedAt'>;

/** SHIFT3: an invoice taken on the shift's device between its opening and its close (or `now` while open). */
export const inShift = (
  shift: ShiftWindow,
  invoice: Pick<InvoiceRow, 'deviceId' | 'createdAt'>,
  now: number,
): boolean =>
  invoice.deviceId === shift.deviceId &&
  invoice.createdAt >= shift.openedAt &&
  invoice.createdAt <= (shift.closedAt ?? now);

export type ShiftCash = {
  readonly openingFloat: number;
  /** Σ totals of the shift's cash invoices (not on credit). */
  readonly cashSales: number;
  readonly payIns: number;
  readonly payOuts: number;
  /** REF4: cash given back by the shift's refunds (to a cash tender). */
  readonly cashRefunds: number;
  /** SHIFT3: float + cash sales + pay-ins − pay-outs − cash refunds. */
  readonly expected: number;
};

/** SHIFT3: the cash the shift's drawer should hold. */
export function shiftCash(
  shift: ShiftWindow & Pick<ShiftRow, 'id' | 'openingFloat'>,
  invoices: readonly InvoiceRow[],
  paymentTypes: readonly PaymentTypeRow[],
  movements: readonly CashMovementRow[],
  now: number,
  refunds: readonly RefundRow[] = [],
  /** SHIFT9: orders whose equal shares were paid (their cash counts in the shift the share was paid in). */
  orders: readonly OrderRow[] = [],
): ShiftCash {
  const types = new Map(paymentTypes.map((t) => [t.id, t]));
  const cash = (id: string) => isCashType(types.get(id));
  let cashSales = 0;
  // TEND3: a split bill's cash tenders count (what stayed in the drawer: handed over less change); SHIFT9: a
  // share's where it was paid
  for (const taking of takingsOf(invoices, orders))
    if (inShift(shift, taking, now))
      for (const t of taking.tenders) if (cash(t.paymentTypeId)) cashSales += t.amount;
  let cashRefunds = 0;
  for (const r of refunds)
    if (inShift(shift, r, now)) for (const t of r.tenders) if (cash(t.paymentTypeId)) cashRefunds += t.amount;
  let payIns = 0;
  let payOuts = 0;
  for (const m of movements) {
    if (m.shiftId !== shift.id) continue;
    if (m.kind === 'in') payIns += m.amount;
    else if (m.kind === 'out') payOuts += m.amount;
  }
  return {
    openingFloat: shift.openingFloat,
    cashSales,
    payIns,
    payOuts,
    cashRefunds,
    expected: shift.openingFloat + cashSales + payIns - payOuts - cashRefunds,
  };
}
