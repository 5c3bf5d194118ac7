/** /print-shift-report?kind=X|Z&shiftId=…: the X or Z report on the receipt paper, printed at once (SHIFT5-SHIFT6). */
import { useRouterState } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Paper } from '../print/paper.tsx';
import { usePrintDb } from '../print/print-data.ts';
import { useAutoPrint } from '../print/use-auto-print.ts';
import { ReportView } from './report-view.tsx';
import { loadShiftData } from './shift-data.ts';
import { figuresOf } from './shift-reports.ts';

export function PrintShiftReportScreen() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const q = useMemo(() => new URLSearchParams(searchStr), [searchStr]);
  const kind = q.get('kind') === 'Z' ? 'Z' : 'X';
  const t = useT();
  // FRI6: the window the till opens has no dashboard (no device database of its own): the user's, opened by name
  const db = usePrintDb();
  const data = useLiveQuery(async () => (db ? loadShiftData(db) : undefined), [db]);
  const print = useLiveQuery(async () => (db ? db.printSettings.toCollection().first() : undefined), [db]);
  const report = data ? figuresOf(data, kind, q.get('shiftId') ?? '', Date.now()) : undefined;
  useAutoPrint(Boolean(report));
  if (report === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (report === null || !data) return <p className="print-status">{t('server.shiftNotFound')}</p>;
  return (
    <Paper pageFormat={print?.pageFormat ?? '80'}>
      <ReportView kind={kind} figures={report.figures} currency={data.currency} heading={report.heading} />
      {/* WALL4: the staff's language, as the rest of the report */}
      <p className="muted">{t('shifts.printedAt', { time: new Date().toLocaleString() })}</p>
    </Paper>
  );
}
