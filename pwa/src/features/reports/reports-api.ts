/** GET /reports?type&from&to (TIME5, VAL14): the sales figures of a date filter. */
import { FALLBACK, type ReportPreset } from '@tavola/shared';
import { apiGet } from '../../lib/api.ts';

export type TopSellingItem = { id: string; title: string; price: number; orders_count: number };

export type ReportsData = {
  message: string;
  currency: string;
  topSellingItems: TopSellingItem[];
  ordersCount: number;
  /** Minor units, unrounded. */
  averageOrderValue: number;
  totalCustomers: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  revenue: number;
  netSales: number;
  taxTotal: number;
};

export function reportsQueryString(type: ReportPreset, from: string | null, to: string | null): string {
  const q = new URLSearchParams({ type });
  if (type === 'custom') {
    if (from) q.set('from', from);
    if (to) q.set('to', to);
  }
  return q.toString();
}

export const reportsApi = {
  get: (type: ReportPreset, from: string | null, to: string | null) =>
    apiGet<ReportsData>(`/reports?${reportsQueryString(type, from, to)}`, { fallback: FALLBACK.reportsLoad }),
};
