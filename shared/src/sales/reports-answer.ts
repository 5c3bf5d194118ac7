/** GET /reports?type&from&to (D3 §3 "Report (tenant)", TIME5, VAL14): the sales figures of a date filter, one shape. */

/** One of the best sellers: the menu item's current title and price, and how many orders held it. */
export type ReportTopSellingItem = { id: string; title: string; price: number; orders_count: number };

/** The figures of a range (SALE1-SALE4); money in minor units of the store's currency. */
export type SalesFigures = {
  ordersCount: number;
  revenue: number;
  taxTotal: number;
  netSales: number;
  /** Revenue / orders in minor units (unrounded); 0 without orders. */
  averageOrderValue: number;
  totalCustomers: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  topSellingItems: ReportTopSellingItem[];
};

export type ReportsAnswer = SalesFigures & { message: string; currency: string };
