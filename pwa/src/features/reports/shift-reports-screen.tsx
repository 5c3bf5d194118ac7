/** /dashboard/reports/shifts (SHIFT7): each shift of a period with its figures, and the same per cashier (server's truth). */
import {
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPreset,
  type ShiftReportsAnswer,
} from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { apiGet } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { ReportsTabs } from './reports-tabs.tsx';
import './figures.css';

export function ShiftReportsScreen() {
  const [type, setType] = useState<ReportPreset>('today');
  const { data, error, fetching } = useQuery(`reports-shifts?${type}`, () =>
    apiGet<ShiftReportsAnswer>(`/reports/shifts?type=${type}`, { fallback: 'Could not load the shifts!' }),
  );
  const money = (n: number | null) => (n === null ? '-' : formatMoney(n, data?.currency));
  return (
    <section className="panel" aria-labelledby="shift-reports-title" data-testid="shift-reports">
      <ReportsTabs current="Shifts" />
      <div className="figures-heading">
        <h1 id="shift-reports-title">Shifts</h1>
        <select value={type} onChange={(e) => setType(e.target.value as ReportPreset)} aria-label="Period">
          {REPORT_PRESETS.filter((p) => p !== 'custom').map((p) => (
            <option key={p} value={p}>
              {REPORT_PRESET_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      {fetching && data === undefined && <StatusLine kind="loading">Please wait…</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{error}</StatusLine>}
      {data && data.shifts.length === 0 && <p className="figures-muted">No shifts in this period.</p>}
      {data && data.shifts.length > 0 && (
        <>
          <h2>Per cashier</h2>
          <div className="table-scroll">
            <table className="data-table" data-testid="cashier-figures">
              <thead>
                <tr>
                  <th scope="col">Cashier</th>
                  <th scope="col">Shifts</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Cash sales</th>
                  <th scope="col">Difference</th>
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
          <h2>Per shift</h2>
          <div className="table-scroll">
            <table className="data-table" data-testid="shift-figures">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Device</th>
                  <th scope="col">Cashier</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Expected cash</th>
                  <th scope="col">Counted</th>
                  <th scope="col">Difference</th>
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
