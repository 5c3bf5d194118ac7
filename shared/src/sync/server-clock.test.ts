import { describe, expect, it } from 'vitest';
import { RECALL } from '../orders/kitchen-reverse.ts';
import { aMutatorContext, T0 } from '../test-support/sync.ts';
import { aShopState, run, withOrder } from '../test-support/sync-shop.ts';
import { clockOffset, serverClock } from './server-clock.ts';

const MIN = 60_000;
const paid = withOrder(aShopState(), { payNow: { invoiceId: 'inv-0' } });
const undo = { orderId: 'order-1', itemId: 'line-1', from: 'preparing' };

/** The server (its clock at `serverAt`) starts line-1; the till pulls the stamped row. */
function startedByServer(serverAt: number) {
  const args = { orderId: 'order-1', itemId: 'line-1', status: 'preparing', source: 'kitchen' };
  const step = run(paid, 'order.item-status.v1', args, aMutatorContext({ now: serverAt }));
  expect(step.decision.ok).toBe(true);
  return step.state;
}

/** A till whose clock is `skew` ahead of the server's (behind when negative), having heard a pull answer at `at`. */
function tillAt(at: number, skew: number) {
  let local = at + skew;
  const clock = serverClock(() => local);
  // a pull taking 80 ms, answered half-way
  clock.heard({ sentAt: local - 80, receivedAt: local, serverTime: at - 40 });
  return { clock, later: (ms: number) => (local += ms) };
}

describe('the till on the server’s clock (KDS20)', () => {
  it('[KDS20] the offset is the server’s time less the middle of the round trip; 0 until an answer says', () => {
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_200, serverTime: 61_100 })).toBe(60_000);
    const clock = serverClock(() => T0);
    expect(clock.now()).toBe(T0);
    clock.heard({ sentAt: T0 - 100, receivedAt: T0 + 100, serverTime: T0 - 10 * MIN });
    expect(clock.offset()).toBe(-10 * MIN);
    expect(clock.now()).toBe(T0 - 10 * MIN);
  });

  it('[KDS20][KDS13] a till 40 minutes ahead still undoes a step the server stamped a minute ago', () => {
    const started = startedByServer(T0);
    const till = tillAt(T0 + MIN, 40 * MIN);
    const decision = run(
      started,
      'order.item-undo.v1',
      undo,
      aMutatorContext({ now: till.clock.now() }),
    ).decision;
    expect(decision).toMatchObject({ ok: true, audit: [{ action: 'order.item_undo' }] });
  });

  it('[KDS20][KDS13] a till 10 minutes behind refuses an undo 35 minutes after the server’s step', () => {
    const started = startedByServer(T0);
    const till = tillAt(T0 + 35 * MIN, -10 * MIN);
    const decision = run(
      started,
      'order.item-undo.v1',
      undo,
      aMutatorContext({ now: till.clock.now() }),
    ).decision;
    expect(decision).toMatchObject({ ok: false, code: 'TOO_LATE' });
    // and within the window on the server's clock it is allowed, whatever the till's own clock says
    const early = tillAt(T0 + RECALL.windowMs - MIN, -10 * MIN);
    expect(
      run(started, 'order.item-undo.v1', undo, aMutatorContext({ now: early.clock.now() })).decision.ok,
    ).toBe(true);
  });

  it('[KDS20] the estimate follows the device’s clock between answers', () => {
    const till = tillAt(T0, 40 * MIN);
    expect(Math.abs(till.clock.now() - T0)).toBeLessThanOrEqual(40);
    till.later(5 * MIN);
    expect(Math.abs(till.clock.now() - (T0 + 5 * MIN))).toBeLessThanOrEqual(40);
  });
});
