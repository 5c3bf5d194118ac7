/** The reports screen's tests (English and Hindi): the sales figures GET /reports answers. */
import type { ReportsData } from './reports-api.ts';

/** Three orders, 1,000.00 of revenue, one top seller. */
export const salesFigures: ReportsData = {
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
