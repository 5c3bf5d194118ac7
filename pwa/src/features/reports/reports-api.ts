/** GET /reports?type&from&to (TIME5, VAL14): the sales figures of a date filter. */
import { FALLBACK, type ReportPreset, type ReportsAnswer, type ReportTopSellingItem } from '@tavola/shared';
import { apiGet } from '../../lib/api.ts';

/** The dashboard home's best sellers have the reports' shape. */
export type TopSellingItem = ReportTopSellingItem;

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
    apiGet<ReportsAnswer>(`/reports?${reportsQueryString(type, from, to)}`, {
      fallback: FALLBACK.reportsLoad,
    }),
};
