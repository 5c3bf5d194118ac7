/**
 * /dashboard/shifts (SHIFT1-SHIFT6): the till's shift: open it with a float, pay in and out, see the X report
 * mid-shift, close it by counting the cash, and print the X or the day's Z report. Works offline: every
 * action is a mutator, run here and again on the server.
 */
import { openShift, shiftReportDocument } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { formatTime } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { SHIFT_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { formatMoney } from '../../lib/format.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { openPrintWindow } from '../print/open-print-window.ts';
import { printOnTill } from '../printers/till-print.ts';
import { readTillPrinter } from '../printers/till-printer-store.ts';
import { CashMovementDialog } from './cash-movement-dialog.tsx';
import { CloseShiftDialog } from './close-shift-dialog.tsx';
import { amountOf, MoneyInput } from './money-input.tsx';
import { type ReportKind, ReportView } from './report-view.tsx';
import { useShiftData } from './shift-data.ts';
import { shiftReportPath } from './shift-paths.ts';
import { figuresOf } from './shift-reports.ts';
import './shifts.css';

export function ShiftsScreen() {
  const t = useT();
  const data = useShiftData();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [movement, setMovement] = useState<'in' | 'out' | null>(null);
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState<{ kind: ReportKind; shiftId: string } | null>(null);

  if (data === undefined) return <StatusLine kind="loading">{t('shifts.wait')}</StatusLine>;
  const { open, currency } = data;
  const report = shown ?? (open ? { kind: 'X' as const, shiftId: open.id } : null);
  const figures = report ? figuresOf(data, report.kind, report.shiftId, Date.now()) : null;

  async function start(e: React.FormEvent) {
    e.preventDefault();
    // WALL3: an empty float is an empty drawer, 0; anything else typed must be an amount
    const minor = amountOf(float.trim() === '' ? '0' : float);
    if (minor === null) return setError(t('shifts.invalidFloat'));
    const result = await mutate(openShift, ({ ctx }) => ({
      id: uuidv7(),
      deviceId: ctx.deviceId,
      openingFloat: minor,
      openedAt: ctx.now,
    }));
    if (!result.ok) return setError(serverMessage(result, t));
    setError(null);
    setShown(null);
    notify.success(SHIFT_SAVED_TEXTS.opened(t));
  }

  return (
    <section className="panel shifts" aria-labelledby="shifts-title" data-testid="shifts">
      <h1 id="shifts-title">{t('shifts.title')}</h1>
      {open ? (
        <div className="shift-bar">
          <p data-testid="shift-open">
            {t('shifts.openSince', {
              time: formatTime(new Date(open.openedAt)),
              float: formatMoney(open.openingFloat, currency),
            })}
          </p>
          <div className="shift-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setMovement('in')}
              data-testid="pay-in"
            >
              {t('shifts.payIn')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setMovement('out')}
              data-testid="pay-out"
            >
              {t('shifts.payOut')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setClosing(true)}
              data-testid="close-shift"
            >
              {t('shifts.closeShift')}
            </button>
          </div>
        </div>
      ) : (
        <form className="shift-open-form" onSubmit={start}>
          <div className="shift-float">
            <MoneyInput
              label={t('shifts.openingFloat')}
              value={float}
              onChange={(text) => {
                setFloat(text);
                setError(null);
              }}
              testId="opening-float"
              placeholder="0"
              error={error}
            />
          </div>
          <button type="submit" className="btn btn-primary" data-testid="open-shift">
            {t('shifts.openShift')}
          </button>
        </form>
      )}
      {report && figures && (
        <>
          <ReportView
            kind={report.kind}
            figures={figures.figures}
            currency={currency}
            heading={figures.heading}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => openPrintWindow(shiftReportPath(report.kind, report.shiftId))}
            data-testid="print-report"
          >
            {t('shifts.printReport', { kind: report.kind })}
          </button>
          {readTillPrinter() && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                void printOnTill([
                  shiftReportDocument(
                    report.kind,
                    figures.figures,
                    figures.heading,
                    new Date().toLocaleString(),
                  ),
                ])
              }
              data-testid="print-report-till"
            >
              {t('shifts.printOnTill')}
            </button>
          )}
        </>
      )}
      {data.mine.length > 0 && (
        <details className="shift-history">
          <summary>{t('shifts.earlier')}</summary>
          <ul>
            {data.mine.map((s) => (
              <li key={s.id}>
                {s.businessDay} ·{' '}
                {s.status === 'open'
                  ? t('shifts.status.open')
                  : s.status === 'closed'
                    ? t('shifts.status.closed')
                    : s.status}
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => setShown({ kind: 'X', shiftId: s.id })}
                >
                  X
                </button>
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => setShown({ kind: 'Z', shiftId: s.id })}
                >
                  Z
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {open && movement && (
        <CashMovementDialog shiftId={open.id} kind={movement} onClose={() => setMovement(null)} />
      )}
      {open && closing && (
        <CloseShiftDialog
          shift={open}
          rows={data.rows}
          currency={currency}
          onClose={() => setClosing(false)}
          onClosed={(closesDay) => {
            setClosing(false);
            setShown({ kind: closesDay ? 'Z' : 'X', shiftId: open.id });
          }}
        />
      )}
    </section>
  );
}
