/** GET /dashboard: today's figures for the home screen. */
import { FALLBACK } from '@tavola/shared';
import { apiGet } from '../../lib/api.ts';
import type { TopSellingItem } from '../reports/reports-api.ts';

export type HomeReservation = {
  id: string;
  customer_id: string;
  customer_name: string | null;
  customer_phone: string | null;
  date: string;
  table_id: string | null;
  table_title: string | null;
  status: string;
  notes: string | null;
  people_count: number;
  unique_code: string | null;
};

export type DashboardData = {
  reservations?: HomeReservation[];
  topSellingItems?: TopSellingItem[];
  ordersCount?: number;
  newCustomerCount?: number;
  repeatedCustomerCount?: number;
  currency?: string;
};

export const DASHBOARD_QUERY_KEY = 'dashboard';

export const homeApi = {
  get: () => apiGet<DashboardData>('/dashboard', { fallback: FALLBACK.dashboardLoad }),
};
