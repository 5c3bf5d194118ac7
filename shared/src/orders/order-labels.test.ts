import { describe, expect, it } from 'vitest';
import { aRow } from '../test-support/index.ts';
import {
  amountToCollect,
  customerTypeLabel,
  invoicePaymentState,
  orderSourceOf,
  orderTypeLabel,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
} from './order-labels.ts';

describe('order labels', () => {
  it('[WHO3] the till types read Dine-In, Take Away, Delivery; a QR menu order by its table; absent N/A', () => {
    expect(orderTypeLabel({ deliveryType: 'dinein', tableId: null })).toBe('Dine-In');
    expect(orderTypeLabel({ deliveryType: 'takeaway', tableId: null })).toBe('Take Away');
    expect(orderTypeLabel({ deliveryType: 'delivery', tableId: null })).toBe('Delivery');
    expect(orderTypeLabel({ deliveryType: 'AppOnline', tableId: 't1' })).toBe('Dine-In');
    expect(orderTypeLabel({ deliveryType: 'AppCash', tableId: null })).toBe('Delivery');
    expect(orderTypeLabel({ deliveryType: null, tableId: null })).toBe('N/A');
  });

  it('[WHO4] a credit sale is Credit, a paid one Paid, a pending one Unpaid', () => {
    const state = (paymentStatus: string, paymentMethod: string | null) =>
      PAYMENT_STATE_LABELS[paymentStateOf({ paymentStatus, paymentMethod })];
    expect(state('paid', 'credit')).toBe('Credit');
    expect(state('paid', 'Cash')).toBe('Paid');
    expect(state('pending', null)).toBe('Unpaid');
    expect(PAYMENT_STATE_LABELS[invoicePaymentState({ isCredit: true })]).toBe('Credit');
    expect(PAYMENT_STATE_LABELS[invoicePaymentState({ isCredit: false })]).toBe('Paid');
  });

  it('[WHO5] the source and customer type are words, never the raw QRMENU', () => {
    expect(orderSourceOf(aRow('orders', { customerType: 'QRMENU' }))).toBe('qrmenu');
    expect(orderSourceOf(aRow('orders', { customerType: 'WALKIN' }))).toBe('pos');
    expect(customerTypeLabel('QRMENU')).toBe('QR menu');
    expect(customerTypeLabel('WALKIN')).toBe('Walk-in');
    expect(customerTypeLabel('CUSTOMER')).toBe('Customer');
  });

  it('[WHO6] the amount to collect is the total until paid; nothing for a paid or credit sale', () => {
    expect(amountToCollect(aRow('orders', { total: 52500 }))).toBe(52500);
    expect(amountToCollect(aRow('orders', { total: 52500, paymentStatus: 'paid' }))).toBe(0);
    expect(
      amountToCollect(aRow('orders', { total: 52500, paymentStatus: 'paid', paymentMethod: 'credit' })),
    ).toBe(0);
  });
});
