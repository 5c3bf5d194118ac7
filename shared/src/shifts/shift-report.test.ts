import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRow, DAY0, T0 } from '../test-support/sync.ts';
import { countedTotal, denominationsOf } from './denominations.ts';
import { shiftReportDocument } from './report-document.ts';
import { isCashType, shiftCash } from './shift-cash.ts';
import { dayReport, type ReportRows, shiftReport } from './shift-report.ts';

const cash = aRow('paymentTypes', { id: 'cash', title: ' CASH ' });
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });
const shiftA = aRow('shifts', { id: 'sa', deviceId: 'A', openedAt: T0, openingFloat: 100000 });
const shiftB = aRow('shifts', { id: 'sb', deviceId: 'B', openedAt: T0, openingFloat: 50000 });
const inv = (id: string, device: string, type: string | null, total: number, tax = 0, o = {}) =>
  aRow('invoices', {
    id,
    deviceId: device,
    paymentTypeId: type,
    total,
    taxTotal: tax,
    subTotal: total - tax,
    createdAt: T0 + 10,
    businessDay: DAY0,
    ...o,
  });

const rows: ReportRows = {
  invoices: [
    inv('1', 'A', 'cash', 10500, 500),
    inv('2', 'A', 'card', 21000, 1000),
    inv('3', 'B', 'cash', 5000),
    inv('4', 'A', null, 3000, 0, { isCredit: true }),
  ],
  orders: [
    aRow('orders', { id: 'o1', deviceId: 'A', status: 'created', createdAt: T0 + 5 }),
    aRow('orders', { id: 'o2', deviceId: 'A', status: 'cancelled', createdAt: T0 + 5 }),
  ],
  orderItems: [
    aRow('orderItems', { id: 'l1', orderId: 'o1', status: 'cancelled', unitPrice: 2000, quantity: 2 }),
    aRow('orderItems', { id: 'l2', orderId: 'o1', status: 'delivered', unitPrice: 9000, quantity: 1 }),
    aRow('orderItems', { id: 'l3', orderId: 'o2', status: 'cancelled', unitPrice: 700, quantity: 1 }),
  ],
  paymentTypes: [cash, card],
  movements: [
    aRow('cashMovements', { shiftId: 'sa', kind: 'in', amount: 1000 }),
    aRow('cashMovements', { shiftId: 'sa', kind: 'out', amount: 400 }),
    aRow('cashMovements', { shiftId: 'sb', kind: 'out', amount: 99 }),
  ],
};

describe('X and Z reports', () => {
  it('[SHIFT3] cash is a payment type titled "cash" in any case; expected = float + cash + in − out', () => {
    expect(isCashType(cash)).toBe(true);
    expect(isCashType(card)).toBe(false);
    expect(shiftCash(shiftA, rows.invoices, rows.paymentTypes, rows.movements, T0 + 100)).toEqual({
      openingFloat: 100000,
      cashSales: 10500,
      payIns: 1000,
      payOuts: 400,
      cashRefunds: 0,
      expected: 111100,
    });
  });

  it('[SHIFT3] a property: expected cash never depends on other devices or on sales outside the window', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            device: fc.constantFrom('A', 'B'),
            at: fc.integer({ min: -50, max: 150 }),
            total: fc.nat(1e6),
          }),
        ),
        (sales) => {
          const invoices = sales.map((s, i) =>
            inv(`x${i}`, s.device, 'cash', s.total, 0, { createdAt: T0 + s.at }),
          );
          const mine = sales.filter((s) => s.device === 'A' && s.at >= 0 && s.at <= 100);
          const got = shiftCash(shiftA, invoices, [cash], [], T0 + 100).expected;
          expect(got).toBe(100000 + mine.reduce((n, s) => n + s.total, 0));
        },
      ),
    );
  });

  it('[SHIFT5] the X report of a shift: tenders, taxes, voids, cancellations, cash; zero discounts and refunds', () => {
    const x = shiftReport(shiftA, rows, T0 + 100);
    expect(x).toMatchObject({
      invoices: 3,
      revenue: 34500,
      taxTotal: 1500,
      netSales: 33000,
      discounts: 0,
      refunds: 0,
      voids: { count: 1, value: 4000 },
      cancellations: { count: 1, value: 700 },
      cash: { expected: 111100, counted: null, difference: null },
    });
    expect(x.byPaymentType).toEqual([
      { title: 'Card', count: 1, total: 21000 },
      { title: 'CASH', count: 1, total: 10500 },
      { title: 'Credit', count: 1, total: 3000 },
    ]);
  });

  it('[SHIFT6] the Z report sums the day over every device and shift; counted once every shift is closed', () => {
    const open = dayReport(DAY0, [shiftA, shiftB], rows, T0 + 100);
    expect(open).toMatchObject({ invoices: 4, revenue: 39500, shifts: 2, open: 2 });
    expect(open.cash).toMatchObject({
      openingFloat: 150000,
      cashSales: 15500,
      expected: 111100 + 54901,
      counted: null,
    });
    const closedA = {
      ...shiftA,
      status: 'closed',
      closedAt: T0 + 100,
      countedCash: 111000,
      expectedCash: 111100,
    };
    const closedB = {
      ...shiftB,
      status: 'closed',
      closedAt: T0 + 100,
      countedCash: 54901,
      expectedCash: 54901,
    };
    expect(dayReport(DAY0, [closedA, closedB], rows, T0 + 200).cash).toMatchObject({
      counted: 165901,
      difference: -100,
    });
  });

  it('[SHIFT4] INR counts by ₹2000 … ₹1; other currencies by a generic set; a count adds up', () => {
    expect(denominationsOf('inr')[0]).toBe(200000);
    expect(denominationsOf('INR').at(-1)).toBe(100);
    expect(denominationsOf('USD')).toContain(1);
    expect(countedTotal({ '200000': 2, '50000': 3, '100': 7 })).toBe(550700);
  });

  it('[SHIFT5] the report prints as a document: its figures as rows, two decimals, then a cut', () => {
    const doc = shiftReportDocument('X', shiftReport(shiftA, rows, T0 + 100), DAY0, '01/03/2025 17:30');
    expect(doc.blocks).toContainEqual({ kind: 'row', left: 'Revenue', right: '345.00', bold: true });
    expect(doc.blocks).toContainEqual({ kind: 'row', left: 'Expected', right: '1111.00', bold: true });
    expect(doc.blocks.at(-1)).toEqual({ kind: 'cut' });
  });
});
