import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  dinerLocationArgs,
  dinerOrderArgs,
  dinerOrdersQuery,
  dinerPaymentConfirmArgs,
  dinerPhoneLookupArgs,
  menuLinkParams,
} from './diner.ts';

const line = { itemId: 'item-1', quantity: 1 };
const order = {
  tenantId: 't1',
  customerId: 'c-123',
  cart: [line],
  deliveryType: 'AppCash',
  tableId: 'table-4',
};

describe('diner order', () => {
  it('[VAL13] a valid order: no prices, customer type QRMENU', () => {
    expect(parsed(dinerOrderArgs, { ...order, phone: '98450 12345', unitPrice: 1 })).toEqual({
      id: null,
      tenantId: 't1',
      customerId: 'c-123',
      cart: [{ itemId: 'item-1', variantId: null, addonIds: [], quantity: 1, notes: null }],
      deliveryType: 'AppCash',
      customerType: 'QRMENU',
      phone: '9845012345',
      tableId: 'table-4',
    });
  });

  it.each([
    [{ ...order, cart: [] }, 'Cart is empty!'],
    [{ ...order, cart: Array.from({ length: 51 }, () => line) }, 'Too many items in the cart!'],
    [{ ...order, cart: [{ ...line, quantity: 100 }] }, 'Please provide valid quantity!'],
    [{ ...order, cart: [{ ...line, quantity: 0 }] }, 'Please provide valid quantity!'],
    [{ ...order, cart: [{ ...line, notes: 'n'.repeat(101) }] }, 'Notes can be at most 100 characters!'],
    [{ ...order, deliveryType: 'cash' }, 'Please select payment method!'],
    [{ ...order, phone: '12345' }, 'Please provide valid phone no.!'],
    [{ ...order, customerId: '' }, 'Invalid request!'],
    [{ ...order, customerType: 'WALKIN' }, 'Invalid request!'],
  ])('[VAL13] diner order → %s', (input, message) => {
    expect(firstMessageOf(dinerOrderArgs, input)).toBe(message);
  });

  it('[VAL13] 50 lines of 99 are the most a diner may order', () => {
    const cart = Array.from({ length: 50 }, (_, i) => ({ itemId: `item-${i}`, quantity: 99 }));
    expect(parsed(dinerOrderArgs, { ...order, cart }).cart).toHaveLength(50);
  });

  it('[VAL13] payment confirmation, phone lookup, location, orders and menu link', () => {
    const confirm = {
      orderIds: ['o1'],
      payableTotal: 111422,
      itemsTotal: 100000,
      taxTotal: 5000,
      tenantId: 't1',
    };
    expect(parsed(dinerPaymentConfirmArgs, confirm)).toEqual(confirm);
    expect(firstMessageOf(dinerPaymentConfirmArgs, { ...confirm, payableTotal: 1114.22 })).toBe(
      'Please provide valid amount!',
    );
    expect(firstMessageOf(dinerPhoneLookupArgs, { phone: '98450' })).toBe('Please provide valid phone no.!');
    expect(parsed(dinerLocationArgs, { tenantId: 't1', lat: '12.9716', lng: 77.5946 })).toEqual({
      tenantId: 't1',
      lat: 12.9716,
      lng: 77.5946,
    });
    expect(firstMessageOf(dinerLocationArgs, { tenantId: 't1', lat: 12, lng: 181 })).toBe(
      'Please provide a valid location!',
    );
    expect(firstMessageOf(dinerOrdersQuery, {})).toBe('Invalid request!');
    expect(firstMessageOf(menuLinkParams, {})).toBe('Broken Link!');
    expect(parsed(menuLinkParams, { qrcode: 'abc' })).toEqual({ qrcode: 'abc', table: null });
  });
});
