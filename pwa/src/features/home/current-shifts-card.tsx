/**
 * SHIFT8: the dashboard's card for the shifts open now: per shift its cashier, till, sales and the cash expected
 * in the drawer, the X report one tap away (the server's figures, the same answer as Reports → Shifts), and today
 * per cashier. Shown to whoever reads reports (REPORTS, as the route asks).
 */
import { hasAnyScope, type ShiftReportsAnswer, type ShiftSummary } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { formatTime } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { apiGet } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { useSessionUser } from '../../lib/session.ts';
import { ReportView } from '../shifts/report-view.tsx';
import './home-shifts.css';

/** The Reports → Shifts query of today: one fetch serves both screens. */
export const TODAY_SHIFTS_KEY = 'reports-shifts?today';

export function CurrentShiftsCard() {
  const user = useSessionUser();
  if (!user || !hasAnyScope(user, ['REPORTS'])) return null;
  return <ShiftsCard />;
}

function ShiftsCard() {
  const t = useT();
  const [x, setX] = useState<ShiftSummary | null>(null);
  const { data } = useQuery(TODAY_SHIFTS_KEY, () =>
    apiGet<ShiftReportsAnswer>('/reports/shifts?type=today', { fallback: t('reports.shifts.loadFailed') }),
  );
  if (!data) return null;
  const money = (n: number) => formatMoney(n, data.currency);
  const open = data.shifts.filter((s) => s.status === 'open');
  return (
    <div className="card home-shifts-card" data-testid="home-shifts">
      <h2>{t('home.currentShifts')}</h2>
      {open.length === 0 ? (
        <p className="figures-muted">{t('home.noShiftOpen')}</p>
      ) : (
        <ul className="figure-list home-shifts" data-testid="home-open-shifts">
          {open.map((s) => (
            <li key={s.id} data-testid="home-shift">
              <span>
                <strong>{s.cashierName ?? s.cashierId}</strong>
                <br />
                <span className="muted">
                  {t('home.shiftSince', {
                    device: s.deviceName ?? s.deviceId,
                    time: formatTime(new Date(s.openedAt)),
                  })}
                </span>
              </span>
              <span className="home-shift-figures">
                <span>
                  {t('reports.shifts.revenue')}{' '}
                  <strong data-testid="home-shift-sales">{money(s.figures.revenue)}</strong>
                </span>
                <span>
                  {t('reports.shifts.expectedCash')}{' '}
                  <strong data-testid="home-shift-expected">{money(s.figures.cash.expected)}</strong>
                </span>
                <button type="button" className="btn btn-secondary btn-small" onClick={() => setX(s)}>
                  {t('shifts.report.title', { kind: 'X' })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.cashiers.length > 0 && (
        <>
          <h3>{t('home.todayPerCashier')}</h3>
          <ul className="figure-list" data-testid="home-cashiers">
            {data.cashiers.map((c) => (
              <li key={c.cashierId}>
                <span>{c.cashierName ?? c.cashierId}</span>
                <span>
                  {money(c.revenue)}{' '}
                  <span className="muted">{t('home.cashierCash', { amount: money(c.cashSales) })}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {x && (
        <Dialog
          open
          onClose={() => setX(null)}
          title={t('shifts.report.title', { kind: 'X' })}
          testId="home-x-report"
        >
          <ReportView
            kind="X"
            figures={x.figures}
            currency={data.currency}
            heading={`${x.cashierName ?? x.cashierId} · ${x.deviceName ?? x.deviceId} · ${x.businessDay}`}
          />
        </Dialog>
      )}
    </div>
  );
}
