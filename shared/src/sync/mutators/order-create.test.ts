import { describe, expect, it } from 'vitest';
import { aMutatorContext, aTokenBlock, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run, SHOP } from '../../test-support/sync-shop.ts';
import { applyWrites } from '../apply.ts';

const CREATE = 'order.create.v1';
const shop = aShopState();
const create = (overrides: Record<string, unknown> = {}, ctx = aMutatorContext()) =>
  run(shop, CREATE, createOrderWire(overrides), ctx);

describe('order.create.v1', () => {
  it('[SYNC7] writes the order and its lines with snapshots and CART totals from the loaded menu', () => {
    const { decision, state } = create();
    expect(decision).toMatchObject({ ok: true });
    expect(state.orders?.['order-1']).toEqual({
      id: 'order-1',
      createdAt: T0,
      updatedAt: T0,
      tokenNo: '1',
      businessDay: DAY0,
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      customerName: null,
      tableId: 't1',
      status: 'created',
      paymentStatus: 'pending',
      paymentMethod: null,
      subTotal: 49000,
      taxTotal: 2700,
      feeTotal: 0,
      total: 51700,
      deviceId: 'device-a',
      createdBy: 'user-0',
      dinerId: null,
    });
    expect(state.orderItems?.['line-1']).toMatchObject({
      orderId: 'order-1',
      itemId: 'pizza',
      itemTitle: 'Margherita',
      variantId: 'pizza-small',
      variantTitle: 'Small',
      variantPrice: 18000,
      unitPrice: 22000,
      quantity: 2,
      taxRate: SHOP.gst.rate,
      taxType: 'exclusive',
      status: 'created',
      notes: 'no basil',
      addons: [{ id: 'cheese', title: 'Extra cheese', price: 4000 }],
    });
    expect(state.orderItems?.['line-2']).toMatchObject({
      itemTitle: 'Cola',
      taxType: 'inclusive',
      variantId: null,
    });
    expect(state.invoices).toBeUndefined();
  });

  it('[SYNC16] announces a new order with its token and payment status', () => {
    expect(create().decision).toMatchObject({
      events: [{ type: 'new_order', orderId: 'order-1', tokenNo: '1', paymentStatus: 'pending' }],
    });
  });

  it('[SYNC7] a CUSTOMER order snapshots the customer; a walk-in drops a stray customer id', () => {
    const named = create({ customerType: 'CUSTOMER', customerId: 'asha' }).state.orders?.['order-1'];
    expect(named).toMatchObject({ customerType: 'CUSTOMER', customerId: 'asha', customerName: 'Asha' });
    const walkIn = create({ customerType: 'WALKIN', customerId: 'asha' }).state.orders?.['order-1'];
    expect(walkIn).toMatchObject({ customerType: 'WALKIN', customerId: null, customerName: null });
  });

  it('[SYNC8] a unit price that differs from the menu is kept and audited', () => {
    const cart = createOrderWire().cart as Record<string, unknown>[];
    const { decision, state } = create({ cart: [cart[0], { ...cart[1], unitPrice: 5000 }] });
    expect(state.orderItems?.['line-2']).toMatchObject({ unitPrice: 5000 });
    expect(decision).toMatchObject({
      ok: true,
      audit: [
        {
          action: 'order.price_override',
          entity: 'orderItems',
          entityId: 'line-2',
          detail: { orderId: 'order-1', menuItemId: 'cola', rungUp: 5000, menu: 5500 },
        },
      ],
    });
    expect(create().decision).not.toHaveProperty('audit');
  });

  it('[SYNC10] pay now: the order is paid, with its invoice and link', () => {
    const payNow = { invoiceId: 'inv-1', paymentTypeId: 'cash', name: 'Ravi', phone: '98 765' };
    const { decision, state } = create({ payNow });
    expect(decision).toMatchObject({ events: [{ type: 'new_order', paymentStatus: 'paid' }] });
    expect(state.orders?.['order-1']).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'Cash',
      status: 'created',
    });
    expect(state.invoices?.['inv-1']).toMatchObject({
      businessDay: DAY0,
      subTotal: 49000,
      taxTotal: 2700,
      feeTotal: 0,
      total: 51700,
      isCredit: false,
      paymentTypeId: 'cash',
      deliveryType: 'dinein',
      tableId: 't1',
      customerType: 'WALKIN',
      customerId: null,
      name: 'Ravi',
      phone: '98 765',
      email: null,
    });
    expect(state.invoiceOrders?.['inv-1:order-1']).toMatchObject({ invoiceId: 'inv-1', orderId: 'order-1' });
  });

  it("[SYNC10] on credit the total goes to the customer's balance due", () => {
    const { state } = create({
      customerType: 'CUSTOMER',
      customerId: 'asha',
      payNow: { invoiceId: 'inv-1', credit: true },
    });
    expect(state.invoices?.['inv-1']).toMatchObject({
      isCredit: true,
      customerId: 'asha',
      name: 'Asha',
      phone: '9876543210',
    });
    expect(state.customers?.asha).toMatchObject({ balanceDue: 1000 + 51700, updatedAt: T0 });
    expect(state.orders?.['order-1']).toMatchObject({ paymentMethod: 'credit' });
  });

  it('[SYNC10] credit needs a customer', () => {
    expect(create({ payNow: { invoiceId: 'inv-1', credit: true } }).decision).toEqual({
      ok: false,
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Please select customer!',
    });
  });

  it.each([
    ['an empty cart', { cart: [], itemIds: [] }, 'Cart is empty!'],
    ['a missing cart', { cart: undefined, itemIds: [] }, 'Cart is empty!'],
    ['a line id per cart line', { itemIds: ['line-1'] }, 'Invalid request!'],
    ['a repeated line id', { itemIds: ['line-1', 'line-1'] }, 'Invalid request!'],
    ['a token form', { tokenNo: '01' }, 'Invalid token number!'],
    ['a business day', { businessDay: '2025-02-30' }, 'Invalid request!'],
    ['a dining option', { deliveryType: 'drone' }, 'Please select dining option!'],
    ['a customer for a CUSTOMER order', { customerType: 'CUSTOMER' }, 'Please select customer!'],
  ])('[SYNC3] rejects the args without %s', (_, overrides, message) => {
    expect(create(overrides).decision).toEqual({ ok: false, code: 'VALIDATION', message });
  });

  it.each([
    ['ITEM_NOT_FOUND', { itemId: 'calzone' }],
    ['VARIANT_REQUIRED', { variantId: null }],
    ['VARIANT_NOT_FOUND', { variantId: 'pizza-huge' }],
    ['ADDON_NOT_FOUND', { addonIds: ['olives'] }],
  ])('[SYNC9] a line no longer on the menu rejects with %s', (code, line) => {
    const cart = createOrderWire().cart as Record<string, unknown>[];
    expect(create({ cart: [{ ...cart[0], ...line }, cart[1]] }).decision).toMatchObject({ ok: false, code });
  });

  it.each([
    ['outside the device blocks', '21', aMutatorContext()],
    [
      'leased for another day',
      '1',
      aMutatorContext({ leases: [aTokenBlock({ businessDay: '2025-02-28' })] }),
    ],
    ['in offline form of another device', 'B-1', aMutatorContext()],
  ])('[SYNC9] a token %s is TOKEN_NOT_LEASED', (_, tokenNo, ctx) => {
    expect(create({ tokenNo }, ctx).decision).toEqual({
      ok: false,
      code: 'TOKEN_NOT_LEASED',
      message: 'This token number is not valid for this device!',
    });
  });

  it('[SYNC9] a token already used that day is TOKEN_IN_USE; another day may reuse it', () => {
    const after = create().state;
    const again = run(after, CREATE, createOrderWire({ id: 'order-2', itemIds: ['l-3', 'l-4'] }));
    expect(again.decision).toMatchObject({ ok: false, code: 'TOKEN_IN_USE' });
    const nextDay = aMutatorContext({
      businessDay: '2025-03-02',
      leases: [aTokenBlock({ businessDay: '2025-03-02' })],
    });
    const tomorrow = createOrderWire({ id: 'order-2', itemIds: ['l-3', 'l-4'], businessDay: '2025-03-02' });
    expect(run(after, CREATE, tomorrow, nextDay).decision).toMatchObject({ ok: true });
  });

  it("[SYNC9] a token in use is TOKEN_IN_USE even when the context holds only the device's open blocks", () => {
    const after = create().state;
    // The server leaves a full block out of the context (ADR 0014): the reprinted number is still in use.
    const openOnly = aMutatorContext({ leases: [aTokenBlock({ start: 21, end: 40 })] });
    const again = run(after, CREATE, createOrderWire({ id: 'order-2', itemIds: ['l-3', 'l-4'] }), openOnly);
    expect(again.decision).toMatchObject({ ok: false, code: 'TOKEN_IN_USE' });
  });

  it('[SYNC9] a customer or a table that is gone rejects', () => {
    expect(create({ customerType: 'CUSTOMER', customerId: 'ghost' }).decision).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
    });
    expect(create({ tableId: 't9' }).decision).toEqual({
      ok: false,
      code: 'TABLE_NOT_FOUND',
      message: 'Please select a valid table!',
    });
  });

  it('[SYNC6] an order rung up offline days ago keeps its business day and offline token', () => {
    const late = aMutatorContext({ businessDay: '2025-03-04', now: T0 + 3 * 86_400_000, leases: [] });
    const { decision, state } = create({ tokenNo: 'A-4' }, late);
    expect(decision).toMatchObject({ ok: true });
    expect(state.orders?.['order-1']).toMatchObject({ businessDay: DAY0, tokenNo: 'A-4' });
  });

  it('[SYNC11] creating an order that exists writes nothing', () => {
    const first = create();
    const again = run(first.state, CREATE, createOrderWire());
    expect(again.decision).toEqual({ ok: true, writes: [] });
    expect(again.state).toEqual(first.state);
  });

  it('[SYNC4] needs POS (or admin)', () => {
    const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'u-2' } });
    expect(create({}, cashier).decision).toMatchObject({ ok: true });
    const cook = aMutatorContext({ actor: { role: 'staff', scope: 'KITCHEN,ORDERS', userId: 'u-3' } });
    expect(create({}, cook).decision).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "You don't have access to this action!",
    });
  });

  it('[SYNC18] the decision applied to the state is the state runMutation returns', () => {
    const { decision, state } = create({ payNow: { invoiceId: 'inv-1' } });
    expect(decision.ok && applyWrites(shop, decision.writes)).toEqual(state);
  });
});
