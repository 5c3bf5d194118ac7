/** /superadmin/dashboard/reports (TIME5): a preset, then every widget in compact notation. */
import { FALLBACK, REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportPreset, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useQuery } from '../../lib/query.ts';
import { ConsoleIcon } from './console-icons.tsx';
import { type DateFilter, DateFilterDialog, defaultDates } from './date-filter-dialog.tsx';
import { formatCountCompact, formatUsdCompact, SALES_TOOLTIP } from './figures-format.ts';
import { StatCard } from './stat-card.tsx';
import { reportsQueryString, superadminApi } from './superadmin-api.ts';
import './superadmin.css';

const OPTIONS = REPORT_PRESETS.map((p) => ({ value: p, label: REPORT_PRESET_LABELS[p] }));
const isPreset = (s: string | null): s is ReportPreset =>
  (REPORT_PRESETS as readonly (string | null)[]).includes(s);

export function SuperadminReportsScreen() {
  const [filter, setFilter] = useState<DateFilter>(() => ({ filter: 'today', ...defaultDates() }));
  const [open, setOpen] = useState(false);
  const type: ReportPreset = isPreset(filter.filter) ? filter.filter : 'today';
  const { data, error, fetching } = useQuery(
    `superadmin/reports?${reportsQueryString(type, filter.from, filter.to)}`,
    () => superadminApi.reports(type, filter.from, filter.to),
  );
  const label =
    type === 'custom'
      ? `${REPORT_PRESET_LABELS.custom} (${filter.from ?? '-'} to ${filter.to ?? '-'})`
      : REPORT_PRESET_LABELS[type];

  return (
    <section className="panel" aria-labelledby="console-reports-title" data-testid="superadmin-reports">
      <div className="screen-heading">
        <h1 id="console-reports-title">Reports</h1>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          <ConsoleIcon name="filter" size={16} /> Filters
        </button>
      </div>
      <p className="muted" data-testid="reports-filter-label">
        Showing Data for {label}
      </p>
      {fetching && data === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{FALLBACK.reportsLoad}</StatusLine>}
      {data && (
        <div className="reports-layout">
          <div className="stat-grid">
            <StatCard
              label="Active Tenants"
              value={formatCountCompact(data.activeTenants)}
              testId="report-active-tenants"
            />
            <StatCard label="MRR" value={formatUsdCompact(data.mrr)} testId="report-mrr" />
            <StatCard label="ARR" value={formatUsdCompact(data.arr)} testId="report-arr" />
            <StatCard
              label="Store Sales Volume"
              value={formatUsdCompact(data.salesVolume)}
              tooltip={SALES_TOOLTIP}
              testId="report-sales"
            />
            <StatCard
              label="Orders Processed"
              value={formatCountCompact(data.ordersProcessed)}
              testId="report-orders"
            />
            <StatCard
              label="All Tenant's Customers"
              value={formatCountCompact(data.totalCustomers)}
              testId="report-customers"
            />
          </div>
          <div className="card top-selling" data-testid="report-top-selling">
            <h2>Top Selling Items</h2>
            {data.topSellingItems.length === 0 ? (
              <p className="muted">No Top Selling items found for Selected Filter!</p>
            ) : (
              <ol className="top-list">
                {data.topSellingItems.map((i) => (
                  <li key={`${i.tenant_id}:${i.item_id}`}>
                    <span>
                      <span className="cell-title">{i.title}</span>
                      <span className="cell-sub">{i.tenant_name}</span>
                    </span>
                    <span className="top-qty">{formatCountCompact(i.qty)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
      {open && (
        <DateFilterDialog
          open
          onClose={() => setOpen(false)}
          options={OPTIONS}
          value={filter}
          onApply={setFilter}
        />
      )}
    </section>
  );
}
