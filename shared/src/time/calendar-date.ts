/**
 * TIME1: calendar dates are 'YYYY-MM-DD' strings; arithmetic is plain UTC arithmetic on their parts (no date
 * library: this module is in the diner menu's JavaScript, through its forms' validation).
 */

/** 'YYYY-MM-DD', a day on the calendar with no time and no zone. */
export type CalendarDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a calendar date. */
export function calendarParts(d: CalendarDate): { year: number; month: number; day: number } {
  const [, y, m, day] = DATE_RE.exec(d) ?? [];
  if (!y || !m || !day) throw new RangeError(`Not a calendar date: ${d}`);
  return { year: Number(y), month: Number(m), day: Number(day) };
}

const pad = (v: number, width = 2) => String(v).padStart(width, '0');
const formatParts = (year: number, month: number, day: number): CalendarDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days in `month` (1-12) of `year`, by the proleptic Gregorian calendar. */
const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * TIME1: the date if `text` is a real 'YYYY-MM-DD' day (no 2023-02-30), else null. Checked on its parts:
 * every order, reservation and customer birthday passes here (a zone object cost more than the rest).
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const date = text.trim();
  if (!DATE_RE.test(date)) return null;
  const { year, month, day } = calendarParts(date);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? date : null;
}

export const isCalendarDate = (text: unknown): text is CalendarDate =>
  typeof text === 'string' && parseCalendarDate(text) === text;

/** Plain UTC arithmetic (the hot path of every business-day look-up): no zone object is built. */
export function addCalendarDays(d: CalendarDate, n: number): CalendarDate {
  const { year, month, day } = calendarParts(d);
  const t = new Date(Date.UTC(year, month - 1, day + n));
  return formatParts(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** TIME6: months are added on the calendar and clamped at month ends: Jan 31 + 1 month = Feb 28 (29). */
export function addCalendarMonths(d: CalendarDate, n: number): CalendarDate {
  const { year, month, day } = calendarParts(d);
  const months = year * 12 + (month - 1) + n;
  const toYear = Math.floor(months / 12);
  const toMonth = months - toYear * 12 + 1;
  return formatParts(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

export function firstOfMonth(d: CalendarDate): CalendarDate {
  const { year, month } = calendarParts(d);
  return formatParts(year, month, 1);
}

/** 'YYYY-MM-DD' strings compare in calendar order. */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a < b ? -1 : a > b ? 1 : 0;
