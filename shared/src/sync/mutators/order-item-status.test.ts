import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const STATUS = 'order.item-status.v1';
const later = aMutatorContext({ now: T0 + 60_000 });
const open = withOrder(aShopState());
const paid = withOrder(aShopState(), { payNow: { invoiceId: 'inv-1' } });
const setStatus = (state: SyncState, itemId: string, status: string, source = 'orders', ctx = later) =>
  run(state, STATUS, { orderId: 'order-1', itemId, status, source }, ctx);

describe('order.item-status.v1', () => {
  it('[SYNC15] a void (a line cancelled) is audited with what it was worth; other changes are not', () => {
    const { decision } = setStatus(open, 'line-1', 'cancelled');
    expect(decision).toMatchObject({
      ok: true,
      audit: [
        {
          action: 'order.item_void',
          entity: 'orderItems',
          entityId: 'line-1',
          detail: {
            orderId: 'order-1',
            tokenNo: '1',
            quantity: 2,
            unitPrice: 22000,
            statusBefore: 'created',
            paymentStatus: 'pending',
            source: 'orders',
          },
        },
      ],
    });
    expect(setStatus(open, 'line-1', 'preparing', 'kitchen').decision).not.toHaveProperty('audit');
  });

  it('[SYNC12] the kitchen walks a line one step and the order is touched', () => {
    const { decision, state } = setStatus(open, 'line-1', 'preparing', 'kitchen');
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'order_update', orderIds: ['order-1'] }] });
    expect(state.orderItems?.['line-1']).toMatchObject({ status: 'preparing', updatedAt: T0 + 60_000 });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'created', updatedAt: T0 + 60_000 });
  });

  it('[SYNC12] the kitchen cannot skip a step (OS2)', () => {
    expect(setStatus(open, 'line-1', 'completed', 'kitchen').decision).toEqual({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
      message: 'This status change is not allowed!',
    });
  });

  it('[SYNC12] delivering an unpaid line needs payment (OS5)', () => {
    expect(setStatus(open, 'line-1', 'delivered').decision).toEqual({
      ok: false,
      code: 'PAYMENT_REQUIRED',
      message: 'Please complete the payment',
    });
  });

  it('[SYNC12] the last line delivered completes the paid order (OS6)', () => {
    const one = setStatus(paid, 'line-1', 'delivered').state;
    const both = setStatus(one, 'line-2', 'delivered');
    expect(both.state.orders?.['order-1']).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  });

  it('[SYNC14] cancelling a line takes it out of the order totals', () => {
    const { state } = setStatus(open, 'line-2', 'cancelled');
    // Only the two pizzas remain: 440.00 + 5% GST.
    expect(state.orders?.['order-1']).toMatchObject({ subTotal: 44000, taxTotal: 2200, total: 46200 });
  });

  it('[SYNC12] the same status again writes nothing (OS4)', () => {
    const once = setStatus(open, 'line-1', 'preparing').state;
    expect(setStatus(once, 'line-1', 'preparing').decision).toEqual({ ok: true, writes: [] });
  });

  it('[SYNC12] a final line cannot change (OS4)', () => {
    const cancelled = setStatus(open, 'line-1', 'cancelled').state;
    expect(setStatus(cancelled, 'line-1', 'preparing').decision).toMatchObject({ code: 'ITEM_FINAL' });
  });

  it('[SYNC12] unknown order or line', () => {
    expect(
      run(open, STATUS, { orderId: 'nope', itemId: 'line-1', status: 'preparing', source: 'orders' })
        .decision,
    ).toEqual({ ok: false, code: 'ORDER_NOT_FOUND', message: 'Order not found!' });
    expect(setStatus(open, 'line-9', 'preparing').decision).toEqual({
      ok: false,
      code: 'ITEM_NOT_FOUND',
      message: 'Item not found!',
    });
  });

  it.each([
    ['a status', { status: 'created' }, 'Please select valid status!'],
    ['a source', { source: 'diner' }, 'Invalid request!'],
    ['an item id', { itemId: '' }, 'Invalid request!'],
  ])('[SYNC3] rejects args with a bad %s', (_, overrides, message) => {
    const args = {
      orderId: 'order-1',
      itemId: 'line-1',
      status: 'preparing',
      source: 'orders',
      ...overrides,
    };
    expect(run(open, STATUS, args).decision).toEqual({ ok: false, code: 'VALIDATION', message });
  });

  it('[SYNC4] the kitchen needs KITCHEN; the orders screen POS, ORDERS or ORDER_STATUS', () => {
    const staff = (scope: string) => aMutatorContext({ actor: { role: 'staff', scope, userId: 'u-1' } });
    expect(setStatus(open, 'line-1', 'preparing', 'kitchen', staff('KITCHEN')).decision.ok).toBe(true);
    expect(setStatus(open, 'line-1', 'preparing', 'kitchen', staff('ORDERS')).decision).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      setStatus(open, 'line-1', 'preparing', 'kitchen', staff('KITCHEN_DISPLAY')).decision,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const scope of ['POS', 'ORDERS', 'ORDER_STATUS'])
      expect(setStatus(open, 'line-1', 'cancelled', 'orders', staff(scope)).decision.ok).toBe(true);
    expect(setStatus(open, 'line-1', 'cancelled', 'orders', staff('KITCHEN')).decision).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
