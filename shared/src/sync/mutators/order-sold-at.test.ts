import { describe, expect, it } from 'vitest';
import { aMutatorContext, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run, withOrder } from '../../test-support/sync-shop.ts';

const shop = aShopState();
/** The server receiving a sale `ms` after it was rung up at T0, on the business day `day`. */
const serverAfter = (ms: number, day = DAY0) => aMutatorContext({ now: T0 + ms, businessDay: day });
const payNow = { invoiceId: 'inv-1', paymentTypeId: 'cash' };

describe('order.create.v1 sold-at time', () => {
  it('[TILL1][DRAIN4] a sale synced 70 s late keeps the time it was rung up, its lines and its invoice too', () => {
    const { decision, state } = run(
      shop,
      'order.create.v1',
      createOrderWire({ soldAt: T0, payNow }),
      serverAfter(70_000),
    );
    expect(decision).toMatchObject({ ok: true });
    expect(state.orders?.['order-1']).toMatchObject({
      createdAt: T0,
      updatedAt: T0, // DRAIN4: as of the sale, as the till made it
      businessDay: DAY0,
    });
    expect(state.orderItems?.['line-1']).toMatchObject({ createdAt: T0 });
    expect(state.invoices?.['inv-1']).toMatchObject({ createdAt: T0, updatedAt: T0, businessDay: DAY0 });
    expect(state.invoiceOrders?.['inv-1:order-1']).toMatchObject({ createdAt: T0, updatedAt: T0 });
  });

  it('[TILL1][SYNC6] rung up at 03:59 and synced after a six-hour outage: its time and business day', () => {
    const at0359 = Date.UTC(2025, 2, 1, 22, 29); // 03:59 on 2 March in Kolkata: still business day 1 March
    const server = aMutatorContext({ now: at0359 + 6 * 3_600_000, businessDay: '2025-03-02' });
    const { state } = run(shop, 'order.create.v1', createOrderWire({ soldAt: at0359, payNow }), server);
    expect(state.orders?.['order-1']).toMatchObject({ createdAt: at0359, businessDay: DAY0 });
    expect(state.invoices?.['inv-1']).toMatchObject({ createdAt: at0359, businessDay: DAY0 });
  });

  it("[TILL1] a till clock a day behind: its time falls outside the order's business day, the server's is kept", () => {
    const behind = createOrderWire({ soldAt: T0 - 24 * 3_600_000 });
    const { state } = run(shop, 'order.create.v1', behind, serverAfter(1_000));
    expect(state.orders?.['order-1']).toMatchObject({ createdAt: T0 + 1_000, businessDay: DAY0 });
  });

  it("[TILL1] a till clock ahead of the server's, or no sold-at time at all, gives the server's time", () => {
    const ahead = run(shop, 'order.create.v1', createOrderWire({ soldAt: T0 + 60_000 }), serverAfter(0));
    expect(ahead.state.orders?.['order-1']).toMatchObject({ createdAt: T0 });
    const old = run(shop, 'order.create.v1', createOrderWire(), serverAfter(5_000));
    expect(old.state.orders?.['order-1']).toMatchObject({ createdAt: T0 + 5_000 });
  });

  it('[TILL1] a sold-at time that is not an instant is refused', () => {
    expect(run(shop, 'order.create.v1', createOrderWire({ soldAt: 'noon' })).decision).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
  });
});

describe('order.cancel.v1 on a paid order', () => {
  it('[OS12] is refused with its reason and writes nothing', () => {
    const paid = withOrder(shop, { payNow });
    const { decision, state } = run(paid, 'order.cancel.v1', { orderIds: ['order-1'] });
    expect(decision).toEqual({
      ok: false,
      code: 'PAID_NOT_CANCELLABLE',
      message: "A paid order can't be cancelled; refund it instead.",
    });
    expect(state).toBe(paid);
  });
});
