/** TIME1: calendar dates are 'YYYY-MM-DD' strings; arithmetic is done by date-fns on UTC wall dates. */
import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';

/** 'YYYY-MM-DD', a day on the calendar with no time and no zone. */
export type CalendarDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (d: CalendarDate): TZDate => {
  const [, y, m, day] = DATE_RE.exec(d) ?? [];
  if (!y || !m || !day) throw new RangeError(`Not a calendar date: ${d}`);
  return new TZDate(Number(y), Number(m) - 1, Number(day), 'UTC');
};
const fromDate = (d: Date): CalendarDate => format(d, 'yyyy-MM-dd');

/**
 * TIME1: the date if `text` is a real 'YYYY-MM-DD' day (no 2023-02-30), else null. Checked with plain UTC
 * arithmetic: every order, reservation and customer birthday passes here (a zone object cost more than the rest).
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const m = DATE_RE.exec(text.trim());
  if (!m) return null;
  const [date, y, mo, d] = m as unknown as [string, string, string, string];
  const t = new Date(0);
  t.setUTCFullYear(Number(y), Number(mo) - 1, Number(d)); // years below 100 stay as given
  return t.getUTCFullYear() === Number(y) &&
    t.getUTCMonth() === Number(mo) - 1 &&
    t.getUTCDate() === Number(d)
    ? date
    : null;
}

export const isCalendarDate = (text: unknown): text is CalendarDate =>
  typeof text === 'string' && parseCalendarDate(text) === text;

/** Plain UTC arithmetic (the hot path of every business-day look-up): no zone object is built. */
export function addCalendarDays(d: CalendarDate, n: number): CalendarDate {
  const [, y, m, day] = DATE_RE.exec(d) ?? [];
  if (!y || !m || !day) throw new RangeError(`Not a calendar date: ${d}`);
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(day) + n));
  const pad = (v: number, width = 2) => String(v).padStart(width, '0');
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** TIME6: months are added on the calendar and clamped at month ends: Jan 31 + 1 month = Feb 28 (29). */
export const addCalendarMonths = (d: CalendarDate, n: number): CalendarDate =>
  fromDate(addMonths(toDate(d), n));

export const firstOfMonth = (d: CalendarDate): CalendarDate => fromDate(startOfMonth(toDate(d)));

/** 'YYYY-MM-DD' strings compare in calendar order. */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a < b ? -1 : a > b ? 1 : 0;

/** Year, month (1-12) and day of a calendar date. */
export function calendarParts(d: CalendarDate): { year: number; month: number; day: number } {
  const t = toDate(d);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}
