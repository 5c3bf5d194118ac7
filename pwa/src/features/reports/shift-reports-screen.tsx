/** /dashboard/reports/shifts (SHIFT7): each shift of a period with its figures, and the same per cashier (server's truth). */
import { REPORT_PRESETS, type ReportPreset, type ShiftReportsAnswer } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { apiGet } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { reportPresetLabel } from './preset-labels.ts';
import { ReportsTabs } from './reports-tabs.tsx';
import './figures.css';

export function ShiftReportsScreen() {
  const t = useT();
  const [type, setType] = useState<ReportPreset>('today');
  const { data, error, fetching } = useQuery(`reports-shifts?${type}`, () =>
    apiGet<ShiftReportsAnswer>(`/reports/shifts?type=${type}`, { fallback: t('reports.shifts.loadFailed') }),
  );
  const money = (n: number | null) => (n === null ? '-' : formatMoney(n, data?.currency));
  return (
    <section className="panel" aria-labelledby="shift-reports-title" data-testid="shift-reports">
      <ReportsTabs current="Shifts" />
      <div className="figures-heading">
        <h1 id="shift-reports-title">{t('reports.tab.shifts')}</h1>
        <select
          value={type}
          onChange={(e) => setType(e.target.value as ReportPreset)}
          aria-label={t('reports.period')}
        >
          {REPORT_PRESETS.filter((p) => p !== 'custom').map((p) => (
            <option key={p} value={p}>
              {reportPresetLabel(p)}
            </option>
          ))}
        </select>
      </div>
      {fetching && data === undefined && <StatusLine kind="loading">{t('reports.pleaseWait')}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{error}</StatusLine>}
      {data && data.shifts.length === 0 && <p className="figures-muted">{t('reports.shifts.none')}</p>}
      {data && data.shifts.length > 0 && (
        <>
          <h2>{t('reports.shifts.perCashier')}</h2>
          <div className="table-scroll">
            <table className="data-table" data-testid="cashier-figures">
              <thead>
                <tr>
                  <th scope="col">{t('reports.shifts.cashier')}</th>
                  <th scope="col">{t('reports.shifts.shifts')}</th>
                  <th scope="col">{t('reports.shifts.revenue')}</th>
                  <th scope="col">{t('reports.shifts.cashSales')}</th>
                  <th scope="col">{t('reports.shifts.difference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.cashiers.map((c) => (
                  <tr key={c.cashierId}>
                    <td>{c.cashierName ?? c.cashierId}</td>
                    <td>{c.shifts}</td>
                    <td>{money(c.revenue)}</td>
                    <td>{money(c.cashSales)}</td>
                    <td>{money(c.difference)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t('reports.shifts.perShift')}</h2>
          <div className="table-scroll">
            <table className="data-table" data-testid="shift-figures">
              <thead>
                <tr>
                  <th scope="col">{t('reports.shifts.day')}</th>
                  <th scope="col">{t('reports.shifts.device')}</th>
                  <th scope="col">{t('reports.shifts.cashier')}</th>
                  <th scope="col">{t('reports.shifts.revenue')}</th>
                  <th scope="col">{t('reports.shifts.expectedCash')}</th>
                  <th scope="col">{t('reports.shifts.counted')}</th>
                  <th scope="col">{t('reports.shifts.difference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.shifts.map((s) => (
                  <tr key={s.id}>
                    <td>
                      {s.businessDay}
                      {s.closesDay ? ' (Z)' : ''}
                    </td>
                    <td>{s.deviceName ?? s.deviceId}</td>
                    <td>{s.cashierName ?? s.cashierId}</td>
                    <td>{money(s.figures.revenue)}</td>
                    <td>{money(s.figures.cash.expected)}</td>
                    <td>{money(s.figures.cash.counted)}</td>
                    <td>{money(s.figures.cash.difference)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
