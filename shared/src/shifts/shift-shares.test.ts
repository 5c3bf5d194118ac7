// SHIFT9: an equal split's shares count in the shift of the till that took them, once, through the real mutators.
import { describe, expect, it } from 'vitest';
import type { SyncState } from '../sync/apply.ts';
import { billShop, ok, seen } from '../sync/mutators/bill-test-shop.ts';
import type { InvoiceRow, OrderRow } from '../sync/rows.ts';
import type { ShiftRow } from '../sync/shift-rows.ts';
import { aMutatorContext, aRow, DAY0, T0 } from '../test-support/sync.ts';
import { run, withOrder } from '../test-support/sync-shop.ts';
import { shiftCash } from './shift-cash.ts';
import { dayReport, type ReportRows, shiftReport } from './shift-report.ts';

const tillA = aMutatorContext({ deviceId: 'device-a', deviceCode: 'A' });
const tillB = aMutatorContext({ deviceId: 'device-b', deviceCode: 'B' });
const shiftX = aRow('shifts', { id: 'x', deviceId: 'device-a', openedAt: T0 - 1000, openingFloat: 100000 });
const shiftY = aRow('shifts', { id: 'y', deviceId: 'device-b', openedAt: T0 - 1000, openingFloat: 50000 });

// order-1: 517.00 shared 3 ways: 172.34 + 172.33 + 172.33 (SPLIT5)
const shop = (): SyncState => {
  const s = withOrder(billShop());
  return {
    ...s,
    paymentTypes: { ...s.paymentTypes, card: aRow('paymentTypes', { id: 'card', title: 'Card' }) },
    shifts: { x: shiftX, y: shiftY },
  };
};
const pay = (s: SyncState, k: number, tenders: { paymentTypeId: string; tendered: number }[]) => ({
  id: `share-${k}`,
  orderId: 'order-1',
  of: 3,
  share: k,
  seenLines: seen(s, 'order-1'),
  tenders,
  invoiceId: `inv-${k}`,
});
const rowsOf = (s: SyncState): ReportRows => ({
  invoices: Object.values(s.invoices ?? {}) as unknown as InvoiceRow[],
  orders: Object.values(s.orders ?? {}) as unknown as OrderRow[],
  orderItems: [],
  paymentTypes: Object.values(s.paymentTypes ?? {}) as never,
  movements: [],
});
const cashOf = (shift: ShiftRow, s: SyncState, now: number) => {
  const r = rowsOf(s);
  return shiftCash(shift, r.invoices, r.paymentTypes, [], now, [], r.orders);
};

/** Share 1 cash on till A (shift X), shares 2 (cash) and 3 (card, the last: the invoice) on till B (shift Y). */
function paidAcrossTwoTills() {
  const s0 = shop();
  const s1 = ok(s0, 'order.share-paid.v1', pay(s0, 1, [{ paymentTypeId: 'cash', tendered: 20000 }]), {
    ...tillA,
    now: T0 + 100,
  });
  const s2 = ok(s1, 'order.share-paid.v1', pay(s1, 2, [{ paymentTypeId: 'cash', tendered: 17233 }]), {
    ...tillB,
    now: T0 + 200,
  });
  const s3 = ok(s2, 'order.share-paid.v1', pay(s2, 3, [{ paymentTypeId: 'card', tendered: 17233 }]), {
    ...tillB,
    now: T0 + 300,
  });
  return { s1, s3 };
}

describe('shares in their own shift', () => {
  it('[SHIFT9] a cash share counts in its till’s shift as soon as it is paid, before the bill is invoiced', () => {
    const { s1 } = paidAcrossTwoTills();
    expect(Object.keys(s1.invoices ?? {})).toEqual([]);
    expect(cashOf(shiftX as ShiftRow, s1, T0 + 150)).toMatchObject({ cashSales: 17234, expected: 117234 });
    expect(cashOf(shiftY as ShiftRow, s1, T0 + 150)).toMatchObject({ cashSales: 0, expected: 50000 });
    expect(shiftReport(shiftX as ShiftRow, rowsOf(s1), T0 + 150).byPaymentType).toEqual([
      { title: 'Cash', count: 1, total: 17234 },
    ]);
  });

  it('[SHIFT9][SPLIT10] split of 3 over two tills: each shift its own shares, never twice; the Z equals the invoice', () => {
    const { s3 } = paidAcrossTwoTills();
    const [invoice] = rowsOf(s3).invoices;
    expect(invoice).toMatchObject({ deviceId: 'device-b', total: 51700 });
    expect(invoice!.tenders!.map((t) => t.shareId ?? null)).toEqual(['share-1', 'share-2', 'share-3']);
    const now = T0 + 1000;
    const x = shiftReport(shiftX as ShiftRow, rowsOf(s3), now);
    const y = shiftReport(shiftY as ShiftRow, rowsOf(s3), now);
    expect(x.cash).toMatchObject({ cashSales: 17234, expected: 117234 });
    expect(x.byPaymentType).toEqual([{ title: 'Cash', count: 1, total: 17234 }]);
    expect(y.cash).toMatchObject({ cashSales: 17233, expected: 67233 });
    expect(y.byPaymentType).toEqual([
      { title: 'Card', count: 1, total: 17233 },
      { title: 'Cash', count: 1, total: 17233 },
    ]);
    expect(y).toMatchObject({ invoices: 1, revenue: 51700 });
    const z = dayReport(DAY0, [shiftX, shiftY] as ShiftRow[], rowsOf(s3), now);
    expect(z.byPaymentType).toEqual([
      { title: 'Cash', count: 2, total: 34467 },
      { title: 'Card', count: 1, total: 17233 },
    ]);
    const tendered = invoice!.tenders!.reduce((sum, t) => sum + t.amount, 0);
    expect(z.byPaymentType.reduce((sum, t) => sum + t.total, 0)).toBe(tendered);
    expect(z.cash.cashSales).toBe(x.cash.cashSales + y.cash.cashSales);
  });

  it('[SHIFT9] shift.close.v1 on till A after till B invoiced the bill keeps share 1’s cash in the expected', () => {
    const { s3 } = paidAcrossTwoTills();
    const args = { shiftId: 'x', deviceId: 'device-a', countedCash: 117234, businessDays: [DAY0] };
    const r = run(s3, 'shift.close.v1', args, { ...tillA, now: T0 + 1000 });
    expect(r.decision.ok).toBe(true);
    expect(r.state.shifts?.x).toMatchObject({ status: 'closed', expectedCash: 117234 });
    const closeY = { shiftId: 'y', deviceId: 'device-b', countedCash: 67233, businessDays: [DAY0] };
    const rY = run(s3, 'shift.close.v1', closeY, { ...tillB, now: T0 + 1000 });
    expect(rY.state.shifts?.y).toMatchObject({ status: 'closed', expectedCash: 67233 });
  });
});
