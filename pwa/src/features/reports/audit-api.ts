/** GET /reports/audit (AUD1-AUD4): the audit log's page of a filter, and its CSV export's address. */
import type { AuditLogAnswer, ReportPreset } from '@tavola/shared';
import { API_BASE, apiGet } from '../../lib/api.ts';

export type AuditFilter = {
  type: ReportPreset;
  from: string | null;
  to: string | null;
  action: string;
  user: string;
  device: string;
  page: number;
};

export function auditQueryString(f: AuditFilter, format: 'json' | 'csv' = 'json'): string {
  const q = new URLSearchParams({ type: f.type });
  if (f.type === 'custom') {
    if (f.from) q.set('from', f.from);
    if (f.to) q.set('to', f.to);
  }
  if (f.action) q.set('action', f.action);
  if (f.user) q.set('user', f.user);
  if (f.device) q.set('device', f.device);
  if (format === 'csv') q.set('format', 'csv');
  else if (f.page > 1) q.set('page', String(f.page));
  return q.toString();
}

export const auditApi = {
  get: (f: AuditFilter) =>
    apiGet<AuditLogAnswer>(`/reports/audit?${auditQueryString(f)}`, {
      fallback: 'Could not load the audit log!',
    }),
  csvUrl: (f: AuditFilter) => `${API_BASE}/reports/audit?${auditQueryString(f, 'csv')}`,
};
