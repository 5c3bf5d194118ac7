import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';

const later = aMutatorContext({ now: T0 + 60_000, businessDay: '2025-03-02' });
/** order-1 (token 1: 517.00) and order-2 (token 2, the same cart), both open and unpaid. */
const twoOrders = withOrder(withOrder(aShopState()), {
  id: 'order-2',
  tokenNo: '2',
  itemIds: ['line-3', 'line-4'],
  customerType: 'CUSTOMER',
  customerId: 'asha',
});
const act = (state: SyncState, name: string, args: Record<string, unknown>, ctx = later) =>
  run(state, name, args, ctx);
const both = { orderIds: ['order-1', 'order-2'] };

describe('order.cancel.v1', () => {
  it('[SYNC13] cancels every order and its lines not delivered; totals follow (SYNC14)', () => {
    const { decision, state } = act(twoOrders, 'order.cancel.v1', both);
    expect(decision).toMatchObject({
      ok: true,
      events: [{ type: 'order_update', orderIds: ['order-1', 'order-2'] }],
    });
    expect(state.orders?.['order-1']).toMatchObject({
      status: 'cancelled',
      total: 0,
      updatedAt: T0 + 60_000,
    });
    expect(state.orderItems?.['line-4']).toMatchObject({ status: 'cancelled' });
  });

  it('[SYNC15] each cancellation is audited with what it cancelled', () => {
    const { decision } = act(twoOrders, 'order.cancel.v1', { orderIds: ['order-2'] });
    expect(decision).toMatchObject({
      audit: [
        {
          action: 'order.cancel',
          entity: 'orders',
          entityId: 'order-2',
          detail: { tokenNo: '2', businessDay: '2025-03-01', paymentStatus: 'pending', total: 51700 },
        },
      ],
    });
  });

  it('[SYNC11] cancelling again writes nothing and announces nothing', () => {
    const once = act(twoOrders, 'order.cancel.v1', both).state;
    expect(act(once, 'order.cancel.v1', both).decision).toEqual({ ok: true, writes: [] });
  });

  it('[SYNC13] a completed order rejects the whole group', () => {
    const done = act(twoOrders, 'order.pay-and-complete.v1', {
      orderIds: ['order-2'],
      invoiceId: 'inv-1',
    }).state;
    const r = act(done, 'order.cancel.v1', both);
    expect(r.decision).toEqual({
      ok: false,
      code: 'ORDER_CLOSED',
      message: 'This order is already completed or cancelled!',
    });
    expect(r.state.orders?.['order-1']).toMatchObject({ status: 'created' });
  });

  it('[SYNC13] a missing order rejects the whole group', () => {
    expect(act(twoOrders, 'order.cancel.v1', { orderIds: ['order-1', 'ghost'] }).decision).toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('[SYNC3] needs at least one order id', () => {
    expect(act(twoOrders, 'order.cancel.v1', { orderIds: [] }).decision).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Invalid request!',
    });
  });
});

describe('order.complete.v1', () => {
  it('[SYNC13] an unpaid order cannot complete (OS5)', () => {
    expect(act(twoOrders, 'order.complete.v1', both).decision).toMatchObject({ code: 'PAYMENT_REQUIRED' });
  });

  it('[SYNC13] a paid order completes with its live lines delivered', () => {
    const paid = act(twoOrders, 'order.payment-collected.v1', { orderIds: ['order-1'] }).state;
    const { decision, state } = act(paid, 'order.complete.v1', { orderIds: ['order-1'] });
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'order_update', orderIds: ['order-1'] }] });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'completed' });
    expect(state.orderItems?.['line-1']).toMatchObject({ status: 'delivered' });
    expect(act(state, 'order.complete.v1', { orderIds: ['order-1'] }).decision).toEqual({
      ok: true,
      writes: [],
    });
  });
});

describe('order.payment-collected.v1', () => {
  it('[SYNC16][SALE2] marks orders paid and announces the payment; without an invoice id one is derived', () => {
    const { decision, state } = act(twoOrders, 'order.payment-collected.v1', both);
    expect(state.orders?.['order-2']).toMatchObject({ paymentStatus: 'paid', status: 'created' });
    expect(Object.keys(state.invoices ?? {})).toEqual(['paid-order-1']);
    expect(state.invoices?.['paid-order-1']).toMatchObject({ total: 103400, businessDay: '2025-03-02' });
    expect(Object.keys(state.invoiceOrders ?? {}).sort()).toEqual([
      'paid-order-1:order-1',
      'paid-order-1:order-2',
    ]);
    expect(decision).toMatchObject({
      events: [
        { type: 'payment_update', orderIds: ['order-1', 'order-2'] },
        { type: 'order_update', orderIds: ['order-1', 'order-2'] },
      ],
    });
  });

  it('[SYNC14] with an invoice id, one invoice covers the orders on the day of payment', () => {
    const { state } = act(twoOrders, 'order.payment-collected.v1', {
      ...both,
      invoiceId: 'inv-9',
      paymentTypeId: 'cash',
    });
    expect(state.invoices?.['inv-9']).toMatchObject({
      businessDay: '2025-03-02',
      subTotal: 98000,
      taxTotal: 5400,
      total: 103400,
      customerId: 'asha',
      customerType: 'CUSTOMER',
      name: 'Asha',
    });
    expect(Object.keys(state.invoiceOrders ?? {}).sort()).toEqual(['inv-9:order-1', 'inv-9:order-2']);
    expect(state.orders?.['order-1']).toMatchObject({ paymentMethod: 'Cash' });
  });

  it('[WHO7] paying a QR menu order invoices the name and phone the diner gave on it', () => {
    const one = withOrder(aShopState());
    const order = one.orders?.['order-1'];
    if (!order) throw new Error('no order');
    const diners: SyncState = {
      ...one,
      orders: {
        ...one.orders,
        'order-1': {
          ...order,
          customerType: 'QRMENU',
          customerName: 'Asha Rao',
          customerPhone: '9845012345',
        },
      },
    };
    const { state } = act(diners, 'order.payment-collected.v1', {
      orderIds: ['order-1'],
      invoiceId: 'inv-7',
      paymentTypeId: 'cash',
    });
    expect(state.invoices?.['inv-7']).toMatchObject({
      customerId: null,
      name: 'Asha Rao',
      phone: '9845012345',
    });
  });

  it('[SYNC13] a cancelled order cannot be paid', () => {
    const cancelled = act(twoOrders, 'order.cancel.v1', { orderIds: ['order-1'] }).state;
    expect(act(cancelled, 'order.payment-collected.v1', both).decision).toMatchObject({
      code: 'ORDER_CLOSED',
    });
  });
});

describe('order.pay-and-complete.v1', () => {
  const pay = { ...both, invoiceId: 'inv-1', paymentTypeId: 'cash' };

  it('[SYNC14] invoices the orders from their live lines and completes them', () => {
    const oneLineCancelled = run(twoOrders, 'order.item-status.v1', {
      orderId: 'order-1',
      itemId: 'line-2',
      status: 'cancelled',
      source: 'orders',
    }).state;
    const { decision, state } = act(oneLineCancelled, 'order.pay-and-complete.v1', pay);
    expect(decision).toMatchObject({ ok: true });
    // order-1 without its cola (462.00) + order-2 (517.00).
    expect(state.invoices?.['inv-1']).toMatchObject({
      subTotal: 44000 + 49000,
      taxTotal: 2200 + 2700,
      total: 46200 + 51700,
    });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(state.orderItems?.['line-2']).toMatchObject({ status: 'cancelled' });
    expect(state.orderItems?.['line-1']).toMatchObject({ status: 'delivered' });
  });

  it('[SYNC14] an order already paid is completed but not invoiced again', () => {
    const onePaid = act(twoOrders, 'order.payment-collected.v1', {
      orderIds: ['order-1'],
      invoiceId: 'inv-0',
    }).state;
    const { decision, state } = act(onePaid, 'order.pay-and-complete.v1', pay);
    expect(state.invoices?.['inv-1']).toMatchObject({ total: 51700 });
    expect(Object.keys(state.invoiceOrders ?? {}).sort()).toEqual(['inv-0:order-1', 'inv-1:order-2']);
    expect(decision).toMatchObject({
      events: [{ type: 'payment_update', orderIds: ['order-2'] }, { type: 'order_update' }],
    });
  });

  it('[SYNC11] the same payment again writes nothing', () => {
    const once = act(twoOrders, 'order.pay-and-complete.v1', pay).state;
    expect(act(once, 'order.pay-and-complete.v1', pay).decision).toEqual({ ok: true, writes: [] });
  });

  it("[SYNC10] on credit the invoice goes to the customer's balance", () => {
    const { state } = act(twoOrders, 'order.pay-and-complete.v1', {
      ...pay,
      credit: true,
      customerId: 'asha',
    });
    expect(state.customers?.asha).toMatchObject({ balanceDue: 1000 + 103400 });
    expect(state.invoices?.['inv-1']).toMatchObject({ isCredit: true });
    expect(
      act(twoOrders, 'order.pay-and-complete.v1', { ...pay, credit: true, customerId: 'ghost' }).decision,
    ).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
  });

  it('[SYNC4] group actions need POS or ORDERS', () => {
    const cook = aMutatorContext({ actor: { role: 'staff', scope: 'KITCHEN,ORDER_STATUS', userId: 'u-1' } });
    for (const name of [
      'order.cancel.v1',
      'order.complete.v1',
      'order.payment-collected.v1',
      'order.pay-and-complete.v1',
    ])
      expect(act(twoOrders, name, pay, cook).decision).toMatchObject({ code: 'FORBIDDEN' });
    const waiter = aMutatorContext({ actor: { role: 'staff', scope: 'ORDERS', userId: 'u-2' } });
    expect(act(twoOrders, 'order.pay-and-complete.v1', pay, waiter).decision.ok).toBe(true);
  });
});
