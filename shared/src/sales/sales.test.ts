import { describe, expect, it } from 'vitest';
import { kitchenSeesOrder } from '../orders/kitchen-orders.ts';
import { averageOrderValue, isSale, saleTotals } from './sales.ts';

describe('what counts as a sale', () => {
  it('[SALE1] an order is a sale once paid (credit leaves it paid too), cancelled or not', () => {
    expect(isSale({ paymentStatus: 'pending' })).toBe(false);
    expect(isSale({ paymentStatus: 'paid' })).toBe(true);
    // the kitchen cooks sales only (OS2 follows SALE1)
    expect(kitchenSeesOrder({ status: 'created', paymentStatus: 'pending' })).toBe(false);
    expect(kitchenSeesOrder({ status: 'created', paymentStatus: 'paid' })).toBe(true);
  });

  it('[SALE2] the money of sales is the sum of their invoices', () => {
    const invoices = [
      { subTotal: 1000, taxTotal: 50, feeTotal: 0, total: 1050 },
      { subTotal: 2000, taxTotal: 100, feeTotal: 30, total: 2130 },
    ];
    expect(saleTotals(invoices)).toEqual({ revenue: 3180, netSales: 3000, taxTotal: 150, feeTotal: 30 });
    expect(saleTotals([])).toEqual({ revenue: 0, netSales: 0, taxTotal: 0, feeTotal: 0 });
  });

  it('[SALE3] average order value is revenue over orders sold, 0 without any', () => {
    expect(averageOrderValue(3180, 2)).toBe(1590);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});
