import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  createOrderAndInvoiceArgs,
  createOrderArgs,
  posCartLine,
  posCustomerSearchArgs,
  saveDraftArgs,
} from './pos.ts';

const line = {
  itemId: 'item-1',
  variantId: 'v1',
  addonIds: ['a1'],
  quantity: 2,
  notes: 'less spicy',
  unitPrice: 34000,
};
const order = { cart: [line], deliveryType: 'dinein', customerType: 'WALKIN', tableId: 't1' };

describe('POS orders', () => {
  it('[VAL12] a valid order parses to minor units with defaults', () => {
    expect(
      parsed(createOrderArgs, {
        cart: [{ itemId: 'item-1', quantity: 1, unitPrice: 25000 }],
        deliveryType: 'takeaway',
      }),
    ).toEqual({
      id: null,
      cart: [{ itemId: 'item-1', variantId: null, addonIds: [], quantity: 1, notes: null, unitPrice: 25000 }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
    });
  });

  it.each([
    [{ ...order, cart: [] }, 'Cart is empty!'],
    [{ ...order, cart: undefined }, 'Cart is empty!'],
    [{ ...order, deliveryType: 'drive-thru' }, 'Please select dining option!'],
    [{ ...order, customerType: 'VIP' }, 'Please select customer type!'],
    [{ ...order, customerType: 'CUSTOMER' }, 'Please select customer!'],
    [{ ...order, cart: [{ ...line, quantity: 0 }] }, 'Please provide valid quantity!'],
    [{ ...order, cart: [{ ...line, quantity: 1000 }] }, 'Please provide valid quantity!'],
    [{ ...order, cart: [{ ...line, notes: 'x'.repeat(101) }] }, 'Notes can be at most 100 characters!'],
    [{ ...order, cart: [{ ...line, unitPrice: 12.5 }] }, 'Please provide valid price!'],
    [{ ...order, cart: [{ ...line, itemId: '' }] }, 'Invalid request!'],
    [{ ...order, cart: Array.from({ length: 201 }, () => line) }, 'Too many items in the cart!'],
  ])('[VAL12] create-order → %s', (input, message) => {
    expect(firstMessageOf(createOrderArgs, input)).toBe(message);
  });

  it('[VAL12][CART7] notes of exactly 100 characters pass; blank notes become null', () => {
    expect(parsed(posCartLine, { ...line, notes: 'x'.repeat(100) }).notes).toHaveLength(100);
    expect(parsed(posCartLine, { ...line, notes: '  ' }).notes).toBeNull();
  });

  it('[VAL12] create-order-and-invoice also carries the totals in minor units', () => {
    const withTotals = { ...order, netTotal: 68000, taxTotal: 3400, total: 71400 };
    expect(parsed(createOrderAndInvoiceArgs, withTotals)).toMatchObject({ netTotal: 68000, total: 71400 });
    expect(firstMessageOf(createOrderAndInvoiceArgs, { ...withTotals, total: -1 })).toBe(
      'Please provide valid amount!',
    );
    expect(firstMessageOf(createOrderAndInvoiceArgs, { ...withTotals, cart: [] })).toBe('Cart is empty!');
  });

  it('[VAL12] the customer search and drafts', () => {
    expect(firstMessageOf(posCustomerSearchArgs, {})).toBe('Please provide phone number to search!');
    expect(firstMessageOf(saveDraftArgs, { nameRef: 'Table 4', cart: [] })).toBe('Cart is empty!');
    expect(firstMessageOf(saveDraftArgs, { cart: [line] })).toBe('Please provide a reference name!');
  });
});
