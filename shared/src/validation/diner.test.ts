import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  dinerDeliveryInfoArgs,
  dinerLocationArgs,
  dinerMyOrdersArgs,
  dinerOrderArgs,
  dinerPaymentConfirmArgs,
  dinerPhoneLookupArgs,
  menuLinkParams,
} from './diner.ts';

const DINER = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const CLIENT_ORDER = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const line = { itemId: 'item-1', quantity: 1 };
const order = {
  qrcode: 'store-code',
  tableId: 'table-4',
  dinerId: DINER,
  clientOrderId: CLIENT_ORDER,
  paymentMethod: 'cash',
  deliveryType: 'AppCash',
  items: [line],
};

describe('diner order', () => {
  it('[VAL13] a valid order: no prices kept, customer type QRMENU', () => {
    expect(
      parsed(dinerOrderArgs, { ...order, phone: '98450 12345', unitPrice: 1, total: 1, payableTotal: 1 }),
    ).toEqual({
      qrcode: 'store-code',
      tableId: 'table-4',
      dinerId: DINER,
      clientOrderId: CLIENT_ORDER,
      paymentMethod: 'cash',
      deliveryType: 'AppCash',
      customerType: 'QRMENU',
      phone: '9845012345',
      deliveryInfo: null,
      items: [{ itemId: 'item-1', variantId: null, addonIds: [], quantity: 1, notes: null }],
    });
  });

  it.each([
    [{ ...order, items: [] }, 'Cart is empty!'],
    [{ ...order, items: Array.from({ length: 51 }, () => line) }, 'Too many items in the cart!'],
    [{ ...order, items: [{ ...line, quantity: 100 }] }, 'Please provide valid quantity!'],
    [{ ...order, items: [{ ...line, quantity: 0 }] }, 'Please provide valid quantity!'],
    [{ ...order, items: [{ ...line, notes: 'n'.repeat(101) }] }, 'Notes can be at most 100 characters!'],
    [{ ...order, deliveryType: 'cash' }, 'Please select payment method!'],
    [{ ...order, paymentMethod: 'card' }, 'Please select payment method!'],
    [{ ...order, deliveryType: 'AppOnline' }, 'Please select payment method!'],
    [{ ...order, phone: '12345' }, 'Please provide valid phone no.!'],
    [{ ...order, dinerId: 'c-123' }, 'Invalid request!'],
    [{ ...order, clientOrderId: '' }, 'Invalid request!'],
    [{ ...order, customerType: 'WALKIN' }, 'Invalid request!'],
    [{ ...order, qrcode: '' }, 'Broken Link!'],
  ])('[VAL13][DIN2][DIN3] diner order → %s', (input, message) => {
    expect(firstMessageOf(dinerOrderArgs, input)).toBe(message);
  });

  it('[VAL13] 50 lines of 99 are the most a diner may order; App fits both payment methods', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ itemId: `item-${i}`, quantity: 99 }));
    expect(parsed(dinerOrderArgs, { ...order, items }).items).toHaveLength(50);
    expect(
      parsed(dinerOrderArgs, { ...order, paymentMethod: 'online', deliveryType: 'App' }).deliveryType,
    ).toBe('App');
  });

  it('[VAL13] payment confirmation, phone lookup, delivery info, location, my orders and menu link', () => {
    const demo = {
      orderId: 'o1',
      orderToken: TOKEN,
      provider: 'demo',
      providerRef: 'demo_1',
      outcome: 'paid',
    };
    expect(parsed(dinerPaymentConfirmArgs, demo)).toEqual(demo);
    expect(firstMessageOf(dinerPaymentConfirmArgs, { ...demo, provider: 'stripe' })).toBe(
      'Error processing your request, Please try later!',
    );
    expect(firstMessageOf(dinerPaymentConfirmArgs, { ...demo, orderToken: 'short' })).toBe(
      'Order not found!',
    );
    const base = { qrcode: 'q', dinerId: DINER };
    expect(firstMessageOf(dinerPhoneLookupArgs, { ...base, phone: '98450' })).toBe(
      'Please provide valid phone no.!',
    );
    expect(parsed(dinerDeliveryInfoArgs, { ...base, phone: '9845012345', name: ' Asha ' })).toMatchObject({
      phone: '9845012345',
      name: 'Asha',
      address: null,
      lat: null,
    });
    expect(parsed(dinerLocationArgs, { ...base, lat: '12.9716', lng: 77.5946 })).toEqual({
      ...base,
      phone: null,
      lat: 12.9716,
      lng: 77.5946,
    });
    expect(firstMessageOf(dinerLocationArgs, { ...base, lat: 12, lng: 181 })).toBe(
      'Please provide a valid location!',
    );
    expect(firstMessageOf(dinerMyOrdersArgs, { ...base, orderTokens: Array(51).fill(TOKEN) })).toBe(
      'Invalid request!',
    );
    expect(firstMessageOf(menuLinkParams, {})).toBe('Broken Link!');
    expect(parsed(menuLinkParams, { qrcode: 'abc' })).toEqual({ qrcode: 'abc', table: null });
  });
});
