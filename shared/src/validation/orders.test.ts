import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  getOrderArgs,
  kitchenStatusArgs,
  orderIdsArgs,
  orderItemStatusArgs,
  orderPaymentArgs,
  userPaymentCompleteArgs,
} from './orders.ts';

describe('order actions', () => {
  it('[VAL16] the orders screen may set preparing, completed, delivered or cancelled', () => {
    expect(parsed(orderItemStatusArgs, { id: 'oi-1', status: 'cancelled' })).toEqual({
      id: 'oi-1',
      status: 'cancelled',
    });
    expect(firstMessageOf(orderItemStatusArgs, { id: 'oi-1', status: 'created' })).toBe(
      'Please select valid status!',
    );
    expect(firstMessageOf(orderItemStatusArgs, { status: 'preparing' })).toBe('Invalid request!');
  });

  it('[VAL16] the kitchen may not cancel', () => {
    expect(firstMessageOf(kitchenStatusArgs, { id: 'oi-1', status: 'cancelled' })).toBe(
      'Please select valid status!',
    );
    expect(parsed(kitchenStatusArgs, { id: 'oi-1', status: 'delivered' }).status).toBe('delivered');
  });

  it('[VAL16] group actions need at least one order id', () => {
    expect(firstMessageOf(orderIdsArgs, { orderIds: [] })).toBe('Invalid request!');
    expect(firstMessageOf(orderIdsArgs, {})).toBe('Invalid request!');
    expect(parsed(orderIdsArgs, { orderIds: ['o1', 'o1', 'o2'] })).toEqual({ orderIds: ['o1', 'o2'] });
    expect(firstMessageOf(getOrderArgs, {})).toBe('Invalid request!');
  });

  it('[VAL16] payments carry totals in minor units', () => {
    const pay = { orderIds: ['o1'], subTotal: 20000, taxTotal: 1000, total: 21000 };
    // how it is paid defaults to no payment type, no credit, no customer details
    const unpaid = {
      paymentTypeId: null,
      credit: false,
      customerId: null,
      name: null,
      phone: null,
      email: null,
    };
    expect(parsed(orderPaymentArgs, pay)).toEqual({ ...pay, ...unpaid });
    expect(parsed(orderPaymentArgs, { ...pay, credit: true, customerId: 'c1' })).toMatchObject({
      credit: true,
      customerId: 'c1',
    });
    expect(firstMessageOf(orderPaymentArgs, { ...pay, subTotal: '200.00' })).toBe(
      'Please provide valid amount!',
    );
    expect(firstMessageOf(userPaymentCompleteArgs, pay)).toBe('Invalid request!');
    expect(parsed(userPaymentCompleteArgs, { ...pay, tenantId: 't1' }).tenantId).toBe('t1');
  });
});
