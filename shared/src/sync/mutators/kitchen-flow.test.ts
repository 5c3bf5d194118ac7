import { describe, expect, it } from 'vitest';
import { aShopState, run, withOrder } from '../../test-support/sync-shop.ts';

const paid = withOrder(aShopState(), { payNow: { invoiceId: 'inv-0' } });
const step = (state: typeof paid, status: string, itemId = 'line-1') =>
  run(state, 'order.item-status.v1', { orderId: 'order-1', itemId, status, source: 'kitchen' });
const line = (state: typeof paid, id = 'line-1') =>
  state.orderItems?.[id] as unknown as Record<string, unknown> | undefined;

describe('kitchen flow mutators', () => {
  it('[KDS16] the item-status mutator stamps start and ready with its clock', () => {
    const started = step(paid, 'preparing').state;
    expect(line(started)?.startedAt).toEqual(expect.any(Number));
    const ready = step(started, 'completed').state;
    expect(line(ready)?.readyAt).toEqual(expect.any(Number));
  });

  it('[KDS12] undo takes one step back and is recorded; a second undo changes nothing', () => {
    const started = step(paid, 'preparing').state;
    const undo = run(started, 'order.item-undo.v1', {
      orderId: 'order-1',
      itemId: 'line-1',
      from: 'preparing',
    });
    expect(undo.decision).toMatchObject({ ok: true, audit: [{ action: 'order.item_undo' }] });
    expect(line(undo.state)).toMatchObject({ status: 'created', startedAt: null });
    const again = run(undo.state, 'order.item-undo.v1', {
      orderId: 'order-1',
      itemId: 'line-1',
      from: 'preparing',
    });
    expect(again.decision).toEqual({ ok: true, writes: [] });
  });

  it('[KDS14] a recall reopens a completed order with its lines ready again', () => {
    const done = run(paid, 'order.complete.v1', { orderIds: ['order-1'] }).state;
    const recalled = run(done, 'order.recall.v1', { orderId: 'order-1' });
    expect(recalled.decision).toMatchObject({ ok: true, audit: [{ action: 'order.recall' }] });
    expect(recalled.state.orders?.['order-1']).toMatchObject({ status: 'created' });
    expect(line(recalled.state)?.status).toBe('completed');
  });

  it('[CRS2][CRS3] a held main is refused to the kitchen until fired; firing is recorded and times it', () => {
    const cart = [
      {
        itemId: 'pizza',
        variantId: 'pizza-small',
        addonIds: [],
        quantity: 1,
        notes: null,
        unitPrice: 20000,
        course: 'starter',
      },
      {
        itemId: 'cola',
        variantId: null,
        addonIds: [],
        quantity: 1,
        notes: null,
        unitPrice: 5500,
        course: 'main',
      },
    ];
    const coursed = withOrder(aShopState(), { cart, payNow: { invoiceId: 'inv-0' } });
    expect(line(coursed, 'line-2')).toMatchObject({ course: 'main', heldUntilFired: true });
    expect(step(coursed, 'preparing', 'line-2').decision).toMatchObject({ ok: false, code: 'COURSE_HELD' });
    const fired = run(coursed, 'order.fire-course.v1', { orderId: 'order-1', course: 'main' });
    expect(fired.decision).toMatchObject({ ok: true, audit: [{ action: 'order.course_fired' }] });
    expect(line(fired.state, 'line-2')).toMatchObject({ heldUntilFired: false, firedAt: expect.any(Number) });
    expect(step(fired.state, 'preparing', 'line-2').decision.ok).toBe(true);
    expect(run(fired.state, 'order.fire-course.v1', { orderId: 'order-1', course: 'main' }).decision).toEqual(
      {
        ok: true,
        writes: [],
      },
    );
  });
});
