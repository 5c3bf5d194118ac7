/** Two tills acting on the same data offline: the server applies their mutations in either order. */
import { describe, expect, it } from 'vitest';
import { aMutatorContext, aTokenBlock, T0 } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { MutatorContext, MutatorDecision } from '../mutator.ts';
import { runMutation } from './run.ts';

const tillA = aMutatorContext({
  deviceId: 'device-a',
  deviceCode: 'A',
  leases: [aTokenBlock({ start: 1, end: 20 })],
});
const tillB = aMutatorContext({
  deviceId: 'device-b',
  deviceCode: 'B',
  leases: [aTokenBlock({ start: 21, end: 40 })],
});

type Push = { name: string; args: unknown; ctx: MutatorContext };

/** The server applying pushes one after another with its own clock. */
function serverApplies(
  state: SyncState,
  pushes: readonly Push[],
): { state: SyncState; decisions: MutatorDecision[] } {
  const decisions: MutatorDecision[] = [];
  let s = state;
  pushes.forEach((p, k) => {
    const r = runMutation(s, p, { ...p.ctx, now: T0 + (k + 1) * 1000 });
    decisions.push(r.decision);
    s = r.state;
  });
  return { state: s, decisions };
}

const open = withOrder(aShopState());
const paid = withOrder(aShopState(), { payNow: { invoiceId: 'inv-0' } });
const status = (itemId: string, to: string): Push => ({
  name: 'order.item-status.v1',
  args: { orderId: 'order-1', itemId, status: to, source: 'orders' },
  ctx: tillA,
});
const cancel: Push = { name: 'order.cancel.v1', args: { orderIds: ['order-1'] }, ctx: tillB };

describe('two tills, one order', () => {
  it('[SYNC12] status first, then cancel: both apply and the order ends cancelled', () => {
    const { state, decisions } = serverApplies(open, [status('line-1', 'preparing'), cancel]);
    expect(decisions.map((d) => d.ok)).toEqual([true, true]);
    expect(state.orders?.['order-1']).toMatchObject({ status: 'cancelled' });
    expect(state.orderItems?.['line-1']).toMatchObject({ status: 'cancelled' });
  });

  it('[SYNC12] cancel first, then status: the status change is rejected ORDER_CLOSED', () => {
    const { state, decisions } = serverApplies(open, [cancel, status('line-1', 'preparing')]);
    expect(decisions[1]).toEqual({
      ok: false,
      code: 'ORDER_CLOSED',
      message: 'This order is already completed or cancelled!',
    });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'cancelled' });
  });

  it('[SYNC12] every line voided first, then a delivery: ORDER_CLOSED, not ITEM_FINAL', () => {
    const voids = [status('line-1', 'cancelled'), status('line-2', 'cancelled')];
    const { decisions } = serverApplies(paid, [...voids, status('line-2', 'delivered')]);
    expect(decisions[2]).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
  });

  it('[OS12] a till cancelling a paid order is refused, whatever the other till did', () => {
    const { state, decisions } = serverApplies(paid, [status('line-1', 'preparing'), cancel]);
    expect(decisions[1]).toMatchObject({ ok: false, code: 'PAID_NOT_CANCELLABLE' });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'created', paymentStatus: 'paid' });
  });

  it('[SYNC12] every line delivered completes the order first: the cancel is rejected ORDER_CLOSED', () => {
    const { state, decisions } = serverApplies(paid, [
      status('line-1', 'delivered'),
      status('line-2', 'delivered'),
      cancel,
    ]);
    expect(decisions[2]).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    expect(state.orders?.['order-1']).toMatchObject({ status: 'completed' });
  });

  it('[SYNC12] both tills pressing the same button: the second is a no-op', () => {
    const press = status('line-1', 'preparing');
    const { decisions } = serverApplies(open, [press, { ...press, ctx: tillB }]);
    expect(decisions[1]).toEqual({ ok: true, writes: [] });
  });

  it('[SYNC2] whichever order the server applies them in, every replay gives the same outcome', () => {
    for (const pushes of [
      [status('line-1', 'preparing'), cancel],
      [cancel, status('line-1', 'preparing')],
    ]) {
      const once = serverApplies(open, pushes);
      expect(serverApplies(open, pushes)).toEqual(once);
    }
  });
});

describe('two tills, offline sales', () => {
  it('[SYNC9] offline tokens of two tills both apply; a number leased to the other till does not', () => {
    const saleA = {
      name: 'order.create.v1',
      args: createOrderWire({ id: 'o-a', tokenNo: 'A-1' }),
      ctx: tillA,
    };
    const saleB = {
      name: 'order.create.v1',
      args: createOrderWire({ id: 'o-b', tokenNo: 'B-1', itemIds: ['l-b1', 'l-b2'] }),
      ctx: tillB,
    };
    const stolen = {
      name: 'order.create.v1',
      args: createOrderWire({ id: 'o-c', tokenNo: '3', itemIds: ['l-c1', 'l-c2'] }),
      ctx: tillB,
    };
    const { state, decisions } = serverApplies(aShopState(), [saleB, saleA, stolen]);
    expect(decisions.map((d) => d.ok || d.code)).toEqual([true, true, 'TOKEN_NOT_LEASED']);
    expect(Object.keys(state.orders ?? {}).sort()).toEqual(['o-a', 'o-b']);
  });
});
