/** /print-shift-report?kind=X|Z&shiftId=…: the X or Z report on the receipt paper, printed at once (SHIFT5-SHIFT6). */
import { useRouterState } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';
import { useMemo } from 'react';
import { Paper } from '../print/paper.tsx';
import { useAutoPrint } from '../print/use-auto-print.ts';
import { useSingleton } from '../settings/settings-data.ts';
import { ReportView } from './report-view.tsx';
import { useShiftData } from './shift-data.ts';
import { figuresOf } from './shift-reports.ts';

export function PrintShiftReportScreen() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const q = useMemo(() => new URLSearchParams(searchStr), [searchStr]);
  const kind = q.get('kind') === 'Z' ? 'Z' : 'X';
  const data = useShiftData();
  const print = useSingleton('printSettings');
  const report = data ? figuresOf(data, kind, q.get('shiftId') ?? '', Date.now()) : undefined;
  useAutoPrint(Boolean(report));
  if (report === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (report === null || !data) return <p className="print-status">Shift not found!</p>;
  return (
    <Paper pageFormat={print?.pageFormat ?? '80'}>
      <ReportView kind={kind} figures={report.figures} currency={data.currency} heading={report.heading} />
      <p className="muted">Printed {new Date().toLocaleString()}</p>
    </Paper>
  );
}
