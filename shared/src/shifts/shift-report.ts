/**
 * SHIFT5-SHIFT6: the X report (one shift, mid-shift, resets nothing) and the Z report (every shift and sale of a
 * business day), computed from rows alone so that the till (its own rows, offline) and the server (the truth,
 * Reports) print the same figures from the same rows: tenders by payment type (TEND3), discounts (DISC3) and
 * refunds (REF4) included.
 */
import { tendersOf } from '../orders/tenders.ts';
import type { RefundRow } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderItemRow, OrderRow, PaymentTypeRow } from '../sync/rows.ts';
import type { CashMovementRow, ShiftRow } from '../sync/shift-rows.ts';
import { inShift, shiftCash } from './shift-cash.ts';
import { shareTakings } from './takings.ts';

export type TenderLine = { readonly title: string; readonly count: number; readonly total: number };

export type ReportFigures = {
  readonly invoices: number;
  /** Σ invoice totals (SALE2). */
  readonly revenue: number;
  readonly netSales: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  /** Sales by payment type, the largest first; a sale on the khata is 'Credit'. */
  readonly byPaymentType: readonly TenderLine[];
  readonly discounts: number;
  readonly refunds: number;
  /** Lines voided (cancelled) on orders not cancelled whole: count of lines and their value. */
  readonly voids: { readonly count: number; readonly value: number };
  /** Orders cancelled whole. */
  readonly cancellations: { readonly count: number; readonly value: number };
  /** SHIFT10: comped lines (not voided) of orders not cancelled: count and menu value; already inside `discounts`. */
  readonly comps: { readonly count: number; readonly value: number };
  readonly cash: {
    readonly openingFloat: number;
    readonly cashSales: number;
    readonly payIns: number;
    readonly payOuts: number;
    /** REF4: cash given back by refunds. */
    readonly cashRefunds: number;
    readonly expected: number;
    /** Null while a shift of the report is still open. */
    readonly counted: number | null;
    readonly difference: number | null;
  };
};

export type ReportRows = {
  readonly invoices: readonly InvoiceRow[];
  readonly orders: readonly OrderRow[];
  readonly orderItems: readonly OrderItemRow[];
  readonly paymentTypes: readonly PaymentTypeRow[];
  readonly movements: readonly CashMovementRow[];
  /** REF4: refunds given in the report's window (absent: none). */
  readonly refunds?: readonly RefundRow[];
};

/** SHIFT5: how a payment's tender reads on a report. */
export function tenderTitle(invoice: InvoiceRow, types: ReadonlyMap<string, PaymentTypeRow>): string {
  if (invoice.isCredit) return 'Credit';
  const type = invoice.paymentTypeId ? types.get(invoice.paymentTypeId) : undefined;
  return type ? type.title.trim() : 'Other';
}

type TenderPart = { readonly title: string; readonly total: number };

/**
 * TEND3: each tender of a split bill counts under its own payment type; SHIFT9: with `ownOnly`, the tenders equal
 * shares paid before the invoice are left out (they count in the share's shift, `shareParts`).
 */
function invoiceParts(
  inv: InvoiceRow,
  types: ReadonlyMap<string, PaymentTypeRow>,
  ownOnly: boolean,
): TenderPart[] {
  const all = inv.isCredit ? [] : tendersOf(inv);
  if (all.length === 0) return [{ title: tenderTitle(inv, types), total: inv.total }];
  return all
    .filter((t) => !(ownOnly && t.shareId))
    .map((t) => ({ title: tenderTitle({ ...inv, paymentTypeId: t.paymentTypeId }, types), total: t.amount }));
}

function salesFigures(
  invoices: readonly InvoiceRow[],
  paymentTypes: readonly PaymentTypeRow[],
  /** SHIFT9: a shift's report: invoices' own tenders plus the shares paid in the shift; a day's: invoices whole. */
  shares: readonly TenderPart[] | null = null,
) {
  const types = new Map(paymentTypes.map((t) => [t.id, t]));
  const tenders = new Map<string, { count: number; total: number }>();
  const add = (part: TenderPart) => {
    const line = tenders.get(part.title) ?? { count: 0, total: 0 };
    tenders.set(part.title, { count: line.count + 1, total: line.total + part.total });
  };
  for (const part of shares ?? []) add(part);
  let revenue = 0;
  let netSales = 0;
  let taxTotal = 0;
  let feeTotal = 0;
  let discounts = 0;
  for (const inv of invoices) {
    revenue += inv.total;
    netSales += inv.subTotal;
    taxTotal += inv.taxTotal;
    feeTotal += inv.feeTotal;
    discounts += inv.discountTotal ?? 0;
    for (const part of invoiceParts(inv, types, shares !== null)) add(part);
  }
  const byPaymentType = [...tenders.entries()]
    .map(([title, t]) => ({ title, ...t }))
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
  return { invoices: invoices.length, revenue, netSales, taxTotal, feeTotal, byPaymentType, discounts };
}

/** SHIFT5, SHIFT10: the lines a report reads: voided ones and comped ones (the rest only count through invoices). */
export function isReportLine(line: Pick<OrderItemRow, 'status' | 'discountType'>): boolean {
  return line.status === 'cancelled' || line.discountType === 'comp';
}

function voidFigures(orders: readonly OrderRow[], items: readonly OrderItemRow[]) {
  const ids = new Map(orders.map((o) => [o.id, o]));
  const voids = { count: 0, value: 0 };
  const cancellations = { count: 0, value: 0 };
  const comps = { count: 0, value: 0 };
  for (const o of orders) if (o.status === 'cancelled') cancellations.count += 1;
  for (const line of items) {
    const order = ids.get(line.orderId);
    if (!order) continue;
    const value = line.unitPrice * line.quantity;
    if (line.status !== 'cancelled') {
      // SHIFT10: a comp takes the whole line (DISC1), so its value is the line's menu value
      if (order.status !== 'cancelled' && line.discountType === 'comp') {
        comps.count += 1;
        comps.value += value;
      }
      continue;
    }
    if (order.status === 'cancelled') cancellations.value += value;
    else {
      voids.count += 1;
      voids.value += value;
    }
  }
  return { voids, cancellations, comps };
}

/** SHIFT5: the X report of one shift at `now` (or its Z-side figures once closed): its device's sales in its window. */
export function shiftReport(shift: ShiftRow, rows: ReportRows, now: number): ReportFigures {
  const invoices = rows.invoices.filter((inv) => inShift(shift, inv, now));
  const orders = rows.orders.filter(
    (o) =>
      o.deviceId === shift.deviceId && inShift(shift, { deviceId: o.deviceId, createdAt: o.createdAt }, now),
  );
  const refunds = (rows.refunds ?? []).filter((r) => inShift(shift, r, now));
  const cash = shiftCash(shift, rows.invoices, rows.paymentTypes, rows.movements, now, refunds, rows.orders);
  // SHIFT9: the equal shares paid on this till in this shift, by their tenders' payment types
  const types = new Map(rows.paymentTypes.map((t) => [t.id, t]));
  const shares = shareTakings(rows.orders)
    .filter((taking) => inShift(shift, taking, now))
    .flatMap((taking) =>
      taking.tenders.map((t) => ({
        title: types.get(t.paymentTypeId)?.title.trim() ?? 'Other',
        total: t.amount,
      })),
    );
  const counted = shift.status === 'closed' ? shift.countedCash : null;
  const expected =
    shift.status === 'closed' && shift.expectedCash !== null ? shift.expectedCash : cash.expected;
  return {
    ...salesFigures(invoices, rows.paymentTypes, shares),
    refunds: refunds.reduce((sum, r) => sum + r.amount, 0),
    ...voidFigures(orders, rows.orderItems),
    cash: {
      ...cash,
      expected,
      counted,
      difference: counted === null ? null : counted - expected,
    },
  };
}

/**
 * SHIFT6: the Z report of a business day: every invoice and order of the day (all devices) and the cash of every
 * shift opened that day; counted and difference only once all of them are closed.
 */
export function dayReport(
  businessDay: string,
  shifts: readonly ShiftRow[],
  rows: ReportRows,
  now: number,
): ReportFigures & { readonly shifts: number; readonly open: number } {
  const dayShifts = shifts.filter((s) => s.businessDay === businessDay);
  const orders = rows.orders.filter((o) => o.businessDay === businessDay);
  const cash = { openingFloat: 0, cashSales: 0, payIns: 0, payOuts: 0, cashRefunds: 0, expected: 0 };
  let counted = 0;
  let open = 0;
  for (const s of dayShifts) {
    const c = shiftReport(s, rows, now).cash;
    cash.openingFloat += c.openingFloat;
    cash.cashSales += c.cashSales;
    cash.payIns += c.payIns;
    cash.payOuts += c.payOuts;
    cash.cashRefunds += c.cashRefunds;
    cash.expected += c.expected;
    if (c.counted === null) open += 1;
    else counted += c.counted;
  }
  const allClosed = open === 0 && dayShifts.length > 0;
  return {
    ...salesFigures(
      rows.invoices.filter((inv) => inv.businessDay === businessDay),
      rows.paymentTypes,
    ),
    refunds: (rows.refunds ?? [])
      .filter((r) => r.businessDay === businessDay)
      .reduce((sum, r) => sum + r.amount, 0),
    ...voidFigures(orders, rows.orderItems),
    cash: {
      ...cash,
      counted: allClosed ? counted : null,
      difference: allClosed ? counted - cash.expected : null,
    },
    shifts: dayShifts.length,
    open,
  };
}
