/** The reports screen's tests (English and Hindi): the sales figures GET /reports answers. */
import type { ReportsAnswer } from '@tavola/shared';

/** Three orders, 1,000.00 of revenue, one top seller. */
export const salesFigures: ReportsAnswer = {
  message: 'Reports',
  currency: 'INR',
  topSellingItems: [{ id: 'i-1', title: 'Coffee', price: 20000, orders_count: 3 }],
  ordersCount: 3,
  averageOrderValue: 100000 / 3,
  totalCustomers: 2,
  newCustomerCount: 1,
  repeatedCustomerCount: 1,
  revenue: 100000,
  netSales: 95000,
  taxTotal: 5000,
};
