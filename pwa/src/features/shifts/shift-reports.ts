/** SHIFT5, SHIFT6: which figures an X or a Z report of a shift shows (the shared pure functions on local rows). */
import { dayReport, type ReportFigures, shiftReport } from '@tavola/shared';
import { t } from '../../i18n/i18n.ts';
import type { ReportKind } from './report-view.tsx';
import type { ShiftData } from './shift-data.ts';

export function figuresOf(
  data: ShiftData,
  kind: ReportKind,
  shiftId: string,
  now: number,
): { figures: ReportFigures; heading: string } | null {
  const shift = data.shifts.find((s) => s.id === shiftId);
  if (!shift) return null;
  if (kind === 'X') return { figures: shiftReport(shift, data.rows, now), heading: shift.businessDay };
  const day = shift.businessDay;
  return {
    figures: dayReport(day, data.shifts, data.rows, now),
    heading: t('shifts.report.businessDay', { day }),
  };
}
