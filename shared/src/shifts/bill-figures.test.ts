import { describe, expect, it } from 'vitest';
import { aRow, DAY0, T0 } from '../test-support/sync.ts';
import { shiftReportDocument } from './report-document.ts';
import { dayReport, type ReportRows, shiftReport } from './shift-report.ts';

const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });
const upi = aRow('paymentTypes', { id: 'upi', title: 'UPI' });
const shift = aRow('shifts', { id: 'sa', deviceId: 'A', openedAt: T0, openingFloat: 100000 });

// a bill of 500.00 (after a 50.00 discount) paid 200 cash (500 handed over, 300 change) + 200 card + 100 UPI
const split = aRow('invoices', {
  id: 'i1',
  deviceId: 'A',
  createdAt: T0 + 10,
  businessDay: DAY0,
  total: 50000,
  subTotal: 50000,
  discountTotal: 5000,
  paymentTypeId: 'cash',
  tenders: [
    { paymentTypeId: 'cash', amount: 20000, tendered: 50000, change: 30000 },
    { paymentTypeId: 'card', amount: 20000, tendered: 20000, change: 0 },
    { paymentTypeId: 'upi', amount: 10000, tendered: 10000, change: 0 },
  ],
});
const older = aRow('invoices', {
  id: 'i0',
  deviceId: 'A',
  createdAt: T0 + 5,
  businessDay: DAY0,
  total: 7000,
  paymentTypeId: 'cash',
});
const rows: ReportRows = {
  invoices: [split, older],
  orders: [],
  orderItems: [],
  paymentTypes: [cash, card, upi],
  movements: [],
  refunds: [
    aRow('refunds', {
      invoiceId: 'i1',
      deviceId: 'A',
      createdAt: T0 + 20,
      amount: 3000,
      tenders: [{ paymentTypeId: 'cash', amount: 3000 }],
    }),
    aRow('refunds', {
      invoiceId: 'i1',
      deviceId: 'A',
      createdAt: T0 + 30,
      amount: 1000,
      method: 'khata',
      tenders: [],
    }),
  ],
};

describe('X and Z reports with bill operations', () => {
  it('[TEND3] [DISC3] [REF4] each tender counts under its type; discounts and refunds; cash refunds leave the drawer', () => {
    const x = shiftReport(shift, rows, T0 + 100);
    expect(x.byPaymentType).toEqual([
      { title: 'Cash', count: 2, total: 27000 },
      { title: 'Card', count: 1, total: 20000 },
      { title: 'UPI', count: 1, total: 10000 },
    ]);
    expect(x.byPaymentType.reduce((s, t) => s + t.total, 0)).toBe(x.revenue);
    expect(x).toMatchObject({ discounts: 5000, refunds: 4000 });
    // 1000.00 float + 270.00 cash kept (the change went back) − 30.00 cash refunded
    expect(x.cash).toMatchObject({ cashSales: 27000, cashRefunds: 3000, expected: 124000 });
    const z = dayReport(DAY0, [shift], rows, T0 + 100);
    expect(z).toMatchObject({ discounts: 5000, refunds: 4000, revenue: 57000 });
    const printed = JSON.stringify(shiftReportDocument('Z', z, DAY0, 'now'));
    expect(printed).toContain('Cash refunds');
  });

  it('[SHIFT10] comps count apart (lines comped, not voided, on orders not cancelled), inside the discounts', () => {
    const order = (id: string, status: string) =>
      aRow('orders', { id, deviceId: 'A', status, createdAt: T0 + 5, businessDay: DAY0 });
    const line = (id: string, orderId: string, o: object) =>
      aRow('orderItems', { id, orderId, status: 'delivered', unitPrice: 15000, quantity: 2, ...o });
    const withComps: ReportRows = {
      ...rows,
      orders: [order('o1', 'completed'), order('o2', 'cancelled')],
      orderItems: [
        line('c1', 'o1', { discountType: 'comp', discountValue: 0, discountReason: 'Guest complaint' }),
        line('c2', 'o1', { discountType: 'percent', discountValue: 100000 }),
        line('c3', 'o1', { discountType: 'comp', status: 'cancelled' }),
        line('c4', 'o2', { discountType: 'comp' }),
      ],
    };
    const x = shiftReport(shift, withComps, T0 + 100);
    expect(x.comps).toEqual({ count: 1, value: 30000 });
    expect(x.discounts).toBe(5000);
    expect(dayReport(DAY0, [shift], withComps, T0 + 100).comps).toEqual({ count: 1, value: 30000 });
    const printed = shiftReportDocument('Z', x, DAY0, 'now').blocks;
    expect(printed).toContainEqual({ kind: 'row', left: 'Of which comps (1)', right: '300.00' });
    expect(shiftReport(shift, rows, T0 + 100).comps).toEqual({ count: 0, value: 0 });
    expect(
      JSON.stringify(shiftReportDocument('Z', { ...x, comps: { count: 0, value: 0 } }, DAY0, 'now')),
    ).not.toContain('comps');
  });
});
