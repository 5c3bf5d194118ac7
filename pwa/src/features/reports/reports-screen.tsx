/** /dashboard/reports (TIME5-TIME6): a date filter, then the store's figures for it. */
import { FALLBACK, REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportPreset, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { useStoreClock } from '../reservations/date-filter.tsx';
import { type DateFilter, DateFilterDialog } from '../superadmin/date-filter-dialog.tsx';
import { FigureTile } from './figure-tile.tsx';
import { PrepTimesCard } from './prep-times-card.tsx';
import { reportsApi, reportsQueryString } from './reports-api.ts';
import { ReportsTabs } from './reports-tabs.tsx';
import './figures.css';

const OPTIONS = REPORT_PRESETS.map((p) => ({ value: p, label: REPORT_PRESET_LABELS[p] }));
const isPreset = (s: string | null): s is ReportPreset =>
  (REPORT_PRESETS as readonly (string | null)[]).includes(s);

export function ReportsScreen() {
  // From/To stay empty until the dialog opens: it fills them from the store's calendar (TIME6, ADR 0010).
  const [filter, setFilter] = useState<DateFilter>({ filter: 'today', from: null, to: null });
  const [open, setOpen] = useState(false);
  const clock = useStoreClock();
  const type: ReportPreset = isPreset(filter.filter) ? filter.filter : 'today';
  const { data, error, fetching } = useQuery(
    `reports?${reportsQueryString(type, filter.from, filter.to)}`,
    () => reportsApi.get(type, filter.from, filter.to),
  );
  const label =
    type === 'custom'
      ? `${REPORT_PRESET_LABELS.custom} (${filter.from ?? '-'} to ${filter.to ?? '-'})`
      : REPORT_PRESET_LABELS[type];
  const money = (minor: number) => formatMoney(Math.round(minor), data?.currency);

  return (
    <section className="panel" aria-labelledby="reports-title" data-testid="reports">
      <ReportsTabs current="Sales" />
      <div className="figures-heading">
        <h1 id="reports-title">Reports</h1>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          Filters
        </button>
      </div>
      <p className="figures-muted" data-testid="reports-filter-label">
        Showing Data for {label}
      </p>
      {fetching && data === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{FALLBACK.reportsLoad}</StatusLine>}
      {data && (
        <div className="figures-layout">
          <div className="card" data-testid="report-top-selling">
            <h2>Top Selling Items</h2>
            {data.topSellingItems.length === 0 ? (
              <p className="figures-muted">No Top Selling items found for Selected Filter!</p>
            ) : (
              <ol className="figure-list">
                {data.topSellingItems.map((i) => (
                  <li key={i.id}>
                    <span>
                      {i.title} <span className="muted">{formatMoney(i.price, data.currency)}</span>
                    </span>
                    <span>{i.orders_count} orders</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="figure-grid">
            <FigureTile label="Orders" value={String(data.ordersCount)} testId="report-orders" />
            <FigureTile label="Avg. Order Value" value={money(data.averageOrderValue)} testId="report-aov" />
            <FigureTile
              label="Total Customers"
              value={String(data.totalCustomers)}
              testId="report-customers"
            />
            <FigureTile label="New Customers" value={String(data.newCustomerCount)} testId="report-new" />
            <FigureTile
              label="Repeat Customers"
              value={String(data.repeatedCustomerCount)}
              testId="report-repeat"
            />
            <FigureTile label="Revenue" value={money(data.revenue)} testId="report-revenue" />
            <FigureTile label="Net Sales" value={money(data.netSales)} testId="report-net" />
            <FigureTile label="Tax" value={money(data.taxTotal)} testId="report-tax" />
          </div>
        </div>
      )}
      <PrepTimesCard type={type} from={filter.from} to={filter.to} />
      {open && (
        <DateFilterDialog
          open
          onClose={() => setOpen(false)}
          options={OPTIONS}
          value={filter}
          onApply={setFilter}
          clock={clock}
        />
      )}
    </section>
  );
}
