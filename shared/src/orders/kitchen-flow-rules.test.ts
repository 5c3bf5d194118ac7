import { describe, expect, it } from 'vitest';
import { heldAtSend, heldCourses, isHeldLine } from './courses.ts';
import { kitchenGrantKey, kitchenOrderFilter, kitchenRuleOf, kitchenSeesOrder } from './kitchen-orders.ts';
import { checkReverse, clearedStamps, RECALL, recallFrom, recallList } from './kitchen-reverse.ts';
import { formatDuration, prepTimeRows, sentAt, stampsOnStep } from './prep-times.ts';

const order = (paymentStatus: string, deliveryType: string, status = 'created') => ({
  status,
  paymentStatus,
  deliveryType,
});

describe('which orders the kitchen sees', () => {
  it('[KDS10] by default paid open orders only; with the setting, sent dine-in orders before payment', () => {
    const on = kitchenRuleOf({ kitchenShowsUnpaidDineIn: true });
    expect(kitchenSeesOrder(order('pending', 'dinein'))).toBe(false);
    expect(kitchenSeesOrder(order('paid', 'takeaway'))).toBe(true);
    expect(kitchenSeesOrder(order('pending', 'dinein'), on)).toBe(true);
    expect(kitchenSeesOrder(order('pending', 'takeaway'), on)).toBe(false);
    expect(kitchenSeesOrder(order('pending', 'dinein', 'completed'), on)).toBe(false);
    expect(kitchenRuleOf(undefined)).toEqual({ showsUnpaidDineIn: false });
    expect(
      [order('pending', 'dinein'), order('paid', 'delivery')].filter(kitchenOrderFilter(on)),
    ).toHaveLength(2);
  });

  it('[KDS11] the kitchen grant names the rule, so switching it resets the kitchens', () => {
    expect(kitchenGrantKey('nnk', { showsUnpaidDineIn: false })).toBe('nnk');
    expect(kitchenGrantKey('nnk', { showsUnpaidDineIn: true })).not.toBe('nnk');
  });
});

describe('courses', () => {
  it('[CRS2] the first course of the order goes live, later ones are held; lines without a course are live', () => {
    expect(
      heldAtSend([{ course: 'starter' }, { course: 'main' }, { course: null }, { course: 'dessert' }]),
    ).toEqual([false, true, false, true]);
    expect(heldAtSend([{ course: 'main' }, { course: 'dessert' }])).toEqual([false, true]);
    expect(heldAtSend([{ course: 'main' }, {}])).toEqual([false, false]);
  });

  it('[CRS3] the courses still held, in serving order; a cancelled line holds nothing', () => {
    const lines = [
      { course: 'dessert', heldUntilFired: true, status: 'created' },
      { course: 'main', heldUntilFired: true, status: 'created' },
      { course: 'main', heldUntilFired: true, status: 'cancelled' },
    ];
    expect(heldCourses(lines)).toEqual(['main', 'dessert']);
    expect(isHeldLine({ heldUntilFired: true, status: 'cancelled' })).toBe(false);
  });
});

describe('undo and recall', () => {
  const now = 10 * 60 * 60_000;
  it('[KDS12] only one step back, from the state the screen saw; nothing comes back from cancelled', () => {
    expect(checkReverse({ status: 'preparing', updatedAt: now }, 'preparing', now)).toEqual({
      ok: true,
      to: 'created',
    });
    expect(checkReverse({ status: 'delivered', updatedAt: now }, 'delivered', now)).toEqual({
      ok: true,
      to: 'completed',
    });
    expect(checkReverse({ status: 'completed', updatedAt: now }, 'preparing', now).ok).toBe(false);
    expect(checkReverse({ status: 'created', updatedAt: now }, 'created', now).ok).toBe(false);
    expect(checkReverse({ status: 'cancelled', updatedAt: now }, 'cancelled', now).ok).toBe(false);
    expect(clearedStamps('created')).toEqual({ startedAt: null, readyAt: null });
    expect(clearedStamps('preparing')).toEqual({ readyAt: null });
  });

  it('[KDS13] within the window only', () => {
    const line = { status: 'completed', updatedAt: now - RECALL.windowMs - 1 };
    expect(checkReverse(line, 'completed', now)).toMatchObject({ ok: false, code: 'TOO_LATE' });
  });

  it('[KDS14] a recall takes back delivered lines, else ready ones; the strip keeps the newest ten in the window', () => {
    expect(recallFrom([{ status: 'delivered' }, { status: 'completed' }])).toBe('delivered');
    expect(recallFrom([{ status: 'completed' }, { status: 'preparing' }])).toBe('completed');
    expect(recallFrom([{ status: 'created' }])).toBeNull();
    const tickets = Array.from({ length: 14 }, (_, k) => ({ orderId: `o${k}`, leftAt: now - k * 60_000 }));
    const list = recallList([...tickets, { orderId: 'old', leftAt: now - RECALL.windowMs - 1 }], now);
    expect(list.map((t) => t.orderId)).toEqual(tickets.slice(0, RECALL.listMax).map((t) => t.orderId));
  });
});

describe('preparation times', () => {
  it('[KDS16] a step stamps start and ready once', () => {
    expect(stampsOnStep({}, 'preparing', 5)).toEqual({ startedAt: 5 });
    expect(stampsOnStep({ startedAt: 5 }, 'completed', 9)).toEqual({ startedAt: 5, readyAt: 9 });
    expect(stampsOnStep({ startedAt: 5, readyAt: 9 }, 'delivered', 12)).toEqual({ startedAt: 5, readyAt: 9 });
    expect(stampsOnStep({}, 'delivered', 12)).toEqual({ startedAt: null, readyAt: 12 });
  });

  it('[KDS17] timed from send or fire; average and slowest per group, slowest first', () => {
    expect(sentAt({ firedAt: null }, 100)).toBe(100);
    expect(sentAt({ firedAt: 400 }, 100)).toBe(400);
    const rows = prepTimeRows([
      { key: 'a', title: 'Soup', seconds: 60 },
      { key: 'b', title: 'Curry', seconds: 300 },
      { key: 'a', title: 'Soup', seconds: 121 },
    ]);
    expect(rows).toEqual([
      { key: 'b', title: 'Curry', lines: 1, averageSeconds: 300, slowestSeconds: 300 },
      { key: 'a', title: 'Soup', lines: 2, averageSeconds: 91, slowestSeconds: 121 },
    ]);
    expect(formatDuration(95)).toBe('1m 35s');
    expect(formatDuration(42)).toBe('42s');
  });
});
