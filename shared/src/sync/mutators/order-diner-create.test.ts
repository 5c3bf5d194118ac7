import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_CONFIG } from '../../fees/diner-fees.ts';
import { rateFromPercent } from '../../money/rate.ts';
import { aMutatorContext, aTokenBlock, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, run, SHOP, withOrder } from '../../test-support/sync-shop.ts';
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
  it('[DIN4][DIN6][CART8] prices every line from the menu, taxes it as the till does and adds the fees', () => {
    const { decision, state } = decide(shop, dinerWire());
    expect(decision).toMatchObject({
      ok: true,
      events: [{ type: 'new_order', orderId: 'order-d1', tokenNo: '7', paymentStatus: 'pending' }],
    });
    // items 2 × 220.00 + 55.00 = 495.00; GST 5% on the pizzas = 22.00; VAT 10% inside the cola = 5.00;
    // net 490.00, tax 27.00 (the till's, SYNC7); platform 3% of 495.00 = 14.85; GST 18% on it = 2.67.
    expect(state.orders?.['order-d1']).toMatchObject({
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
      subTotal: 49000,
      taxTotal: 2700,
      feeTotal: 1485 + 267,
      total: 51700 + 1752,
      deviceId: null,
      createdBy: null,
      dinerId: 'diner-1',
      customerPhone: null,
      deliveryAddress: null,
      deliveryLandmark: null,
      deliveryLat: null,
      deliveryLng: null,
    });
    expect(state.orderItems?.['dl-1']).toMatchObject({
      unitPrice: 22000,
      quantity: 2,
      taxType: 'exclusive',
      taxRate: rateFromPercent(5),
      variantTitle: 'Small',
      addons: [{ id: 'cheese', title: 'Extra cheese', price: 4000 }],
    });
  });

  it('[CART10][DIN6] the same cart costs the same at the till and on the phone, fees aside', () => {
    const till = withOrder(shop).orders?.['order-1'] as OrderRow | undefined;
    const diner = decide(shop, dinerWire()).state.orders?.['order-d1'] as OrderRow | undefined;
    if (!till || !diner) throw new Error('rejected');
    expect({
      subTotal: diner.subTotal,
      taxTotal: diner.taxTotal,
      total: diner.total - diner.feeTotal,
    }).toEqual({
      subTotal: till.subTotal,
      taxTotal: till.taxTotal,
      total: till.total,
    });
  });

  it('[DIN6][SYNC14] an older diner order, its taxes on the order and none on its lines, keeps them as charged', () => {
    const { state } = decide(shop, dinerWire());
    const order = state.orders?.['order-d1'] as OrderRow;
    const untaxed = Object.values(state.orderItems ?? {}).map((i) => ({ ...i, taxType: null, taxRate: 0 }));
    const older = { ...order, subTotal: 49500, taxTotal: 3475, total: 49500 + 3475 + order.feeTotal };
    expect(orderTotals(older, untaxed as never)).toMatchObject({ taxTotal: 3475, total: older.total });
    expect(orderTotals(order, Object.values(state.orderItems ?? {}) as never)).toMatchObject({
      taxTotal: 2700,
      total: order.total,
    });
  });

  it('[DIN4][SYNC14] the order totals recomputed from its lines equal what the diner was charged', () => {
    const { state } = decide(shop, dinerWire({ paymentMethod: 'online', deliveryType: 'AppOnline' }));
    const order = state.orders?.['order-d1'];
    const items = Object.values(state.orderItems ?? {});
    if (!order) throw new Error('no order');
    expect(orderTotals(order as never, items as never).total).toBe(order.total);
  });

  it('[WHO7] keeps the name, phone and address the diner gave on the order for the staff', () => {
    const contact = {
      phone: '9845012345',
      name: 'Asha Rao',
      address: '12 MG Road',
      landmark: 'Near the bank',
      lat: 12.97,
      lng: 77.59,
    };
    const { state } = decide(shop, dinerWire({ tableId: null, contact }));
    expect(state.orders?.['order-d1']).toMatchObject({
      customerName: 'Asha Rao',
      customerPhone: '9845012345',
      deliveryAddress: '12 MG Road',
      deliveryLandmark: 'Near the bank',
      deliveryLat: 12.97,
      deliveryLng: 77.59,
    });
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

  it("[DIN4][FEE5][CART10] any cart: the till's net and tax, total = subTotal + taxTotal + feeTotal", () => {
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
        const priced = cart.map((l) => ({
          ...l,
          unitPrice: l.itemId === 'pizza' ? SHOP.large.price : SHOP.cola.price,
        }));
        const till = withOrder(shop, { cart: priced, itemIds: cart.map((_, i) => `t${i}`) }).orders?.[
          'order-1'
        ];
        expect(o.subTotal).toBe(till?.subTotal);
        expect(o.taxTotal).toBe(till?.taxTotal);
        expect(o.total).toBe(o.subTotal + o.taxTotal + o.feeTotal);
      }),
    );
  });
});
