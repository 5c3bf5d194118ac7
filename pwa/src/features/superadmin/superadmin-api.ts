/** The super-admin console's calls and their answers. Money is US cents. */
import {
  FALLBACK,
  type ReportPreset,
  type TenantAddArgs,
  type TenantDetailAnswer,
  type TenantExportAnswer,
  type TenantExportStatus,
  type TenantPageAnswer,
  type TenantUpdateArgs,
} from '@tavola/shared';
import { api, apiGet, apiPost } from '../../lib/api.ts';

export type Dashboard = {
  message: string;
  activeTenants: number;
  ordersProcessedToday: number;
  salesVolumeToday: number;
  mrr: number;
  arr: number;
};

export type TopSellingItem = {
  tenant_id: string;
  tenant_name: string;
  item_id: string;
  title: string;
  qty: number;
};

export type PlatformReport = {
  message: string;
  activeTenants: number;
  mrr: number;
  arr: number;
  totalCustomers: number;
  topSellingItems: TopSellingItem[];
  salesVolume: number;
  ordersProcessed: number;
};

/** The list's filters as the screen holds them; null filters are left out of the query. */
export type TenantFilters = {
  page: number;
  perPage: number;
  search: string;
  status: 'active' | 'inactive' | null;
  type: string | null;
  from: string | null;
  to: string | null;
};

export const tenantsQueryString = (f: TenantFilters): string => {
  const q = new URLSearchParams({ page: String(f.page), perPage: String(f.perPage) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.status) q.set('status', f.status);
  if (f.type) q.set('type', f.type);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return q.toString();
};

export const reportsQueryString = (type: ReportPreset, from: string | null, to: string | null): string => {
  const q = new URLSearchParams({ type });
  if (type === 'custom') {
    if (from) q.set('from', from);
    if (to) q.set('to', to);
  }
  return q.toString();
};

type Message = { message: string };

export const superadminApi = {
  dashboard: () => apiGet<Dashboard>('/superadmin/dashboard', { fallback: FALLBACK.superadminDashboardLoad }),
  tenants: (f: TenantFilters) =>
    apiGet<TenantPageAnswer>(`/superadmin/tenants?${tenantsQueryString(f)}`, {
      fallback: FALLBACK.tenantListLoad,
    }),
  tenantsData: (status: TenantExportStatus) =>
    apiGet<TenantExportAnswer>(`/superadmin/tenantsData/${status}`, {
      fallback: FALLBACK.csvExport,
    }),
  addTenant: (args: TenantAddArgs) => apiPost<Message & { id: string }>('/superadmin/tenants/add', args),
  updateTenant: (id: string, args: TenantUpdateArgs) =>
    api<Message>(`/superadmin/tenants/update/${encodeURIComponent(id)}`, { method: 'PATCH', body: args }),
  deleteTenant: (id: string) =>
    api<Message>(`/superadmin/tenants/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  reports: (type: ReportPreset, from: string | null, to: string | null) =>
    apiGet<PlatformReport>(`/superadmin/reports?${reportsQueryString(type, from, to)}`, {
      fallback: FALLBACK.reportsLoad,
    }),
  tenantDetail: (id: string) =>
    apiGet<TenantDetailAnswer>(`/superadmin/tenants/${encodeURIComponent(id)}/subscription-history`, {
      fallback: FALLBACK.subscriptionHistoryLoad,
    }),
  saveLocation: (id: string, latlng: string) =>
    apiPost<Message>(`/superadmin/tenants/${encodeURIComponent(id)}/latlng`, { latlng }),
};
