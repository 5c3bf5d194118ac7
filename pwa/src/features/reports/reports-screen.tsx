/** /dashboard/reports (TIME5-TIME6): a date filter, then the store's figures for it. */
import { FALLBACK, REPORT_PRESETS, type ReportPreset, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { useStoreClock } from '../reservations/date-filter.tsx';
import { type DateFilter, DateFilterDialog } from '../superadmin/date-filter-dialog.tsx';
import { FigureTile } from './figure-tile.tsx';
import { PrepTimesCard } from './prep-times-card.tsx';
import { reportPresetLabel } from './preset-labels.ts';
import { reportsApi, reportsQueryString } from './reports-api.ts';
import { ReportsTabs } from './reports-tabs.tsx';
import './figures.css';

const isPreset = (s: string | null): s is ReportPreset =>
  (REPORT_PRESETS as readonly (string | null)[]).includes(s);

export function ReportsScreen() {
  const t = useT();
  const options = REPORT_PRESETS.map((p) => ({ value: p, label: reportPresetLabel(p) }));
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
      ? t('reports.customLabel', {
          label: reportPresetLabel('custom'),
          from: filter.from ?? '-',
          to: filter.to ?? '-',
        })
      : reportPresetLabel(type);
  const money = (minor: number) => formatMoney(Math.round(minor), data?.currency);

  return (
    <section className="panel" aria-labelledby="reports-title" data-testid="reports">
      <ReportsTabs current="Sales" />
      <div className="figures-heading">
        <h1 id="reports-title">{t('reports.title')}</h1>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          {t('reports.filters')}
        </button>
      </div>
      <p className="figures-muted" data-testid="reports-filter-label">
        {t('reports.showingFor', { label })}
      </p>
      {fetching && data === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{FALLBACK.reportsLoad}</StatusLine>}
      {data && (
        <div className="figures-layout">
          <div className="card" data-testid="report-top-selling">
            <h2>{t('reports.topSelling')}</h2>
            {data.topSellingItems.length === 0 ? (
              <p className="figures-muted">{t('reports.noTopSelling')}</p>
            ) : (
              <ol className="figure-list">
                {data.topSellingItems.map((i) => (
                  <li key={i.id}>
                    <span>
                      {i.title} <span className="muted">{formatMoney(i.price, data.currency)}</span>
                    </span>
                    <span>{t('reports.ordersCount', { n: i.orders_count })}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="figure-grid">
            <FigureTile
              label={t('reports.tile.orders')}
              value={String(data.ordersCount)}
              testId="report-orders"
            />
            <FigureTile
              label={t('reports.tile.aov')}
              value={money(data.averageOrderValue)}
              testId="report-aov"
            />
            <FigureTile
              label={t('reports.tile.totalCustomers')}
              value={String(data.totalCustomers)}
              testId="report-customers"
            />
            <FigureTile
              label={t('reports.tile.newCustomers')}
              value={String(data.newCustomerCount)}
              testId="report-new"
            />
            <FigureTile
              label={t('reports.tile.repeatCustomers')}
              value={String(data.repeatedCustomerCount)}
              testId="report-repeat"
            />
            <FigureTile
              label={t('reports.tile.revenue')}
              value={money(data.revenue)}
              testId="report-revenue"
            />
            <FigureTile label={t('reports.tile.netSales')} value={money(data.netSales)} testId="report-net" />
            <FigureTile label={t('reports.tile.tax')} value={money(data.taxTotal)} testId="report-tax" />
          </div>
        </div>
      )}
      <PrepTimesCard type={type} from={filter.from} to={filter.to} />
      {open && (
        <DateFilterDialog
          open
          onClose={() => setOpen(false)}
          options={options}
          value={filter}
          onApply={setFilter}
          clock={clock}
        />
      )}
    </section>
  );
}
