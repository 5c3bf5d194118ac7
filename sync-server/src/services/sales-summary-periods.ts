/**
 * RDS1 (ADR 0073): the day summary's periods. A report's instant range, when it is made of whole business days
 * of the summary's clock, is read as whole calendar months (kind 'month') and the days around them ('day');
 * a range that is not (another clock) is not read from the summary at all.
 */
import {
  addCalendarDays,
  addCalendarMonths,
  businessDayOf,
  businessDayStart,
  type CalendarDate,
  compareCalendarDates,
  firstOfMonth,
  type InstantRange,
  type StoreClock,
} from '@tavola/shared';

export type PeriodKind = 'day' | 'month';

/** Period starts [from, to) of one kind: the rows of that kind whose period_start lies in it. */
export type PeriodSpan = { readonly kind: PeriodKind; readonly from: number; readonly to: number };

/** The business day's instants [start, end). */
export const dayPeriod = (day: CalendarDate, clock: StoreClock): InstantRange => ({
  from: businessDayStart(day, clock),
  to: businessDayStart(addCalendarDays(day, 1), clock),
});

/** The month (of business days) holding `day`: its first day, its instants [start, end). */
export function monthOf(day: CalendarDate, clock: StoreClock): { first: CalendarDate; range: InstantRange } {
  const first = firstOfMonth(day);
  return {
    first,
    range: {
      from: businessDayStart(first, clock),
      to: businessDayStart(addCalendarMonths(first, 1), clock),
    },
  };
}

/** The business days first..last, both included. */
export function daysBetween(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let d = first; compareCalendarDates(d, last) <= 0; d = addCalendarDays(d, 1)) days.push(d);
  return days;
}

/**
 * The spans that cover `range` exactly under `clock`: its whole months, then the days before and after them;
 * null when `range` does not begin and end at business day starts of `clock` (or is empty).
 */
export function coverSpans(range: InstantRange, clock: StoreClock): PeriodSpan[] | null {
  if (range.to <= range.from) return null;
  const first = businessDayOf(range.from, clock);
  const end = businessDayOf(range.to, clock);
  if (businessDayStart(first, clock) !== range.from || businessDayStart(end, clock) !== range.to) return null;
  // whole months: from the first 1st on or after `first` to the last month ending by the range's last day
  const firstMonth = first === firstOfMonth(first) ? first : addCalendarMonths(firstOfMonth(first), 1);
  const endMonth = firstOfMonth(end); // months before this one end by `last`
  if (compareCalendarDates(firstMonth, endMonth) >= 0)
    return [{ kind: 'day', from: range.from, to: range.to }];
  const monthsFrom = businessDayStart(firstMonth, clock);
  const monthsTo = businessDayStart(endMonth, clock);
  const spans: PeriodSpan[] = [{ kind: 'month', from: monthsFrom, to: monthsTo }];
  if (range.from < monthsFrom) spans.push({ kind: 'day', from: range.from, to: monthsFrom });
  if (monthsTo < range.to) spans.push({ kind: 'day', from: monthsTo, to: range.to });
  return spans;
}
