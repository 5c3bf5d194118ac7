import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_CONFIG } from '../../fees/diner-fees.ts';
import { aMutatorContext, aTokenBlock, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, run, SHOP } from '../../test-support/sync-shop.ts';
import { applyWrites, loadFromState, type SyncState } from '../apply.ts';
import type { MutatorContext } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import { createDinerOrder, dinerCreateArgs } from './order-diner-create.ts';
import { orderTotals } from './order-rows.ts';
import { getMutator } from './registry.ts';

const shop = aShopState();
/** The server's block of one token (DIN5). */
const serverCtx = (overrides: Partial<MutatorContext> = {}) =>
  aMutatorContext({ deviceCode: '', leases: [aTokenBlock({ start: 7, end: 7 })], ...overrides });

const dinerWire = (overrides: Record<string, unknown> = {}) => ({
  id: 'order-d1',
  tokenNo: '7',
  businessDay: DAY0,
  dinerId: 'diner-1',
  tableId: 't1',
  deliveryType: 'AppCash',
  paymentMethod: 'cash',
  cart: [
    { itemId: 'pizza', variantId: 'pizza-small', addonIds: ['cheese'], quantity: 2, notes: null },
    { itemId: 'cola', variantId: null, addonIds: [], quantity: 1, notes: null },
  ],
  itemIds: ['dl-1', 'dl-2'],
  fees: DEFAULT_FEE_CONFIG,
  ...overrides,
});

function decide(state: SyncState, wire: Record<string, unknown>, ctx = serverCtx()) {
  const args = v.parse(dinerCreateArgs, wire);
  const decision = createDinerOrder.decide(loadFromState(state, createDinerOrder.reads(args)), args, ctx);
  return { decision, state: decision.ok ? applyWrites(state, decision.writes) : state };
}

describe('order.diner-create.v1', () => {
  it('[DIN4][CART8] prices every line from the menu and charges the diner breakdown on the order', () => {
    const { decision, state } = decide(shop, dinerWire());
    expect(decision).toMatchObject({
      ok: true,
      events: [{ type: 'new_order', orderId: 'order-d1', tokenNo: '7', paymentStatus: 'pending' }],
    });
    // mrp 2 × 220.00 + 55.00 = 495.00; GST 5% exclusive of mrp = 24.75; VAT (inclusive) flat 10.00;
    // platform 3% = 14.85; GST 18% on it = 2.67; cash processing 0.
    expect(state.orders?.['order-d1']).toEqual({
      id: 'order-d1',
      createdAt: T0,
      updatedAt: T0,
      tokenNo: '7',
      businessDay: DAY0,
      deliveryType: 'AppCash',
      customerType: 'QRMENU',
      customerId: null,
      customerName: null,
      tableId: 't1',
      status: 'created',
      paymentStatus: 'pending',
      paymentMethod: null,
      subTotal: 49500,
      taxTotal: 2475 + 1000,
      feeTotal: 1485 + 267,
      total: 49500 + 3475 + 1752,
      deviceId: null,
      createdBy: null,
      dinerId: 'diner-1',
    });
    expect(state.orderItems?.['dl-1']).toMatchObject({
      unitPrice: 22000,
      quantity: 2,
      taxType: null,
      taxRate: 0,
      variantTitle: 'Small',
      addons: [{ id: 'cheese', title: 'Extra cheese', price: 4000 }],
    });
  });

  it('[DIN4][SYNC14] the order totals recomputed from its lines equal what the diner was charged', () => {
    const { state } = decide(shop, dinerWire({ paymentMethod: 'online', deliveryType: 'AppOnline' }));
    const order = state.orders?.['order-d1'];
    const items = Object.values(state.orderItems ?? {});
    if (!order) throw new Error('no order');
    expect(orderTotals(order as never, items as never).total).toBe(order.total);
  });

  it('[DIN5] the token must be the block of one the server took; a used token is refused', () => {
    expect(decide(shop, dinerWire({ tokenNo: '8' })).decision).toMatchObject({
      ok: false,
      code: 'TOKEN_NOT_LEASED',
    });
    const first = decide(shop, dinerWire()).state;
    expect(decide(first, dinerWire({ id: 'order-d2', itemIds: ['x1', 'x2'] })).decision).toMatchObject({
      ok: false,
      code: 'TOKEN_IN_USE',
    });
  });

  it('[SYNC11] the same order id again writes nothing', () => {
    const first = decide(shop, dinerWire()).state;
    expect(decide(first, dinerWire()).decision).toEqual({ ok: true, writes: [] });
  });

  it('[CART8] an item or variant no longer on the menu, or a table that is gone, is refused', () => {
    const gone = { itemId: 'nope', variantId: null, addonIds: [], quantity: 1, notes: null };
    expect(decide(shop, dinerWire({ cart: [gone], itemIds: ['a'] })).decision).toMatchObject({
      ok: false,
      code: 'ITEM_NOT_FOUND',
    });
    expect(decide(shop, dinerWire({ tableId: 'other-table' })).decision).toMatchObject({
      ok: false,
      code: 'TABLE_NOT_FOUND',
    });
  });

  it('[DIN4] is not a pushable mutator: no till can create a diner order', () => {
    expect(getMutator('order.diner-create.v1')).toBeUndefined();
    expect(run(shop, 'order.diner-create.v1', dinerWire()).decision).toMatchObject({
      ok: false,
      code: 'UNKNOWN_MUTATOR',
    });
  });

  it('[DIN4][FEE5] any cart: total = subTotal + taxTotal + feeTotal, lines at menu prices', () => {
    const line = fc.record({
      itemId: fc.constantFrom('pizza', 'cola'),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.boolean(), (lines, online) => {
        const cart = lines.map((l) => ({
          itemId: l.itemId,
          variantId: l.itemId === 'pizza' ? 'pizza-large' : null,
          addonIds: [],
          quantity: l.quantity,
          notes: null,
        }));
        const wire = dinerWire({
          cart,
          itemIds: cart.map((_, i) => `l${i}`),
          paymentMethod: online ? 'online' : 'cash',
          deliveryType: 'App',
        });
        const { state } = decide(shop, wire);
        const o = state.orders?.['order-d1'] as OrderRow | undefined;
        if (!o) throw new Error('rejected');
        const mrp = lines.reduce(
          (s, l) => s + l.quantity * (l.itemId === 'pizza' ? SHOP.large.price : SHOP.cola.price),
          0,
        );
        expect(o.subTotal).toBe(mrp);
        expect(o.total).toBe(o.subTotal + o.taxTotal + o.feeTotal);
      }),
    );
  });
});
