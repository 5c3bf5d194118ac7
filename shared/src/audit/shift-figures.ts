/** SHIFT7: the Reports tab's figures per shift and per cashier (`GET /api/v1/reports/shifts`), one shape. */
import type { ReportFigures } from '../shifts/shift-report.ts';

export type ShiftSummary = {
  readonly id: string;
  readonly deviceId: string;
  readonly deviceName: string | null;
  readonly cashierId: string;
  readonly cashierName: string | null;
  readonly businessDay: string;
  readonly status: string;
  readonly openedAt: number;
  readonly closedAt: number | null;
  readonly closesDay: boolean;
  readonly figures: ReportFigures;
};

export type CashierSummary = {
  readonly cashierId: string;
  readonly cashierName: string | null;
  readonly shifts: number;
  readonly revenue: number;
  readonly cashSales: number;
  /** Σ differences of the cashier's closed shifts (counted − expected). */
  readonly difference: number;
};

export type ShiftReportsAnswer = {
  readonly message: string;
  readonly currency: string;
  readonly shifts: readonly ShiftSummary[];
  readonly cashiers: readonly CashierSummary[];
};

/** SHIFT7: per cashier: shifts, revenue, cash sales and the sum of their closed shifts' differences. */
export function cashierSummaries(shifts: readonly ShiftSummary[]): CashierSummary[] {
  const by = new Map<string, CashierSummary>();
  for (const s of shifts) {
    const c = by.get(s.cashierId) ?? {
      cashierId: s.cashierId,
      cashierName: s.cashierName,
      shifts: 0,
      revenue: 0,
      cashSales: 0,
      difference: 0,
    };
    by.set(s.cashierId, {
      ...c,
      shifts: c.shifts + 1,
      revenue: c.revenue + s.figures.revenue,
      cashSales: c.cashSales + s.figures.cash.cashSales,
      difference: c.difference + (s.figures.cash.difference ?? 0),
    });
  }
  return [...by.values()].sort((a, b) => b.revenue - a.revenue);
}
