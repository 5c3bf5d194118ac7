import { aRow, T0 } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { orderIdsFrom, receiptPath, tokenPath } from './open-print-window.ts';
import type { PrintData } from './print-data.ts';
import { buildReceipt } from './receipt-model.ts';

const data = (flags: Partial<PrintData['printSettings'] & object> = {}): PrintData => ({
  orders: [
    aRow('orders', {
      id: 'o1',
      tokenNo: '17',
      customerType: 'CUSTOMER',
      customerId: 'asha',
      customerName: 'Asha',
      deliveryType: 'takeaway',
      subTotal: 47000,
      taxTotal: 2350,
      total: 49350,
    }),
  ],
  items: [
    aRow('orderItems', {
      id: 'l1',
      orderId: 'o1',
      itemTitle: 'Butter Chicken',
      variantTitle: 'Large',
      unitPrice: 51000,
      quantity: 1,
      notes: 'less spicy',
      addons: [{ id: 'naan', title: 'Butter Naan', price: 6000 }],
    }),
    aRow('orderItems', { id: 'l2', orderId: 'o1', itemTitle: 'Masala Chai', status: 'cancelled' }),
  ],
  printSettings: aRow('printSettings', {
    pageFormat: '57',
    header: 'Welcome!',
    footer: 'Thank you, visit again',
    ...flags,
  }),
  storeSettings: aRow('storeSettings', {
    storeName: 'Tavola Demo Kitchen',
    address: '1 MG Road',
    phone: '080 1234',
    timeZone: 'Asia/Kolkata',
  }),
  tables: [],
  customers: [],
});

describe('receipt', () => {
  it('shows every block when the flags are on: store, customer and order type, notes, token', () => {
    const r = buildReceipt(data(), T0);
    expect(r).toMatchObject({
      pageFormat: '57',
      store: { name: 'Tavola Demo Kitchen', address: '1 MG Road', phone: '080 1234' },
      header: 'Welcome!',
      customer: { type: 'Customer', name: 'Asha', orderType: 'Take Away', source: 'POS' },
      receiptNo: '17-2025-03-01',
      subTotal: 47000,
      taxTotal: 2350,
      total: 49350,
      footer: 'Thank you, visit again',
      token: '17',
    });
    // cancelled lines are not charged, so not printed
    expect(r?.lines).toEqual([
      {
        id: 'l1',
        title: 'Butter Chicken',
        quantity: 1,
        variant: 'Large',
        addons: ['Butter Naan'],
        notes: 'less spicy',
        price: 51000,
        discount: 0,
        discountType: null,
        discountReason: null,
      },
    ]);
  });

  it('[WHO5][WHO7][WHO6][WHO1] a QR menu delivery prints who ordered in words, where to, and what to collect', () => {
    const order = aRow('orders', {
      id: '0193a4f2-7c1e-7d3a-9b2f-3c4d5e6fa1b2',
      tokenNo: '12',
      customerType: 'QRMENU',
      deliveryType: 'AppOnline',
      tableId: null,
      customerName: 'Asha Rao',
      customerPhone: '9845012345',
      deliveryAddress: '12 MG Road',
      deliveryLandmark: 'Near the bank',
      total: 76813,
    });
    const r = buildReceipt({ ...data(), orders: [order] }, T0);
    expect(r).toMatchObject({
      customer: {
        type: 'QR menu',
        name: 'Asha Rao',
        phone: '9845012345',
        address: '12 MG Road, Near the bank',
        orderType: 'Delivery',
        source: 'QR menu',
      },
      references: '#6FA1B2',
      paymentState: 'Unpaid',
      toCollect: 76813,
    });
  });

  it('[WHO4] a credit sale prints Credit with nothing to collect', () => {
    const order = aRow('orders', { id: 'o1', paymentStatus: 'paid', paymentMethod: 'credit', total: 49350 });
    expect(buildReceipt({ ...data(), orders: [order] }, T0)).toMatchObject({
      paymentState: 'Credit',
      toCollect: 0,
    });
  });

  it('leaves out store details, customer details, notes and token when their flags are off', () => {
    const r = buildReceipt(
      data({ showStoreDetails: false, showCustomerDetails: false, showNotes: false, printToken: false }),
      T0,
    );
    expect(r).toMatchObject({ store: null, customer: null, token: null });
    expect(r?.lines[0]?.notes).toBeNull();
  });

  it('[PRT17] the receipt number is the token plus the store’s date of the sale; none for an unknown order', () => {
    // 20:00 UTC is already the next day in Kolkata
    const late = aRow('orders', { id: 'o1', tokenNo: '17', createdAt: Date.UTC(2025, 2, 1, 20, 0) });
    expect(buildReceipt({ ...data(), orders: [late] }, Date.UTC(2025, 2, 1, 20, 0))?.receiptNo).toBe(
      '17-2025-03-02',
    );
    expect(buildReceipt({ ...data(), orders: [] }, T0)).toBeNull();
  });

  it('[PRT17] a reprint days later keeps the sale’s date and time: the payment’s invoice time, else the order’s', () => {
    const sold = Date.UTC(2025, 2, 1, 6, 30);
    const order = aRow('orders', { id: 'o1', tokenNo: '17', createdAt: sold });
    const days = Date.UTC(2025, 2, 4, 11, 0);
    expect(buildReceipt({ ...data(), orders: [order] }, days)).toMatchObject({
      saleAt: sold,
      receiptNo: '17-2025-03-01',
      printedAt: days,
    });
    const paid = Date.UTC(2025, 2, 1, 7, 15);
    const invoice = aRow('invoices', { id: 'i1', createdAt: paid });
    expect(buildReceipt({ ...data(), orders: [order], invoices: [invoice] }, days)?.saleAt).toBe(paid);
  });
});

describe('print paths', () => {
  it('one order uses orderId, a group orderIds; both read back', () => {
    expect(receiptPath(['a'])).toBe('/print-receipt?orderId=a');
    expect(receiptPath(['a', 'b'])).toBe('/print-receipt?orderIds=a,b');
    expect(tokenPath('a')).toBe('/print-token?orderId=a');
    expect(orderIdsFrom('?orderIds=a,b,a')).toEqual(['a', 'b']);
    expect(orderIdsFrom('?orderId=x')).toEqual(['x']);
    expect(orderIdsFrom('')).toEqual([]);
  });
});
