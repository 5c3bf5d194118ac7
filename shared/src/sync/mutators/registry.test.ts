import { describe, expect, it } from 'vitest';
import { aMutatorContext } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run, withOrder } from '../../test-support/sync-shop.ts';
import { loadFromState } from '../apply.ts';
import { getMutator, MUTATOR_NAMES, MUTATORS } from './registry.ts';
import { prepareMutation } from './run.ts';

const open = withOrder(aShopState());
const paidOrder = withOrder(aShopState(), { payNow: { invoiceId: 'inv-0' } });
const withCategory = run(open, 'category.create.v1', { id: 'c1', title: 'Pizza' }).state;
const withStation = run(open, 'station.create.v1', { id: 's1', title: 'Bar' }).state;
const withReservation = run(open, 'reservation.create.v1', {
  id: 'r1',
  customerId: 'asha',
  date: Date.UTC(2025, 2, 2, 19),
}).state;

// kitchen flow (ADR 0058): a line started, an order completed, a main course held
const started = run(paidOrder, 'order.item-status.v1', {
  orderId: 'order-1',
  itemId: 'line-1',
  status: 'preparing',
  source: 'kitchen',
}).state;
const completedOrder = run(paidOrder, 'order.complete.v1', { orderIds: ['order-1'] }).state;
const coursed = withOrder(aShopState(), {
  cart: [
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
  ],
});

const withShift = run(open, 'shift.open.v1', { id: 'sh1', deviceId: 'device-a', openingFloat: 1000 }).state;

/** One valid call of every mutator, on a state it changes. */
const SAMPLES: Record<string, { state: typeof open; args: unknown }> = {
  'order.create.v1': { state: aShopState(), args: createOrderWire({ payNow: { invoiceId: 'inv-1' } }) },
  'order.item-status.v1': {
    state: paidOrder,
    args: { orderId: 'order-1', itemId: 'line-1', status: 'delivered', source: 'orders' },
  },
  'order.item-undo.v1': { state: started, args: { orderId: 'order-1', itemId: 'line-1', from: 'preparing' } },
  'order.recall.v1': { state: completedOrder, args: { orderId: 'order-1' } },
  'order.fire-course.v1': { state: coursed, args: { orderId: 'order-1', course: 'main' } },
  'order.cancel.v1': { state: open, args: { orderIds: ['order-1'] } },
  'order.complete.v1': { state: paidOrder, args: { orderIds: ['order-1'] } },
  'order.payment-collected.v1': { state: open, args: { orderIds: ['order-1'], invoiceId: 'inv-1' } },
  'order.pay-and-complete.v1': { state: open, args: { orderIds: ['order-1'], invoiceId: 'inv-1' } },
  'menu-item.create.v1': { state: open, args: { id: 'calzone', title: 'Calzone', price: 100 } },
  'menu-item.update.v1': { state: open, args: { id: 'pizza', title: 'Pizza', price: 100 } },
  'menu-item.delete.v1': { state: open, args: { id: 'pizza' } },
  'menu-item.set-image.v1': { state: open, args: { id: 'pizza', imageHash: 'f'.repeat(64) } },
  'menu-item.set-sold-out.v1': { state: open, args: { id: 'pizza', soldOut: true } },
  'category.create.v1': { state: open, args: { id: 'c1', title: 'Pizza' } },
  'category.update.v1': { state: withCategory, args: { id: 'c1', title: 'Pizzas' } },
  'category.delete.v1': { state: withCategory, args: { id: 'c1' } },
  'station.create.v1': { state: open, args: { id: 's1', title: 'Bar' } },
  'station.update.v1': { state: withStation, args: { id: 's1', title: 'Drinks' } },
  'station.delete.v1': { state: withStation, args: { id: 's1' } },
  'tax.create.v1': { state: open, args: { id: 'cess', title: 'Cess', rate: 1, type: 'exclusive' } },
  'tax.update.v1': { state: open, args: { id: 'gst', title: 'GST', rate: 12, type: 'exclusive' } },
  'tax.delete.v1': { state: open, args: { id: 'gst' } },
  'store-table.create.v1': { state: open, args: { id: 't2', title: 'T2', floor: '-', seatingCapacity: 2 } },
  'store-table.update.v1': { state: open, args: { id: 't1', title: 'T1', floor: '1', seatingCapacity: 2 } },
  'store-table.delete.v1': { state: open, args: { id: 't1' } },
  'payment-type.create.v1': { state: open, args: { id: 'upi', title: 'UPI' } },
  'payment-type.update.v1': { state: open, args: { id: 'cash', title: 'Cash', isActive: false } },
  'payment-type.toggle.v1': { state: open, args: { id: 'cash', isActive: false } },
  'payment-type.delete.v1': { state: open, args: { id: 'cash' } },
  'variant.create.v1': { state: open, args: { id: 'v1', itemId: 'pizza', title: 'Medium', price: 1 } },
  'variant.update.v1': { state: open, args: { id: 'pizza-large', itemId: 'pizza', title: 'XL', price: 1 } },
  'variant.delete.v1': { state: open, args: { id: 'pizza-large', itemId: 'pizza' } },
  'addon.create.v1': { state: open, args: { id: 'a1', itemId: 'pizza', title: 'Olives', price: 1 } },
  'addon.update.v1': { state: open, args: { id: 'cheese', itemId: 'pizza', title: 'Cheese', price: 1 } },
  'addon.delete.v1': { state: open, args: { id: 'cheese', itemId: 'pizza' } },
  'store-settings.update.v1': { state: open, args: { storeName: 'Trattoria', isQRMenuEnabled: true } },
  'store-settings.set-latlng.v1': { state: open, args: { latlng: '12.9716,77.5946' } },
  'print-settings.update.v1': { state: open, args: { pageFormat: '57', isEnablePrint: true } },
  'customer.create.v1': { state: open, args: { id: 'ravi', phone: '12345', name: 'Ravi' } },
  'customer.update.v1': { state: open, args: { id: 'asha', name: 'Asha K' } },
  'customer.delete.v1': { state: open, args: { id: 'asha' } },
  'customer.settle-dues.v1': { state: open, args: { customerId: 'asha', amount: 500 } },
  'reservation.create.v1': {
    state: open,
    args: { id: 'r1', customerId: 'asha', date: Date.UTC(2025, 2, 2, 19), peopleCount: 2 },
  },
  'reservation.update.v1': { state: withReservation, args: { id: 'r1', date: Date.UTC(2025, 2, 3, 19) } },
  'reservation.delete.v1': { state: withReservation, args: { id: 'r1' } },
  // SHIFT1-SHIFT3
  'shift.open.v1': { state: open, args: { id: 'sh1', deviceId: 'device-a', openingFloat: 1000 } },
  'shift.pay-in-out.v1': {
    state: withShift,
    args: { id: 'cm1', shiftId: 'sh1', kind: 'out', amount: 100, reason: 'Milk' },
  },
  'shift.close.v1': {
    state: withShift,
    args: { shiftId: 'sh1', deviceId: 'device-a', countedCash: 1000, businessDays: ['2025-03-01'] },
  },
  // SPLIT1, MOVE1-MOVE2 (the shop's order-1: line-1 × 2, line-2 × 1 at t1)
  'order.split.v1': {
    state: open,
    args: {
      orderId: 'order-1',
      tokenNo: '1',
      seenLines: [
        { id: 'line-1', quantity: 2 },
        { id: 'line-2', quantity: 1 },
      ],
      parts: [{ orderId: 'part-1', lines: [{ id: 'line-2', quantity: 1 }] }],
    },
  },
  'order.move-table.v1': {
    state: run(open, 'store-table.create.v1', { id: 't9', title: 'T9', floor: '-', seatingCapacity: 2 })
      .state,
    args: {
      orderId: 'order-1',
      tableId: 't9',
      seenLines: [
        { id: 'line-1', quantity: 2 },
        { id: 'line-2', quantity: 1 },
      ],
    },
  },
  'order.move-lines.v1': {
    state: open,
    args: {
      fromOrderId: 'order-1',
      tokenNo: '1',
      seenLines: [
        { id: 'line-1', quantity: 2 },
        { id: 'line-2', quantity: 1 },
      ],
      lines: [{ id: 'line-1', quantity: 1, newId: 'line-9' }],
      toOrderId: 'order-9',
      toTableId: 't1',
    },
  },
  // SPLIT6: share 1 of 2 of order-1 (517.00), in cash
  'order.share-paid.v1': {
    state: open,
    args: {
      id: 'share-1',
      orderId: 'order-1',
      of: 2,
      share: 1,
      seenLines: [
        { id: 'line-1', quantity: 2 },
        { id: 'line-2', quantity: 1 },
      ],
      tenders: [{ paymentTypeId: 'cash', tendered: 30000 }],
      invoiceId: 'inv-s',
    },
  },
  // DISC1-DISC6
  'order.discount.v1': {
    state: open,
    args: { orderId: 'order-1', itemId: 'line-1', type: 'amount', value: 100, reason: 'Complaint' },
  },
  'store-settings.discounts.v1': {
    state: open,
    args: { discountReasons: ['Birthday'], discountCap: 50_000 },
  },
  'order.void.v1': { state: open, args: { orderId: 'order-1', itemId: 'line-2', reason: 'Wrong item' } },
  'invoice.refund.v1': {
    state: paidOrder,
    args: { id: 'ref-1', invoiceId: 'inv-0', orderIds: ['order-1'], method: 'tender', reason: 'Cold food' },
  },
};

describe('mutator registry', () => {
  it('[SYNC3] holds every mutator once under its versioned name', () => {
    expect([...MUTATORS.keys()].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(Object.values(MUTATOR_NAMES).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const name of MUTATORS.keys()) expect(name).toMatch(/^[a-z-]+(\.[a-z-]+)+\.v\d+$/);
    expect(getMutator('order.create.v1')?.name).toBe('order.create.v1');
  });

  it('[SYNC3] an unknown name is a permanent rejection', () => {
    expect(prepareMutation('order.create.v0', {})).toMatchObject({ ok: false, code: 'UNKNOWN_MUTATOR' });
    expect(run(open, 'order.teleport.v1', {}).decision).toMatchObject({ ok: false, code: 'UNKNOWN_MUTATOR' });
  });

  it('[SYNC3] args that are not an object are invalid', () => {
    for (const name of MUTATORS.keys())
      expect(prepareMutation(name, 'nope')).toMatchObject({ ok: false, code: 'VALIDATION' });
  });

  it.each(Object.keys(SAMPLES))('[SYNC2] %s decides the same twice and writes something', (name) => {
    const sample = SAMPLES[name]!;
    const prepared = prepareMutation(name, sample.args);
    if (!prepared.ok) throw new Error(prepared.message);
    const { mutator, args } = prepared;
    const ctx = aMutatorContext();
    const first = mutator.decide(loadFromState(sample.state, mutator.reads(args)), args, ctx);
    const second = mutator.decide(loadFromState(sample.state, mutator.reads(args)), args, ctx);
    expect(second).toEqual(first);
    expect(first.ok && first.writes.length > 0).toBe(true);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
  });

  it.each(Object.keys(SAMPLES))('[SYNC2] %s does not depend on the order rows were loaded in', (name) => {
    const sample = SAMPLES[name]!;
    const prepared = prepareMutation(name, sample.args);
    if (!prepared.ok) throw new Error(prepared.message);
    const { mutator, args } = prepared;
    const loaded = loadFromState(sample.state, mutator.reads(args));
    const reversed = Object.fromEntries(
      Object.entries(loaded).map(([t, rows]) => [
        t,
        Object.fromEntries(Object.entries(rows ?? {}).reverse()),
      ]),
    );
    expect(mutator.decide(reversed, args, aMutatorContext())).toEqual(
      mutator.decide(loaded, args, aMutatorContext()),
    );
  });

  it.each(Object.keys(SAMPLES))('[SYNC4] %s refuses a user without scopes', (name) => {
    const nobody = aMutatorContext({ actor: { role: 'staff', scope: '', userId: 'u-1' } });
    expect(run(SAMPLES[name]!.state, name, SAMPLES[name]!.args, nobody).decision).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "You don't have access to this action!",
    });
    const superadmin = aMutatorContext({
      actor: { role: 'superadmin', scope: 'POS,SETTINGS', userId: 'u-2' },
    });
    expect(run(SAMPLES[name]!.state, name, SAMPLES[name]!.args, superadmin).decision).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
