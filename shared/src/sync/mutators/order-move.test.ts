import { describe, expect, it } from 'vitest';
import { aMutatorContext } from '../../test-support/sync.ts';
import { run, withOrder } from '../../test-support/sync-shop.ts';
import { billShop, linesOf, ok, seen } from './bill-test-shop.ts';

const open = () =>
  ok(withOrder(billShop()), 'order.item-status.v1', {
    orderId: 'order-1',
    itemId: 'line-1',
    status: 'preparing',
    source: 'orders',
  });
/** A second bill, token 2 at T2: one cola. */
const withSecond = (s: ReturnType<typeof open>) =>
  ok(s, 'order.create.v1', {
    id: 'order-2',
    tokenNo: '2',
    businessDay: '2025-03-01',
    cart: [{ itemId: 'cola', variantId: null, addonIds: [], quantity: 1, notes: null, unitPrice: 5500 }],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: 't2',
    itemIds: ['line-3'],
  });

describe('order.move-table.v1', () => {
  it('[MOVE1] moves the bill to another table; lines and kitchen statuses are untouched; audited', () => {
    const s = open();
    const r = run(s, 'order.move-table.v1', {
      orderId: 'order-1',
      tableId: 't2',
      seenLines: seen(s, 'order-1'),
    });
    expect(r.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'order.move', detail: { tokenNo: '1', fromTable: 'T1', toTable: 'T2' } }],
    });
    expect(r.state.orders?.['order-1']).toMatchObject({ tableId: 't2', total: 51700, movedFromTable: 'T1' });
    expect(r.state.orderItems).toEqual(s.orderItems);
  });

  it('[MOVE1][SPLIT4] an unknown table or a changed bill is refused', () => {
    const s = open();
    expect(
      run(s, 'order.move-table.v1', { orderId: 'order-1', tableId: 'tx', seenLines: seen(s, 'order-1') })
        .decision,
    ).toMatchObject({ ok: false, code: 'TABLE_NOT_FOUND' });
    expect(
      run(s, 'order.move-table.v1', { orderId: 'order-1', tableId: 't2', seenLines: [] }).decision,
    ).toMatchObject({
      ok: false,
      code: 'BILL_CHANGED',
    });
  });
});

describe('order.move-lines.v1', () => {
  it('[MOVE2][MOVE3] moves part of a line to a new bill at another table; the kitchen line keeps its id and status', () => {
    const s = open();
    const r = run(s, 'order.move-lines.v1', {
      fromOrderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s, 'order-1'),
      lines: [{ id: 'line-1', quantity: 1, newId: 'line-1b' }],
      toOrderId: 'order-9',
      toTableId: 't2',
    });
    expect(r.decision).toMatchObject({
      ok: true,
      audit: [{ action: 'order.move-lines', detail: { toTable: 'T2' } }],
    });
    expect(r.state.orders?.['order-9']).toMatchObject({
      tokenNo: '1.1',
      tableId: 't2',
      total: 23100,
      movedFromTable: 'T1',
    });
    expect(r.state.orders?.['order-1']).toMatchObject({ total: 51700 - 23100 });
    expect(linesOf(r.state, 'order-9')).toEqual([
      expect.objectContaining({ id: 'line-1b', status: 'preparing', quantity: 1 }),
    ]);
    expect(r.state.orderItems?.['line-1']).toMatchObject({
      orderId: 'order-1',
      status: 'preparing',
      quantity: 1,
    });
  });

  it('[MOVE2][MOVE4] merging all lines into another table’s bill deletes the emptied bill; totals add up', () => {
    const s = withSecond(open());
    const r = run(s, 'order.move-lines.v1', {
      fromOrderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s, 'order-1'),
      lines: seen(s, 'order-1'),
      toOrderId: 'order-2',
      toSeenLines: seen(s, 'order-2'),
    });
    expect(r.decision).toMatchObject({ ok: true, audit: [{ action: 'order.merge', entityId: 'order-1' }] });
    expect(r.state.orders?.['order-1']).toBeUndefined();
    expect(r.state.orders?.['order-2']).toMatchObject({
      tableId: 't2',
      total: 51700 + 5500,
      movedFromTable: 'T1',
    });
    expect(
      linesOf(r.state, 'order-2')
        .map((l) => l.id)
        .sort(),
    ).toEqual(['line-1', 'line-2', 'line-3']);
    expect(r.state.orderItems?.['line-1']).toMatchObject({ status: 'preparing' });
  });

  it('[SPLIT4] a merge into a bill that changed or was paid on another till is refused', () => {
    const s = withSecond(open());
    const args = {
      fromOrderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s, 'order-1'),
      lines: seen(s, 'order-1'),
      toOrderId: 'order-2',
      toSeenLines: seen(s, 'order-2'),
    };
    const paid = ok(s, 'order.payment-collected.v1', {
      orderIds: ['order-2'],
      invoiceId: 'i',
      paymentTypeId: 'cash',
    });
    expect(run(paid, 'order.move-lines.v1', args).decision).toMatchObject({ ok: false, code: 'BILL_CLOSED' });
    expect(run(s, 'order.move-lines.v1', { ...args, toSeenLines: [] }).decision).toMatchObject({
      ok: false,
      code: 'BILL_CHANGED',
    });
  });

  it('[MOVE2] a replay changes nothing; a cashier without orders scopes may not move', () => {
    const s = open();
    const args = {
      fromOrderId: 'order-1',
      tokenNo: '1',
      seenLines: seen(s, 'order-1'),
      lines: [{ id: 'line-2', quantity: 1 }],
      toOrderId: 'order-9',
      toTableId: 't2',
    };
    const s1 = ok(s, 'order.move-lines.v1', args);
    expect(run(s1, 'order.move-lines.v1', args).decision).toEqual({ ok: true, writes: [] });
    const kitchen = aMutatorContext({ actor: { role: 'user', scope: 'KITCHEN', userId: 'k' } });
    expect(run(s, 'order.move-lines.v1', args, kitchen).decision).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
});
