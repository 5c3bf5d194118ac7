/** TIME5-TIME6: the date filter presets and the reports filter defaults. */

import { businessDaysRange, businessToday, type InstantRange, type StoreClock } from './business-day.ts';
import {
  addCalendarDays,
  addCalendarMonths,
  type CalendarDate,
  compareCalendarDates,
  firstOfMonth,
} from './calendar-date.ts';

export const DATE_PRESETS = [
  'today',
  'tomorrow',
  'yesterday',
  'last_7days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const isDatePreset = (s: unknown): s is DatePreset => (DATE_PRESETS as readonly unknown[]).includes(s);

/** The reports screens offer every preset but tomorrow (TIME5). */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'last_7days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  last_7days: 'Last 7 Days',
  this_month: 'This Month',
  last_month: 'Last Month',
  custom: 'Custom',
};
/** The reports screens call the custom preset 'Custom Date Range'. */
export const REPORT_PRESET_LABELS: Readonly<Record<ReportPreset, string>> = {
  ...DATE_PRESET_LABELS,
  custom: 'Custom Date Range',
};

export const PRESET_REJECTIONS = {
  CUSTOM_DATES_REQUIRED: 'Please select From and To dates!',
  INVALID_RANGE: 'From date must not be after To date!',
} as const;

export type DayRange = { readonly first: CalendarDate; readonly last: CalendarDate };
export type PresetResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: keyof typeof PRESET_REJECTIONS; message: string };

/**
 * TIME5: the business days a preset covers, both ends inclusive, relative to `today`:
 * today; tomorrow; yesterday; last_7days = the 7 days ending today; this_month = the 1st to the last day of
 * the month; last_month = the whole previous month; custom = from..to as given (to inclusive).
 */
export function presetDays(
  preset: DatePreset,
  today: CalendarDate,
  custom: { from?: CalendarDate | null; to?: CalendarDate | null } = {},
): PresetResult<DayRange> {
  const ok = (first: CalendarDate, last: CalendarDate): PresetResult<DayRange> => ({
    ok: true,
    value: { first, last },
  });
  switch (preset) {
    case 'today':
      return ok(today, today);
    case 'tomorrow':
      return ok(addCalendarDays(today, 1), addCalendarDays(today, 1));
    case 'yesterday':
      return ok(addCalendarDays(today, -1), addCalendarDays(today, -1));
    case 'last_7days':
      return ok(addCalendarDays(today, -6), today);
    case 'this_month': {
      const first = firstOfMonth(today);
      return ok(first, addCalendarDays(addCalendarMonths(first, 1), -1));
    }
    case 'last_month': {
      const first = addCalendarMonths(firstOfMonth(today), -1);
      return ok(first, addCalendarDays(firstOfMonth(today), -1));
    }
    case 'custom': {
      const { from, to } = custom;
      if (!from || !to) {
        return { ok: false, code: 'CUSTOM_DATES_REQUIRED', message: PRESET_REJECTIONS.CUSTOM_DATES_REQUIRED };
      }
      if (compareCalendarDates(from, to) > 0) {
        return { ok: false, code: 'INVALID_RANGE', message: PRESET_REJECTIONS.INVALID_RANGE };
      }
      return ok(from, to);
    }
  }
}

/** TIME5: a preset as a half-open instant range [from, to) in epoch ms, for the store's clock at `now`. */
export function presetRange(
  preset: DatePreset,
  now: number,
  clock: StoreClock,
  custom: { from?: CalendarDate | null; to?: CalendarDate | null } = {},
): PresetResult<InstantRange> {
  const days = presetDays(preset, businessToday(now, clock), custom);
  if (!days.ok) return days;
  return { ok: true, value: businessDaysRange(days.value.first, days.value.last, clock) };
}

/** TIME6: the reports filter starts at Today, From = today, To = the same day next month (clamped). */
export function reportsFilterDefaults(
  now: number,
  clock: StoreClock,
): { filter: 'today'; from: CalendarDate; to: CalendarDate } {
  const today = businessToday(now, clock);
  return { filter: 'today', from: today, to: addCalendarMonths(today, 1) };
}
