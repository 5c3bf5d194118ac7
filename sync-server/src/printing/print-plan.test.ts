import { methodTookCash } from '@tavola/shared/printing/cash-payment';
import { describe, expect, it } from 'vitest';
import { cashPlan, markKey, type PlanLine, ticketsFor, wantedMarks } from './print-plan.ts';

const order = (over: Record<string, unknown> = {}) => ({
  id: 'o1',
  status: 'created',
  paymentStatus: 'paid',
  deliveryType: 'dinein',
  paymentMethod: 'UPI',
  ...over,
});
const line = (id: string, over: Partial<PlanLine> = {}): PlanLine => ({
  id,
  orderId: 'o1',
  status: 'created',
  ...over,
});
const SPEC = { showsUnpaidDineIn: false };
const printers = [
  { id: 'k', role: 'kitchen', stationIds: ['kitchen'], hasDrawer: false },
  { id: 'b', role: 'kitchen', stationIds: ['bar'], hasDrawer: false },
  { id: 'all', role: 'kitchen', stationIds: [], hasDrawer: false },
  { id: 'r1', role: 'receipt', stationIds: [], hasDrawer: false },
  { id: 'r2', role: 'receipt', stationIds: [], hasDrawer: true },
];

describe('print plan (PRN2, PRN6)', () => {
  it('[PRN2] the kitchen’s lines once each; none before the kitchen sees the order, none of a held course', () => {
    const lines = [
      line('a', { stationId: 'kitchen' }),
      line('b', { stationId: 'bar', heldUntilFired: true }),
    ];
    expect(wantedMarks(order({ paymentStatus: 'pending' }), lines, SPEC, new Set())).toEqual([]);
    expect(
      wantedMarks(order({ paymentStatus: 'pending' }), lines, { showsUnpaidDineIn: true }, new Set()),
    ).toEqual([markKey.sent('a')]);
    expect(wantedMarks(order(), lines, SPEC, new Set([markKey.sent('a')]))).toEqual([]);
  });

  it('[PRN2] a ticketed line cancelled since, or of a cancelled order, is voided once; an unticketed one never prints', () => {
    const lines = [line('a', { status: 'cancelled' }), line('b'), line('c', { status: 'cancelled' })];
    const sent = new Set([markKey.sent('a'), markKey.sent('b')]);
    expect(wantedMarks(order(), lines, SPEC, sent)).toEqual([markKey.void('a')]);
    expect(wantedMarks(order({ status: 'cancelled' }), lines, SPEC, sent)).toEqual([
      markKey.void('a'),
      markKey.void('b'),
    ]);
  });

  it('[PRN2] one ticket a printer whose stations take the lines, NEW first and ADDITION after', () => {
    const lines = [
      line('a', { stationId: 'kitchen' }),
      line('b', { stationId: 'bar' }),
      line('c', { stationId: null }),
    ];
    const claimed = new Set(lines.map((l) => markKey.sent(l.id)));
    expect(ticketsFor(lines, printers, claimed, false)).toEqual([
      { printerId: 'k', mark: 'NEW', lineIds: ['a'] },
      { printerId: 'b', mark: 'NEW', lineIds: ['b'] },
      { printerId: 'all', mark: 'NEW', lineIds: ['a', 'b', 'c'] },
    ]);
    expect(ticketsFor(lines, printers, new Set([markKey.sent('b')]), true)).toEqual([
      { printerId: 'b', mark: 'ADDITION', lineIds: ['b'] },
      { printerId: 'all', mark: 'ADDITION', lineIds: ['b'] },
    ]);
  });

  it('[PRN6] a cash payment: the receipt on the first receipt printer, the drawer of one that has it', () => {
    expect(['Cash', ' cash ', 'cash', 'Card + Cash'].map(methodTookCash)).toEqual([true, true, true, true]);
    expect(['UPI', 'Cashback card', 'Card + UPI', null].map(methodTookCash)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(wantedMarks(order({ paymentMethod: 'Cash' }), [], SPEC, new Set())).toEqual([
      markKey.receipt('o1'),
    ]);
    // PRT19: the trigger asks the invoices' tenders; asked only while the receipt mark is missing
    expect(wantedMarks(order(), [], SPEC, new Set(), () => true)).toEqual([markKey.receipt('o1')]);
    expect(wantedMarks(order(), [], SPEC, new Set([markKey.receipt('o1')]), () => true)).toEqual([]);
    expect(cashPlan(printers, true)).toEqual({ receiptPrinterId: 'r1', drawerPrinterId: 'r2' });
    expect(cashPlan(printers, false)).toEqual({ receiptPrinterId: null, drawerPrinterId: 'r2' });
  });
});
